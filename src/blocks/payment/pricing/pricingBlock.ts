import { defineBlock, type BlockProps } from "../../../../renderer/index.js";
import type { PricingData } from "./Pricing.js";

/**
 * The pricing block: static (no `hydrate`), so neither its code nor its data reaches a service page's browser. Its
 * component is reached through `load` rather than imported here, because the cart's chunk shares the plan list:
 * imported by the registry, the list would be bundled with every page's JavaScript instead of the cart's chunk.
 */
export const pricingBlock = defineBlock<BlockProps<"pricing">, PricingData>({
  load: () => import("./Pricing.js").then((m) => m.Pricing),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./pricingResolver.js") : undefined,
});
