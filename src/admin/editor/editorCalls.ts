import { ofetch } from "ofetch";
import type { ApiEditorChangesAnswer, ApiEditorDraftAnswer, ApiEditorHistoryAnswer, ApiEditorNewPageAnswer, ApiEditorNewPageBody, ApiEditorPageAddressAnswer, ApiEditorPageAddressBody, ApiEditorPublishAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../contract/types.js";

/** Where the editor's calls live (src/server/editor/editor*Routes.ts); the browser sends the admin password it was asked for. */
const base = "/admin/editor/api";

/** An answer, or the server's refusal with its status (422 problems, 409 a conflict, 404 no draft), or no connection. */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; refusal?: ApiEditorPublishRefusal };

const http = ofetch.create({ baseURL: base, retry: 0, credentials: "same-origin" });

async function call<T>(path: string, method: "GET" | "PUT" | "DELETE" | "POST", body?: object): Promise<Answer<T>> {
  try {
    return { ok: true, data: await http<T>(path, { method, body }) };
  } catch (error) {
    const e = error as { status?: number; data?: unknown };
    const refusal = e.data && typeof e.data === "object" && "message" in e.data ? (e.data as ApiEditorPublishRefusal) : undefined;
    return { ok: false, status: e.status ?? 0, refusal };
  }
}

/** The editor's calls, typed by schemas/api/editor.schema.json. */
export const editorCalls = {
  site: () => call<ApiEditorSiteAnswer>("/site", "GET"),
  saveDraft: (file: string, data: object, baseHash: string) => call<ApiEditorDraftAnswer>("/draft", "PUT", { file, data, baseHash }),
  discardDraft: (file: string) => call<unknown>("/draft", "DELETE", { file }),
  changes: (file: string) => call<ApiEditorChangesAnswer>("/changes", "POST", { file }),
  publish: (file: string) => call<ApiEditorPublishAnswer>("/publish", "POST", { file }),
  migrate: (file: string) => call<ApiEditorDraftAnswer>("/migrate", "POST", { file }),
  history: (file: string) => call<ApiEditorHistoryAnswer>("/history", "POST", { file }),
  restore: (file: string, version: number) => call<ApiEditorDraftAnswer>("/restore", "POST", { file, version }),
  pageAddress: (body: ApiEditorPageAddressBody) => call<ApiEditorPageAddressAnswer>("/page-address", "POST", body),
  newPage: (body: ApiEditorNewPageBody) => call<ApiEditorNewPageAnswer>("/new-page", "POST", body),
  deletePage: (file: string) => call<ApiEditorDraftAnswer>("/delete-page", "POST", { file }),
};
