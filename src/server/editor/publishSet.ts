import type { SiteCheck } from "../../documents/validateSite.js";
import type { Draft } from "./draftStore.js";
import { contentHash, type EditorSite } from "./editorSite.js";
import { diskAddresses, planRedirects, redirectsFile, type Addresses, type RedirectsPlan } from "./movedAddresses.js";

/** What publishing a set of drafts makes: the site checked, and the redirects it writes with them (movedAddresses.ts). */
export interface PublishPlan {
  /** The site on disk with the drafts (and the redirects) in place: what the site will be. Its problems refuse the publish. */
  check: SiteCheck;
  redirects?: RedirectsPlan;
}

/** What publishing a draft takes: the other drafts that must be published with it, and the site it would make. */
export interface PublishSet extends PublishPlan {
  /** The other drafts' files, published in the same commit; empty when the draft publishes alone. */
  together: string[];
}

/** What the plans of one publish share: the addresses on disk, and the day and zone a redirect is dated by. */
export interface PlanContext {
  addresses: Addresses;
  now: Date;
  timeZone: string;
}

export const planContext = (site: EditorSite, now: Date, timeZone: string): PlanContext => ({ addresses: diskAddresses(site), now, timeZone });

/**
 * The site with every draft in place, as the editor shows it (its problems, the preview), with the redirects those
 * drafts' moved pages need, as a publish of them all would write them: the same problems a publish would find.
 */
export function checkDrafts(site: EditorSite, drafts: ReadonlyMap<string, Draft>, now: Date, timeZone: string): SiteCheck {
  return planWith(site, drafts, [...drafts.keys()], planContext(site, now, timeZone)).check;
}

/**
 * The site on disk with only these drafts in place, and the redirects their moved pages need, checked as `npm run
 * validate` would check it.
 */
export function planWith(site: EditorSite, drafts: ReadonlyMap<string, Draft>, files: readonly string[], context: PlanContext): PublishPlan {
  const overlay = new Map(files.flatMap((f) => (drafts.has(f) ? [[f, drafts.get(f)!] as const] : [])));
  const redirects = planRedirects(site, drafts, files, context.addresses, context.now, context.timeZone);
  if (redirects) overlay.set(redirectsFile, { file: redirectsFile, data: redirects.data, baseHash: "", savedAt: context.now });
  return { check: site.check(overlay), ...(redirects ? { redirects } : {}) };
}

/**
 * The drafts a publish of `file` takes. A publish is checked against the site as it will be, the disk with that draft
 * in place, never with the other drafts: someone else's pending draft neither refuses this one nor hides its problems.
 *
 * Some changes need others published with them: a service's new address and the menu's and footer's links to it,
 * each drafted on its own, break the site published one by one in either order. So when the draft alone leaves
 * problems, the other drafts that fix them are found: first the drafts of the files the problems are in (their
 * links, again with each set's new problems), else every other draft, then as few of those as still make a site with
 * no problem. A draft whose file changed on disk since it began is never taken (publishing it would be refused).
 * When no set of drafts fixes the problems, the answer is the draft alone with its problems. Each set is checked with
 * the redirects its moved pages need (movedAddresses.ts), which the publish writes with it.
 */
export async function publishSet(site: EditorSite, drafts: ReadonlyMap<string, Draft>, file: string, context: PlanContext): Promise<PublishSet> {
  // Each check is the whole site's (tens of milliseconds): between two, the process answers visitors.
  const plan = async (files: string[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    return planWith(site, drafts, files, context);
  };
  const alone = planWith(site, drafts, [file], context);
  if (!alone.check.problems.length) return { together: [], ...alone };
  const usable = [...drafts.values()].filter((d) => d.file !== file && contentHash(site.diskText(d.file)) === d.baseHash).map((d) => d.file);
  const clean = async (files: string[]) => {
    const planned = await plan(files);
    return planned.check.problems.length ? undefined : planned;
  };

  let set = [file];
  let current = alone;
  for (;;) {
    const add = [...new Set(current.check.problems.map((p) => p.file))].filter((f) => usable.includes(f) && !set.includes(f));
    if (!add.length) break;
    set = [...set, ...add];
    current = await plan(set);
    if (!current.check.problems.length) return { together: set.slice(1), ...current };
  }

  let found = usable.length ? await clean([file, ...usable]) : undefined;
  if (!found) return { together: [], ...alone };
  set = [file, ...usable];
  for (const other of usable) {
    const fewer = set.filter((f) => f !== other);
    const planned = await clean(fewer);
    if (planned) [set, found] = [fewer, planned];
  }
  return { together: set.slice(1), ...found };
}
