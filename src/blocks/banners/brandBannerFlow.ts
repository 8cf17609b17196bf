/**
 * The brand banner's flow (constants announcementBar): shown once a
 * session until it times out, the page scrolls past the threshold, or the visitor
 * closes it; a hide is remembered for the rest of the session. No DOM here: the
 * component wires timers, scrolling and session storage to these events.
 */

/** The banner's rules, from constants.announcementBar and constants.storage. */
export interface BrandBannerRules {
  autoHideMs: number;
  scrollThresholdPx: number;
  /** The session storage key that remembers a hide. */
  hiddenKey: string;
}

export type BrandBannerState = "shown" | "hidden";

export type BrandBannerEvent =
  | { type: "timeout" }
  | { type: "scrolled"; y: number }
  | { type: "closed" }
  /** Session storage says it was hidden earlier in this session. */
  | { type: "restoredHidden" };

export interface BrandBannerStep {
  state: BrandBannerState;
  /** Write the hide to session storage: true only when this event hid a shown banner. */
  remember: boolean;
}

export const initialBrandBannerState: BrandBannerState = "shown";

export function brandBannerFlow(state: BrandBannerState, event: BrandBannerEvent, rules: Pick<BrandBannerRules, "scrollThresholdPx">): BrandBannerStep {
  if (state === "hidden") return { state, remember: false };
  switch (event.type) {
    case "timeout":
    case "closed":
      return { state: "hidden", remember: true };
    case "scrolled":
      // "Beyond" the threshold: exactly at it the banner stays.
      return event.y > rules.scrollThresholdPx ? { state: "hidden", remember: true } : { state, remember: false };
    case "restoredHidden":
      return { state: "hidden", remember: false };
  }
}
