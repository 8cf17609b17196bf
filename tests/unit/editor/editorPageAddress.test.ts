import { describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { addressProblem, fullLink, pageIdAndFile, type TakenAddress } from "../../../src/server/editor/pageAddress.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditorPage.pages;
const taken: TakenAddress[] = [
  { route: "/", title: "Home", file: "pages-json/home.json", fromCatalogue: false },
  { route: "/about-us", title: "About us", file: "pages-json/company/about-us.json", fromCatalogue: false },
  { route: "/gst-registration", title: "GST Registration", file: "config/services.json", fromCatalogue: true },
];

describe("a new page's address: well formed, not the server's, free; a service's page keeps its service's address", () => {
  it("refuses an address that is not a path of lowercase words between slashes", () => {
    for (const route of ["", "gst-offer", "/GST-offer", "/gst offer", "/gst--offer", "/gst-offer/", "/a//b", "/gst_offer", "/-gst"]) {
      expect(addressProblem(route, { taken }, words), route).toBe(words.addressMalformed);
    }
  });

  it("refuses the server's own addresses", () => {
    for (const route of ["/api", "/admin/pages", "/assets/x", "/images", "/portal", "/dev"]) {
      expect(addressProblem(route, { taken }, words), route).toBe(fill(words.addressReserved, { route }));
    }
  });

  it("refuses another page's address, naming that page, whether a page document or a catalogue page", () => {
    expect(addressProblem("/about-us", { taken }, words)).toBe(fill(words.addressTaken, { route: "/about-us", title: "About us", file: "pages-json/company/about-us.json" }));
    expect(addressProblem("/gst-registration", { taken }, words)).toBe(fill(words.addressTaken, { route: "/gst-registration", title: "GST Registration", file: "config/services.json" }));
    expect(addressProblem("/", { taken }, words)).toContain("Home");
  });

  it("takes a free address, nested or not", () => {
    expect(addressProblem("/gst-offer", { taken }, words)).toBeUndefined();
    expect(addressProblem("/offers/diwali-2026", { taken }, words)).toBeUndefined();
    // A page address that merely starts like a server's segment is not the server's.
    expect(addressProblem("/apis-explained", { taken }, words)).toBeUndefined();
  });

  it("gives a service's page its service's address, where it replaces the catalogue's page, and no other", () => {
    expect(addressProblem("/gst-registration", { taken, serviceRoute: "/gst-registration" }, words)).toBeUndefined();
    expect(addressProblem("/gst-offer", { taken, serviceRoute: "/gst-registration" }, words)).toBe(fill(words.addressNotService, { route: "/gst-registration" }));
    // A page document already at the service's address is not replaced: that page is edited instead.
    expect(addressProblem("/about-us", { taken, serviceRoute: "/about-us" }, words)).toContain("pages-json/company/about-us.json");
  });

  it("shows the full link on the main site", () => {
    expect(fullLink("https://vidhi.example/", "/gst-offer")).toBe("https://vidhi.example/gst-offer");
  });

  it("names the page's id and file after its address, numbered on when either is taken", () => {
    expect(pageIdAndFile("/offers/diwali", new Set(), new Set())).toEqual({ id: "offers-diwali", file: "pages-json/offers-diwali.json" });
    expect(pageIdAndFile("/gst-offer", new Set(["gst-offer"]), new Set())).toEqual({ id: "gst-offer-2", file: "pages-json/gst-offer-2.json" });
    expect(pageIdAndFile("/gst-offer", new Set(["gst-offer-2"]), new Set(["pages-json/gst-offer.json"]))).toEqual({ id: "gst-offer-3", file: "pages-json/gst-offer-3.json" });
  });
});
