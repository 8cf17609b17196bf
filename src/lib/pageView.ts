import { pageViewPath } from "../contract/apiCalls.js";
/**
 * The page's one view beacon (POST /api/page-view?path=…, counted per address and day on the server), sent once the
 * page is usable: after the load event, when the browser is idle, so it never competes with the page's own requests.
 * No body, no cookie of its own; nothing at all when the visitor asks not to be tracked (Do Not Track, Global
 * Privacy Control). sendBeacon queues the request and never throws for a refusal; the answer is never read.
 */
export function countPageView(): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (browser.doNotTrack === "1" || browser.globalPrivacyControl === true || !browser.sendBeacon) return;
  // The not-found page is no page to count (the server would refuse it): known where the browser tells the status.
  if ((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.responseStatus === 404) return;
  const send = () => void browser.sendBeacon(`${pageViewPath}?path=${encodeURIComponent(location.pathname)}`);
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(send) : setTimeout(send));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
