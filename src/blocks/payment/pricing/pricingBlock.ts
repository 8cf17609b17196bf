import { defineBlock } from "../../../../renderer/index.js";
import type { PricingData } from "./Pricing.js";

/**
 * The pricing block: static (no `hydrate`), so neither its code nor its data reaches a service page's browser. Its
 * component is reached through `load` rather than imported here, because the cart's chunk shares the plan list:
 * imported by the registry, the list would be bundled with every page's JavaScript instead of the cart's chunk.
 */
export const pricingBlock = defineBlock<PricingData>({
  load: () => import("./Pricing.js").then((m) => m.Pricing),
});
