import type { SiteModel } from "../documents/siteModel.js";
import { recordedList, type RecordedList } from "../lib/findBy.js";

/**
 * What a page's render reads of the documents, as paths into one plain view of the site model (`siteView`): the
 * single documents by their model name, the menus, forms and options by id, the pages by route and the loaded
 * documents by file, then the JSON keys down to the value read (`/banners/notices/0/text`). A read of an object's
 * keys or an array's length is `<path>/*`. A content-only publish compares two views (`viewChanges`) and renders
 * again only the pages that read a changed path (src/cli/renderMemory.ts), so these paths must be the same in both.
 */
export type SiteView = Record<string, unknown>;

const esc = (key: string) => (key.includes("/") || key.includes("~") ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key);
const keyedBy: Record<string, (item: never) => string> = {
  pages: (entry: { page: { route: string } }) => entry.page.route,
  documents: (document: { file: string }) => document.file,
};

/** The model as one JSON tree whose paths are the paths `trackedModel` records. */
export function siteView(model: SiteModel): SiteView {
  const view: SiteView = {};
  for (const [name, value] of Object.entries(model)) {
    if (value instanceof Map) view[name] = Object.fromEntries(value);
    else if (keyedBy[name]) view[name] = Object.fromEntries((value as never[]).map((item) => [keyedBy[name](item), item]));
    else view[name] = value;
  }
  return view;
}

/**
 * The paths that differ between two views: each value changed, added or removed, and `<path>/*` where the keys or
 * their order changed; a path inside a list's item is also given with the item's index as `*` (`/services/services/*\/name`),
 * the column a lookup by key records (src/lib/findBy.ts).
 */
export function viewChanges(before: unknown, after: unknown, path = "", out = new Set<string>()): Set<string> {
  const isTree = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  if (!isTree(before) || !isTree(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (before !== after) out.add(path);
    return out;
  }
  const keys = [Object.keys(before), Object.keys(after)];
  if (keys[0].join("\0") !== keys[1].join("\0")) out.add(`${path}/*`);
  const list = Array.isArray(before);
  for (const key of new Set([...keys[0], ...keys[1]])) {
    if (!list) {
      viewChanges(before[key], after[key], `${path}/${esc(key)}`, out);
      continue;
    }
    // A change inside an item is also one of its column (`<list>/*\/<rest>`), which a lookup by key reads (findBy.ts).
    for (const changed of viewChanges(before[key], after[key], `${path}/${key}`)) {
      out.add(changed);
      out.add(`${path}/*${changed.slice(path.length + 1 + key.length)}`);
    }
  }
  return out;
}

/** The model as seen through proxies, and where its reads go: each page's render reads into a set of its own. */
export interface TrackedModel {
  model: SiteModel;
  /** From now on, the ids of the paths read are added to `reads`. */
  readInto(reads: Set<number>): void;
}

/**
 * The model as seen through proxies that add the id (`intern`) of the path of every value read (a primitive, or an
 * absent key), and of every listing of keys, to the set of the page being rendered. Objects are wrapped when reached,
 * once for the whole site, and each key's path is made once, so that a read costs a lookup and a set's add.
 */
export function trackedModel(model: SiteModel, intern: (path: string) => number): TrackedModel {
  let reads = new Set<number>();
  const proxies = new WeakMap<object, object>();
  /** The id of a key's path under `path`, made once per object and key. */
  const idsUnder = (path: string) => {
    const ids = new Map<string, number>();
    return (key: string) => {
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = intern(key === "*" ? `${path}/*` : `${path}/${esc(key)}`)));
      return id;
    };
  };
  const listOf = (items: unknown[], path: string): RecordedList => ({ items, readColumn: (key) => reads.add(intern(`${path}/*/${esc(key)}`)) });
  const track = (value: unknown, path: string): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = proxies.get(value);
    if (known) return known;
    const idOf = idsUnder(path);
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (key === recordedList && Array.isArray(target)) return listOf(target, path);
        const v: unknown = Reflect.get(target, key, receiver);
        if (typeof key === "symbol") return v;
        if (key === "length" && Array.isArray(target)) return (reads.add(idOf("*")), v);
        if (!Object.hasOwn(target, key)) return typeof v === "function" ? v : (reads.add(idOf(key)), v);
        if (typeof v === "object" && v !== null) return proxies.get(v) ?? track(v, `${path}/${esc(key)}`);
        reads.add(idOf(key));
        return v;
      },
      has(target, key) {
        if (typeof key === "string") reads.add(idOf(key));
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        reads.add(idOf("*"));
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const keyed = (items: never[], path: string, keyOf: (item: never) => string) => {
    const all = intern(`${path}/*`);
    return new Proxy(items, {
      get(target, key, receiver) {
        if (key === "length") return (reads.add(all), target.length);
        if (typeof key === "string" && /^\d+$/.test(key)) {
          const item: object | undefined = target[+key];
          return item === undefined ? (reads.add(all), undefined) : (proxies.get(item) ?? track(item, `${path}/${esc(keyOf(item as never))}`));
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
      has: (target, key) => (reads.add(all), Reflect.has(target, key)),
      ownKeys: (target) => (reads.add(all), Reflect.ownKeys(target)),
    });
  };
  const trackedMap = (map: Map<string, unknown>, path: string) => {
    const idOf = idsUnder(path);
    const copy = new Map([...map].map(([k, v]) => [k, track(v, `${path}/${esc(k)}`)]));
    const listing = <F extends (...args: never[]) => unknown>(f: F) => ((...args: Parameters<F>) => (reads.add(idOf("*")), f.apply(copy, args))) as F;
    return Object.defineProperties(copy, {
      get: { value: (k: string) => (map.has(k) ? Map.prototype.get.call(copy, k) : (reads.add(idOf(k)), undefined)) },
      has: { value: (k: string) => (reads.add(idOf(k)), map.has(k)) },
      size: { get: () => (reads.add(idOf("*")), map.size) },
      keys: { value: listing(Map.prototype.keys) },
      values: { value: listing(Map.prototype.values) },
      entries: { value: listing(Map.prototype.entries) },
      forEach: { value: listing(Map.prototype.forEach) },
      [Symbol.iterator]: { value: listing(Map.prototype.entries) },
    });
  };
  const fields = new Map<string, unknown>();
  const field = (key: string, v: unknown) => {
    if (v instanceof Map) return trackedMap(v as Map<string, unknown>, `/${key}`);
    if (keyedBy[key]) return keyed(v as never[], `/${key}`, keyedBy[key]);
    return track(v, `/${esc(key)}`);
  };
  const idOfField = idsUnder("");
  const proxy = new Proxy(model, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key === "symbol") return v;
      if (typeof v !== "object" || v === null) return (reads.add(idOfField(key)), v);
      if (!fields.has(key)) fields.set(key, field(key, v));
      return fields.get(key);
    },
  });
  return { model: proxy, readInto: (set) => (reads = set) };
}
