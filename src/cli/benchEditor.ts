import { chromium, type Page } from "@playwright/test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEditor } from "./buildEditor.js";
import { startEditorServer } from "./editorServer.js";

type Row = [string, string, string];

/** Characters typed per measurement, and the pause between keystrokes (a fast typist's). */
const typed = "Quick brown fox jumps over the lazy dog 0123";
const keyDelayMs = 60;
/** The long list: a category options document with this many categories. */
const longListItems = 1000;
const longListFile = "config/category-options/bench-long-list.json";
/** What a keystroke in the editor's form may cost at the 95th percentile: printed beside the measure. */
const budgetMs = 50;

/**
 * The editor's cost per keystroke in Chromium (/usr/bin/chromium) through the real server on a copy of the documents:
 * services.json (the largest document) and a list of 1,000 items. Each keystroke is timed in the page from its input
 * event to the frame after it (a performance mark at the event, a measure once the next frame has run), so the time
 * is what a person waits to see the letter.
 */
export async function benchEditor(root: string): Promise<Row[]> {
  if (!existsSync(join(root, "dist/admin/editor/main.js"))) await buildEditor(root);
  const server = await startEditorServer(root, (docs) => writeFileSync(join(docs, longListFile), JSON.stringify(longList(docs), null, 2) + "\n"));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ httpCredentials: { username: "admin", password: server.password } });
    const rows: Row[] = [];
    for (const [label, file, path] of [
      ["services.json (largest document)", "config/services.json", ["services", "0", "name"]],
      [`a list of ${longListItems} items`, longListFile, ["categories", "0", "label"]],
    ] as const) {
      const page = await context.newPage(); // a page of its own each: one listener, nothing left from the last
      const times = await typeInto(page, server.url, file, path);
      await page.close();
      const sorted = [...times].sort((a, b) => a - b);
      const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      rows.push([`editor keystroke, ${label} (p95)`, `${p(0.95).toFixed(1)} ms`, `p50 ${p(0.5).toFixed(1)} ms, ${times.length} keys; budget ${budgetMs} ms`]);
    }
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Opens the document, opens the lists on the way to the field (each a summary line until opened), types, and reads the times. */
async function typeInto(page: Page, base: string, file: string, path: readonly string[]): Promise<number[]> {
  await page.goto(`${base}/admin/editor#file=${encodeURIComponent(file)}`);
  for (let i = 1; i < path.length; i++) {
    if (!/^\d+$/.test(path[i])) continue;
    const list = `#root_${path.slice(0, i).join("_")}`;
    await page.locator(`${list} > ol > li`).nth(Number(path[i])).locator(".editor-item-summary").click();
  }
  const input = page.locator(`#root_${path.join("_")}`);
  await input.click();
  await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[] };
    w.keyTimes = [];
    document.addEventListener(
      "input",
      () => {
        const start = performance.now();
        // The frame that shows the letter has run when a task queued from its animation frame callback runs.
        requestAnimationFrame(() => setTimeout(() => w.keyTimes.push(performance.now() - start)));
      },
      true,
    );
  });
  await page.keyboard.type(typed, { delay: keyDelayMs });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
}

/** The long list: the category options document with its categories repeated to `longListItems`. */
function longList(docs: string) {
  const doc = JSON.parse(readFileSync(join(docs, "config/category-options/legal-issues.json"), "utf8")) as { id: string; categories: { label: string }[] };
  const categories = doc.categories;
  doc.id = "bench-long-list";
  doc.categories = Array.from({ length: longListItems }, (_, i) => ({ ...categories[i % categories.length], label: `Category ${i + 1}` }));
  return doc;
}
