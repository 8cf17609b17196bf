import { startTransition, type FunctionComponent } from "react";
import { hydrateRoot } from "react-dom/client";
import { captureFields } from "./fieldHandover.js";
import { IslandRoot } from "./IslandRoot.js";
import { islandIdPrefix } from "./islands.js";
import type { SiteContextValue } from "./SiteContext.js";
import type { ResolvedBlock } from "./types/blocks.js";

/** One island, its component and its data ready: what hydrateIsland needs. */
export interface ReadyIsland {
  element: HTMLElement;
  index: number;
  block: ResolvedBlock;
  component: FunctionComponent<never>;
}

/**
 * The part of hydration that needs React DOM, a chunk of its own (hydrateIslands.tsx imports it), so that the page's
 * entry script evaluates no React DOM and each of the two is a task of its own.
 *
 * hydrateRoot is called inside a transition: React then hydrates in its transition lane, whose work it splits into
 * slices of a few milliseconds with the browser's turn between them (a root hydrated at React's default priority is
 * rendered in one go: the lead form's was one task of 80 ms at 4× CPU slowdown). A visitor's click or key on the
 * island before the slices are done makes React finish hydrating it at once and handle the event (React listens on
 * the island's element from hydrateRoot on). `onHydrated` runs after the first commit, once the fields' values the
 * visitor gave before hydrateRoot are React's (fieldHandover.ts).
 */
export function hydrateIsland({ element, index, block, component }: ReadyIsland, context: SiteContextValue, onHydrated?: () => void): void {
  const handOver = captureFields(element);
  const hydrated = () => {
    handOver();
    // For the bench (benchLongTasks.ts) and tests: the island is React's. React owns the element's children only.
    element.dataset.islandHydrated = "";
    onHydrated?.();
  };
  startTransition(() => {
    hydrateRoot(element, <IslandRoot block={block} context={context} component={component} onHydrated={hydrated} />, {
      identifierPrefix: islandIdPrefix(index),
    });
  });
}
