import { createHash } from "node:crypto";
import { buildToken } from "../server/site/buildToken.js";
import { siteView, viewChanges, type SiteView } from "./pageReads.js";

/** What a page's last render read (ids of paths, sorted), and what it made besides its HTML. */
interface PageMemo {
  file: string;
  reads: Int32Array;
  scripts: string[];
  shared: string[];
  /** Its HTML differs from the served build's: rendered again at the next publish whatever changed. */
  dirty?: boolean;
}

/**
 * Kept by a render thread between publishes (renderThread.ts): the view of the documents last rendered, and what each
 * page read of it, valid for the build whose token it holds (the build the last render made, or the served one it
 * was checked against). Anything else (another build served, another template or environment) renders every page.
 */
export interface RenderMemory {
  token?: string;
  inputs?: string;
  view?: SiteView;
  /** Every path read, by id, and back. */
  ids: Map<string, number>;
  paths: string[];
  pages: Map<string, PageMemo>;
}

/** What a content-only publish gives sitePages: the thread's memory, and the token of the build served. */
export interface RenderAgain {
  memory: RenderMemory;
  served: string;
  key: string;
}

export const renderMemory = (): RenderMemory => ({ ids: new Map(), paths: [], pages: new Map() });

/** A path's id in the memory, given at its first read. */
export function pathId(memory: RenderMemory, path: string): number {
  let id = memory.ids.get(path);
  if (id === undefined) {
    memory.ids.set(path, (id = memory.paths.length));
    memory.paths.push(path);
  }
  return id;
}

const hashOf = (...parts: string[]) => parts.reduce((h, p) => h.update(p).update("\0"), createHash("sha256")).digest("base64url");

/**
 * The day in the site's zone (the footer's year is told in it): a render reads the clock for dates only, which the
 * read paths do not record, so the first render of a new day renders every page.
 */
const dayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);

/**
 * Which pages to render: every one when the memory is not of the served build, or is of another template, environment
 * or day, or when no document changed (a refresh asked for its own sake, at a schedule's moment); else the pages
 * that are new, dirty, or read a changed path.
 */
export function pagesToRender(
  again: RenderAgain | undefined,
  view: SiteView,
  template: string,
  env: Record<string, string | undefined>,
  clock: { now: Date; timeZone: string },
): (route: string, file: string) => boolean {
  if (!again) return () => true;
  const { memory } = again;
  const inputs = hashOf(template, JSON.stringify(env), dayIn(clock.timeZone, clock.now));
  const [before, token] = [memory.view, memory.token];
  // Valid again only once this render ends (sitePages): a render that throws leaves a memory no build matches.
  Object.assign(memory, { view, token: undefined });
  if (token !== again.served || memory.inputs !== inputs || !before) {
    Object.assign(memory, { ...renderMemory(), inputs });
    return () => true;
  }
  const changes = viewChanges(before, view);
  if (!changes.size) return () => true;
  const hits = readsUnder(memory.paths, changes);
  return (route, file) => {
    const memo = memory.pages.get(route);
    return !memo || memo.dirty === true || memo.file !== file || readsAny(memo.reads, hits);
  };
}

/** The ids of the paths read that a change reaches: the path changed, or one inside it. */
function readsUnder(paths: string[], changes: Set<string>): Set<number> {
  const hits = new Set<number>();
  paths.forEach((path, id) => {
    for (let end = path.length; end > 0; end = path.lastIndexOf("/", end - 1)) {
      if (changes.has(end === path.length ? path : path.slice(0, end))) return void hits.add(id);
    }
  });
  return hits;
}

function readsAny(reads: Int32Array, hits: Set<number>): boolean {
  if (hits.size < reads.length) {
    for (const id of hits) if (sortedHas(reads, id)) return true;
    return false;
  }
  return reads.some((id) => hits.has(id));
}

/** Records what a page's render read, and what it made besides its HTML. */
export function rememberPage(memory: RenderMemory, route: string, memo: Omit<PageMemo, "reads">, reads: Set<number>): void {
  memory.pages.set(route, { ...memo, reads: Int32Array.from(reads).sort() });
}

export { buildToken, siteView };

function sortedHas(items: Int32Array, wanted: number): boolean {
  let [low, high] = [0, items.length - 1];
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (items[mid] === wanted) return true;
    if (items[mid] < wanted) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
