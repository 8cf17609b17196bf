import { describe, expect, it, vi } from "vitest";
import { validateToken } from "../../../src/api/validateToken.js";
import { closedHeaderMenu, dropdownHeightPx, headerMenuReducer, type HeaderMenuEvent, type HeaderMenuState } from "../../../src/blocks/header/headerMenuFlow.js";
import { greetingText, initialsOf } from "../../../src/blocks/header/sessionFlow.js";
import { portalHref } from "../../../src/blocks/portal/portalLinks.js";
import { checkSession } from "../../../src/state/session.js";
import { fixture } from "../../component/fixturePage.js";

const run = (events: HeaderMenuEvent[], from: HeaderMenuState = closedHeaderMenu) => events.reduce(headerMenuReducer, from);

describe("headerMenuReducer", () => {
  it("opens one desktop dropdown at a time; clicking the open tab closes it", () => {
    expect(run([{ type: "tabClicked", tab: "tax" }]).openTab).toBe("tax");
    expect(run([{ type: "tabClicked", tab: "tax" }, { type: "tabClicked", tab: "ip" }]).openTab).toBe("ip");
    expect(run([{ type: "tabClicked", tab: "tax" }, { type: "tabClicked", tab: "tax" }]).openTab).toBeNull();
  });

  it("closes the dropdown on a click elsewhere, on Escape, and when focus leaves that tab", () => {
    const open = run([{ type: "tabClicked", tab: "tax" }]);
    expect(headerMenuReducer(open, { type: "clickedOutsideNav" }).openTab).toBeNull();
    expect(headerMenuReducer(open, { type: "escape" }).openTab).toBeNull();
    expect(headerMenuReducer(open, { type: "focusLeftTab", tab: "tax" }).openTab).toBeNull();
    // Focus leaving another tab does not close this one.
    expect(headerMenuReducer(open, { type: "focusLeftTab", tab: "ip" }).openTab).toBe("tax");
  });

  it("keeps the same state object when an event changes nothing, so React does not redraw", () => {
    expect(headerMenuReducer(closedHeaderMenu, { type: "clickedOutsideNav" })).toBe(closedHeaderMenu);
    expect(headerMenuReducer(closedHeaderMenu, { type: "clickedOutsideTray" })).toBe(closedHeaderMenu);
    expect(headerMenuReducer(closedHeaderMenu, { type: "escape" })).toBe(closedHeaderMenu);
  });

  it("toggles the burger, slides a sub-list in and back out, and reopens on the list of tabs", () => {
    const open = run([{ type: "burgerClicked" }]);
    expect(open.burgerOpen).toBe(true);
    const sub = headerMenuReducer(open, { type: "mobileTabOpened", tab: "tax" });
    expect(sub.mobileTab).toBe("tax");
    expect(headerMenuReducer(sub, { type: "mobileBack" }).mobileTab).toBeNull();
    const closed = headerMenuReducer(sub, { type: "burgerClicked" });
    expect(closed).toMatchObject({ burgerOpen: false, mobileTab: null });
    // A sub-list cannot slide in while the menu is closed.
    expect(headerMenuReducer(closedHeaderMenu, { type: "mobileTabOpened", tab: "tax" }).mobileTab).toBeNull();
  });

  it("Escape closes the innermost open thing, one step at a time", () => {
    let s = run([{ type: "burgerClicked" }, { type: "mobileTabOpened", tab: "tax" }]);
    s = headerMenuReducer(s, { type: "escape" });
    expect(s).toMatchObject({ burgerOpen: true, mobileTab: null });
    s = headerMenuReducer(s, { type: "escape" });
    expect(s.burgerOpen).toBe(false);
    s = run([{ type: "avatarClicked" }, { type: "escape" }]);
    expect(s.trayOpen).toBe(false);
  });

  it("toggles the tray on the avatar and closes it on a click outside; opening it closes a dropdown", () => {
    const tray = run([{ type: "tabClicked", tab: "tax" }, { type: "avatarClicked" }]);
    expect(tray).toMatchObject({ trayOpen: true, openTab: null });
    expect(headerMenuReducer(tray, { type: "avatarClicked" }).trayOpen).toBe(false);
    expect(headerMenuReducer(tray, { type: "clickedOutsideTray" }).trayOpen).toBe(false);
  });

  it("a tap on the page below the open phone menu closes it, a slid-in sub-list too; with the menu closed it changes nothing", () => {
    const open = run([{ type: "burgerClicked" }, { type: "mobileTabOpened", tab: "tax" }]);
    expect(open).toMatchObject({ burgerOpen: true, mobileTab: "tax" });
    expect(headerMenuReducer(open, { type: "clickedOutsideHeader" })).toMatchObject({ burgerOpen: false, mobileTab: null });
    expect(headerMenuReducer(closedHeaderMenu, { type: "clickedOutsideHeader" })).toBe(closedHeaderMenu);
  });

  it("makes a dropdown 75 px a link, capped at 550 px, from the constants", () => {
    const limits = fixture.constants.menuDropdown;
    expect(limits).toEqual({ heightPerLinkPx: 75, maxHeightPx: 550 });
    expect(dropdownHeightPx(2, limits)).toBe(150);
    expect(dropdownHeightPx(7, limits)).toBe(525);
    expect(dropdownHeightPx(8, limits)).toBe(550);
    expect(dropdownHeightPx(40, limits)).toBe(550);
  });
});

