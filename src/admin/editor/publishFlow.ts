import type { ApiEditorChange, ApiEditorDocumentVersion, ApiEditorMovedAddress, ApiEditorProblem, ApiEditorPublishAnswer, ApiEditorTogetherDraft } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { editorCalls } from "./editorCalls.js";
import type { EditorWords } from "./formContext.js";

/** Where a publish stands, as the dialog shows it. */
export type PublishStep =
  | { kind: "checking" }
  | { kind: "changes"; changes: ApiEditorChange[]; together: ApiEditorTogetherDraft[]; redirects: ApiEditorMovedAddress[]; redirectsRemoved: ApiEditorMovedAddress[] }
  | { kind: "refused"; problems: ApiEditorProblem[]; message?: string }
  /** The file changed on disk since the draft began: both versions, what keeping the draft would change, who wrote the file. */
  | { kind: "conflict"; disk: unknown; draft: unknown; changes?: ApiEditorChange[]; onDisk?: ApiEditorDocumentVersion }
  | { kind: "publishing" }
  | { kind: "published"; answer: ApiEditorPublishAnswer }
  | { kind: "failed" };

/**
 * What publishing the draft would change (and the other drafts it must be published with), or why it cannot be
 * published: POST changes (and, on a conflict, the file as it is on disk now).
 */
export async function checkPublish(file: string, draft: unknown): Promise<PublishStep> {
  const answer = await editorCalls.changes(file);
  if (!answer.ok) return { kind: "failed" };
  if (answer.data.problems.length) return { kind: "refused", problems: answer.data.problems };
  if (answer.data.conflict) {
    const site = await editorCalls.site();
    return site.ok ? { kind: "conflict", disk: site.data.documents.find((d) => d.file === file)?.disk, draft, changes: answer.data.changes, onDisk: await onDiskNow(file) } : { kind: "failed" };
  }
  const { changes, together, redirects, redirectsRemoved } = answer.data;
  return { kind: "changes", changes, together, redirects, redirectsRemoved };
}

/**
 * POST publish (with the drafts published with it): the files written and the pages rebuilt, or the server's refusal
 * (problems 422; conflict 409, this file's versions, or which draft published with it changed on disk).
 */
export async function publish(file: string, disk: unknown, draft: unknown, together: readonly string[], words: EditorWords): Promise<PublishStep> {
  const answer = await editorCalls.publish(file, together);
  if (answer.ok) return { kind: "published", answer: answer.data };
  if (answer.status === 422) return { kind: "refused", problems: answer.refusal?.problems ?? [] };
  const other = answer.refusal?.file;
  if (answer.status === 409 && other !== undefined && other !== file) return { kind: "refused", problems: [], message: fill(words.otherChangedOnDisk, { file: other }) };
  if (answer.status === 409) {
    // The changes over the file as it is now, as the check before publishing gives them (none said if it fails).
    const changes = await editorCalls.changes(file);
    return { kind: "conflict", disk: answer.refusal?.disk ?? disk, draft: answer.refusal?.draft ?? draft, changes: changes.ok ? changes.data.changes : undefined, onDisk: await onDiskNow(file) };
  }
  return { kind: "failed" };
}

/** The published version that is the file on disk now, when the editor published it (its history's current one). */
async function onDiskNow(file: string): Promise<ApiEditorDocumentVersion | undefined> {
  const history = await editorCalls.history(file);
  return history.ok ? history.data.versions.find((v) => v.current && !v.deleted) : undefined;
}

/**
 * Keeps the draft over a file that changed on disk: the draft is saved again with the disk's hash of now as its base
 * (the server keeps a draft's first base, so the old draft goes first).
 */
export async function rebase(file: string, draft: object): Promise<boolean> {
  const site = await editorCalls.site();
  const diskHash = site.ok ? site.data.documents.find((d) => d.file === file)?.diskHash : undefined;
  if (!diskHash) return false;
  const discarded = await editorCalls.discardDraft(file);
  return discarded.ok && (await editorCalls.saveDraft(file, draft, diskHash, null)).ok;
}

/**
 * What the editor says after a publish went through: the pages rebuilt (and the commit), or, when the pages were not
 * rebuilt, that visitors still see the pages before; then what did not happen, in the server's words from
 * config/messages.json (the commit, the rebuild, the sharing with the other server processes), and what to do.
 */
export function publishedNotice(answer: ApiEditorPublishAnswer, words: EditorWords): string {
  const { pages, rendered = pages, seconds, commit, commitError, rebuildError, shareError, together = [] } = answer;
  const problems = [rebuildError, commitError, shareError].filter((p): p is string => p !== undefined);
  const done = rebuildError
    ? words.publishedNotLive
    : fill(commit ? words.published : words.publishedNoCommit, { rendered, pages, seconds: seconds.toFixed(1), commit: commit?.slice(0, 7) ?? "" });
  const withIt = together.length ? [fill(words.publishedTogether, { files: together.join(", ") })] : [];
  return [done, ...withIt, ...problems, ...(problems.length ? [words.publishProblemAdvice] : [])].join(" ");
}
