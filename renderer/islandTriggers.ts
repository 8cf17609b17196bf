import { nextTask } from "./nextTask.js";
import type { HydrateOn } from "./types/blocks.js";

/** What a visitor does that makes a waiting island hydrate at once: a pointer over it, a touch, focus in it, a key. */
const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** The clicks held until the island is React's: on its buttons and popup openers, which do nothing as plain HTML. Links go on as links. */
const heldClickTargets = "button, [aria-haspopup]";

/** Resolves at the browser's next idle period (after `after`), or at once where there is no requestIdleCallback. */
export const browserIdle = (after: Promise<unknown>) =>
  after.then(() => new Promise<void>((done) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => done()) : setTimeout(done, 0))));

/**
 * Holds the clicks on an island's buttons and popup openers until it is React's: each is stopped (its default and
 * any listener) and remembered once. `release` stops holding (call it once hydrateRoot has been called: React then
 * hydrates at a click and handles it itself); `replay` clicks the held ones again (once hydrated, or once released
 * after a failure, when the plain HTML's own behaviour takes them). `reachedFrom` (the definition's) also holds the
 * clicks on those elements anywhere on the page, until `replay`: the island's listeners for them are its Effects, there
 * only once it is hydrated; `onReached` is told of each.
 */
export function holdClicks(element: HTMLElement, reachedFrom?: string, onReached?: () => void): { release(): void; replay(): void } {
  const held: HTMLElement[] = [];
  const holder = (scope: Node, selector: string, then?: () => void) => (e: Event) => {
    const target = (e.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (!target || !scope.contains(target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
    then?.();
  };
  const inside = holder(element, heldClickTargets);
  const outside = reachedFrom ? holder(document, reachedFrom, onReached) : undefined;
  element.addEventListener("click", inside, true);
  if (outside) document.addEventListener("click", outside, true);
  return {
    release: () => element.removeEventListener("click", inside, true),
    replay: () => {
      if (outside) document.removeEventListener("click", outside, true);
      held.splice(0).forEach((t) => t.click());
    },
  };
}

/** What an island's definition adds to its trigger (BlockDefinition's `wantedAtIdle` and `reachedFrom`). */
export interface IslandWants {
  /** For "interaction": true once the page is idle hydrates it then. */
  wantedAtIdle?: () => boolean;
  /** Elements elsewhere on the page that are the island's too (a CSS selector). */
  reachedFrom?: string;
  /** For "interaction": once the page is idle and the island is not wanted yet, fetch its code (not run it). */
  prepare?: () => void;
}

/**
 * Arms an island: `hydrate` runs once, on the first of: its trigger (`load`: at once; `idle`: once `loaded` and the
 * browser is idle; `visible`: then, when on screen; `interaction`: never by itself, but once idle when `wantedAtIdle`
 * says so) or the visitor's first interaction with it or with an element it is `reachedFrom`. `touched` resolves at
 * the visitor's first interaction, also one after the trigger (an island waiting for its turn then goes first). A
 * click on one of its buttons before `hydrate` has called hydrateRoot (its promise settles then) is held
 * (holdClicks) and clicked again by `replay`, which the island calls once hydrated.
 */
export function armIsland(
  element: HTMLElement,
  on: HydrateOn,
  loaded: Promise<unknown>,
  hydrate: (replay: () => void, touched: Promise<void>) => Promise<void>,
  wants: IslandWants = {},
): void {
  let started = false;
  const touchedNow = () => {
    touch();
    start();
  };
  const { reachedFrom } = wants;
  const clicks = holdClicks(element, reachedFrom, touchedNow);
  let observer: IntersectionObserver | undefined;
  let touch!: () => void;
  const touched = new Promise<void>((done) => (touch = done));
  // A pointer over, a touch on or focus in an element the island is reached from, anywhere on the page.
  const touchedFrom = (e: Event) => {
    if ((e.target as Element | null)?.closest?.(reachedFrom!)) touchedNow();
  };
  const stopListening = () => {
    for (const type of interactions) element.removeEventListener(type, touchedNow, true);
    if (reachedFrom) for (const type of interactions) document.removeEventListener(type, touchedFrom, true);
  };
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    void hydrate(clicks.replay, touched)
      // The island stays its prerendered HTML, which works without JavaScript: the held clicks are its own again.
      .catch((reason: unknown) => {
        console.error("An island could not be hydrated:", reason);
        clicks.release();
        clicks.replay();
      })
      .finally(() => {
        clicks.release();
        stopListening();
      });
  };
  for (const type of interactions) element.addEventListener(type, touchedNow, { capture: true, passive: true });
  if (reachedFrom) for (const type of interactions) document.addEventListener(type, touchedFrom, { capture: true, passive: true });
  if (on === "load") return start();
  void browserIdle(loaded).then(async () => {
    if (started) return;
    if (on === "interaction") {
      // What the island's data wants may read storage (the header: a stored session). A page's first use of
      // localStorage waits on the browser process (its content settings, then the whole area: 5–10 ms at 4× CPU), so
      // it is a task of its own, and fetching the island's code (a request per chunk) is the next one.
      if (wants.wantedAtIdle) {
        const wanted = wants.wantedAtIdle();
        await nextTask();
        if (started) return;
        if (wanted) return start();
      }
      return wants.prepare?.();
    }
    if (on === "idle" || typeof IntersectionObserver !== "function") return start();
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start());
    // The island's element draws no box (display: contents): its children are what can be on screen.
    for (const child of element.children) observer.observe(child);
  });
}
