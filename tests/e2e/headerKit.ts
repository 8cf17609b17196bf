import { expect, type Page } from "@playwright/test";

/**
 * The header is React only once a visitor reaches for it (its `hydrateOn` is "interaction", src/blocks/header/headerBlock.ts):
 * this is a pointer coming over it, as a visitor's first move, then the state where it is React's. The pointer is
 * sent again until the header takes it, since the page's script arms the header only once the document is parsed;
 * no mouse moves, so nothing is drawn hovered.
 */
export async function reachForHeader(page: Page): Promise<void> {
  const hydrated = page.locator(".site-header[data-hydrated]");
  await expect(async () => {
    await page.locator('[data-island="header"]').dispatchEvent("pointerover");
    await expect(hydrated).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ intervals: [100, 250, 500, 1_000] });
}
