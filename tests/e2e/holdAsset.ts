import type { Page } from "@playwright/test";

/** Holds the page's requests for an asset (by address) on their way until `mayCome()`; `asked()` says whether the page asked for it. */
export async function holdAsset(page: Page, address: RegExp) {
  let mayCome!: () => void;
  const held = new Promise<void>((done) => (mayCome = done));
  let requested = false;
  await page.route(address, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { asked: () => requested, mayCome };
}
