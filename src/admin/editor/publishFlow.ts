import type { ApiEditorChange, ApiEditorProblem, ApiEditorPublishAnswer } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { editorCalls } from "./editorCalls.js";
import type { EditorWords } from "./formContext.js";

/** Where a publish stands, as the dialog shows it. */
export type PublishStep =
  | { kind: "checking" }
  | { kind: "changes"; changes: ApiEditorChange[] }
  | { kind: "refused"; problems: ApiEditorProblem[] }
  | { kind: "conflict"; disk: unknown; draft: unknown }
  | { kind: "publishing" }
  | { kind: "published"; answer: ApiEditorPublishAnswer }
  | { kind: "failed" };

/** What publishing the draft would change, or why it cannot be published: POST changes (and, on a conflict, the file as it is on disk now). */
export async function checkPublish(file: string, draft: unknown): Promise<PublishStep> {
  const answer = await editorCalls.changes(file);
  if (!answer.ok) return { kind: "failed" };
  if (answer.data.problems.length) return { kind: "refused", problems: answer.data.problems };
  if (answer.data.conflict) {
    const site = await editorCalls.site();
    return site.ok ? { kind: "conflict", disk: site.data.documents.find((d) => d.file === file)?.disk, draft } : { kind: "failed" };
  }
  return { kind: "changes", changes: answer.data.changes };
}

/** POST publish: the file written and the pages rebuilt, or the server's refusal (problems 422, conflict 409). */
export async function publish(file: string, disk: unknown, draft: unknown): Promise<PublishStep> {
  const answer = await editorCalls.publish(file);
  if (answer.ok) return { kind: "published", answer: answer.data };
  if (answer.status === 422) return { kind: "refused", problems: answer.refusal?.problems ?? [] };
  if (answer.status === 409) return { kind: "conflict", disk: answer.refusal?.disk ?? disk, draft: answer.refusal?.draft ?? draft };
  return { kind: "failed" };
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
  const { pages, rendered = pages, seconds, commit, commitError, rebuildError, shareError } = answer;
  const problems = [rebuildError, commitError, shareError].filter((p): p is string => p !== undefined);
  const done = rebuildError
    ? words.publishedNotLive
    : fill(commit ? words.published : words.publishedNoCommit, { rendered, pages, seconds: seconds.toFixed(1), commit: commit?.slice(0, 7) ?? "" });
  return [done, ...problems, ...(problems.length ? [words.publishProblemAdvice] : [])].join(" ");
}
