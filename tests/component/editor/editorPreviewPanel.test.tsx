// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MessagesDocument } from "../../../src/documents/types.js";
import type { ApiEditorPreviewAnswer, ApiEditorSitePage } from "../../../src/contract/types.js";
import { PreviewPanel } from "../../../src/admin/editor/preview/PreviewPanel.js";
import { OpenItemsProvider, useOpenItems } from "../../../src/admin/editor/openItems.js";
import { projectRoot } from "../../unit/fixtureSite.js";

// The preview panel beside the editor's form (docs/editor.md, 'Preview'): its widths, the page it shows (the document's
// own, or a choice of the pages that use a shared document), its calls after typing pauses, the problems it waits on,
// and a click in the frame handed to the form as the field's pointer.
const words = (JSON.parse(readFileSync(join(projectRoot, "config/messages.json"), "utf8")) as MessagesDocument).adminEditorPreview;
const page = (route: string, file: string, uses: string[]): ApiEditorSitePage => ({ route, title: route.slice(1) || "Home", file, uses });
const pages = [
  page("/gst-registration", "config/services.json", ["config/menus/main.json", "config/footer.json", "config/banners.json"]),
  page("/", "pages-json/home.json", ["config/menus/main.json", "config/footer.json"]),
  page("/gst-return-filing", "config/services.json", ["config/menus/ip.json", "config/footer.json", "config/banners.json"]),
];
const banners = { notices: [{ id: "notice-b", text: "File GSTR 9/9C by 31 Dec" }] };

