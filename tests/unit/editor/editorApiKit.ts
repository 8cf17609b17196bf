import { afterAll, beforeAll } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { projectRoot } from "../fixtureSite.js";
import { testApp } from "../testApp.js";

export const editorPassword = "editor-secret";
export const auth = { authorization: `Basic ${Buffer.from(`admin:${editorPassword}`).toString("base64")}` };

export const git = (root: string, ...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** A temporary documents root: a copy of the project's config/ and pages-json/, a git work tree with one commit. */
export function documentsCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "vidhi-editor-"));
  for (const folder of ["config", "pages-json"]) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  git(root, "init", "--quiet", "--initial-branch=main");
  git(root, "config", "user.name", "Editor Test");
  git(root, "config", "user.email", "editor-test@example.com");
  git(root, "add", "-A");
  git(root, "commit", "--quiet", "-m", "Documents");
  return root;
}

/** The real app with the editor on a temporary documents root, and calls to it with the admin's password. */
export async function editorApp(options: { distDir?: string } = {}) {
  const root = documentsCopy();
  const t = await testApp({ adminPassword: editorPassword, documentsRoot: root, ...options });
  const call = async (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
  const text = (file: string) => readFileSync(join(root, file), "utf8");
  const doc = (file: string) => JSON.parse(text(file));
  /** Saves `data` as the draft of `file`, begun from the file on disk now. */
  const saveDraft = (file: string, data: unknown) => call("PUT", "/admin/editor/api/draft", { file, data, baseHash: contentHash(text(file)) });
  const write = (file: string, content: string) => writeFileSync(join(root, file), content);
  return { ...t, root, call, text, doc, saveDraft, write, authHeader: auth.authorization };
}

export type EditorApp = Awaited<ReturnType<typeof editorApp>>;

/** The editor app of a describe block: opened before its tests, closed after them; its members read at each use. */
export function editorSuite(options: Parameters<typeof editorApp>[0] = {}): EditorApp {
  let app: EditorApp | undefined;
  beforeAll(async () => {
    app = await editorApp(options);
  });
  afterAll(() => app?.close());
  return new Proxy({} as EditorApp, { get: (_target, key) => app![key as keyof EditorApp] });
}
