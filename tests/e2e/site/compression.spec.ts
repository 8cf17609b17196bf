import { expect, test } from "@playwright/test";

// Chromium asks for br (the test server is on 127.0.0.1, a secure context) and gets the build's brotli copies.
test("Chromium receives a page and its script as brotli, and the page works", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", async (res) => {
    const url = new URL(res.url());
    if (url.pathname === "/gst-registration" || (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"))) {
      encodings.set(url.pathname, (await res.allHeaders())["content-encoding"]);
    }
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/gst-registration");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  expect(encodings.get("/gst-registration")).toBe("br");
  const scripts = [...encodings].filter(([path]) => path.startsWith("/assets/"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const [path, encoding] of scripts) expect(encoding, path).toBe("br");
  expect(errors).toEqual([]);
});
