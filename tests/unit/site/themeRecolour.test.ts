import { chromium, type Browser, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealServer, type RunningServer } from "../../../src/cli/serverProcess.js";
import { killHard } from "../serverProcess.js";
import { projectRoot } from "../fixtureSite.js";

/** The new brand: a maroon that white text reads on (7.9:1), unlike the navy of config/theme.json. */
const newPrimary = "#7b1e3a";
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
// 23 November 2026, 12:00 in India: a Monday within the chat's hours, so its launcher shows.
const chatHours = new Date("2026-11-23T06:30:00Z");

/**
 * A copy of the project whose config/theme.json alone differs, built by `npm run build` and served by `npm start`:
 * the code, schemas and pages are the project's own (linked), the documents a copy.
 */
function recolouredProject(): string {
  const root = mkdtempSync(join(tmpdir(), "vidhi-recolour-"));
  for (const name of ["src", "renderer", "schemas", "pages-json", "public", "node_modules"]) symlinkSync(join(projectRoot, name), join(root, name));
  for (const name of ["index.html", "vite.config.ts", "package.json", "tsconfig.json"]) copyFileSync(join(projectRoot, name), join(root, name));
  cpSync(join(projectRoot, "config"), join(root, "config"), { recursive: true });
  const themeFile = join(root, "config/theme.json");
  const theme = JSON.parse(readFileSync(themeFile, "utf8"));
  expect(theme.colors.primary.background).not.toBe(newPrimary);
  theme.colors.primary.background = newPrimary;
  writeFileSync(themeFile, JSON.stringify(theme, null, 2));
  return root;
}

let root: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  root = recolouredProject();
  // The documents root is the copy, wherever the linked vite.config.ts resolves from (src/cli/themeCss.ts).
  const env = { VIDHI_DOCUMENTS_DIR: root, VIDHI_DATA_DIR: join(root, "data"), VIDHI_DEV_CLOCK: "1" };
  const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  server = await startRealServer(root, env);
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server) await killHard(server);
  rmSync(root, { recursive: true, force: true });
});

async function open(route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.clock.install({ time: chatHours });
  await page.goto(server.url + route);
  return page;
}

const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).backgroundColor);

describe("a new primary colour in config/theme.json alone recolours the whole site", () => {
  it("the header's call, the lead form's button and the chat's launcher on a service page", async () => {
    const page = await open("/gst-registration");
    expect(await background(page, ".site-header .button")).toBe(asRgb(newPrimary));
    expect(await background(page, ".lead-submit")).toBe(asRgb(newPrimary));
    await page.locator(".chat-icon").waitFor();
    expect(await background(page, ".chat-icon")).toBe(asRgb(newPrimary));
    await page.close();
  });

  it("the cart's Pay now and the embedded checkout's pop-up", async () => {
    const page = await open("/cart?plan=gst-registration-standard");
    await page.locator(".cart-pay").waitFor();
    expect(await background(page, ".cart-pay")).toBe(asRgb(newPrimary));
    // The colour the cart hands the checkout's script, as Razorpay's takes `theme.color`.
    expect(await page.locator("#page-data").textContent()).toContain(`"themeColor":"${newPrimary}"`);
    // The checkout's own stylesheet, as its script links it, on a pop-up of its markup.
    await page.addStyleTag({ url: "/checkout/v1/checkout.css" });
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<dialog class="vc" open><div class="vc-header">x</div><button class="vc-pay">Pay</button></dialog>'));
    expect(await background(page, ".vc-header")).toBe(asRgb(newPrimary));
    expect(await background(page, ".vc-pay")).toBe(asRgb(newPrimary));
    await page.close();
  });
});
