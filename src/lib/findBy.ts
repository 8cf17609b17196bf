/**
 * What a list seen through the render's recording proxies (src/cli/pageReads.ts) gives a lookup: the plain list, and
 * a way to record a read under the list's path. A plain list has none of it.
 */
export interface RecordedList {
  items: readonly unknown[];
  /** Records, for the page being rendered, the read of `<list path>/*\/<key>`: the key of every item. */
  readColumn(key: string): void;
}

/** The key under which a recording proxy of a list answers its RecordedList. */
export const recordedList = Symbol("recordedList");

// One index per list and key, made at the first lookup: a site's model is not changed once loaded, and a new
// model (a publish) has new lists, so an index never outlives what it was made from.
const indexes = new WeakMap<object, Map<string, Map<unknown, number>>>();

function indexOf(items: readonly unknown[], key: string): Map<unknown, number> {
  let byKey = indexes.get(items);
  if (!byKey) indexes.set(items, (byKey = new Map()));
  let index = byKey.get(key);
  if (!index) {
    index = new Map();
    // The first item with a value, as Array.prototype.find answers.
    for (let i = items.length - 1; i >= 0; i--) index.set((items[i] as Record<string, unknown> | null)?.[key], i);
    byKey.set(key, index);
  }
  return index;
}

/**
 * `list.find((item) => item[key] === value)`, by an index made once per list: on every page of a catalogue of
 * thousands of services, a search from the start made the site's render quadratic. While a render records what it
 * reads, the lookup records one read, `<list>/*\/<key>` (the key of every item, and the list's length), instead of
 * each item's key: a change of any item's key, or of the list's items, renders the page again
 * (pageReads.ts `viewChanges`). The item found is the list's own (a recording proxy, when recorded), so what the
 * caller reads of it is recorded as usual.
 */
export function findBy<T extends object, K extends keyof T & string>(list: readonly T[], key: K, value: T[K] | undefined): T | undefined {
  const recorded = (list as unknown as Record<symbol, RecordedList | undefined>)[recordedList];
  recorded?.readColumn(key);
  const at = indexOf(recorded?.items ?? list, key).get(value);
  return at === undefined ? undefined : list[at];
}
