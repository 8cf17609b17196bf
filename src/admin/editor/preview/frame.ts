import { ownText, type FromFrame, type ToFrame } from "./frameMessages.js";

/**
 * The script of the preview frame (GET /admin/editor/preview, built into dist/admin/editor/preview.js): the editor
 * posts each newly rendered page's body, which replaces the frame's content in place (no reload, so the person keeps
 * their place: the scroll position stays); a click on a text tells the editor which text, so that the form can move
 * to the field that holds it. The page is a picture of the site: its links and forms go nowhere.
 *
 * Messages are taken only from the window that holds the frame, on the frame's own origin (the editor's).
 */
const editorOrigin = location.origin;
/** Where the page goes: the shell's #preview element (the body if a shell has none). */
const content = () => document.getElementById("preview") ?? document.body;

window.addEventListener("message", (event: MessageEvent<Partial<ToFrame>>) => {
  const { html, route } = event.data ?? {};
  if (event.source !== window.parent || event.origin !== editorOrigin || typeof html !== "string" || typeof route !== "string") return;
  const { scrollX, scrollY } = window;
  content().innerHTML = html;
  // Which page is drawn: after another page is chosen, the one before stays until the chosen one's answer comes.
  content().dataset.route = route;
  window.scrollTo(scrollX, scrollY);
});

document.addEventListener(
  "click",
  (event) => {
    event.preventDefault();
    const target = event.target instanceof Element ? event.target : null;
    const text = target ? ownText(target) : "";
    if (text) window.parent.postMessage({ text } satisfies FromFrame, editorOrigin);
  },
  true,
);
document.addEventListener("submit", (event) => event.preventDefault(), true);
