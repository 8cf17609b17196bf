import { ofetch } from "ofetch";
import { isObjectList, isText, isTime } from "../../lib/answerShape.js";
import type { ApiEditorChangesAnswer, ApiEditorDraftAnswer, ApiEditorDraftRefusal, ApiEditorHistoryAnswer, ApiEditorNewPageAnswer, ApiEditorNewPageBody, ApiEditorPageAddressAnswer, ApiEditorPageAddressBody, ApiEditorPublishAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../contract/types.js";

/** Where the editor's calls live (src/server/editor/editor*Routes.ts); the browser sends the admin password it was asked for. */
const base = "/admin/editor/api";

/** An answer, or the server's refusal with its status (422 problems, 409 a conflict, 404 no draft), or no connection. */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; refusal?: ApiEditorPublishRefusal & Partial<Pick<ApiEditorDraftRefusal, "savedAt">> };

const http = ofetch.create({ baseURL: base, retry: 0, credentials: "same-origin" });

/**
 * A call's answer. `reads` checks, of a 2xx, what its callers read: an answer without it (a proxy's page, a stand-in's
 * `{}` or `null`) is a failure like a refusal, so the editor shows its error text instead of throwing, or staying on
 * 'Saving…', 'Checking…' or the history's 'Loading…'.
 */
async function call<T>(path: string, method: "GET" | "PUT" | "DELETE" | "POST", body?: object, reads?: (data: T) => boolean): Promise<Answer<T>> {
  try {
    const answer = await http.raw<T>(path, { method, body });
    const data = answer._data as T;
    return !reads || (data && typeof data == "object" && reads(data)) ? { ok: true, data } : { ok: false, status: answer.status };
  } catch (error) {
    const e = error as { status?: number; data?: unknown };
    const data = e.data && typeof e.data === "object" ? (e.data as Record<string, unknown>) : undefined;
    // The editor's own refusals say `message`; the server's edge (a body too large, a text no store keeps) answers
    // `{ status: false, error }` in the site's words, which the editor shows as it shows its own.
    const refusal = data && "message" in data ? (data as unknown as ApiEditorPublishRefusal) : typeof data?.error === "string" ? { message: data.error } : undefined;
    return { ok: false, status: e.status ?? 0, refusal };
  }
}

/** The editor's calls, typed by schemas/api/editor.schema.json. */
export const editorCalls = {
  // The page reads every list of the site (siteChoices.ts); publishing reads its documents.
  site: () => call<ApiEditorSiteAnswer>("/site", "GET", undefined, (d) => [d.documents, d.pages, d.problems, d.images, d.deletedPages].every(isObjectList)),
  // draftSavedAt: the draft the edit began from (null: none); another's save since is refused with 409 (`savedAt`, `savedBy`).
  saveDraft: (file: string, data: object, baseHash: string, draftSavedAt: string | null) =>
    call<ApiEditorDraftAnswer>("/draft", "PUT", { file, data, baseHash, draftSavedAt }, (d) => isTime(d.savedAt) && isObjectList(d.problems)),
  discardDraft: (file: string) => call<unknown>("/draft", "DELETE", { file }),
  changes: (file: string) => call<ApiEditorChangesAnswer>("/changes", "POST", { file }, (d) => isObjectList(d.changes) && isObjectList(d.problems) && isObjectList(d.together) && isObjectList(d.redirects) && isObjectList(d.redirectsRemoved)),
  publish: (file: string, together: readonly string[] = []) =>
    call<ApiEditorPublishAnswer>("/publish", "POST", together.length ? { file, together } : { file }, (d) => typeof d.seconds == "number"),
  migrate: (file: string) => call<ApiEditorDraftAnswer>("/migrate", "POST", { file }),
  history: (file: string) => call<ApiEditorHistoryAnswer>("/history", "POST", { file }, (d) => isObjectList(d.versions) && d.versions.every((v) => isTime(v.publishedAt) && isObjectList(v.changes))),
  restore: (file: string, version: number) => call<ApiEditorDraftAnswer>("/restore", "POST", { file, version }),
  pageAddress: (body: ApiEditorPageAddressBody) => call<ApiEditorPageAddressAnswer>("/page-address", "POST", body, (d) => isText(d.route) && isText(d.link) && isText(d.problem ?? "")),
  newPage: (body: ApiEditorNewPageBody) => call<ApiEditorNewPageAnswer>("/new-page", "POST", body, (d) => isText(d.file)),
  deletePage: (file: string) => call<ApiEditorDraftAnswer>("/delete-page", "POST", { file }),
};
