/** What the editor posts to the preview frame: the page's body as the build would write it, and its address. */
export interface ToFrame {
  html: string;
  route: string;
}

/** What the frame posts back when a person clicks in the page: the clicked element's own text. */
export interface FromFrame {
  text: string;
}

/** The text an element shows itself (its own text nodes), else all of its text: what the person pointed at. */
export function ownText(element: Element): string {
  const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join(" ");
  return (own.trim() ? own : (element.textContent ?? "")).replace(/\s+/g, " ").trim();
}
