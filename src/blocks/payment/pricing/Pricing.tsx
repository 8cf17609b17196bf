import { useId } from "react";
import type { PlanOffer } from "../planOffer.js";
import type { PlanWords } from "../words.js";
import { PlanList } from "./PlanList.js";
import { useBlockRoot } from "../../../../renderer/index.js";

/** What the pricing block draws, resolved at build time (pricingResolver.ts). */
export interface PricingData {
  heading: string;
  serviceName: string;
  offers: PlanOffer[];
  words: PlanWords;
}

/** A service's plans with 'Buy now' links: HTML only, no JavaScript on the page. */
export function Pricing({ heading, serviceName, offers, words }: PricingData) {
  const headingId = useId();
  return (
    <section className="pricing" aria-labelledby={headingId} {...useBlockRoot()}>
      <h2 id={headingId}>{heading}</h2>
      <PlanList serviceName={serviceName} offers={offers} words={words} />
    </section>
  );
}
