// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Banners } from "../../../src/blocks/banners/Banners.js";
import { brandBannerHeadScript, brandBannerHiddenAttribute } from "../../../src/blocks/banners/brandBannerHead.js";
import { bannersOf, dataFor } from "../fixturePage.js";

// The home page's banners from the fixture site's documents: the brand banner with its rules from constants.
const banners = bannersOf(dataFor("/"));
const brand = banners.brand!;
const bannerBox = () => document.querySelector<HTMLElement>(".brand-banner")!;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  window.scrollY = 0;
  vi.useRealTimers();
  document.documentElement.removeAttribute(brandBannerHiddenAttribute);
});

describe("the brand banner", () => {
  it("takes its rules from the constants document", () => {
    expect(brand.rules).toEqual({ autoHideMs: 10000, scrollThresholdPx: 50, hiddenKey: "brand_banner_hidden" });
  });

  it("shows in a labelled region with a close button named by the banners document", () => {
    render(<Banners {...banners} />);
    const region = screen.getByRole("region", { name: "Brand announcement" });
    expect(region.getAttribute("data-state")).toBe("shown");
    const close = screen.getByRole("button", { name: brand.closeLabel });
    expect(close.tagName).toBe("BUTTON");
    expect(close.getAttribute("type")).toBe("button");
  });

  it("the close button hides it, remembers that in session storage, and keeps focus in the announcements", () => {
    render(<Banners {...banners} />);
    const close = screen.getByRole("button", { name: brand.closeLabel });
    close.focus();
    fireEvent.click(close);
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
    expect(sessionStorage.getItem(brand.rules.hiddenKey)).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Announcements" }));
  });

  it("restored hidden: session storage already says hidden, so it renders hidden without writing again", () => {
    sessionStorage.setItem(brand.rules.hiddenKey, "earlier");
    render(<Banners {...banners} />);
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
    expect(sessionStorage.getItem(brand.rules.hiddenKey)).toBe("earlier");
  });

  it("hides after the constants' delay, not before", () => {
    vi.useFakeTimers();
    render(<Banners {...banners} />);
    act(() => vi.advanceTimersByTime(brand.rules.autoHideMs - 1));
    expect(bannerBox().getAttribute("data-state")).toBe("shown");
    act(() => vi.advanceTimersByTime(1));
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
  });

  it("waits while focus is inside it, then hides the whole delay after focus leaves", () => {
    vi.useFakeTimers();
    render(<Banners {...banners} />);
    const close = screen.getByRole("button", { name: brand.closeLabel });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(brand.rules.autoHideMs * 3));
    expect(bannerBox().getAttribute("data-state")).toBe("shown");
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(brand.rules.autoHideMs - 1));
    expect(bannerBox().getAttribute("data-state")).toBe("shown");
    act(() => vi.advanceTimersByTime(1));
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
  });

  it("waits while the pointer is over it, and still hides when the page scrolls away meanwhile", () => {
    vi.useFakeTimers();
    render(<Banners {...banners} />);
    fireEvent.pointerEnter(bannerBox());
    act(() => vi.advanceTimersByTime(brand.rules.autoHideMs * 3));
    expect(bannerBox().getAttribute("data-state")).toBe("shown");
    fireEvent.pointerLeave(bannerBox());
    act(() => vi.advanceTimersByTime(brand.rules.autoHideMs));
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
  });

  it("held by the pointer, it still hides on scrolling beyond the threshold", () => {
    render(<Banners {...banners} />);
    fireEvent.pointerEnter(bannerBox());
    act(() => {
      window.scrollY = brand.rules.scrollThresholdPx + 1;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bannerBox().getAttribute("data-state")).toBe("hidden");
  });

  it("uses the storage key it is given", () => {
    const other = { ...banners, brand: { ...brand, rules: { ...brand.rules, hiddenKey: "another_key" } } };
    sessionStorage.setItem(brand.rules.hiddenKey, "1");
    render(<Banners {...other} />);
    expect(bannerBox().getAttribute("data-state")).toBe("shown");
    fireEvent.click(screen.getByRole("button", { name: brand.closeLabel }));
    expect(sessionStorage.getItem("another_key")).not.toBeNull();
  });
});

describe("the head script", () => {
  it("marks <html> only when session storage holds the key", () => {
    new Function(brandBannerHeadScript(brand.rules.hiddenKey))();
    expect(document.documentElement.hasAttribute(brandBannerHiddenAttribute)).toBe(false);
    sessionStorage.setItem(brand.rules.hiddenKey, "1");
    new Function(brandBannerHeadScript(brand.rules.hiddenKey))();
    expect(document.documentElement.hasAttribute(brandBannerHiddenAttribute)).toBe(true);
  });
});
