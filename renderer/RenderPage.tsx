import { BlockBoundary } from "./BlockBoundary.js";
import { SiteContext } from "./SiteContext.js";
import type { PageData } from "./resolve/pageData.js";
import type { BlockRegistry } from "./types/blocks.js";
import { Banners } from "../src/blocks/banners/Banners.js";
import { Footer } from "../src/blocks/footer/Footer.js";
import { Header } from "../src/blocks/header/Header.js";

/**
 * Renders one page: the header, the page's banners, each block of the page
 * inside its own error boundary, and the footer.
 */
export function RenderPage({ data, registry }: { data: PageData; registry: BlockRegistry }) {
  return (
    <SiteContext.Provider value={data.context}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <BlockBoundary blockType="banners">
        <Banners {...data.banners} />
      </BlockBoundary>
      <BlockBoundary blockType="header">
        <Header {...data.header} />
      </BlockBoundary>
      <main id="main">
        {data.blocks.map((block, i) => {
          const Block = registry[block.type] as React.ComponentType<typeof block.props> | undefined;
          if (!Block) return null;
          return (
            <BlockBoundary key={block.id ?? i} blockType={block.type} blockId={block.id}>
              <Block {...block.props} />
            </BlockBoundary>
          );
        })}
      </main>
      <BlockBoundary blockType="footer">
        <Footer {...data.footer} />
      </BlockBoundary>
    </SiteContext.Provider>
  );
}
