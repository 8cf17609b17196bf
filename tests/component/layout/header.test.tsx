// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadClient } from "../../../src/api/lazyClient.js";
import { RenderPage } from "../../../renderer/RenderPage.js";
import { bannersOf, blockComponents as blockRegistry, dataFor, headerOf } from "../fixturePage.js";

// The header's behaviour once hydrated. Event-track calls are answered and ignored.
const user = { name: "Asha Verma", email: "asha.verma@example.com", maskedEmail: "as********@example.com", profile_image: null };
let validateAnswer: { status: number; body: unknown };
const fetchCalls: string[] = [];
// In the browser the header fetches the HTTP client as the pointer, a touch or focus reaches it, before any click.
beforeAll(() => loadClient());
beforeEach(() => {
  localStorage.clear();
  fetchCalls.length = 0;
  validateAnswer = { status: 401, body: { success: false, error: "not valid" } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetchCalls.push(url);
      if (url.startsWith("/api/validateToken")) return new Response(JSON.stringify(validateAnswer.body), { status: validateAnswer.status });
      return new Response("{}", { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (route = "/gst-registration", env: Record<string, string> = {}) => render(<RenderPage data={dataFor(route, env)} registry={blockRegistry} />);
const desktop = () => within(screen.getByRole("navigation", { name: "Main menu" }));

describe("desktop dropdowns", () => {
  it("are buttons with aria-expanded that open one at a time and move focus into the list", () => {
    page();
    const tax = desktop().getByRole("button", { name: "Tax" });
    const reg = desktop().getByRole("button", { name: "Business Registration" });
    expect(tax.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(tax.getAttribute("aria-controls")!)!.hidden).toBe(true);
    fireEvent.click(tax);
    expect(tax.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(tax.getAttribute("aria-controls")!)!;
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(list.querySelector("a"));
    fireEvent.click(reg);
    expect(tax.getAttribute("aria-expanded")).toBe("false");
    expect(reg.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(reg);
    expect(reg.getAttribute("aria-expanded")).toBe("false");
  });

  it("close on a click elsewhere, but not on a click inside", () => {
    page();
    const tax = desktop().getByRole("button", { name: "Tax" });
    fireEvent.click(tax);
    fireEvent.pointerDown(document.getElementById(tax.getAttribute("aria-controls")!)!.querySelector("a")!);
    expect(tax.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByRole("main"));
    expect(tax.getAttribute("aria-expanded")).toBe("false");
  });

  it("close on Escape and give focus back to the tab", () => {
    page();
    const tax = desktop().getByRole("button", { name: "Tax" });
    fireEvent.click(tax);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(tax.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(tax);
  });

  it("close when focus moves out of the tab and its list", () => {
    page();
    const tax = desktop().getByRole("button", { name: "Tax" });
    fireEvent.click(tax);
    const link = document.getElementById(tax.getAttribute("aria-controls")!)!.querySelector("a")!;
    fireEvent.blur(link, { relatedTarget: tax });
    expect(tax.getAttribute("aria-expanded")).toBe("true");
    fireEvent.blur(link, { relatedTarget: desktop().getByRole("button", { name: "Business Registration" }) });
    expect(tax.getAttribute("aria-expanded")).toBe("false");
  });

  it("send menu-click when a tab opens, and not when it closes", () => {
    page();
    const tax = desktop().getByRole("button", { name: "Tax" });
    fireEvent.click(tax);
    fireEvent.click(tax);
    expect(fetchCalls.filter((u) => u === "/api/event-track")).toHaveLength(1);
  });
});

describe("phone menu", () => {
  it("the burger is labelled, toggles the menu and its icon, and a sub-list slides in and back out with focus following", () => {
    const data = dataFor("/");
    page("/");
    const burger = screen.getByRole("button", { name: headerOf(data).labels.openMenu });
    const nav = document.getElementById(burger.getAttribute("aria-controls")!)!;
    expect(nav.hidden).toBe(true);
    expect(document.documentElement.hasAttribute("data-phone-menu-open")).toBe(false);
    fireEvent.click(burger);
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    // The page behind the open menu holds still (header.css reads this attribute).
    expect(document.documentElement.hasAttribute("data-phone-menu-open")).toBe(true);
    expect(burger.getAttribute("aria-label")).toBe(headerOf(data).labels.closeMenu);
    expect(burger.querySelector(".burger-icon")!.getAttribute("data-open")).toBe("true");
    expect(nav.hidden).toBe(false);
    const tab = within(nav).getByRole("button", { name: "Tax" });
    fireEvent.click(tab);
    const panel = document.getElementById(tab.getAttribute("aria-controls")!)!;
    expect(panel.getAttribute("data-open")).toBe("true");
    expect(panel.hasAttribute("inert")).toBe(false);
    expect(nav.querySelector(".mobile-top")!.hasAttribute("inert")).toBe(true);
    const back = within(panel).getByRole("button", { name: new RegExp(headerOf(data).labels.back) });
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    expect(panel.getAttribute("data-open")).toBe("false");
    expect(panel.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(tab);
    fireEvent.click(burger);
    expect(nav.hidden).toBe(true);
    expect(document.documentElement.hasAttribute("data-phone-menu-open")).toBe(false);
  });

  it("Escape slides the sub-list out, then closes the menu and returns focus to the burger", () => {
    page("/");
    const burger = document.getElementById("burger-button")!;
    fireEvent.click(burger);
    fireEvent.click(within(document.getElementById("mobile-nav")!).getByRole("button", { name: "Tax" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(document.querySelector(".mobile-sub-panel[data-open='true']")).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(burger);
  });

  it("takes its other colour when a banner is above the header", () => {
    const { unmount } = page("/");
    expect(document.querySelector(".burger")!.classList.contains("burger-under-banner")).toBe(bannersOf(dataFor("/")).notices.length > 0 || !!bannersOf(dataFor("/")).brand);
    expect(headerOf(dataFor("/")).underBanner).toBe(true);
    unmount();
    page("/sitemap");
    expect(headerOf(dataFor("/sitemap")).underBanner).toBe(false);
    expect(document.querySelector(".burger")!.classList.contains("burger-under-banner")).toBe(false);
  });
});

describe("login control", () => {
  it("signed out (no token): a Login link to the portal with source=website_header_login, and no server call", async () => {
    page("/gst-registration", { VIDHI_PORTAL_SITE: "https://portal.example.in" });
    const login = document.querySelector(".header-bar > .header-login")!;
    expect(login.textContent).toBe(headerOf(dataFor("/")).labels.login);
    expect(login.getAttribute("href")).toBe("https://portal.example.in/?source=website_header_login&page_source=%2Fgst-registration");
    // The menu's login tab is the entry to the login drawer: once hydrated it opens a dialog.
    expect(desktop().getByRole("link", { name: "Login" }).getAttribute("aria-haspopup")).toBe("dialog");
    await act(async () => {});
    expect(fetchCalls.some((u) => u.startsWith("/api/validateToken"))).toBe(false);
  });

  it("a refused token: signed out, and the token is forgotten", async () => {
    localStorage.setItem("grc_token", "bad");
    page();
    await waitFor(() => expect(fetchCalls).toContain("/api/validateToken?auth_token=bad"));
    await waitFor(() => expect(localStorage.getItem("grc_token")).toBeNull());
    expect(document.querySelector(".header-bar > .header-login")).toBeTruthy();
  });

  it("a valid token: greeting, avatar, and a tray with name, email and 'Go to dashboard' that toggles and closes on an outside click", async () => {
    localStorage.setItem("grc_token", "good");
    validateAnswer = { status: 200, body: { success: true, data: user } };
    const data = dataFor("/gst-registration", { VIDHI_PORTAL_SITE: "https://portal.example.in" });
    page("/gst-registration", { VIDHI_PORTAL_SITE: "https://portal.example.in" });
    const account = await waitFor(() => {
      const signedIn = document.querySelector<HTMLElement>(".header-bar > .account");
      if (!signedIn) throw new Error("not signed in yet");
      return signedIn;
    });
    expect(account.textContent).toContain("Hi, Asha");
    // Signed in, neither the Login button nor the menu's login tab shows.
    expect(document.querySelector(".header-login")).toBeNull();
    expect(desktop().queryByRole("link", { name: "Login" })).toBeNull();
    const avatar = within(account).getByRole("button", { name: headerOf(data).labels.accountMenu });
    const tray = document.getElementById(avatar.getAttribute("aria-controls")!)!;
    expect(tray.hidden).toBe(true);
    fireEvent.click(avatar);
    expect(tray.hidden).toBe(false);
    expect(tray.textContent).toContain("Asha Verma");
    expect(tray.textContent).toContain("asha.verma@example.com");
    const dashboard = within(tray).getByRole("link", { name: "Go to dashboard" });
    const url = new URL(dashboard.getAttribute("href")!);
    expect(url.origin).toBe("https://portal.example.in");
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: "good", page_source: "/gst-registration", click_source: "header-cta" });
    fireEvent.pointerDown(tray);
    expect(tray.hidden).toBe(false);
    fireEvent.pointerDown(screen.getByRole("main"));
    expect(tray.hidden).toBe(true);
    fireEvent.click(avatar);
    fireEvent.click(avatar);
    expect(tray.hidden).toBe(true);
  });
});
