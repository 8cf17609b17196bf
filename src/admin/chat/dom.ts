import type { MessagesDocument } from "../../documents/types.js";

/** The page's words (messages.json `adminChat`), from the JSON block the server put in the page. */
export type AdminChatWords = MessagesDocument["adminChat"];

/** A new element: `text` as its text (never parsed as HTML), the other entries as attributes. */
export function make<K extends keyof HTMLElementTagNameMap>(tag: K, options: { text?: string; attrs?: Record<string, string> } = {}, ...inside: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.text !== undefined) node.textContent = options.text;
  for (const name in options.attrs ?? {}) node.setAttribute(name, options.attrs![name]);
  node.append(...inside);
  return node;
}

/** An element of the page's frame (admin/chat HTML, src/server/chat/adminChatRoutes.ts), by id. */
export function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** A word with its {placeholders} replaced (src/lib/fill.ts). */
export { fill as withValues } from "../../lib/fill.js";
