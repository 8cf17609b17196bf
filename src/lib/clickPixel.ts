import type { ApiInsightsClickPixelAnswer } from "../../renderer/types/documents.js";
import { sessionStore } from "./storage.js";

/** A step the click-tracking pixel is told of (config/site.json clickPixel.goals). */
export type PixelGoal = keyof NonNullable<ApiInsightsClickPixelAnswer["pixel"]>["goals"];

/** What the visit keeps: the linkid it landed with and, when the pixel is on, its address and goal names. */
interface VisitClick {
  linkid: string;
  pixel: ApiInsightsClickPixelAnswer["pixel"];
}

const key = "vidhi.clickPixel";

/**
 * On every page: a visitor who lands with ?linkid= keeps it for the visit (sessionStorage), with the pixel's
 * settings, asked of the server once, only then: a visit without a linkid sends nothing, and the settings come
 * from the server so that the browser and the CSP agree without a rebuild. Failures leave the pixel silent.
 */
export function rememberClick(): void {
  const linkid = new URLSearchParams(location.search).get("linkid");
  if (!linkid) return;
  fetch("/api/click-pixel")
    .then((answer) => answer.json() as Promise<ApiInsightsClickPixelAnswer>)
    .then(({ pixel }) => sessionStore.set(key, JSON.stringify({ linkid, pixel } satisfies VisitClick)))
    .catch(() => {});
}

/**
 * Tells the pixel of a goal (GET with linkid and goal_name, spec 7), when the visit came with a linkid and the pixel
 * is on. Never awaited and never throws (spec 8: errors swallowed): a keepalive request outlives the page the lead's
 * redirect leaves, and no-cors needs nothing of the third party.
 */
export function firePixel(goal: PixelGoal): void {
  try {
    const click = JSON.parse(sessionStore.get(key) ?? "null") as VisitClick | null;
    if (!click?.pixel) return;
    const url = new URL(click.pixel.address);
    url.searchParams.set("linkid", click.linkid);
    url.searchParams.set("goal_name", click.pixel.goals[goal]);
    fetch(url, { mode: "no-cors", keepalive: true, credentials: "include" }).catch(() => {});
  } catch {
    // A stored value that is not ours, or no fetch: the visitor's step goes on without the pixel.
  }
}
