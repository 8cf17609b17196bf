import { renderToString } from "react-dom/server";
import { IslandRoot } from "../renderer/IslandRoot.js";
import { islandIdPrefix, islandsOf, islandTypes } from "../renderer/islands.js";
import { loadComponents } from "../renderer/loadComponents.js";
import { RenderPage } from "../renderer/RenderPage.js";
import type { SiteModel } from "./documents/siteModel.js";
import { pageData, type BlockBuilds, type PageData } from "../renderer/resolve/pageData.js";
import type { BlockRegistry } from "../renderer/types/blocks.js";
import { builds } from "./buildRegistry.js";
import { registry } from "./registry.js";
import { sitePages, type RenderAgain, type SiteFiles } from "./cli/sitePages.js";

export interface Prerender {
  registry: BlockRegistry;
  /** Every block's build-time half (the build registry): its resolver and what it adds to <head>. */
  builds: BlockBuilds;
  render: (data: PageData) => string;
}

/**
 * The prerender (build time), bundled by Vite like the browser's code so that both render with the same React
 * build: every block's component loaded once, its resolver from the build registry, then each page rendered to HTML. Each island is
 * rendered as a root of its own, exactly as the browser hydrates it (the same tree, the same useId prefix).
 */
export async function prerender(): Promise<Prerender> {
  const components = await loadComponents(registry);
  const types = islandTypes(registry);
  const render = (data: PageData) => {
    const html = islandsOf(data, types).map((block, i) =>
      renderToString(<IslandRoot block={block} context={data.context} component={components[block.type]} />, { identifierPrefix: islandIdPrefix(i) }),
    );
    return renderToString(<RenderPage data={data} registry={components} islands={{ types, html }} />);
  };
  return { registry, builds, render };
}

/** The page the document editor's preview draws: what the build writes between <body> tags, and its title. */
export interface PreviewPage {
  html: string;
  title: string;
}

let prerendered: Promise<Prerender> | undefined;

/**
 * The document editor's live preview (docs/editor.md): one page of `model` (the documents with the editor's texts in
 * place) resolved and rendered exactly as `npm run build` renders it, islands as their HTML. Undefined when no page
 * has that route. Components and resolvers are loaded once per bundle (each build's preview thread imports its own).
 */
export async function renderPreview(model: SiteModel, route: string, env: Record<string, string | undefined>, now: Date): Promise<PreviewPage | undefined> {
  const entry = model.pages.find((p) => p.page.route === route);
  if (!entry) return undefined;
  prerendered ??= prerender();
  const { builds, render } = await prerendered;
  const data = pageData(model, entry, env, registry, builds, now);
  return { html: render(data), title: data.title };
}

/**
 * Every page of the site and the files made with them (src/cli/sitePages.ts), rendered with this bundle: the full
 * build calls it once, and a content-only publish calls it in a thread that keeps this bundle (server/site/quickBuild.ts),
 * with that thread's memory of what each page read (`again`), to render only the pages a change reaches.
 */
export async function renderSite(model: SiteModel, template: string, env: Record<string, string | undefined>, now: Date, again?: RenderAgain): Promise<SiteFiles> {
  prerendered ??= prerender();
  return sitePages(model, await prerendered, template, env, now, again);
}
