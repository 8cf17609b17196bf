import { chromium, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { MessagesDocument } from "../documents/types.js";
import { startEditorServer } from "./editorServer.js";

type Row = [string, string, string];

/** Edits measured, the page shown, the document typed in, and the pause between keystrokes (a fast typist's). */
const edits = 20;
const route = "/gst-registration";
const file = "config/banners.json";
const keyDelayMs = 60;

/**
 * The live preview's speed (docs/editor.md), through the real server on a copy of the documents and the current build:
 * - in Chromium (/usr/bin/chromium), the time from the last keystroke of an edit of a banner's text to the moment the
 *   preview frame's content changed (the typing pause of config/messages.json included), over `edits` edits;
 * - the preview call itself (POST /admin/editor/api/preview: the whole site checked with the text in place, the page
 *   rendered by the build's SSR bundle), timed from the bench's process.
 */
export async function benchPreview(root: string): Promise<Row[]> {
  const words = (JSON.parse(readFileSync(join(root, "config/messages.json"), "utf8")) as MessagesDocument).adminEditorPreview;
  const server = await startEditorServer(root);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ httpCredentials: { username: "admin", password: server.password }, baseURL: server.url });
    const page = await context.newPage();
    const updates = await typingUpdates(page, words, server.documentsRoot);
    const calls = await previewCalls(server.url, server.password, JSON.parse(readFileSync(join(server.documentsRoot, file), "utf8")));
    return [
      [`preview update after typing stops (p95)`, `${quantile(updates, 0.95).toFixed(0)} ms`, `p50 ${quantile(updates, 0.5).toFixed(0)} ms, ${updates.length} edits of a banner on ${route}; includes the ${words.typingPauseMs} ms typing pause`],
      [`preview call, one page rendered (p95)`, `${quantile(calls, 0.95).toFixed(0)} ms`, `p50 ${quantile(calls, 0.5).toFixed(0)} ms, ${calls.length} calls: the site checked, ${route} rendered`],
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Opens the banners beside the preview of `route`, then times each edit from its last keystroke to the frame's change. */
async function typingUpdates(page: Page, words: MessagesDocument["adminEditorPreview"], documentsRoot: string): Promise<number[]> {
  await page.goto(`/admin/editor#file=${encodeURIComponent(file)}`);
  await page.getByLabel(words.pageLabel).selectOption(route);
  const preview = (await (await page.locator(".editor-preview iframe").elementHandle())!.contentFrame())!;
  // The chosen page's banners, not those of the page the frame drew first (the frame marks the page it shows).
  const banner = preview.locator(`[data-route="${route}"] [data-banner]`).first();
  await banner.waitFor({ timeout: 60_000 });
  const shown = await banner.getAttribute("data-banner");
  const notices = (JSON.parse(readFileSync(join(documentsRoot, file), "utf8")) as { notices: { id: string }[] }).notices;
  const index = Math.max(0, notices.findIndex((n) => n.id === shown));
  await page.locator("#root_notices > ol > li").nth(index).locator(".editor-item-summary").click();
  const field = page.locator(`#root_notices_${index}_text`);
  // The frame runs no script (its sandbox has no allow-scripts), so the editor's page watches the frame's document, as
  // the editor itself draws into it: both times are the editor page's clock.
  await page.evaluate(() => {
    const w = window as unknown as { changes: number[]; lastKey: number };
    w.changes = [];
    const framed = document.querySelector<HTMLIFrameElement>(".editor-preview iframe")!.contentDocument!;
    new MutationObserver(() => w.changes.push(performance.now())).observe(framed.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener("keydown", () => (w.lastKey = performance.now()), true);
  });
  const times: number[] = [];
  for (let i = 0; i < edits; i++) {
    await field.press("End");
    await page.keyboard.type(` ${i + 1}`, { delay: keyDelayMs });
    const lastKey = await page.evaluate(() => (window as unknown as { lastKey: number }).lastKey);
    const changed = await page.waitForFunction((after) => (window as unknown as { changes: number[] }).changes.find((t) => t > after), lastKey, { timeout: 30_000 });
    times.push(((await changed.jsonValue()) as number) - lastKey);
  }
  return times;
}

/** The preview call alone, `edits` times, each with a different text in the banners. */
async function previewCalls(url: string, password: string, banners: { notices: { text: string }[] }): Promise<number[]> {
  const authorization = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  const times: number[] = [];
  for (let i = 0; i <= edits; i++) {
    banners.notices.forEach((n) => (n.text = `Bench ${i}: ${n.text.replace(/^Bench \d+: /, "")}`));
    const started = performance.now();
    const res = await fetch(`${url}/admin/editor/api/preview`, { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify({ route, documents: { [file]: banners } }) });
    if (!res.ok || !((await res.json()) as { html?: string }).html) throw new Error(`the preview call answered ${res.status} without a page`);
    // The first call loads the bundle and compiles the schemas: the rest are what an editor waits for.
    if (i > 0) times.push(performance.now() - started);
  }
  return times;
}

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
