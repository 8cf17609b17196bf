// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { localStore, readCookies, sessionStore } from "../../../src/lib/storage.js";

// The one storage helper: it reads, writes and forgets, and never throws when the browser refuses.
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("localStore and sessionStore", () => {
  it("read, write and remove their own storage", () => {
    localStore.set("k", "v");
    sessionStore.set("k", "s");
    expect([localStorage.getItem("k"), sessionStorage.getItem("k")]).toEqual(["v", "s"]);
    expect([localStore.get("k"), sessionStore.get("k"), localStore.get("missing")]).toEqual(["v", "s", null]);
    localStore.remove("k");
    expect(localStore.get("k")).toBeNull();
    expect(sessionStore.get("k")).toBe("s");
  });

  it("give null and skip writes when storage throws (private mode, quota, disabled)", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(localStore.get("k")).toBeNull();
    expect(() => localStore.set("k", "v")).not.toThrow();
    expect(() => sessionStore.remove("k")).not.toThrow();
  });

  it("give null when even reaching the storage throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(localStore.get("k")).toBeNull();
    expect(() => localStore.set("k", "v")).not.toThrow();
  });
});

describe("readCookies", () => {
  it("gives the cookie string, or '' when it cannot be read", () => {
    document.cookie = "_ga=GA1.1.1.2";
    expect(readCookies()).toContain("_ga=GA1.1.1.2");
    vi.spyOn(document, "cookie", "get").mockImplementation(() => {
      throw new DOMException("sandboxed", "SecurityError");
    });
    expect(readCookies()).toBe("");
  });
});
