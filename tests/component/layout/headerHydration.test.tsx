// @vitest-environment jsdom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { IslandRoot } from "../../../renderer/IslandRoot.js";
import { Header } from "../../../src/blocks/header/Header.js";
import { dataFor, headerOf } from "../fixturePage.js";

// The header's prerendered HTML is its interactive markup, closed; hydration leaves the menu links to the HTML.
const data = dataFor("/");
const block = { type: "header", data: headerOf(data) };
const island = (overServerHtml: boolean) => <IslandRoot block={block} context={data.context} component={Header as never} overServerHtml={overServerHtml} />;
let root: Root | undefined;
beforeEach(() => vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 200 }))));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
  vi.unstubAllGlobals();
});

it("the prerender draws the menus closed as buttons, with every dropdown's links, and the phone menu's tabs without links", () => {
  const html = renderToString(island(false));
  expect(html).toMatch(/<button type="button" id="tab-tax" class="tab-trigger" aria-expanded="false" aria-controls="dropdown-tax">Tax<\/button><div id="dropdown-tax" class="dropdown" hidden=""[^>]*><ul class="menu-links"><li><a href="\/gst-registration">/);
  expect(html).toContain('<button type="button" id="burger-button" class="burger-button" aria-expanded="false"');
  expect(html).not.toContain("<details");
  // The links are in the HTML once: the phone menu's sub-lists draw theirs when first opened.
  expect(html.match(/href="\/gst-registration"/g)).toHaveLength(1);
});

it("hydration over the prerendered HTML keeps the links as they are, outside React, and the menus work", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(island(false));
  document.body.append(container);
  const link = container.querySelector<HTMLAnchorElement>("#dropdown-tax a")!;
  const errors = vi.spyOn(console, "error");
  await act(async () => {
    root = hydrateRoot(container, island(true));
  });
  expect(errors).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(container.querySelector(".site-header[data-hydrated]")).not.toBeNull());
  // The same element, and React holds nothing of it: hydration did not walk the links.
  expect(container.querySelector("#dropdown-tax a")).toBe(link);
  expect(Object.keys(link).some((k) => k.startsWith("__react"))).toBe(false);
  const tax = container.querySelector<HTMLButtonElement>("#tab-tax")!;
  act(() => fireEvent.click(tax));
  expect(tax.getAttribute("aria-expanded")).toBe("true");
  expect(container.querySelector<HTMLElement>("#dropdown-tax")!.hidden).toBe(false);
  expect(document.activeElement).toBe(link);
  // A re-render (the tab closing) leaves the links in place.
  act(() => fireEvent.click(tax));
  expect(container.querySelector("#dropdown-tax a")).toBe(link);
  // The phone menu's sub-list draws its links when first opened.
  act(() => fireEvent.click(container.querySelector("#burger-button")!));
  expect(container.querySelector("#mobile-sub-tax a")).toBeNull();
  act(() => fireEvent.click(container.querySelector("#mobile-tab-tax")!));
  expect(container.querySelector("#mobile-sub-tax a")?.getAttribute("href")).toBe("/gst-registration");
});
