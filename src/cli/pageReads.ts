import type { SiteModel } from "../../renderer/load/siteModel.js";

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

/** The paths that differ between two views: each value changed, added or removed, and `<path>/*` where the keys or their order changed. */
export function viewChanges(before: unknown, after: unknown, path = "", out = new Set<string>()): Set<string> {
  const isTree = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  if (!isTree(before) || !isTree(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (before !== after) out.add(path);
    return out;
  }
  const keys = [Object.keys(before), Object.keys(after)];
  if (keys[0].join("\0") !== keys[1].join("\0")) out.add(`${path}/*`);
  for (const key of new Set([...keys[0], ...keys[1]])) viewChanges(before[key], after[key], `${path}/${esc(key)}`, out);
  return out;
}

/**
 * The model as seen through proxies that call `read` with the path of every value read (a primitive, or an absent
 * key), and of every listing of keys. Objects are wrapped when reached, so that only what the render touches is
 * recorded. One tracked model per page.
 */
export function trackedModel(model: SiteModel, read: (path: string) => void): SiteModel {
  const proxies = new WeakMap<object, object>();
  const track = (value: unknown, path: string): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = proxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const v: unknown = Reflect.get(target, key, receiver);
        if (typeof key === "symbol") return v;
        if (key === "length" && Array.isArray(target)) return (read(`${path}/*`), v);
        if (!Object.hasOwn(target, key)) return typeof v === "function" ? v : (read(`${path}/${esc(key)}`), v);
        if (typeof v === "object" && v !== null) return track(v, `${path}/${esc(key)}`);
        read(`${path}/${esc(key)}`);
        return v;
      },
      has(target, key) {
        if (typeof key === "string") read(`${path}/${esc(key)}`);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        read(`${path}/*`);
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const keyed = (items: never[], path: string, keyOf: (item: never) => string) =>
    new Proxy(items, {
      get(target, key, receiver) {
        if (key === "length") return (read(`${path}/*`), target.length);
        if (typeof key === "string" && /^\d+$/.test(key)) return key in target ? track(target[+key], `${path}/${esc(keyOf(target[+key]))}`) : (read(`${path}/*`), undefined);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has: (target, key) => (read(`${path}/*`), Reflect.has(target, key)),
      ownKeys: (target) => (read(`${path}/*`), Reflect.ownKeys(target)),
    });
  const trackedMap = (map: Map<string, unknown>, path: string) => {
    const copy = new Map([...map].map(([k, v]) => [k, track(v, `${path}/${esc(k)}`)]));
    const listing = <F extends (...args: never[]) => unknown>(f: F) => ((...args: Parameters<F>) => (read(`${path}/*`), f.apply(copy, args))) as F;
    return Object.defineProperties(copy, {
      get: { value: (k: string) => (map.has(k) ? Map.prototype.get.call(copy, k) : (read(`${path}/${esc(k)}`), undefined)) },
      has: { value: (k: string) => (read(`${path}/${esc(k)}`), map.has(k)) },
      size: { get: () => (read(`${path}/*`), map.size) },
      keys: { value: listing(Map.prototype.keys) },
      values: { value: listing(Map.prototype.values) },
      entries: { value: listing(Map.prototype.entries) },
      forEach: { value: listing(Map.prototype.forEach) },
      [Symbol.iterator]: { value: listing(Map.prototype.entries) },
    });
  };
  // The same wrapper at every read of a field, as the model gives the same object.
  const fields = new Map<string, unknown>();
  const field = (key: string, v: unknown) => {
    if (v instanceof Map) return trackedMap(v as Map<string, unknown>, `/${key}`);
    if (keyedBy[key]) return keyed(v as never[], `/${key}`, keyedBy[key]);
    return track(v, `/${esc(key)}`);
  };
  return new Proxy(model, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key === "symbol") return v;
      if (typeof v !== "object" || v === null) return (read(`/${esc(key)}`), v);
      if (!fields.has(key)) fields.set(key, field(key, v));
      return fields.get(key);
    },
  });
}
