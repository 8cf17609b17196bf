/**
 * The preview frame is sandboxed without scripts: the editor (same origin) draws into its document and listens to it.
 * A frame that may run scripts and keep the editor's origin could lift its own sandbox (browsers warn of exactly that),
 * and the page drawn is a picture of the site: nothing in it needs to run.
 */

/** Where the page goes: the shell's #preview element (the body if a shell has none). */
const contentOf = (doc: Document) => doc.getElementById("preview") ?? doc.body;

/** Replaces the frame's page in place (no reload, so the scroll position stays) and marks which page it is. */
export function drawInFrame(frame: HTMLIFrameElement | null, html: string, route: string): void {
  const doc = frame?.contentDocument;
  const view = frame?.contentWindow;
  if (!doc?.body || !view) return;
  const { scrollX, scrollY } = view;
  const content = contentOf(doc);
  content.innerHTML = html;
  // Which page is drawn: after another page is chosen, the one before stays until the chosen one's answer comes.
  content.dataset.route = route;
  view.scrollTo(scrollX, scrollY);
}

/** The text an element shows itself (its own text nodes), else all of its text: what the person pointed at. */
export function ownText(element: Element): string {
  const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join(" ");
  return (own.trim() ? own : (element.textContent ?? "")).replace(/\s+/g, " ").trim();
}

/**
 * Listens to the frame's document: a click goes nowhere (links, buttons) and tells `onText` the clicked text and element; a
 * form is never sent. Returns the way to stop listening.
 */
export function listenToFrame(frame: HTMLIFrameElement | null, onText: (text: string, target: Element | null) => void): () => void {
  const doc = frame?.contentDocument;
  if (!doc) return () => {};
  const click = (event: MouseEvent) => {
    event.preventDefault();
    // The frame's own Element, not the editor's: a node of another window fails `instanceof Element` here.
    const target = event.target as Element | null;
    const element = target && target.nodeType === Node.ELEMENT_NODE ? target : null;
    // The element too: a click on no text still lands in a block (pages/blockInPreview.ts).
    onText(element ? ownText(element) : "", element);
  };
  const submit = (event: Event) => event.preventDefault();
  doc.addEventListener("click", click, true);
  doc.addEventListener("submit", submit, true);
  return () => {
    doc.removeEventListener("click", click, true);
    doc.removeEventListener("submit", submit, true);
  };
}
