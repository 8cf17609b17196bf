import { expect, test } from "@playwright/test";

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
    await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
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

test("a tap on the lead form before it is React's (its chunk still on the way) is not lost: the category picker opens once it is", async ({ page }) => {
  let chunkMayCome!: () => void;
  const held = new Promise<void>((done) => (chunkMayCome = done));
  let asked = false;
  await page.route(/\/assets\/LeadForm-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/talk-to-a-lawyer");
  await expect.poll(() => asked).toBe(true);
  const form = page.locator("form.lead-body");
  await form.getByRole("button", { name: "Problem type" }).click();
  await expect(page.getByRole("dialog", { name: "Select your Category" })).toHaveCount(0);
  chunkMayCome();
  await expect(page.getByRole("dialog", { name: "Select your Category" })).toBeVisible();
});
