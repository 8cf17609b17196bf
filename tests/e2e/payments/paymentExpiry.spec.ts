import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import { startClockServer } from "../clockServer.js";
import { reachForHeader } from "../headerKit.js";

// A cart link past its lifetime, on a server of its own whose clock the test moves (tests/e2e/clockServer.ts):
// moving the shared server's clock by days would expire the links and codes of the tests running beside this one.
test.setTimeout(180_000);
const m = messages.cart;
const plan = { id: "gst-registration-standard" };

test("an unknown plan, an unknown key and an expired key: a plain message and plans to choose, never an error page", async ({ browser }) => {
  const server = await startClockServer(process.cwd());
  try {
    // A context of its own (axe's Playwright runner refuses a page made by browser.newPage).
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const openCart = async (search: string) => {
      await page.goto(`/cart${search}`);
      await reachForHeader(page);
    };
    await openCart("?plan=no-such-plan");
    await expect(page.getByRole("status")).toHaveText(m.unknownPlan);
    await expect(page.locator(".cart").getByRole("link", { name: "GST Registration", exact: true })).toHaveAttribute("href", "/gst-registration");

    await openCart(`?magicKey=${"x".repeat(43)}`);
    await expect(page.getByRole("status")).toHaveText(m.magicKeyUnknown);

    // A cart link issued as the chat bot and partners' servers do, with this server's api-key.
    const apiKey = readFileSync(join(server.dataDir, "lead-api-key"), "utf8").trim();
    const issued = await page.request.post("/api/cart/magic-key", { headers: { "api-key": apiKey }, data: { planId: plan.id } });
    expect(issued.status()).toBe(200);
    const cartUrl = ((await issued.json()) as { cartUrl: string }).cartUrl;
    // The server's clock (VIDHI_DEV_CLOCK) moves past the key's lifetime.
    await server.moveTo(new Date((await server.now()).getTime() + (constants.payment.magicKeyLifetimeHours + 1) * 3_600_000));
    await page.goto(cartUrl);
    await expect(page.getByRole("status")).toHaveText(m.magicKeyExpired);
    await expect(page.getByRole("heading", { name: "Plans for GST Registration" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy now: the Standard plan of GST Registration" })).toHaveAttribute("href", `/cart?plan=${plan.id}`);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    server.stop();
  }
});
