type Child = Node | string | false | undefined;

/**
 * An element with attributes and children: the pop-up is plain DOM (no framework) to stay small. Attributes are set
 * with setAttribute, never as HTML, so no text from the options can become markup; `true` sets an empty attribute.
 */
export function h<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attrs: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, "");
    else if (typeof value === "string") el.setAttribute(name, value);
  }
  for (const c of children) if (c !== false && c !== undefined) el.append(c);
  return el;
}

/** The controls that take focus, in order. Views not shown are out of the document, so they never count. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("button, input, select, a[href], [tabindex='0']")].filter((el) => !(el as HTMLButtonElement).disabled);
}

/** Tab and Shift+Tab wrap around inside `root`, so focus stays in the modal (Chrome would otherwise go to its own toolbar). */
export function keepTabInside(root: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const all = focusables(root);
  if (!all.length) return event.preventDefault();
  const first = all[0];
  const last = all[all.length - 1];
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** `{name}`-style placeholders filled in (src/lib/fill.ts). */
export { fill } from "../lib/fill.js";
