import { rmSync } from "node:fs";
import { join } from "node:path";
import type { ApiEditorPublishAnswer, ApiEditorPublishRefusal } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { fillCount } from "../../lib/fillCount.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { LiveSite } from "../site/liveSite.js";
import type { Store } from "../store/openStore.js";
import { writeFileAtomically } from "../../documents/writeFileAtomically.js";
import { allDrafts, deleteDraft, rebaseDraft } from "./draftStore.js";
import { documentChanges } from "./changes.js";
import { contentHash, documentName, parsed, schemaFileOfData, type EditorSite } from "./editorSite.js";
import { planContext, planWith } from "./publishSet.js";
import { planRedirects, redirectsFile } from "./movedAddresses.js";
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

/** What a publish asks for: the draft's file, and the other drafts to publish with it (publishSet.ts finds them). */
export interface PublishRequest {
  file: string;
  together?: readonly string[];
}

/**
 * Publishing a draft (with the drafts it needs, `together`): refused while the site on disk with those drafts in place
 * has any problem (422, the drafts kept; the other drafts play no part, publishSet.ts), or when a file changed on disk
 * since its draft began (409, both versions); otherwise the files are written in place (documentText.ts, atomically),
 * committed in one commit of those files alone when the documents root is a git work tree, the drafts deleted, and the
 * served site rebuilt. Once the files are written the request has done what it asked: a failed commit or rebuild is
 * told in the answer (commitError, rebuildError), never as a server error, and so is a build not shared with the other
 * processes (shareError). One publish at a time.
 */
export function createPublisher(deps: PublishDeps): (request: PublishRequest, who?: Publisher) => Promise<PublishOutcome> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request, who = {}) => {
    // With several processes (fleetSite.ts), the whole publish also runs alone across all of them.
    const one = () => publishOne(deps, request, who);
    const next = queue.then(() => (deps.liveSite?.publishing ? deps.liveSite.publishing(one) : one()));
    queue = next.catch(() => undefined);
    return next;
  };
}

