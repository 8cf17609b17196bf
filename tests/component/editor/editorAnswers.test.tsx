// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiEditorDocumentVersion } from "../../../src/contract/types.js";
import { HistoryDialog } from "../../../src/admin/editor/HistoryDialog.js";
import { checkPublish, publish } from "../../../src/admin/editor/publishFlow.js";
import { useDraft } from "../../../src/admin/editor/useDraft.js";
import { shimDialogs } from "../dialogShim.js";
import { words } from "./editorKit.js";

// A 200 that lacks what the editor reads (a proxy's page, a stand-in's `{}` or `null`) is a failure with the editor's
// error text, never a throw nor a 'Saving…', 'Checking…' or 'Loading…' that stays: the calls' checks in editorCalls.ts.
beforeAll(shimDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => ({ body: JSON.stringify(body), type: "application/json" });
/** Answers of 200 that hold too little (or nothing at all) for a reader. */
const odd = [json({}), json(null), json({ status: true }), { body: "<!doctype html><p>Bad gateway</p>", type: "text/html" }];

/** Each call answers the next of `answers` with a 200. */
function answering(...answers: { body: string; type: string }[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const a = answers.shift() ?? json({});
      return new Response(a.body, { status: 200, headers: { "content-type": a.type } });
    }),
  );
}

const file = "config/banners.json";
const version: ApiEditorDocumentVersion = { version: 2, publishedBy: "meera", publishedAt: "2026-11-25T10:53:49Z", changes: [], commit: null, firstSeen: false, deleted: false, current: false };

describe("the draft's save (useDraft)", () => {
  it("a 200 without the save's time and the problems is a failed save, and the next change is saved after it", async () => {
    const onProblems = vi.fn();
    const { result } = renderHook(() => useDraft(file, "0".repeat(64), undefined, onProblems));
    for (const answer of [...odd, json({ savedAt: "not a time", problems: [] }), json({ savedAt: "2026-11-25T10:53:49Z" })]) {
      answering(answer);
      act(() => result.current.schedule({ name: "brand" }));
      let saved: boolean | undefined;
      await act(async () => void (saved = await result.current.flush()));
      expect(saved, answer.body).toBe(false);
      expect(result.current.status, answer.body).toEqual({ kind: "failed" });
    }
    expect(onProblems).not.toHaveBeenCalled();
    answering(json({ savedAt: "2026-11-25T10:53:49Z", problems: [] }));
    act(() => result.current.schedule({ name: "brand" }));
    await act(async () => void (await result.current.flush()));
    expect(result.current.status).toEqual({ kind: "saved", at: "2026-11-25T10:53:49Z" });
    expect(onProblems).toHaveBeenCalledWith([]);
  });
});

describe("publishing (publishFlow)", () => {
  it("a 200 to 'what would change' without the changes and the problems is a failed check", async () => {
    for (const answer of [
      ...odd,
      json({ problems: [], together: [], redirects: [], redirectsRemoved: [], conflict: false }),
      json({ changes: [], together: [], redirects: [], redirectsRemoved: [], conflict: false }),
      json({ changes: [], problems: [], redirects: [], redirectsRemoved: [], conflict: false }),
      json({ changes: [], problems: [], together: [], redirectsRemoved: [], conflict: false }),
      json({ changes: [], problems: [], together: [], redirects: [], conflict: false }),
    ]) {
      answering(answer);
      expect(await checkPublish(file, {}), answer.body).toEqual({ kind: "failed" });
    }
  });

  it("on a conflict, a 200 from the site without its documents is a failed check", async () => {
    answering(json({ changes: [], together: [], redirects: [], redirectsRemoved: [], problems: [], conflict: true }), json({}));
    expect(await checkPublish(file, {})).toEqual({ kind: "failed" });
  });

  it("a 200 to publish without its numbers is a failed publish, not a notice that throws", async () => {
    for (const answer of [...odd, json({ file, commit: null, pages: 3 })]) {
      answering(answer);
      expect(await publish(file, {}, {}, [], words), answer.body).toEqual({ kind: "failed" });
    }
  });
});

