import type { HydrateOn } from "./types/blocks.js";

/** What a visitor does that makes a waiting island hydrate at once: a pointer over it, a touch, focus in it, a key. */
const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** The clicks held until the island is React's: on its buttons and popup openers, which do nothing as plain HTML. Links go on as links. */
const heldClickTargets = "button, [aria-haspopup]";

/** Resolves at the browser's next idle period (after `after`), or at once where there is no requestIdleCallback. */
export const browserIdle = (after: Promise<unknown>) =>
  after.then(() => new Promise<void>((done) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => done()) : setTimeout(done, 0))));

/**
 * Arms an island that does not hydrate at load: `hydrate` runs once, on the first of: its trigger (`idle` after
 * `loaded`, or `visible`: idle and then on screen) or the visitor's first interaction with it. A click on one of its
 * buttons before `hydrate` has called hydrateRoot (its promise settles then) is held, its default and React's listener
 * stopped, and clicked again by `replay`, which the island calls once hydrated; after hydrateRoot, React itself
 * hydrates the island at a click and handles it.
 */
export function armIsland(element: HTMLElement, on: Exclude<HydrateOn, "load">, loaded: Promise<unknown>, hydrate: (replay: () => void) => Promise<void>): void {
  let started = false;
  const held: HTMLElement[] = [];
  const hold = (e: Event) => {
    const target = (e.target as Element | null)?.closest<HTMLElement>(heldClickTargets);
    if (!target || !element.contains(target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  const replay = () => held.splice(0).forEach((t) => t.click());
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) element.removeEventListener(type, start, true);
    observer?.disconnect();
    void hydrate(replay)
      // The island stays its prerendered HTML, which works without JavaScript.
      .catch((reason: unknown) => console.error("An island could not be hydrated:", reason))
      .finally(() => element.removeEventListener("click", hold, true));
  };
  element.addEventListener("click", hold, true);
  for (const type of interactions) element.addEventListener(type, start, { capture: true, passive: true });
  void browserIdle(loaded).then(() => {
    if (started) return;
    if (on === "idle" || typeof IntersectionObserver !== "function") return start();
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start());
    // The island's element draws no box (display: contents): its children are what can be on screen.
    for (const child of element.children) observer.observe(child);
  });
}
