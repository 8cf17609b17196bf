import { describe, expect, it } from "vitest";
import type { ApiEditorPreviewAnswer } from "../../../src/contract/types.js";
import { editorSuite } from "./editorApiKit.js";
import { ssrOnlyBuild } from "./editorPreviewKit.js";
import { serverDocuments } from "../testApp.js";
import { fill } from "../../../src/lib/fill.js";

// POST /admin/editor/api/preview (docs/editor.md, 'Preview'): the page rendered by the build's own SSR bundle with the
// saved drafts and the editor's unsaved texts in place, or the problems in the CLI's words.
const route = "/gst-registration";
/** Bodies the route refuses (previewBody of schemas/api/editor.schema.json), by what is wrong. */
const malformedBodies: [string, unknown][] = [
  ["no route", { documents: {} }],
  ["no documents", { route: "/" }],
  ["a route that is not an address", { route: "gst-registration", documents: {} }],
  ["a route that is not text", { route: 7, documents: {} }],
  ["a file that is not a document's", { route: "/", documents: { "../etc/passwd": {} } }],
  ["a document that is not an object", { route: "/", documents: { "config/banners.json": "text" } }],
  ["a key the body does not have", { route: "/", documents: {}, extra: true }],
  ["an 'as at' that is no date and time", { route: "/", documents: {}, asAt: "20 December" }],
  ["not an object", [1, 2]],
];
const editor = editorSuite({ distDir: ssrOnlyBuild() });
const banners = () => editor.doc("config/banners.json");
const preview = (body: unknown) => editor.call("POST", "/admin/editor/api/preview", body) as Promise<{ status: number; body: ApiEditorPreviewAnswer }>;

describe("the preview of a page", () => {
  it("needs the admin password", async () => {
    const res = await editor.app.inject({ method: "POST", url: "/admin/editor/api/preview", payload: { route, documents: {} } });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(serverDocuments.messages.adminEditor.loginNeeded);
  });

  // The first preview imports the bundle and loads every block's component and resolver: allow for a busy machine.
  it("is the page as the build renders it: its title, header, main and footer", async () => {
    const { status, body } = await preview({ route, documents: {} });
    expect(status).toBe(200);
    expect(body.problems).toEqual([]);
    expect(body.title).toBe("GST Registration | vidhi");
    expect(body.html).toMatch(/<main id="main"[ >]/);
    expect(body.html?.includes('data-island="header"')).toBe(true);
    expect(body.html?.includes(banners().notices[1].text)).toBe(true);
  });

  it("draws a saved draft's banner text, and the editor's unsaved text over the draft", async () => {
    const draft = banners();
    draft.notices[1].text = "Draft: GSTR-1 is due on the 11th";
    expect((await editor.saveDraft("config/banners.json", draft)).status).toBe(200);
    expect((await preview({ route, documents: {} })).body.html?.includes("Draft: GSTR-1 is due on the 11th")).toBe(true);
    const typing = structuredClone(draft);
    typing.notices[1].text = "Typing: GSTR-1 is due on the 13th";
    const { body } = await preview({ route, documents: { "config/banners.json": typing } });
    expect(body.html?.includes("Typing: GSTR-1 is due on the 13th")).toBe(true);
    expect(body.html?.includes("Draft: GSTR-1")).toBe(false);
    await editor.call("DELETE", "/admin/editor/api/draft", { file: "config/banners.json" });
  });

  it("answers the problems in the CLI's words, and no page, while the documents have any", async () => {
    const broken = banners();
    broken.notices[1].action.url = "/gst-retrun-filing";
    const { status, body } = await preview({ route, documents: { "config/banners.json": broken } });
    expect(status).toBe(200);
    expect(body.html).toBeUndefined();
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0]).toMatchObject({ file: "config/banners.json", pointer: "/notices/1/action/url" });
    expect(body.problems[0].message).toMatch(/gst-retrun-filing/);
  });

  it("draws the page as at a chosen time (India time): a scheduled notice hidden before its start, shown from it", async () => {
    const scheduled = banners();
    scheduled.notices[1].schedule = { from: "2026-12-20T09:00", until: "2026-12-31T23:59" };
    const at = async (asAt: string) => (await preview({ route, documents: { "config/banners.json": scheduled }, asAt })).body.html ?? "";
    const notice = '<div class="scheduled" data-show-from="2026-12-20T09:00+05:30" data-show-until="2026-12-31T23:59+05:30"';
    expect(await at("2026-12-20T08:59")).toContain(`${notice} hidden="">`);
    expect(await at("2026-12-20T09:00")).toContain(`${notice}><div class="notice-banner" data-banner="notice-b">`);
    expect(await at("2026-12-31T23:59")).not.toContain(scheduled.notices[1].text);
  });

  it("refuses a route of no page with the 404 page's words", async () => {
    const { status, body } = await editor.call("POST", "/admin/editor/api/preview", { route: "/no-such-page", documents: {} });
    expect(status).toBe(404);
    expect(body).toEqual({ message: serverDocuments.messages.server.pageNotFound });
  });

  it("an 'as at' on a day the month does not have: 400 in the schedules' words, naming the day it has", async () => {
    const { status, body } = await editor.call("POST", "/admin/editor/api/preview", { route, documents: {}, asAt: "2026-02-31T09:00" });
    expect(status).toBe(400);
    expect(body).toEqual({ message: fill(serverDocuments.messages.schedules.notACalendarDate, { value: "2026-02-31T09:00", example: "2026-02-28" }) });
  });

  it.each(malformedBodies)("refuses a malformed body with 400: %s", async (_name, payload) => {
    expect((await editor.call("POST", "/admin/editor/api/preview", payload)).status).toBe(400);
  });
});
