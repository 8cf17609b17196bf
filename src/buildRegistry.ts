import type { BlockBuilds, BlockProps, BlockType, ResolveContext } from "../renderer/index.js";
import * as banners from "./blocks/banners/bannersResolver.js";
import * as chat from "./blocks/chat/chatResolver.js";
import * as footer from "./blocks/footer/footerResolver.js";
import * as header from "./blocks/header/headerResolver.js";
import * as keyFacts from "./blocks/keyFacts/keyFactsResolver.js";
import * as leadForm from "./blocks/leadForm/leadFormResolver.js";
import * as leadTicket from "./blocks/leadTicket/leadTicketResolver.js";
import * as pageIndex from "./blocks/pageIndex/pageIndexResolver.js";
import * as cart from "./blocks/payment/cart/cartResolver.js";
import * as pricing from "./blocks/payment/pricing/pricingResolver.js";
import * as receipt from "./blocks/payment/receipt/receiptResolver.js";

/*
 * The build registry: block type to its build-time half (BlockBuild), for the prerender, the CLI and the tests only.
 * Nothing the browser loads imports this file (src/registry.ts only borrows its types), so the resolvers and the date
 * and rule code they import never reach the pages' JavaScript. A block without a resolver draws its props.
 */

/** A layout block's resolver reads the page and the documents; it has no props. */
type LayoutResolvers = Record<string, { resolve: (props: undefined, ctx: ResolveContext) => unknown }>;
/** A page block's resolver takes exactly the props the page schema gives its block type. */
type PageResolvers = { [T in BlockType]?: { resolve: (props: BlockProps<T>, ctx: ResolveContext) => unknown } };

export const layoutBuilds = { banners, header, footer, chat } satisfies LayoutResolvers;
export const blockBuilds = { pageIndex, leadForm, leadTicket, keyFacts, pricing, cart, receipt } satisfies PageResolvers;

/** What a resolver makes on a page that has its block (null leaves the block off the page). */
type Made<B> = B extends { resolve: (...args: never[]) => infer D } ? Exclude<D, null> : never;
/** The data each layout block's component draws. */
export type LayoutData = { [T in keyof typeof layoutBuilds]: Made<(typeof layoutBuilds)[T]> };
/** The data each page block's component draws: what its resolver makes, else its props. */
export type BlockData = { [T in BlockType]: T extends keyof typeof blockBuilds ? Made<(typeof blockBuilds)[T]> : BlockProps<T> };

/** Every resolver by block type, as the resolve step (renderer/resolve/pageData.ts) reads them. */
export const builds: BlockBuilds = { ...layoutBuilds, ...blockBuilds };
