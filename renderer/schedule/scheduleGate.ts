import { shownAt } from "./shownAt.js";

/** Every element a page draws with a schedule (Scheduled.tsx). */
const scheduled = "[data-show-from],[data-show-until]";
/** setTimeout's longest delay (about 24.8 days): a later moment is reached in steps. */
const longestDelay = 2 ** 31 - 1;

const momentAt = (el: Element, name: string): number | undefined => {
  const written = el.getAttribute(name);
  return written === null ? undefined : Date.parse(written);
};

/**
 * Shows and hides each scheduled element under `root` as at `now`, touching only those whose state changed (so a page
 * built with the current state is not laid out again), and answers the next moment one changes, if any.
 */
export function applySchedules(root: ParentNode, now: number): number | undefined {
  let next: number | undefined;
  for (const el of root.querySelectorAll<HTMLElement>(scheduled)) {
    const from = momentAt(el, "data-show-from");
    const until = momentAt(el, "data-show-until");
    const hidden = !shownAt(from, until, now);
    if (el.hidden !== hidden) el.hidden = hidden;
    for (const moment of [from, until]) if (moment !== undefined && moment > now && (next === undefined || moment < next)) next = moment;
  }
  return next;
}

/**
 * Keeps a page's scheduled elements right while it stays open, without a reload or a publish: at once, at each of
 * their moments, and when the tab is shown again (a sleeping machine's timers fire late). Nothing when it has none.
 */
export function startScheduleGate(doc: Document = document): void {
  if (!doc.querySelector(scheduled)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    const now = Date.now();
    const next = applySchedules(doc, now);
    if (next !== undefined) timer = setTimeout(run, Math.min(next - now, longestDelay));
  };
  run();
  doc.addEventListener("visibilitychange", run);
}
