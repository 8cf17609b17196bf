import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildKey } from "../../../src/server/site/bundleInputs.js";
import { projectRoot } from "../fixtureSite.js";
import { editDocument } from "./liveSiteKit.js";

// A copy of the project's documents, edited one change at a time; the code is the project's own.
let copy: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "vidhi-rule-"));
  for (const folder of ["config", "pages-json"]) cpSync(join(projectRoot, folder), join(copy, folder), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const key = () => buildKey(projectRoot, copy);

describe("which document changes need new bundles", () => {
  it("none for content: a banner's text, a service's words, a page, a menu, the words and limits the bundles do not bake in", () => {
    const before = key();
    editDocument(copy, "config/banners.json", (d) => (d.notices[0].text = "A new banner text"));
    editDocument(copy, "config/services.json", (d) => (d.services[0].name = "New words for a service"));
    editDocument(copy, "pages-json/home.json", (d) => (d.title = "A new title"));
    editDocument(copy, "config/messages.json", (d) => (d.cart.opening = "Opening the cart…"));
    editDocument(copy, "config/constants.json", (d) => (d.storage.brandBannerHiddenKey = "another_key"));
    expect(key()).toBe(before);
  });

  it.each([
    ["the theme (the stylesheet)", "config/theme.json", (d: any) => (d.colors.page.text = "#000000")],
    ["the checkout's words (baked into its script)", "config/messages.json", (d: any) => (d.checkout.amount = "Sum")],
    ["the checkout's banks (baked into its script)", "config/constants.json", (d: any) => d.payment.netbankingBanks.pop()],
  ])("a full build for %s", (_what, file, edit) => {
    const before = key();
    editDocument(copy, file, edit);
    expect(key()).not.toBe(before);
  });
});
