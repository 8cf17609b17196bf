import { createElement, useEffect, useEffectEvent, type FunctionComponent } from "react";
import { BlockBoundary } from "./BlockBoundary.js";
import { SiteContext, type SiteContextValue } from "./SiteContext.js";
import { withBlockData, type ResolvedBlock } from "./types/blocks.js";

interface IslandRootProps {
  block: ResolvedBlock;
  context: SiteContextValue;
  component: FunctionComponent<never>;
  /** Called once the island is React's (its first commit), to replay what the visitor did before (hydrateIslands.tsx). */
  onHydrated?: () => void;
}

/** One island as the prerender draws it and the browser hydrates it: the site context, the block's boundary, the block. */
export function IslandRoot({ block, context, component, onHydrated }: IslandRootProps) {
  const hydrated = useEffectEvent(() => onHydrated?.());
  useEffect(() => hydrated(), []);
  return (
    <SiteContext.Provider value={context}>
      <BlockBoundary blockType={block.type} blockId={block.id}>
        {createElement(withBlockData(component), block.data as object)}
      </BlockBoundary>
    </SiteContext.Provider>
  );
}
