import type { FunctionComponent } from "react";
import type { SiteModel } from "../../src/documents/siteModel.js";
import type { ScheduleMark } from "../schedule/scheduleMark.js";
import type { CommonSiteName, PageBlock, PageDocument } from "../../src/documents/types.js";

/** The block types a page may use, as the page schema lists them. */
export type BlockType = PageBlock["type"];
/** The props of one block type, derived from the page schema. */
export type BlockProps<T extends BlockType> = Extract<PageBlock, { type: T }>["props"];

/** What a block's resolver may read at build time: every document, the page, our websites' addresses, the environment and the build's clock. */
export interface ResolveContext {
  model: SiteModel;
  page: PageDocument;
  sites: Record<CommonSiteName, string>;
  env: Record<string, string | undefined>;
  now: Date;
}

/**
 * A block's build-time half (Puck's resolveData), a module of its own (`src/blocks/<name>/<name>Resolver.ts`) that
 * only the build registry imports (src/buildRegistry.ts): the prerender, the CLI and the tests hand that registry to
 * the resolve step, and the browser's code never imports it, so no resolver reaches the pages' JavaScript.
 */
export interface BlockBuild<P, D> {
  /** The block's data; null leaves the block off the page (a layout block that only some pages have, as the chat). */
  resolve?: (props: P, ctx: ResolveContext) => D | null;
  /** HTML for the page's <head>, before first paint (the brand banner's hide script). */
  head?: (data: D) => string;
}

/**
 * The build registry as the resolve step reads it: block type to its resolver module. Props and data are `never`
 * here because each entry has its own (src/buildRegistry.ts checks each against its block type); the resolve step
 * hands a resolver the props the page schema validated for that type, and `head` the data its `resolve` made.
 */
export type BlockBuilds = Readonly<Record<string, { resolve?: (props: never, ctx: ResolveContext) => unknown; head?: (data: never) => string }>>;

/**
 * Everything about one block that the browser may need, in one place (style.md 'A block definition'); `D` is the
 * data its component draws (its resolver's answer, else its props). `component` draws the block; for an island
 * (`hydrate`) it ships in every page's JavaScript, and `load` instead makes it a chunk of its own, fetched only by
 * pages that have it. A block that is no island never reaches the browser's JavaScript.
 */
export interface BlockDefinition<D = unknown> {
  component?: FunctionComponent<D>;
  load?: () => Promise<FunctionComponent<D>>;
  /** Gzip budget of the block's lazy chunk in KiB, checked by `npm run bench`. */
  budgetKiB?: number;
  /**
   * The block changes in the browser (menus, forms, banners that close): the page embeds its data and the browser
   * hydrates it as an island of its own. A block without it stays the prerendered HTML: no data, no code sent.
   */
  hydrate?: true;
  /**
   * When an island hydrates (docs/rendering.md, 'When an island hydrates'): "load" (the default) as soon as its code
   * and data are there; "idle" once the load islands are hydrated and the browser is idle; "visible" once idle and the
   * island is on screen. An island that waits hydrates at once when the visitor touches it (pointer, touch, focus,
   * key), and a click on one of its buttons before then is played again once it is React's. "interaction" waits for
   * that touch alone (or `wantedAtIdle`): its code is fetched once the page is idle, and its React never runs for a
   * visitor who does not reach for it.
   */
  hydrateOn?: HydrateOn;
  /**
   * For "interaction": asked in the browser once the page is idle, with the island's data; true hydrates it then,
   * touched or not (the header, for a visitor whose stored session it shows, or an address that opens its login).
   */
  wantedAtIdle?: (data: D) => boolean;
  /**
   * For an island that waits: elements elsewhere on the page (a CSS selector) that are the island's too. A pointer
   * over one or focus in it hydrates the island, and a click on one before the island is hydrated is held and
   * played again once it is (the header's login, opened by any link that says `"opens": "login"`).
   */
  reachedFrom?: string;
  /**
   * Fields of the block's data (dotted paths: "data.messages") that are whole documents shared by many pages (the
   * header's menu): the build writes each once as a hashed, cacheable file that the page names and the browser
   * fetches before hydrating the island.
   */
  share?: string[];
}

/** When an island hydrates: see `BlockDefinition.hydrateOn`. */
export type HydrateOn = "load" | "idle" | "visible" | "interaction";

/**
 * A definition whatever its data: a component of any props is one (a function's parameter is contravariant), so the
 * renderer can hold every block without `any` (a function component: a class's `defaultProps` would make it invariant). src/registry.ts checks each block's data against its resolver.
 */
export type AnyBlockDefinition = BlockDefinition<never>;

/** The one registry: layout blocks around every page, in order, and one definition per page block type. */
export interface BlockRegistry {
  layout: { top: Record<string, AnyBlockDefinition>; bottom: Record<string, AnyBlockDefinition> };
  blocks: Record<BlockType, AnyBlockDefinition>;
}

/** A block of a page with its resolved data, as the page's HTML embeds it for hydration. */
export interface ResolvedBlock {
  type: string;
  id?: string;
  data: unknown;
  /** A page block's schedule as the page draws it (renderer/schedule); absent when the block always shows. */
  schedule?: ScheduleMark;
}

/**
 * Block type to the component that draws it, once the lazy ones are loaded: each takes its own block's data (the
 * registry pairs them, src/registry.ts checks it), so here a component of any props (see AnyBlockDefinition).
 */
export type BlockComponents = Record<string, FunctionComponent<never>>;

/** A block's component as the renderer calls it, with the data the registry paired it with (BlockComponents). */
export const withBlockData = (component: FunctionComponent<never>) => component as FunctionComponent<object>;

/** Definitions by block type, whatever their props and data (the browser's islands). */
export type BlockDefinitions = Record<string, AnyBlockDefinition>;