describe("the history (HistoryDialog)", () => {
  const dialog = () => render(<HistoryDialog file={file} name="Banners" words={words} timeZone="Asia/Kolkata" onRestore={() => {}} onClose={() => {}} />);

  it("a 200 without the versions, or with versions that lack their time or changes, says the editor's failure instead of loading for ever", async () => {
    for (const answer of [...odd, json({ versions: [{ version: 2 }] }), json({ versions: [{ ...version, changes: undefined }] }), json({ versions: [{ ...version, publishedAt: "yesterday" }] })]) {
      answering(answer);
      dialog();
      expect((await screen.findByText(words.failed)).textContent, answer.body).toBe(words.failed);
      cleanup();
    }
  });

  it("the versions as the server answers them are listed", async () => {
    answering(json({ versions: [version] }));
    dialog();
    expect(await screen.findByText("Published by meera on 25 Nov 2026, 4:23 pm India time")).toBeTruthy();
  });
});

describe("the site, a new page's address and a new page (editorCalls)", () => {
  const site = { documents: [], pages: [], problems: [], images: [], deletedPages: [] };
  it("a 200 without every list the page reads (pages, problems, images, deleted pages) is a failed load, not a throw in siteChoices", async () => {
    const { editorCalls } = await import("../../../src/admin/editor/editorCalls.js");
    for (const answer of [...odd, json({ documents: [] }), json({ ...site, pages: [null] }), json({ ...site, deletedPages: {} })]) {
      answering(answer);
      expect((await editorCalls.site()).ok, answer.body).toBe(false);
    }
    answering(json(site));
    expect(await editorCalls.site()).toEqual({ ok: true, data: site });
  });
  it("a 200 to a new page's address without its route and link, or to a new page without its file, is a failure", async () => {
    const { editorCalls } = await import("../../../src/admin/editor/editorCalls.js");
    const asked = { route: "/new-service", kind: "landing" as const };
    for (const answer of [...odd, json({ route: "/new-service" }), json({ route: "/new-service", link: 3 })]) {
      answering(answer);
      expect((await editorCalls.pageAddress(asked)).ok, answer.body).toBe(false);
    }
    answering(json({ route: "/new-service", link: "https://vidhi.example/new-service" }));
    expect((await editorCalls.pageAddress(asked)).ok).toBe(true);
    for (const answer of [...odd, json({ file: 7, savedAt: "2026-11-25T10:53:49Z", problems: [] })]) {
      answering(answer);
      expect((await editorCalls.newPage({ ...asked, title: "New", template: "blank" } as never)).ok, answer.body).toBe(false);
    }
    answering(json({ file: "pages-json/new-service.json", savedAt: "2026-11-25T10:53:49Z", problems: [] }));
    expect((await editorCalls.newPage({ ...asked, title: "New", template: "blank" } as never)).ok).toBe(true);
  });
  it("a refusal of the server's edge ({ status: false, error }) is read as the editor's own ({ message }), so its sentence is shown", async () => {
    const { editorCalls } = await import("../../../src/admin/editor/editorCalls.js");
    const refused = (status: number, body: unknown) => vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
    refused(413, { status: false, error: "The request is larger than 1 MB." });
    expect(await editorCalls.newPage({ route: "/x", kind: "landing", title: "New", template: "blank" } as never)).toEqual({ ok: false, status: 413, refusal: { message: "The request is larger than 1 MB." } });
    refused(400, { message: "That address is taken." });
    expect((await editorCalls.newPage({ route: "/x", kind: "landing", title: "New", template: "blank" } as never)).ok === false && (await editorCalls.deletePage("pages-json/x.json"))).toMatchObject({ refusal: { message: "That address is taken." } });
  });
});
