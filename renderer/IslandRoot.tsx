import { createElement, useEffect, useEffectEvent, type FunctionComponent } from "react";
import { BlockBoundary } from "./BlockBoundary.js";
import { ServerHtmlContext } from "./ServerHtml.js";
import { SiteContext, type SiteContextValue } from "./SiteContext.js";
import { withBlockData, type ResolvedBlock } from "./types/blocks.js";

interface IslandRootProps {
  block: ResolvedBlock;
  context: SiteContextValue;
  component: FunctionComponent<never>;
  /** The browser hydrates this root over the prerendered HTML (blocks keep their static children: ServerHtml.ts). */
  overServerHtml?: boolean;
  /** Called once the island is React's (its first commit), to replay what the visitor did before (hydrateIslands.tsx). */
  onHydrated?: () => void;
}

/** One island as the prerender draws it and the browser hydrates it: the site context, the block's boundary, the block. */
export function IslandRoot({ block, context, component, overServerHtml = false, onHydrated }: IslandRootProps) {
  const hydrated = useEffectEvent(() => onHydrated?.());
  useEffect(() => hydrated(), []);
  return (
    <ServerHtmlContext.Provider value={overServerHtml}>
      <SiteContext.Provider value={context}>
        <BlockBoundary blockType={block.type} blockId={block.id}>
          {createElement(withBlockData(component), block.data as object)}
        </BlockBoundary>
      </SiteContext.Provider>
    </ServerHtmlContext.Provider>
  );
}
