import type { BlockRegistry } from "../renderer/index.js";
import { bannersBlock } from "./blocks/banners/bannersBlock.js";
import { chatBlock } from "./blocks/chat/chatBlock.js";
import { Cta } from "./blocks/content/Cta.js";
import { Faq } from "./blocks/content/Faq.js";
import { Hero } from "./blocks/content/Hero.js";
import { keyFactsBlock } from "./blocks/content/KeyFacts.js";
import { LinkList } from "./blocks/content/LinkList.js";
import { pageIndexBlock } from "./blocks/content/pageIndexBlock.js";
import { RichText } from "./blocks/content/RichText.js";
import { Steps } from "./blocks/content/Steps.js";
import { footerBlock } from "./blocks/footer/footerBlock.js";
import { headerBlock } from "./blocks/header/headerBlock.js";
import { leadFormBlock } from "./blocks/leadForm/leadFormBlock.js";
import { cartBlock } from "./blocks/payment/cart/cartBlock.js";
import { pricingBlock } from "./blocks/payment/pricing/pricingBlock.js";
import { receiptBlock } from "./blocks/payment/receipt/receiptBlock.js";

/**
 * The blocks that change in the browser (their definitions say `hydrate`): the only ones whose code the browser
 * imports; every other block is HTML only. When each hydrates (docs/rendering.md, "When an island hydrates"): the
 * banners once the page has loaded (their timers count from then); the header and the chat launcher (which draws
 * nothing until then) once the page is idle; the lead form, the cart and the receipt once idle and on screen; each
 * at once when the visitor touches it.
 */
export const islands = {
  banners: bannersBlock,
  header: headerBlock,
  leadForm: { ...leadFormBlock, hydrateOn: "visible" as const },
  cart: { ...cartBlock, hydrateOn: "visible" as const },
  receipt: { ...receiptBlock, hydrateOn: "visible" as const },
  chat: { ...chatBlock, hydrateOn: "idle" as const },
};

/**
 * Every block of the site, the one place a block is registered: the layout blocks drawn around every page (in
 * order), and one definition per block type of the page schema. The prerender, the browser and the tests all
 * read this registry; a block without a resolver draws its props as they are.
 */
export const registry: BlockRegistry = {
  layout: { top: { banners: islands.banners, header: islands.header }, bottom: { footer: footerBlock, chat: islands.chat } },
  blocks: {
    hero: { component: Hero },
    richText: { component: RichText },
    steps: { component: Steps },
    faq: { component: Faq },
    cta: { component: Cta },
    linkList: { component: LinkList },
    pageIndex: pageIndexBlock,
    leadForm: islands.leadForm,
    keyFacts: keyFactsBlock,
    pricing: pricingBlock,
    cart: islands.cart,
    receipt: islands.receipt,
  },
};
