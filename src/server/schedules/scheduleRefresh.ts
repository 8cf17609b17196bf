import type { LiveSite } from "../site/liveSite.js";
import { nextMoment, scheduleMoments, staleSince } from "./scheduleMoments.js";

export interface ScheduleRefreshDeps {
  /** The site served (fleetSite on PostgreSQL, liveSite on PGlite): its build's time, and its content rebuild. */
  site: LiveSite;
  documentsRoot: string;
  /** The server's clock (movable in the browser tests). */
  now: () => Date;
  /** config/constants.json `schedules`, read at each check: a publish may change them. */
  settings: () => { timeZone: string; checkEverySeconds: number };
  log: (message: string) => void;
}

/** setTimeout's longest delay (about 24.8 days). */
const longestDelay = 2 ** 31 - 1;

/**
 * Renders the pages again at each moment a schedule shows or hides something, without a publish, so that HTML read
 * without JavaScript (and by crawlers) is right (docs/rendering.md, 'Schedules'). The rule has no memory: the build
 * served is out of date when a moment lies between the time it was rendered at (pages.json `builtAt`) and now. A
 * timer is set for the next moment, and a check runs at least every `checkEverySeconds` (a publish may bring new
 * moments; a clock may jump). On PostgreSQL the refresh is a publish of the fleet (`publishing`: one process at a time,
 * after installing the newest build), which re-checks once it has the lock: the other processes install the build
 * the first one made and find nothing to do.
 */
export function scheduleRefresh(deps: ScheduleRefreshDeps): { check(): Promise<boolean>; close(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let running: Promise<boolean> | undefined;
  const moments = () => scheduleMoments(deps.documentsRoot, deps.settings().timeZone);
  const stale = () => staleSince(moments(), Date.parse(deps.site.current().manifest.builtAt), deps.now().getTime());
  const refresh = async (): Promise<boolean> => {
    if (stale() === undefined) return false;
    const work = async () => {
      const due = stale();
      if (due === undefined) return false;
      const done = await deps.site.rebuild({ commit: null });
      deps.log(`schedules: the pages were rendered again for the moment ${new Date(due).toISOString()} (${done.pages} pages, ${done.seconds.toFixed(1)} s)`);
      return true;
    };
    return deps.site.publishing ? deps.site.publishing(work) : work();
  };
  const arm = () => {
    if (closed) return;
    const now = deps.now().getTime();
    const next = nextMoment(moments(), now);
    const every = deps.settings().checkEverySeconds * 1000;
    timer = setTimeout(() => void check(), Math.min(next === undefined ? every : next - now, every, longestDelay));
  };
  const check = (): Promise<boolean> => {
    clearTimeout(timer);
    running ??= refresh()
      .catch((e: unknown) => {
        deps.log(`schedules: the pages could not be rendered again: ${e instanceof Error ? e.message : String(e)}`);
        return false;
      })
      .finally(() => {
        running = undefined;
        arm();
      });
    return running;
  };
  // A moment may have passed while the server was stopped: check at once.
  void check();
  return {
    check,
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}
