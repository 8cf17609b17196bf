import { openLoginParameter } from "../../api/loginAddress.js";
import { localStore } from "../../lib/storage.js";

/**
 * What makes the header React before the visitor reaches for it (it hydrates on interaction: src/blocks/header/headerBlock.ts).
 * In every page's entry script, so kept to a storage read and an address check.
 */

/** The links anywhere on a page that open the header's login drawer (a document's link with `"opens": "login"`, SiteLink). */
export const loginLinks = 'a[data-opens="login"]';

/**
 * Once the page is idle: a visitor with a stored token sees their account control, not the Login button, and an
 * address with ?login opens the login drawer (the portal's way back): both need the header's React.
 */
export function headerWantedAtIdle({ tokenKey }: { tokenKey: string }): boolean {
  return localStore.get(tokenKey) !== null || new URLSearchParams(location.search).has(openLoginParameter);
}
