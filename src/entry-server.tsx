import { renderToString } from "react-dom/server";
import { blockRegistry } from "../renderer/registry.js";
import { RenderPage } from "../renderer/RenderPage.js";
import type { PageData } from "../renderer/resolve/pageData.js";

/** Renders a page to HTML at build time (prerender). */
export function render(data: PageData): string {
  return renderToString(<RenderPage data={data} registry={blockRegistry} />);
}
