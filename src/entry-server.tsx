import { renderToString } from "react-dom/server";
import { IslandRoot } from "../renderer/IslandRoot.js";
import { islandIdPrefix, islandsOf, islandTypes } from "../renderer/islands.js";
import { loadComponents } from "../renderer/loadComponents.js";
import { RenderPage } from "../renderer/RenderPage.js";
import { loadBuilds, type BlockBuilds, type PageData } from "../renderer/resolve/pageData.js";
import type { BlockRegistry } from "../renderer/types/blocks.js";
import { registry } from "./registry.js";

export interface Prerender {
  registry: BlockRegistry;
  /** Every block's build-time half: its resolver and what it adds to <head>. */
  builds: BlockBuilds;
  render: (data: PageData) => string;
}

/**
 * The prerender (build time), bundled by Vite like the browser's code so that both render with the same React
 * build: every block's component and resolver loaded once, then each page rendered to HTML. Each island is
 * rendered as a root of its own, exactly as the browser hydrates it (the same tree, the same useId prefix).
 */
export async function prerender(): Promise<Prerender> {
  const [components, builds] = await Promise.all([loadComponents(registry), loadBuilds(registry)]);
  const types = islandTypes(registry);
  const render = (data: PageData) => {
    const html = islandsOf(data, types).map((block, i) =>
      renderToString(<IslandRoot block={block} context={data.context} component={components[block.type]} />, { identifierPrefix: islandIdPrefix(i) }),
    );
    return renderToString(<RenderPage data={data} registry={components} islands={{ types, html }} />);
  };
  return { registry, builds, render };
}
