import type { SiteCheck } from "../../documents/validateSite.js";
import type { Draft } from "./draftStore.js";
import { contentHash, type EditorSite } from "./editorSite.js";

/** What publishing a draft takes: the other drafts that must be published with it, and the site it would make. */
export interface PublishSet {
  /** The other drafts' files, published in the same commit; empty when the draft publishes alone. */
  together: string[];
  /** The site on disk with the draft (and `together`) in place: what the site will be. Its problems refuse the publish. */
  check: SiteCheck;
}

/** The site on disk with only these drafts in place, checked as `npm run validate` would check it. */
export function checkWith(site: EditorSite, drafts: ReadonlyMap<string, Draft>, files: readonly string[]): SiteCheck {
  return site.check(new Map(files.flatMap((f) => (drafts.has(f) ? [[f, drafts.get(f)!] as const] : []))));
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
 * When no set of drafts fixes the problems, the answer is the draft alone with its problems.
 */
export function publishSet(site: EditorSite, drafts: ReadonlyMap<string, Draft>, file: string): PublishSet {
  const alone = checkWith(site, drafts, [file]);
  if (!alone.problems.length) return { together: [], check: alone };
  const usable = [...drafts.values()].filter((d) => d.file !== file && contentHash(site.diskText(d.file)) === d.baseHash).map((d) => d.file);
  const clean = (files: string[]) => {
    const check = checkWith(site, drafts, files);
    return check.problems.length ? undefined : check;
  };

  let set = [file];
  let check = alone;
  for (;;) {
    const add = [...new Set(check.problems.map((p) => p.file))].filter((f) => usable.includes(f) && !set.includes(f));
    if (!add.length) break;
    set = [...set, ...add];
    check = checkWith(site, drafts, set);
    if (!check.problems.length) return { together: set.slice(1), check };
  }

  let found = usable.length ? clean([file, ...usable]) : undefined;
  if (!found) return { together: [], check: alone };
  set = [file, ...usable];
  for (const other of usable) {
    const fewer = set.filter((f) => f !== other);
    const check = clean(fewer);
    if (check) [set, found] = [fewer, check];
  }
  return { together: set.slice(1), check: found };
}
