import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyReply } from "fastify";
import type { MessagesDocument } from "../../documents/types.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import type { PageManifest } from "../pageManifest.js";

/** Where the editor's files are under the admin assets (dist/admin/editor, built by cli/buildEditor.ts). */
export const editorAssetsDir = "editor";
/** The address the server answers those files at (editorPlugin.ts): the editor's build is based there. */
export const editorAssetsUrl = `/admin/assets/${editorAssetsDir}/`;

/**
 * The editor's page: a frame its script (main.js, an ES module with chunks) fills. It embeds the words of every
 * adminEditor… section of the messages (the server's, the page's, the preview's) for the script. Without
 * JavaScript it can only say that JavaScript is needed.
 */
export function editorPage(messages: MessagesDocument): string {
  const w = messages.adminEditor;
  const words = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith("adminEditor")));
  const body = `<h1>${escapeHtml(w.title)}</h1>
<noscript><p>${escapeHtml(w.needsJavaScript)}</p></noscript>
<div id="editor"></div>
<script type="application/json" id="editor-words">${JSON.stringify(words).replace(/</g, "\\u003c")}</script>
<link rel="stylesheet" href="${editorAssetsUrl}main.css">
<script type="module" src="${editorAssetsUrl}main.js"></script>`;
  return htmlPage(w.title, body, { wide: true });
}

/** The preview frame's page: the visitors' stylesheets of the build served now, an empty <div id="preview"> (the page brings its own <main>) the editor draws into (no script: the frame runs none). */
export function previewPage(title: string, stylesheets: string[]): string {
  // The visitors' pages' head, without their scripts: the frame draws what the editor posts it.
  const head = ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">', '<meta name="robots" content="noindex">', `<title>${escapeHtml(title)}</title>`];
  return `<!doctype html>
<html lang="en-IN">
<head>${head.join("")}
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body>
<div id="preview"></div>
</body>
</html>
`;
}

const stylesheetsByBuild = new Map<string, string[]>();

/**
 * The stylesheets visitors' pages link in the build at `buildDir` (outside <noscript>: the frame runs scripts), in
 * the order pages first link them, read once per build from its prerendered pages.
 */
export function visitorStylesheets(buildDir: string): string[] {
  const known = stylesheetsByBuild.get(buildDir);
  if (known) return known;
  const manifestPath = join(buildDir, "pages.json");
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")) as PageManifest) : { pages: [] };
  const found = new Set<string>();
  for (const page of manifest.pages) {
    const path = join(buildDir, "client", page.file);
    if (!existsSync(path)) continue;
    const html = readFileSync(path, "utf8").replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    for (const link of html.match(/<link\b[^>]*>/g) ?? []) {
      const href = /\shref="([^"]+)"/.exec(link)?.[1];
      if (/\srel="stylesheet"/.test(link) && href) found.add(href);
    }
  }
  stylesheetsByBuild.set(buildDir, [...found]);
  return [...found];
}

/**
 * The editor holds the preview in a frame of its own origin: its page may frame 'self', and the preview frame may be
 * framed by 'self' only (every other answer keeps frame-src and frame-ancestors 'none' and X-Frame-Options DENY).
 * `directive` gets 'self' in this answer's policy, in place of 'none'.
 */
export function allowSelfIn(reply: FastifyReply, directive: "frame-src" | "frame-ancestors"): void {
  const policy = String(reply.getHeader("content-security-policy") ?? "");
  const directives = policy.split(";").map((d) => d.trim());
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === directive);
  const sources = at < 0 ? [] : directives[at].split(/\s+/).slice(1).filter((s) => s !== "'none'");
  const changed = `${directive} ${["'self'", ...sources.filter((s) => s !== "'self'")].join(" ")}`;
  if (at < 0) directives.push(changed);
  else directives[at] = changed;
  reply.header("content-security-policy", directives.filter(Boolean).join(";"));
  if (directive === "frame-ancestors") reply.header("x-frame-options", "SAMEORIGIN");
}
