import { expect, test, type Page } from "@playwright/test";
import { holdAsset } from "../holdAsset.js";
import { chooseCity, storedLead } from "../leads/leadKit.js";
import { reachForHeader } from "../headerKit.js";

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

// Pages of each kind: the home page, a service page with a lead form (layout 3), talk-to-a-lawyer, the 404 page.
const routes = ["/", "/gst-registration", "/talk-to-a-lawyer", "/no-such-page"];

for (const route of routes) {
  test(`${route}: every island hydrates with no error or hydration warning; its shared files come from the cacheable assets`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    const shared: { url: string; cacheControl: string | undefined }[] = [];
    page.on("response", (r) => r.url().includes("/assets/data/") && shared.push({ url: r.url(), cacheControl: r.headers()["cache-control"] }));
    await page.goto(route);
    await reachForHeader(page);
    await page.waitForLoadState("networkidle");
    // The 404 page's own status is the one expected failure.
    expect(problems.filter((p) => !(route === "/no-such-page" && p.includes("status of 404")))).toEqual([]);
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) expect(s.cacheControl).toContain("immutable");
    // The embedded data holds only the islands: no footer, no content block, no menu.
    const embedded = await page.locator("#page-data").textContent();
    const types = (JSON.parse(embedded!) as { islands: { type: string }[] }).islands.map((b) => b.type);
    expect(types.every((t) => ["banners", "header", "leadForm", "chat"].includes(t))).toBe(true);
    expect(embedded).toContain('"sharedFile"');
  });
}

/** Holds the lead form's chunk on its way until `chunkMayCome()`; `asked()` says whether the page has asked for it. */
async function holdLeadFormChunk(page: Page) {
  const { asked, mayCome } = await holdAsset(page, /\/assets\/LeadForm-[^/]*\.js$/);
  return { asked, chunkMayCome: mayCome };
}

test("a tap on the lead form before it is React's (its chunk still on the way) is not lost: the category picker opens once it is", async ({ page }) => {
  const { asked, chunkMayCome } = await holdLeadFormChunk(page);
  await page.goto("/talk-to-a-lawyer");
  await expect.poll(asked).toBe(true);
  const form = page.locator("form.lead-body");
  await form.getByRole("button", { name: "Problem type" }).click();
  await expect(page.getByRole("dialog", { name: "Select your Category" })).toHaveCount(0);
  chunkMayCome();
  await expect(page.getByRole("dialog", { name: "Select your Category" })).toBeVisible();
});

test("what a visitor types, chooses and ticks in the lead form before it is React's is what reaches the server", async ({ page, request }) => {
  const { asked, chunkMayCome } = await holdLeadFormChunk(page);
  // A visitor of its own: the store keeps the leads of earlier runs.
  const visit = String(Date.now()).slice(-5);
  const email = `meera.iyer.${visit}@example.com`;
  const form = page.locator("form.lead-body").first();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/company-registration");
  // Real keys (keydown, input), a paste-like fill, a choice in a select and a switch turned off, all on the plain HTML.
  await form.getByLabel("Name", { exact: true }).pressSequentially("Meera Iyer");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile number").pressSequentially(`98450${visit}`);
  await form.getByLabel("Problem type").selectOption("One Person Company");
  await form.getByLabel("Proposed company name").fill("Iyer Foods");
  await form.getByRole("switch").uncheck();
  // The visitor's touch asked for the form's chunk, which has not come: none of this was React's.
  expect(asked()).toBe(true);
  chunkMayCome();
  await chooseCity(page, form, "Beng", "Bengaluru, Karnataka");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ticket=/);
  const lead = await storedLead(request, email);
  expect(lead).toMatchObject({ name: "Meera Iyer", mobileNumber: `98450${visit}`, city: "Bengaluru", problemType: "One Person Company", whatsappOptIn: false });
  expect(lead.submitted).toMatchObject({ proposedName: "Iyer Foods", email });
});