async function publishOne(deps: PublishDeps, request: PublishRequest, { by, author }: Publisher): Promise<PublishOutcome> {
  const { site, store, liveSite, documents, env = process.env, now = () => new Date() } = deps;
  const words = documents.messages.adminEditor;
  const { file } = request;
  const together = [...new Set(request.together ?? [])].filter((f) => f !== file);
  const files = [file, ...together];
  const drafts = await allDrafts(store.query);
  const missing = files.find((f) => !drafts.has(f));
  if (missing) return { status: 404, refusal: { message: fill(words.noDraft, { file: missing }) } };
  // The site as it will be: the disk with these drafts in place (and the redirects their moved pages need), and no other draft.
  const at = now();
  const context = planContext(site, at, documents.constants.editor.timeZone);
  const { check, redirects } = planWith(site, drafts, files, context);
  const { problems, model } = check;
  if (problems.length) return { status: 422, refusal: { message: fillCount(words.problemsRemain, problems.length), problems } };
  const outcomes = files.map((f) => ({ file: f, draft: drafts.get(f)!, diskText: site.diskText(f) }));
  const moved = outcomes.find((o) => contentHash(o.diskText) !== o.draft.baseHash);
  if (moved) {
    const refusal = { message: fill(words.changedOnDisk, { file: moved.file }), disk: parsed(moved.diskText) ?? null, draft: moved.draft.data };
    return { status: 409, refusal: moved.file === file ? refusal : { ...refusal, file: moved.file } };
  }

  // A deleting draft (pageDeletion.ts) removes the file; `git add` then stages the removal like any change. The
  // redirects a moved page needs are written with the drafts, as a draft of their own would be.
  const redirectsDraft = redirects && { file: redirectsFile, data: redirects.data, baseHash: contentHash(site.diskText(redirectsFile)), savedAt: at };
  // Someone's pending draft of the redirects, not published now: the same change merged into it, planned on the disk
  // as it is before the writes, so that keeping that draft later does not undo it.
  const pending = redirects && !files.includes(redirectsFile) ? drafts.get(redirectsFile) : undefined;
  const theirs = pending && planRedirects(site, drafts, [...files, redirectsFile], context.addresses, at, documents.constants.editor.timeZone);
  const written = [...outcomes.filter((o) => o.file !== redirectsFile || !redirectsDraft), ...(redirectsDraft ? [{ file: redirectsFile, draft: redirectsDraft, diskText: site.diskText(redirectsFile) }] : [])]
    .map((o) => ({ ...o, text: isDeletion(o.draft.data) ? undefined : site.draftText(o.draft) }))
    .filter((o) => o.text !== o.diskText);
  let commit: string | null = null;
  let commitError: string | undefined;
  if (written.length) {
    for (const w of written) {
      if (w.text === undefined) rmSync(join(site.documentsRoot, w.file), { force: true });
      else writeFileAtomically(join(site.documentsRoot, w.file), w.text);
    }
    if (await insideWorkTree(site.documentsRoot)) {
      commit = await commitFile(site.documentsRoot, written.map((w) => w.file), commitMessage(words, documents, written), author ? { ...env, [editorAuthorEnv]: staffAuthor(author) } : env).catch((e: Error) => {
        commitError = fill(words.commitFailed, { reason: firstLines(e.message) });
        return null;
      });
    }
    // The store keeps every published version (versionStore.ts), git work tree or not; only once the file is written.
    const who = { by: by ?? author ?? null, at, commit };
    const keep = documents.constants.editor.keepVersions;
    for (const { file: f, draft, diskText, text } of written) {
      const schemaFile = schemaFileOfData(draft.data);
      const changes = schemaFile ? documentChanges(site.registry, schemaFile, parsed(diskText), draft.data) : [];
      if (text !== undefined) await recordVersion(store, { file: f, before: diskText, text, changes, ...who }, keep);
      else if (diskText !== undefined) await recordDeletion(store, { file: f, text: diskText, ...who }, keep);
    }
  }
  for (const f of files) await deleteDraft(store.query, f);
  if (pending) await rebaseDraft(store.query, { ...pending, data: theirs?.data ?? pending.data, baseHash: contentHash(site.diskText(redirectsFile)), savedAt: at, savedBy: by ?? author ?? null });
  const writtenToo = written.some((w) => w.file === redirectsFile) && !files.includes(redirectsFile) ? [redirectsFile] : [];
  const withIt = [...together, ...writtenToo];
  const addresses = (list: { from: string; to: string }[] = []) => list.map(({ from, to }) => ({ from, to }));
  const answer: ApiEditorPublishAnswer = {
    file,
    commit,
    pages: 0,
    seconds: 0,
    ...(withIt.length ? { together: withIt } : {}),
    ...(redirects?.added.length ? { redirects: addresses(redirects.added) } : {}),
    ...(redirects?.removed.length ? { redirectsRemoved: addresses(redirects.removed) } : {}),
    ...(commitError ? { commitError } : {}),
  };
  if (!liveSite) return { status: 200, answer };
  try {
    // The site checked is the documents now on disk: the rebuild need not check them again.
    return { status: 200, answer: { ...answer, ...(await liveSite.rebuild({ commit, checked: model })) } };
  } catch (e) {
    return { status: 200, answer: { ...answer, rebuildError: fill(words.rebuildFailed, { reason: firstLines((e as Error).message) }) } };
  }
}

/** One document's commit names it; documents published together name the first and the others after it. */
function commitMessage(words: ServerDocuments["messages"]["adminEditor"], documents: ServerDocuments, written: { file: string; draft: { data: unknown }; text: string | undefined }[]): string {
  const one = ({ file, draft, text }: (typeof written)[number]) =>
    text === undefined ? fill(documents.messages.adminEditorPage.pages.deleteCommitMessage, { file }) : fill(words.commitMessage, { file, name: documentName(draft.data, file) });
  const [first, ...others] = written;
  return others.length ? fill(words.commitMessageTogether, { first: one(first), others: others.map((w) => w.file).join(", ") }) : one(first);
}

/** The start of a long output (a build's or git's), enough to say what went wrong. */
const firstLines = (text: string) => text.split("\n").slice(0, 8).join("\n");
