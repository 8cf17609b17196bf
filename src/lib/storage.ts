/** A browser store that never throws: a value it cannot read is null, a write it cannot make is skipped. */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Storage can be missing (the server render), switched off (private modes, blocked cookies) or full (quota);
 * even reading `window.localStorage` can throw. None of that may break the page: the site then behaves as for
 * a visitor with nothing stored.
 */
function safeStore(storage: () => Storage): SafeStore {
  const attempt = <T>(work: (s: Storage) => T, otherwise: T): T => {
    try {
      return work(storage());
    } catch {
      return otherwise;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}

export const localStore = safeStore(() => window.localStorage);
export const sessionStore = safeStore(() => window.sessionStorage);

/** The page's cookies as one string ("" when they cannot be read, as in a sandboxed frame or the server render). */
export function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return "";
  }
}
