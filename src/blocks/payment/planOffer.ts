import type { SiteModel } from "../../../renderer/index.js";
import { formatRupees } from "../../lib/rupees.js";
import { planPrice } from "../../rules/planPrice.js";

/** A plan as the pricing block and the cart draw it: its words, each line of its price in rupees, its cart link. */
export interface PlanOffer {
  id: string;
  name: string;
  summary: string;
  includes: string[];
  recommended: boolean;
  professionalFee: string;
  gstRatePercent: number;
  gst: string;
  governmentFees: { label: string; amount: string }[];
  total: string;
  /** The cart with this plan: '<cart page>?plan=<id>'. */
  href: string;
}

/** A service that can be bought online, with its plans. */
export interface ServiceOffers {
  serviceId: number;
  name: string;
  route: string;
  offers: PlanOffer[];
}

/** The address of the page that has the cart block: the 'Buy now' links and the cart link's page. */
export function cartRoute(model: SiteModel): string {
  const entry = model.pages.find((p) => p.page.blocks.some((b) => b.type === "cart"));
  if (!entry) throw new Error("Plans are shown with 'Buy now' links, but no page has a cart block: add pages-json/cart.json");
  return entry.page.route;
}

/**
 * Every service that has plans (config/plans.json), in the catalogue's order, each plan priced by the one price
 * rule (src/rules/planPrice.ts) and written in rupees at build time, so the browser needs neither.
 */
export function serviceOffers(model: SiteModel): ServiceOffers[] {
  const cart = cartRoute(model);
  return model.services.services.flatMap((service) => {
    const entry = model.plans.services.find((e) => e.serviceId === service.serviceId);
    if (!entry) return [];
    const offers = entry.plans.map((plan): PlanOffer => {
      const price = planPrice(plan);
      return {
        id: plan.id,
        name: plan.name,
        summary: plan.summary,
        includes: [...plan.includes],
        recommended: plan.recommended === true,
        professionalFee: formatRupees(price.professionalFeePaise),
        gstRatePercent: price.gstRatePercent,
        gst: formatRupees(price.gstPaise),
        governmentFees: price.governmentFees.map((f) => ({ label: f.label, amount: formatRupees(f.amountPaise) })),
        total: formatRupees(price.totalPaise),
        href: `${cart}?${new URLSearchParams({ plan: plan.id })}`,
      };
    });
    return [{ serviceId: service.serviceId, name: service.name, route: service.route, offers }];
  });
}
