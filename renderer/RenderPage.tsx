import { createElement } from "react";
import { BlockBoundary } from "./BlockBoundary.js";
import { BlockRootContext } from "./schedule/BlockRoot.js";
import { scheduleAttributes } from "./schedule/Scheduled.js";
import { SiteContext } from "./SiteContext.js";
import { MainParsed, mainId, StyleGate } from "./StyleGate.js";
import type { PageData } from "./resolve/pageData.js";
import { withBlockData, type BlockComponents, type ResolvedBlock } from "./types/blocks.js";

const noAttributes = {};

/** The islands of a page as the prerender places them: their block types, and each one's HTML in page order (see islands.tsx). */
export interface PageIslands {
  types: Set<string>;
  html: string[];
}

/**
 * Renders one page: the layout blocks above (banners, header), the page's blocks inside <main>, and the layout
 * blocks below (footer); each block inside its own error boundary. A scheduled block carries its schedule's attributes
 * on its own element, with no box around it: an island on its `data-island` element, any other block on its root
 * element (useBlockRoot), so that it stays a direct child of `<main>`. `registry` holds the component of every block
 * the page has (see loadComponents). With `islands`, each interactive block is its already rendered HTML inside a
 * `data-island` element that the browser hydrates on its own (hydrateIslands); without, every block is drawn here.
 */
export function RenderPage({ data, registry, islands }: { data: PageData; registry: BlockComponents; islands?: PageIslands }) {
  let island = 0;
  const draw = (blocks: ResolvedBlock[]) =>
    blocks.map((block, i) => {
      const key = block.id ?? `${block.type}-${i}`;
      if (islands?.types.has(block.type)) {
        const index = island++;
        const scheduled = block.schedule ? scheduleAttributes(block.schedule) : {};
        return <div key={key} data-island={block.type} data-island-index={index} {...scheduled} dangerouslySetInnerHTML={{ __html: islands.html[index] }} />;
      }
      const Block = registry[block.type];
      if (!Block) return null;
      return (
        <BlockRootContext key={key} value={block.schedule ? scheduleAttributes(block.schedule) : noAttributes}>
          <BlockBoundary blockType={block.type} blockId={block.id}>
            {createElement(withBlockData(Block), block.data as object)}
          </BlockBoundary>
        </BlockRootContext>
      );
    });
  return (
    <SiteContext.Provider value={data.context}>
      <a className="skip-link" href={`#${mainId}`}>
        {data.context.messages.skipToContent}
      </a>
      {draw(data.top)}
      <StyleGate />
      <main id={mainId} {...firstScreen(data.blocks)}>
        {draw(data.blocks)}
      </main>
      <MainParsed />
      {draw(data.bottom)}
    </SiteContext.Provider>
  );
}

/**
 * `data-hero-form` when the page opens with its hero and then the lead form: a service page, whose first screen puts
 * them side by side (styles/servicePage.css). "shown" when both are shown as of the render, else "hidden". Said on
 * `<main>` itself, so the layout is the service page's from the first frame: a rule that waited for the form's element
 * to be parsed drew a frame of the hero alone across the page while the parser was still at the form, then moved it
 * into its column (a layout shift of 0.13 at 1280×800 on a slow laptop, `npm run bench -- shifts`). A schedule that
 * hides or shows either while the page is open is the CSS's to follow.
 */
function firstScreen(blocks: ResolvedBlock[]): { "data-hero-form"?: "shown" | "hidden" } {
  const [first, second] = blocks;
  if (first?.type !== "hero" || second?.type !== "leadForm") return {};
  const shown = (block: ResolvedBlock) => block.schedule?.shown !== false;
  return { "data-hero-form": shown(first) && shown(second) ? "shown" : "hidden" };
}
