import type { PageEntry, SiteModel } from "../../src/documents/siteModel.js";
import type { SiteContextValue } from "../SiteContext.js";
import type { BlockBuilds, BlockRegistry, ResolveContext, ResolvedBlock } from "../types/blocks.js";
import type { PageDocument } from "../../src/documents/types.js";
import { scheduleMark } from "../schedule/scheduleMark.js";
import { siteAddresses } from "./siteAddresses.js";

/** Everything one page needs to render, resolved from the documents and embedded in its HTML for hydration. */
export interface PageData {
  route: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  context: SiteContextValue;
  /** The layout blocks above the page's own (banners, header), its blocks, and the layout blocks below (footer). */
  top: ResolvedBlock[];
  blocks: ResolvedBlock[];
  bottom: ResolvedBlock[];
}

/** Block type to its resolver module (src/buildRegistry.ts), handed in by the prerender, the CLI and the tests. */
export type { BlockBuilds };

/** What resolvers of the blocks of one page read. */
export function resolveContext(model: SiteModel, page: PageDocument, env: Record<string, string | undefined>, now: Date): ResolveContext {
  return { model, page, sites: siteAddresses(model.settings, env), env, now };
}

/** A block with the data its resolver makes; a block without a resolver draws its props. */
export function resolveBlock(builds: BlockBuilds, ctx: ResolveContext, type: string, props: unknown, id?: string): ResolvedBlock {
  const resolve = builds[type]?.resolve;
  // The one place props meet their resolver untyped: the page schema validated them for this block type, and the
  // build registry's type checked that this type's resolver takes exactly those props.
  return { type, ...(id === undefined ? {} : { id }), data: resolve ? resolve(props as never, ctx) : props };
}

/**
 * A page block resolved, with its schedule's mark as at the render's time; none when its end has passed (it would
 * never show again before the next build, and the server's refresh renders the page again at each moment).
 */
function scheduledBlock(builds: BlockBuilds, ctx: ResolveContext, b: PageDocument["blocks"][number]): ResolvedBlock[] {
  const mark = scheduleMark([b.schedule], ctx.model.constants.schedules.timeZone, ctx.now);
  if (mark === null) return [];
  const block = resolveBlock(builds, ctx, b.type, b.props, b.id);
  return [mark ? { ...block, schedule: mark } : block];
}

/** A page's data: its meta, then each layout and page block with its resolved data. */
export function pageData(model: SiteModel, entry: PageEntry, env: Record<string, string | undefined>, registry: BlockRegistry, builds: BlockBuilds, now = new Date()): PageData {
  const { page } = entry;
  const ctx = resolveContext(model, page, env, now);
  const { sites } = ctx;
  // A block whose resolver answers null is not on this page (the chat is on service pages only).
  const present = (blocks: ResolvedBlock[]) => blocks.filter((b) => b.data !== null);
  const layout = (blocks: Record<string, unknown>) => present(Object.keys(blocks).map((type) => resolveBlock(builds, ctx, type, undefined)));
  return {
    route: page.route,
    title: page.title,
    description: page.meta.description,
    canonical: sites.main + (page.route === "/" ? "/" : page.route),
    noindex: page.meta.noindex === true,
    context: { sites, messages: model.messages.page },
    top: layout(registry.layout.top),
    blocks: present(page.blocks.flatMap((b) => scheduledBlock(builds, ctx, b))),
    bottom: layout(registry.layout.bottom),
  };
}

/** What the page's blocks add to <head> (see BlockBuild.head), in page order. */
export function blockHead(data: PageData, builds: BlockBuilds): string[] {
  return [...data.top, ...data.blocks, ...data.bottom].flatMap((b) => {
    const html = builds[b.type]?.head?.(b.data as never);
    return html ? [html] : [];
  });
}
