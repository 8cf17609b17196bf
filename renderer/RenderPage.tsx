import { BlockBoundary } from "./BlockBoundary.js";
import { SiteContext } from "./SiteContext.js";
import type { PageData } from "./resolve/pageData.js";
import type { BlockComponents, ResolvedBlock } from "./types/blocks.js";

/**
 * Renders one page: the layout blocks above (banners, header), the page's blocks inside <main>, and the layout
 * blocks below (footer); each block inside its own error boundary. `registry` holds the component of every block
 * the page has (see loadComponents).
 */
export function RenderPage({ data, registry }: { data: PageData; registry: BlockComponents }) {
  const draw = (blocks: ResolvedBlock[]) =>
    blocks.map((block, i) => {
      const Block = registry[block.type];
      if (!Block) return null;
      return (
        <BlockBoundary key={block.id ?? `${block.type}-${i}`} blockType={block.type} blockId={block.id}>
          <Block {...(block.data as object)} />
        </BlockBoundary>
      );
    });
  return (
    <SiteContext.Provider value={data.context}>
      <a className="skip-link" href="#main">
        {data.context.messages.skipToContent}
      </a>
      {draw(data.top)}
      <main id="main">{draw(data.blocks)}</main>
      {draw(data.bottom)}
    </SiteContext.Provider>
  );
}
