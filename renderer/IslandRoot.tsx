import type { ComponentType } from "react";
import { BlockBoundary } from "./BlockBoundary.js";
import { SiteContext, type SiteContextValue } from "./SiteContext.js";
import type { ResolvedBlock } from "./types/blocks.js";

/** One island as the prerender draws it and the browser hydrates it: the site context, the block's boundary, the block. */
export function IslandRoot({ block, context, component: Block }: { block: ResolvedBlock; context: SiteContextValue; component: ComponentType<object> }) {
  return (
    <SiteContext.Provider value={context}>
      <BlockBoundary blockType={block.type} blockId={block.id}>
        <Block {...(block.data as object)} />
      </BlockBoundary>
    </SiteContext.Provider>
  );
}
