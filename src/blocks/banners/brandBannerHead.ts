/**
 * The brand banner must not flash on a reload after it was hidden in this session.
 * The page is prerendered with the banner shown, so a tiny script in <head> runs
 * before first paint and marks <html>; banners.css then takes the banner out of the
 * layout. React never renders <html>, so hydration sees the same markup it built.
 */

/** Set on <html> by the head script when session storage says the banner was hidden. */
export const brandBannerHiddenAttribute = "data-brand-banner-hidden";

/** The inline script's source; `hiddenKey` is constants.storage.brandBannerHiddenKey. */
export function brandBannerHeadScript(hiddenKey: string): string {
  const key = JSON.stringify(hiddenKey).replace(/</g, "\\u003c");
  // Storage can throw (blocked cookies, some private modes): then the banner just shows.
  return `try{if(sessionStorage.getItem(${key})!==null)document.documentElement.setAttribute("${brandBannerHiddenAttribute}","")}catch(e){}`;
}
