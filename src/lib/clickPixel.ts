import type { ApiInsightsClickPixelAnswer } from "../contract/types.js";
import { sessionStore } from "./storage.js";
import { clickPixelPath } from "../contract/apiCalls.js";

/** A step the click-tracking pixel is told of (config/site.json clickPixel.goals). */
export type PixelGoal = keyof NonNullable<ApiInsightsClickPixelAnswer["pixel"]>["goals"];

/** What the visit keeps: the linkid it landed with and, once asked, the pixel's settings (null: the pixel is off). */
interface VisitClick {
  linkid: string;
  pixel?: ApiInsightsClickPixelAnswer["pixel"];
}

const key = "vidhi.clickPixel";
const visitClick = () => JSON.parse(sessionStore.get(key) ?? "null") as VisitClick | null;

/**
 * On every page: a visitor who lands with ?linkid= keeps it for the visit (sessionStorage) at once, so that leaving
 * the page quickly loses nothing; the pixel's settings are asked of the server once per visit with a linkid, until an
 * answer is kept: a visit without one sends nothing, and the settings come from the server, so that the browser and
 * the CSP agree without a rebuild. Failures leave the pixel silent.
 */
export function rememberClick(): void {
  try {
    const linkid = new URLSearchParams(location.search).get("linkid");
    if (linkid) sessionStore.set(key, JSON.stringify({ linkid } satisfies VisitClick));
    const click = visitClick();
    if (!click || click.pixel !== undefined) return;
    fetch(clickPixelPath)
      .then((answer) => answer.json() as Promise<ApiInsightsClickPixelAnswer>)
      .then(({ pixel }) => sessionStore.set(key, JSON.stringify({ linkid: click.linkid, pixel } satisfies VisitClick)))
      .catch(() => {});
  } catch {
    // A stored value that is not ours: the visit goes on without the pixel.
  }
}

/**
 * Tells the pixel of a goal (GET with linkid and goal_name), when the visit came with a linkid and the pixel
 * is on. Never awaited and never throws (a third party's failure must not touch the visitor): a keepalive request outlives the page the lead's
 * redirect leaves, and no-cors needs nothing of the third party.
 */
export function firePixel(goal: PixelGoal): void {
  try {
    const click = visitClick();
    if (!click?.pixel) return;
    const url = new URL(click.pixel.address);
    url.searchParams.set("linkid", click.linkid);
    url.searchParams.set("goal_name", click.pixel.goals[goal]);
    fetch(url, { mode: "no-cors", keepalive: true, credentials: "include" }).catch(() => {});
  } catch {
    // A stored value that is not ours, or no fetch: the visitor's step goes on without the pixel.
  }
}
