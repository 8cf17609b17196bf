import { expect, test, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { MessagesDocument } from "../../../src/documents/types.js";
import { startEditorServer, type EditorServer } from "../../../src/cli/editorServer.js";

/** The editor's words, as the editor shows them (config/messages.json). */
export const words = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPage;

/** What a spec may set of its editor's server: its environment, and a change to the documents' copy before it starts. */
export interface ServerOptions {
  env?: Record<string, string>;
  prepare?: (documentsRoot: string) => void;
}

/** The real server on a copy of the documents made a git work tree, so that a publish commits (src/cli/editorServer.ts). */
export function startServer({ env = {}, prepare }: ServerOptions = {}): Promise<EditorServer> {
  return startEditorServer(process.cwd(), (docs) => {
    prepare?.(docs);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: docs, stdio: "ignore" });
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.name=vidhi tests", "-c", "user.email=tests@localhost", "commit", "-qm", "documents as copied");
  }, env);
}

/** A page signed in as the admin (Basic authentication). */
export async function adminPage(browser: Browser, server: EditorServer): Promise<Page> {
  const context = await browser.newContext({ httpCredentials: { username: "admin", password: server.password }, baseURL: server.url });
  const page = await context.newPage();
  // What the page went through, told if the editor never draws (a blank editor after a rebuild was seen once in CI).
  const seen: string[] = [];
  pageLogs.set(page, seen);
  page.on("pageerror", (e) => seen.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && seen.push(`console: ${m.text()}`));
  page.on("requestfailed", (r) => seen.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => r.status() >= 400 && seen.push(`${r.status()}: ${r.url()}`));
  return page;
}

const pageLogs = new WeakMap<Page, string[]>();

/** Opens a document and the list items on the way to `path` (e.g. tabs 0 content), each a summary line until opened. */
export async function openField(page: Page, file: string, path: (string | number)[]) {
  await page.goto(`/admin/editor#file=${encodeURIComponent(file)}`);
  for (let i = 1; i <= path.length; i++) {
    if (typeof path[i] !== "number") continue;
    const item = page.locator(`#root_${path.slice(0, i).join("_")} > ol > li`).nth(path[i] as number);
    const summary = item.locator(".editor-item-summary");
    if ((await summary.getAttribute("aria-expanded")) !== "true") await summary.click();
  }
  // Drawn, so that its items can be counted; an editor that never draws says what its page went through.
  await page.locator(`#root_${path.join("_")}`).waitFor({ timeout: 120_000 }).catch((e: Error) => {
    throw new Error(`${e.message}\nThe editor's page saw:\n${(pageLogs.get(page) ?? []).slice(-20).join("\n") || "(no error, no failed request)"}`);
  });
}

/** Waits until the draft is saved (the status line says so). */
export async function draftSaved(page: Page) {
  await expect(page.locator(".editor-draft-status")).toContainText(words.savedAt.split("{time}")[0], { timeout: 15_000 });
}

/** A spec's editor: serial tests on one server (startServer) and one admin page, handed to `ready`; stopped after. */
export function editorSession(ready: (server: EditorServer, page: Page) => void, options?: ServerOptions) {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(240_000);
  let server: EditorServer | undefined;
  test.beforeAll(async ({ browser }) => {
    // A hook has the config's timeout, not the file's: a server of its own starts in minutes on a busy machine.
    test.setTimeout(240_000);
    server = await startServer(options);
    ready(server, await adminPage(browser, server));
  });
  test.afterAll(() => server?.stop());
}

/** Publishes the open document: the dialog lists `expectChange`, and the notice says the site was rebuilt and committed. */
export async function publish(page: Page, expectChange: string) {
  await page.getByRole("button", { name: words.publish }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(expectChange);
  // In plain words: an item added or removed whole is told field by field, never as JSON.
  await expect(dialog).not.toContainText('{"');
  const notice = page.locator(".editor-notice[role=status]");
  const last = (await notice.count()) ? await notice.first().textContent() : null;
  await dialog.getByRole("button", { name: words.confirm }).click();
  await expect(notice).toContainText(/Published; \d+ of the site's \d+ pages made again in [\d.]+ s \(commit [0-9a-f]{7}\)/, { timeout: 180_000 });
  if (last) await expect(notice).not.toHaveText(last);
}
