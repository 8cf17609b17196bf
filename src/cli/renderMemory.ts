import { createHash } from "node:crypto";
import { buildToken } from "../server/site/buildToken.js";
import { siteView, viewChanges, type SiteView } from "./pageReads.js";

/** What a page's last render read (ids of paths and their parents), and what it made besides its HTML. */
interface PageMemo {
  file: string;
  touched: Int32Array;
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
  ids: Map<string, number>;
  pages: Map<string, PageMemo>;
}

/** What a content-only publish gives sitePages: the thread's memory, and the token of the build served. */
export interface RenderAgain {
  memory: RenderMemory;
  served: string;
  key: string;
}

export const renderMemory = (): RenderMemory => ({ ids: new Map(), pages: new Map() });

const hashOf = (...parts: string[]) => parts.reduce((h, p) => h.update(p).update("\0"), createHash("sha256")).digest("base64url");

/**
 * The day in India: a render reads the clock for dates only (the footer's year), which the read paths do not record,
 * so the first render of a new day renders every page.
 */
const indiaDay = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

/**
 * Which pages to render: every one when the memory is not of the served build, or is of another template, environment
 * or day, or when no document changed (a refresh asked for its own sake, at a schedule's moment); else the pages
 * that are new, dirty, or read a changed path.
 */
export function pagesToRender(again: RenderAgain | undefined, view: SiteView, template: string, env: Record<string, string | undefined>, now: Date): (route: string, file: string) => boolean {
  if (!again) return () => true;
  const { memory } = again;
  const inputs = hashOf(template, JSON.stringify(env), indiaDay(now));
  const [before, token] = [memory.view, memory.token];
  // Valid again only once this render ends (sitePages): a render that throws leaves a memory no build matches.
  Object.assign(memory, { view, token: undefined });
  if (token !== again.served || memory.inputs !== inputs || !before) {
    Object.assign(memory, { inputs, ids: new Map(), pages: new Map() });
    return () => true;
  }
  const changes = viewChanges(before, view);
  if (!changes.size) return () => true;
  const changed = [...changes].flatMap((path) => memory.ids.get(path) ?? []);
  return (route, file) => {
    const memo = memory.pages.get(route);
    return !memo || memo.dirty === true || memo.file !== file || changed.some((id) => sortedHas(memo.touched, id));
  };
}

/** Records what a page's render read: each path and every path above it, so that a change above a read is found. */
export function rememberPage(memory: RenderMemory, route: string, memo: Omit<PageMemo, "touched">, reads: Set<string>): void {
  const ids = new Set<number>();
  const id = (path: string) => {
    let n = memory.ids.get(path);
    if (n === undefined) memory.ids.set(path, (n = memory.ids.size));
    ids.add(n);
  };
  for (const path of reads) {
    id(path);
    for (let i = path.lastIndexOf("/"); i > 0; i = path.lastIndexOf("/", i - 1)) id(path.slice(0, i));
  }
  memory.pages.set(route, { ...memo, touched: Int32Array.from(ids).sort() });
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
