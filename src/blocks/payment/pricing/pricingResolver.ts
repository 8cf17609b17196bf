import type { BlockProps, ResolveContext } from "../../../../renderer/index.js";
import { serviceOffers } from "../planOffer.js";
import type { PricingData } from "./Pricing.js";

/**
 * At build time: the plans of the block's service (the page's by default), priced and in rupees, under the block's
 * heading or the catalogue's 'Plans for {name}'. A service without plans is a mistake in the page, said at build.
 */
export function resolve({ heading, serviceId }: BlockProps<"pricing">, { model, page }: ResolveContext): PricingData {
  const id = serviceId ?? page.serviceId;
  const service = serviceOffers(model).find((s) => s.serviceId === id);
  if (!service) throw new Error(`The pricing block of ${page.route} shows service ${id ?? "(none)"}, which has no plans in config/plans.json`);
  const c = model.messages.cart;
  return {
    heading: (heading ?? model.services.pageTemplate.pricingHeading).replaceAll("{name}", service.name),
    serviceName: service.name,
    offers: service.offers,
    words: {
      recommended: c.recommended,
      includesHeading: c.includesHeading,
      professionalFee: c.professionalFee,
      plusGst: c.plusGst,
      governmentFeesHeading: c.governmentFeesHeading,
      total: c.total,
      buyNow: c.buyNow,
      buyNowLabel: c.buyNowLabel,
    },
  };
}
