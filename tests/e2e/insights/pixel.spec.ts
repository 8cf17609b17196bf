import { expect, test, type Page } from "@playwright/test";
import site from "../../../config/site.json" with { type: "json" };
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { payPlan, trademarkLeadWithCode } from "../journeyKit.js";
import { startSite, startThirdParty } from "./pixelKit.js";

// The click-tracking pixel (GET with linkid and goal_name, errors swallowed), called
// by the visitor's browser on a third party (a local server here) for a lead created, a contact verified by code and a
// payment made, on the real server with the pixel's address in its config/site.json; and, with the pixel off as the
// project ships it, no request leaves the page.
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const goals = site.clickPixel.goals;
const contact = { name: "Kavya Menon", email: "kavya.menon@zestbrew.example.com", mobile: "9830044556" };

/** A trademark lead with its code, on the server the page is on. */
async function leadWithCode(page: Page, server: EditorServer, who = contact) {
  expect(server.url).toBe(new URL(page.url()).origin);
  await trademarkLeadWithCode(page, who);
}

test("with the pixel configured: a visitor who lands with a linkid fires it for the code check, the lead and the payment, each with the linkid and its goal_name", async ({ browser }) => {
  const thirdParty = await startThirdParty();
  const server = await startSite(`${thirdParty.url}/pixel`);
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const policy = (await page.request.get("/")).headers()["content-security-policy"];
    expect(policy).toMatch(new RegExp(`img-src 'self' ${thirdParty.url}(;|$)`));
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${thirdParty.url}(;|$)`));
    const refused: string[] = [];
    page.on("console", (m) => m.type() === "error" && refused.push(m.text()));

    const remembered = page.waitForResponse((r) => r.url().endsWith("/api/click-pixel"));
    await page.goto("/trademark-registration?linkid=aff-7731");
    await remembered;
    await leadWithCode(page, server);
    // The code check, then the lead it created: both reach the third party although the page left for /thank-you.
    await expect.poll(thirdParty.goals).toEqual([
      { path: "/pixel", linkid: "aff-7731", goal: goals.contactVerified },
      { path: "/pixel", linkid: "aff-7731", goal: goals.leadCreated },
    ]);
    // Pages later, in the same visit, the linkid is still the visit's.
    await payPlan(page, "gst-registration-standard", contact);
    await expect.poll(() => thirdParty.goals().length).toBe(3);
    expect(thirdParty.goals()[2]).toEqual({ path: "/pixel", linkid: "aff-7731", goal: goals.paymentMade });
    expect(refused.filter((t) => /Content Security Policy/i.test(t))).toEqual([]);
  } finally {
    server.stop();
    await thirdParty.stop();
  }
});

test("with the pixel off (as shipped): the same visit with a linkid sends no request off the site, and the CSP names no other origin", async ({ browser }) => {
  const thirdParty = await startThirdParty();
  const server = await startSite();
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const policy = (await page.request.get("/")).headers()["content-security-policy"];
    expect(policy).not.toMatch(/https?:\/\//);
    const offSite: string[] = [];
    page.on("request", (r) => new URL(r.url()).origin !== server.url && !r.url().startsWith("data:") && offSite.push(r.url()));
    const remembered = page.waitForResponse((r) => r.url().endsWith("/api/click-pixel"));
    await page.goto("/trademark-registration?linkid=aff-7731");
    expect(await (await remembered).json()).toEqual({ pixel: null });
    await leadWithCode(page, server, { ...contact, mobile: "9830044557", email: "kavya.off@zestbrew.example.com" });
    await payPlan(page, "gst-registration-standard", contact);
    expect(offSite).toEqual([]);
    expect(thirdParty.seen).toEqual([]);
  } finally {
    server.stop();
    await thirdParty.stop();
  }
});