describe("checkSession", () => {
  const user = { name: "Asha Verma", email: "asha.verma@example.com", profile_image: null };
  const deps = (token: string | null, result: Awaited<ReturnType<typeof validateToken>>) => {
    const forgetToken = vi.fn();
    const validate = vi.fn(async () => result);
    return { forgetToken, validate, deps: { readToken: () => token, forgetToken, validate } };
  };

  it("is signed out without a token, and does not ask the server", async () => {
    const d = deps(null, { kind: "refused" });
    expect(await checkSession(d.deps)).toEqual({ status: "signedOut" });
    expect(d.validate).not.toHaveBeenCalled();
  });

  it("is signed in when the server validates the stored token", async () => {
    const d = deps("t1", { kind: "valid", user });
    expect(await checkSession(d.deps)).toEqual({ status: "signedIn", user, token: "t1" });
    expect(d.validate).toHaveBeenCalledWith("t1");
  });

  it("is signed out and forgets the token when the server refuses it", async () => {
    const d = deps("t1", { kind: "refused" });
    expect(await checkSession(d.deps)).toEqual({ status: "signedOut" });
    expect(d.forgetToken).toHaveBeenCalled();
  });

  it("is signed out but keeps the token when the server cannot be reached", async () => {
    const d = deps("t1", { kind: "unreachable", error: new Error("offline") });
    expect(await checkSession(d.deps)).toEqual({ status: "signedOut" });
    expect(d.forgetToken).not.toHaveBeenCalled();
  });
});

describe("validateToken client", () => {
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

  it("calls GET /api/validateToken with auth_token and reads success and data", async () => {
    const f = answer(200, { success: true, data: { name: "Asha Verma", email: "a@example.com", profile_image: null } });
    expect(await validateToken("a.b+c", f as unknown as typeof fetch)).toEqual({ kind: "valid", user: { name: "Asha Verma", email: "a@example.com", profile_image: null } });
    expect(f).toHaveBeenCalledWith("/api/validateToken?auth_token=a.b%2Bc", expect.anything());
  });

  it("takes a 401, or success false, as refused; a 5xx or a network failure as unreachable", async () => {
    expect((await validateToken("x", answer(401, { success: false, error: "no" }) as unknown as typeof fetch)).kind).toBe("refused");
    expect((await validateToken("x", answer(200, { success: false }) as unknown as typeof fetch)).kind).toBe("refused");
    expect((await validateToken("x", answer(503, {}) as unknown as typeof fetch)).kind).toBe("unreachable");
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect((await validateToken("x", offline as unknown as typeof fetch)).kind).toBe("unreachable");
  });
});

describe("signed-in words and addresses", () => {
  it("builds the dashboard address with token, page_source and click_source=header-cta (constants)", () => {
    const href = portalHref({ base: "https://portal.example.in", pageSource: "/gst-registration", clickSource: fixture.constants.portal.clickSource }, "tok.en");
    const url = new URL(href);
    expect(url.origin).toBe("https://portal.example.in");
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: "tok.en", page_source: "/gst-registration", click_source: "header-cta" });
  });

  it("greets by first name from the messages' template, and falls back to initials without a picture", () => {
    expect(greetingText(fixture.messages.header.greeting, "Asha  Verma")).toBe("Hi, Asha");
    expect(initialsOf("asha verma rao")).toBe("AV");
  });
});

describe("the header's phone breakpoint", () => {
  it("the stylesheet and the header's script switch to the burger at the theme's breakpoints.phoneBelowPx", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { projectRoot } = await import("../fixtureSite.js");
    const { customMedia, readTheme } = await import("../../../src/cli/themeCss.js");
    const css = readFileSync(join(projectRoot, "src/styles/header.css"), "utf8");
    const theme = readTheme(projectRoot);
    // The phone header is @media (--phone), which the build writes as max-width (below - 0.02); the script reads the same number.
    expect(css).toMatch(/@media \(--phone\) \{\s*\.desktop-nav/);
    expect(customMedia(theme)["--phone"]).toBe(`(max-width: ${theme.breakpoints.phoneBelowPx - 0.02}px)`);
  });
});

describe("a tab's dropdown stays inside the window", () => {
  it("opens under its tab, left edges together; near the right edge, right edges together; wider than both sides, at the window's left edge", async () => {
    const { dropdownOffsetPx } = await import("../../../src/blocks/header/dropdownPlacement.js");
    expect(dropdownOffsetPx(100, 200, 300, 1280)).toBe(0);
    expect(dropdownOffsetPx(1143, 1199, 280, 1280)).toBe(1199 - 280 - 1143);
    expect(dropdownOffsetPx(300, 360, 700, 800)).toBe(-300);
  });
});