let calls: { route: string; documents: Record<string, unknown> }[];
let answer: ApiEditorPreviewAnswer;
beforeEach(() => {
  calls = [];
  answer = { html: "<main>page</main>", title: "Page", problems: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const panel = (file: string, documents: Record<string, unknown>, onPickPointer: (pointer: string) => void = () => {}) => <PreviewPanel file={file} documents={documents} pages={pages} onPickPointer={onPickPointer} words={words} />;

describe("the preview panel", () => {
  it("draws the frame at each width of the messages, the first one pressed at the start", () => {
    render(panel("config/banners.json", { "config/banners.json": banners }));
    const frame = screen.getByTitle(/\/gst-registration/) as HTMLIFrameElement;
    // No script runs in the frame: a frame with both allow-scripts and allow-same-origin could lift its own sandbox.
    expect(frame.getAttribute("sandbox")).toBe("allow-same-origin");
    expect(frame.style.width).toBe(`${words.widths[0].width}px`);
    for (const w of words.widths) {
      fireEvent.click(screen.getByRole("button", { name: w.label }));
      expect(screen.getByRole("button", { name: w.label }).getAttribute("aria-pressed")).toBe("true");
      expect(frame.style.width).toBe(`${w.width}px`);
    }
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
  });

  it("offers, for a shared document, the pages whose uses contain it (the home page first), and previews the one chosen", async () => {
    render(panel("config/menus/main.json", { "config/menus/main.json": { id: "main" } }));
    const select = screen.getByLabelText(words.pageLabel) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["/", "/gst-registration"]);
    await waitFor(() => expect(calls.at(-1)?.route).toBe("/"));
    fireEvent.change(select, { target: { value: "/gst-registration" } });
    await waitFor(() => expect(calls.at(-1)).toEqual({ route: "/gst-registration", documents: { "config/menus/main.json": { id: "main" } } }));
  });

  it("draws the page as at a chosen date and time (India time), and as now again with the Now button", async () => {
    render(panel("config/banners.json", { "config/banners.json": banners }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty("asAt");
    const now = screen.getByRole("button", { name: words.asAtNow }) as HTMLButtonElement;
    expect(now.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(words.asAtLabel), { target: { value: "2026-12-20T09:00" } });
    await waitFor(() => expect(calls.at(-1)).toEqual({ route: "/gst-registration", documents: { "config/banners.json": banners }, asAt: "2026-12-20T09:00" }));
    fireEvent.click(now);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).not.toHaveProperty("asAt");
    expect((screen.getByLabelText(words.asAtLabel) as HTMLInputElement).value).toBe("");
  });

  it("shows a page document on its own page, without a choice; a document no page draws says so", () => {
    render(panel("pages-json/home.json", {}));
    expect(screen.getByTitle(/Preview of the page \/$/)).toBeTruthy();
    expect(screen.queryByLabelText(words.pageLabel)).toBeNull();
    cleanup();
    render(panel("config/lead-forms/unused.json", {}));
    expect(screen.getByRole("status").textContent).toBe(words.noPage);
    expect(screen.queryByTitle(/Preview of/)).toBeNull();
  });

  it("asks for a page newly chosen at once (choosing is no typing); the frame's title names the page drawn until its answer comes", async () => {
    vi.useFakeTimers();
    render(panel("config/menus/main.json", { "config/menus/main.json": { id: "main" } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTitle(/Preview of the page \/$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(words.pageLabel), { target: { value: "/gst-registration" } });
    expect(screen.getByTitle(/Preview of the page \/$/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => c.route)).toEqual(["/", "/gst-registration"]);
    expect(screen.getByTitle(/Preview of the page \/gst-registration$/)).toBeTruthy();
  });

  it("asks again once typing pauses, not at every keystroke, and says how many problems it waits on", async () => {
    vi.useFakeTimers();
    const { rerender } = render(panel("config/banners.json", { "config/banners.json": banners }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(1);
    answer = { problems: [{ file: "config/banners.json", line: 7, column: 15, pointer: "/notices/0/text", message: "a" }, { file: "config/banners.json", line: 9, column: 1, pointer: "", message: "b" }] };
    const typed = ["F", "Fi", "Fil"].map((text) => ({ notices: [{ id: "notice-b", text }] }));
    for (const edited of typed) {
      rerender(panel("config/banners.json", { "config/banners.json": edited }));
      await act(() => vi.advanceTimersByTimeAsync(words.typingPauseMs / 2));
    }
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(words.typingPauseMs));
    expect(calls).toHaveLength(2);
    expect(calls[1].documents).toEqual({ "config/banners.json": { notices: [{ id: "notice-b", text: "Fil" }] } });
    expect(screen.getByRole("status").textContent).toBe("Preview waits for 2 problems to be fixed");
    // The editor drawn again for another reason (a draft saved) hands a new object with the same document: no call.
    rerender(panel("config/banners.json", { "config/banners.json": typed[2] }));
    await act(() => vi.advanceTimersByTimeAsync(words.typingPauseMs * 2));
    expect(calls).toHaveLength(2);
    // One problem is counted in the singular.
    answer = { problems: [answer.problems![0]] };
    rerender(panel("config/banners.json", { "config/banners.json": { notices: [{ id: "notice-b", text: "Fi" }] } }));
    await act(() => vi.advanceTimersByTimeAsync(words.typingPauseMs));
    expect(screen.getByRole("status").textContent).toBe("Preview waits for 1 problem to be fixed");
  });

  it("draws each page answered into the frame, and hands a text clicked in the frame to the form as its field's pointer", async () => {
    const picked: string[] = [];
    answer = { html: '<main><p>File GSTR 9/9C by 31 Dec <a href="/gst-return-filing">Talk to our expert</a></p></main>', title: "Page", problems: [] };
    render(panel("config/banners.json", { "config/banners.json": banners }, (p) => picked.push(p)));
    const frame = screen.getByTitle(/\/gst-registration/) as HTMLIFrameElement;
    // jsdom loads no address: the frame's shell (GET /admin/editor/preview) is written into it, then its load told.
    const shell = frame.contentDocument!;
    shell.open();
    shell.write('<!doctype html><html><head></head><body><div id="preview"></div></body></html>');
    shell.close();
    fireEvent.load(frame);
    const doc = frame.contentDocument!;
    await waitFor(() => expect(doc.getElementById("preview")?.querySelector("main")).toBeTruthy());
    expect(doc.getElementById("preview")!.dataset.route).toBe("/gst-registration");
    const link = doc.querySelector("a")!;
    // A click goes nowhere (the link's default is prevented) and names the text clicked.
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.querySelector("p")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(true);
    expect(picked).toEqual(["/notices/0/text"]);
  });

  it("shows the page of the service opened in the form, and the page chosen after it while it stays open", async () => {
    const catalogue = { services: [{ route: "/gst-registration", name: "GST Registration" }, { route: "/gst-return-filing", name: "GST Return Filing" }, { route: "/not-built-yet", name: "New" }] };
    // The form opens an item through the same context as a click on its 'Edit …' button (openItems.tsx).
    function Opener() {
      const { setOpen } = useOpenItems();
      return (
        <>
          <button type="button" onClick={() => setOpen("root_services", 1)}>open second</button>
          <button type="button" onClick={() => setOpen("root_services", 2)}>open third</button>
        </>
      );
    }
    render(
      <OpenItemsProvider>
        <Opener />
        {panel("config/services.json", { "config/services.json": catalogue })}
      </OpenItemsProvider>,
    );
    const select = screen.getByLabelText(words.pageLabel) as HTMLSelectElement;
    await waitFor(() => expect(calls.at(-1)?.route).toBe("/gst-registration"));
    fireEvent.click(screen.getByRole("button", { name: "open second" }));
    await waitFor(() => expect(calls.at(-1)?.route).toBe("/gst-return-filing"));
    expect(select.value).toBe("/gst-return-filing");
    fireEvent.change(select, { target: { value: "/gst-registration" } });
    await waitFor(() => expect(calls.at(-1)?.route).toBe("/gst-registration"));
    // A service whose page is not built yet leaves the page shown as it is (not the first page offered).
    fireEvent.change(select, { target: { value: "/gst-return-filing" } });
    await waitFor(() => expect(calls.at(-1)?.route).toBe("/gst-return-filing"));
    fireEvent.click(screen.getByRole("button", { name: "open third" }));
    expect(select.value).toBe("/gst-return-filing");
  });
});
