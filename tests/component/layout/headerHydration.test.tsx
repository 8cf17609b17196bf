// @vitest-environment jsdom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { IslandRoot } from "../../../renderer/IslandRoot.js";
import { Header } from "../../../src/blocks/header/Header.js";
import { dataFor, headerOf } from "../fixturePage.js";

// The header's prerendered HTML is its interactive markup, closed; a closed dropdown's links are in a <noscript>, which
// hydration leaves alone, and React draws them when the dropdown first opens.
const data = dataFor("/");
const block = { type: "header", data: headerOf(data) };
const island = () => <IslandRoot block={block} context={data.context} component={Header as never} />;
let root: Root | undefined;
beforeEach(() => vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 200 }))));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
  vi.unstubAllGlobals();
});

it("the prerender draws the menus closed as buttons, every dropdown's links inside a noscript, and the phone menu's tabs without links", () => {
  const html = renderToString(island());
  expect(html).toMatch(
    /<button type="button" id="tab-tax" class="tab-trigger" aria-expanded="false" aria-controls="dropdown-tax">Tax<\/button><div id="dropdown-tax" class="dropdown" hidden=""[^>]*><noscript><ul class="menu-links"><li><a href="\/gst-registration">GST Registration<\/a><\/li>.*?<\/ul><\/noscript><\/div>/,
  );
  expect(html).toContain('<button type="button" id="burger-button" class="burger-button" aria-expanded="false"');
  expect(html).not.toContain("<details");
  // The links are in the HTML once: the phone menu's sub-lists draw theirs when first opened.
  expect(html.match(/href="\/gst-registration"/g)).toHaveLength(1);
});

it("hydration leaves a closed dropdown's noscript as it is; a dropdown's first open draws its links, which stay", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(island());
  document.body.append(container);
  // With scripting on, as in a visitor's browser, a noscript's content is one text node: no link elements.
  const noscript = container.querySelector("#dropdown-tax > noscript")!;
  expect(noscript.childNodes).toHaveLength(1);
  expect(noscript.firstChild!.nodeType).toBe(Node.TEXT_NODE);
  expect(container.querySelector("#dropdown-tax a")).toBeNull();
  const errors = vi.spyOn(console, "error");
  await act(async () => {
    root = hydrateRoot(container, island());
  });
  expect(errors).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(container.querySelector(".site-header[data-hydrated]")).not.toBeNull());
  expect(container.querySelector("#dropdown-tax > noscript")).toBe(noscript);
  const tax = container.querySelector<HTMLButtonElement>("#tab-tax")!;
  act(() => fireEvent.click(tax));
  expect(tax.getAttribute("aria-expanded")).toBe("true");
  const dropdown = container.querySelector<HTMLElement>("#dropdown-tax")!;
  expect(dropdown.hidden).toBe(false);
  expect(dropdown.querySelector("noscript")).toBeNull();
  const links = [...dropdown.querySelectorAll<HTMLAnchorElement>("a")];
  expect(links.map((a) => a.getAttribute("href"))).toEqual(["/gst-registration", "https://trademarks.vidhi.example/trademark-search"]);
  expect(document.activeElement).toBe(links[0]);
  // Closing keeps the links drawn (the same elements), hidden with their dropdown; the other dropdowns keep their noscript.
  act(() => fireEvent.click(tax));
  expect(dropdown.hidden).toBe(true);
  expect(dropdown.querySelector("a")).toBe(links[0]);
  expect(container.querySelector("#dropdown-more > noscript")).not.toBeNull();
  // The phone menu's sub-list draws its links when first opened.
  act(() => fireEvent.click(container.querySelector("#burger-button")!));
  expect(container.querySelector("#mobile-sub-tax a")).toBeNull();
  act(() => fireEvent.click(container.querySelector("#mobile-tab-tax")!));
  expect(container.querySelector("#mobile-sub-tax a")?.getAttribute("href")).toBe("/gst-registration");
});
