import type { BlockDefinition, BlockRegistry, BlockType } from "../renderer/index.js";
import { bannersBlock } from "./blocks/banners/bannersBlock.js";
import { chatBlock } from "./blocks/chat/chatBlock.js";
import { Cta } from "./blocks/cta/Cta.js";
import { Faq } from "./blocks/faq/Faq.js";
import { footerBlock } from "./blocks/footer/footerBlock.js";
import { headerBlock } from "./blocks/header/headerBlock.js";
import { Hero } from "./blocks/hero/Hero.js";
import { KeyFacts } from "./blocks/keyFacts/KeyFacts.js";
import { leadFormBlock } from "./blocks/leadForm/leadFormBlock.js";
import { LeadTicket } from "./blocks/leadTicket/LeadTicket.js";
import { LinkList } from "./blocks/linkList/LinkList.js";
import { pageIndexBlock } from "./blocks/pageIndex/pageIndexBlock.js";
import { cartBlock } from "./blocks/payment/cart/cartBlock.js";
import { pricingBlock } from "./blocks/payment/pricing/pricingBlock.js";
import { receiptBlock } from "./blocks/payment/receipt/receiptBlock.js";
import { RichText } from "./blocks/richText/RichText.js";
import { Steps } from "./blocks/steps/Steps.js";
import type { BlockData, LayoutData } from "./buildRegistry.js";

/**
 * The blocks that change in the browser (their definitions say `hydrate`): the only ones whose code the browser
 * imports; every other block is HTML only. When each hydrates (docs/rendering.md, "When an island hydrates"): the
 * banners once the page has loaded (their timers count from then); the chat launcher (which draws nothing until
 * then) once the page is idle; the lead form, the cart and the receipt once idle and on screen; the header only when
 * the visitor reaches for it (or once idle for a stored session or a ?login address: its definition's wantedAtIdle);
 * each at once when the visitor touches it.
 */
export const islands = {
  banners: bannersBlock,
  header: headerBlock,
  leadForm: { ...leadFormBlock, hydrateOn: "visible" as const },
  cart: { ...cartBlock, hydrateOn: "visible" as const },
  receipt: { ...receiptBlock, hydrateOn: "visible" as const },
  chat: { ...chatBlock, hydrateOn: "idle" as const },
};

/** Each definition draws the data its resolver makes (src/buildRegistry.ts), else its props: checked by the compiler. */
type Layout = { [T in keyof LayoutData]?: BlockDefinition<LayoutData[T]> };
interface TypedRegistry {
  layout: { top: Layout; bottom: Layout };
  blocks: { [T in BlockType]: BlockDefinition<BlockData[T]> };
}

/**
 * Every block the browser or the prerender draws, the one place a block's definition is registered: the layout blocks
 * drawn around every page (in order), and one definition per block type of the page schema. The prerender, the
 * browser and the tests all read this registry; the resolvers are in the build registry (src/buildRegistry.ts).
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
    keyFacts: { component: KeyFacts },
    pricing: pricingBlock,
    cart: islands.cart,
    receipt: islands.receipt,
    leadTicket: { component: LeadTicket },
  },
} satisfies TypedRegistry;
