import { rmSync } from "node:fs";
import { join } from "node:path";
import type { ApiEditorPublishAnswer, ApiEditorPublishRefusal } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { fillCount } from "../../lib/fillCount.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { LiveSite } from "../site/liveSite.js";
import type { Store } from "../store/openStore.js";
import { writeFileAtomically } from "../../documents/writeFileAtomically.js";
import { allDrafts, deleteDraft } from "./draftStore.js";
import { documentChanges } from "./changes.js";
import { contentHash, documentName, parsed, schemaFileOfData, type EditorSite } from "./editorSite.js";
import { commitFile, editorAuthorEnv, insideWorkTree, staffAuthor } from "./gitCommit.js";
import { isDeletion } from "./pageDeletion.js";
import { recordDeletion, recordVersion } from "./versionStore.js";

export type PublishOutcome = { status: 200; answer: ApiEditorPublishAnswer } | { status: 404 | 409 | 422; refusal: ApiEditorPublishRefusal };

export interface PublishDeps {
  site: EditorSite;
  store: Store;
  /** The build the server serves; without one (a server with no build, in tests) nothing is rebuilt. */
  liveSite?: LiveSite;
  /** Read at each publish: a rebuild reloads them in place. */
  documents: ServerDocuments;
  env?: NodeJS.ProcessEnv;
  /** The clock a published version is dated by. */
  now?: () => Date;
}

/** Who publishes: the staff account's name (kept with the version) and the git author, when not the server's own. */
export interface Publisher {
  by?: string;
  author?: string;
}

/**
 * Publishing a draft: refused while the whole site with every draft in place has any problem (422, the draft kept),
 * or when the file changed on disk since the draft began (409, both versions); otherwise the file is written in place
 * (documentText.ts, atomically), committed alone when the documents root is a git work tree, the draft deleted, and the
 * served site rebuilt. Once the file is written the request has done what it asked: a failed commit or rebuild is
 * told in the answer (commitError, rebuildError), never as a server error, and so is a build not shared with the other
 * processes (shareError). One publish at a time.
 */
export function createPublisher(deps: PublishDeps): (file: string, who?: Publisher) => Promise<PublishOutcome> {
  let queue: Promise<unknown> = Promise.resolve();
  return (file, who = {}) => {
    // With several processes (fleetSite.ts), the whole publish also runs alone across all of them.
    const one = () => publishOne(deps, file, who);
    const next = queue.then(() => (deps.liveSite?.publishing ? deps.liveSite.publishing(one) : one()));
    queue = next.catch(() => undefined);
    return next;
  };
}

async function publishOne(deps: PublishDeps, file: string, { by, author }: Publisher): Promise<PublishOutcome> {
  const { site, store, liveSite, documents, env = process.env, now = () => new Date() } = deps;
  const words = documents.messages.adminEditor;
  const drafts = await allDrafts(store.query);
  const draft = drafts.get(file);
  if (!draft) return { status: 404, refusal: { message: fill(words.noDraft, { file }) } };
  const { problems, model } = site.check(drafts);
  if (problems.length) return { status: 422, refusal: { message: fillCount(words.problemsRemain, problems.length), problems } };
  const diskText = site.diskText(file);
  if (contentHash(diskText) !== draft.baseHash) return { status: 409, refusal: { message: fill(words.changedOnDisk, { file }), disk: parsed(diskText) ?? null, draft: draft.data } };

  // A deleting draft (pageDeletion.ts) removes the file; `git add` then stages the removal like any change.
  const text = isDeletion(draft.data) ? undefined : site.draftText(draft);
  let commit: string | null = null;
  let commitError: string | undefined;
  if (text !== diskText) {
    if (text === undefined) rmSync(join(site.documentsRoot, file), { force: true });
    else writeFileAtomically(join(site.documentsRoot, file), text);
    if (await insideWorkTree(site.documentsRoot)) {
      const message = text === undefined ? fill(documents.messages.adminEditorPage.pages.deleteCommitMessage, { file }) : fill(words.commitMessage, { file, name: documentName(draft.data, file) });
      commit = await commitFile(site.documentsRoot, file, message, author ? { ...env, [editorAuthorEnv]: staffAuthor(author) } : env).catch((e: Error) => {
        commitError = fill(words.commitFailed, { reason: firstLines(e.message) });
        return null;
      });
    }
    // The store keeps every published version (versionStore.ts), git work tree or not; only once the file is written.
    const schemaFile = schemaFileOfData(draft.data);
    const changes = schemaFile ? documentChanges(site.registry, schemaFile, parsed(diskText), draft.data) : [];
    const who = { by: by ?? author ?? null, at: now(), commit };
    const keep = documents.constants.editor.keepVersions;
    if (text !== undefined) await recordVersion(store, { file, before: diskText, text, changes, ...who }, keep);
    else if (diskText !== undefined) await recordDeletion(store, { file, text: diskText, ...who }, keep);
  }
  await deleteDraft(store.query, file);
  const answer: ApiEditorPublishAnswer = { file, commit, pages: 0, seconds: 0, ...(commitError ? { commitError } : {}) };
  if (!liveSite) return { status: 200, answer };
  try {
    // With this draft the only one, the site checked is the documents now on disk: the rebuild need not check them again.
    const checked = drafts.size === 1 ? model : undefined;
    return { status: 200, answer: { ...answer, ...(await liveSite.rebuild({ commit, checked })) } };
  } catch (e) {
    return { status: 200, answer: { ...answer, rebuildError: fill(words.rebuildFailed, { reason: firstLines((e as Error).message) }) } };
  }
}

/** The start of a long output (a build's or git's), enough to say what went wrong. */
const firstLines = (text: string) => text.split("\n").slice(0, 8).join("\n");
