// @vitest-environment jsdom
import { getDefaultStore } from "jotai/vanilla";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAtom, watchSession, type Session } from "../../../src/state/session.js";

// The shared session: the stored token checked once, the answer in one jotai atom for every block.
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("watchSession", () => {
  it("validates the stored token, puts the user in sessionAtom, and reports it until stopped", async () => {
    const user = { name: "Asha Verma", email: null, maskedEmail: null, profile_image: null };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true, data: user }), { status: 200 })));
    localStorage.setItem("grc_token", "good");
    const seen: Session[] = [];
    const stop = watchSession("grc_token", (s) => seen.push(s));
    await vi.waitFor(() => expect(seen).toEqual([{ status: "signedIn", user, token: "good" }]));
    expect(getDefaultStore().get(sessionAtom)).toEqual(seen[0]);
    stop();
    getDefaultStore().set(sessionAtom, { status: "signedOut" });
    expect(seen).toHaveLength(1);
  });

  it("a refused token signs out and is forgotten", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: false, error: "expired" }), { status: 401 })));
    localStorage.setItem("grc_token", "old");
    const seen: Session[] = [];
    const stop = watchSession("grc_token", (s) => seen.push(s));
    await vi.waitFor(() => expect(seen).toEqual([{ status: "signedOut" }]));
    expect(localStorage.getItem("grc_token")).toBeNull();
    stop();
  });
});
