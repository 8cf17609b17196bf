import { createContext, useContext } from "react";
import type { scheduleAttributes } from "./Scheduled.js";

/** What RenderPage gives a page block's own root element: its schedule's attributes (scheduleAttributes), or nothing. */
export type BlockRootAttributes = Partial<ReturnType<typeof scheduleAttributes>>;

/**
 * Gives the page block drawn inside it the attributes for its root element: `<BlockRootContext value={…}>` (RenderPage,
 * for a scheduled block). Marked pure, so that a bundle which never draws a page block can leave it out; the visitor's
 * build keeps it (some 20 bytes in its entry), because the bundler still emits the pricing block's lazy chunk, which
 * imports it, though no page loads that chunk.
 */
export const BlockRootContext = /* @__PURE__ */ createContext<BlockRootAttributes>({});

/**
 * The attributes a page block spreads on its own root element, `<section className="hero" {...useBlockRoot()}>`: a
 * scheduled block carries its schedule there, with no box around it, so that it stays a direct child of `<main>` and
 * `main > .hero + …` rules reach it (docs/rendering.md, 'Schedules'). Every page block that is not an island does this
 * (tests/component/renderer/renderPage.test.tsx checks each type of the registry).
 */
export function useBlockRoot(): BlockRootAttributes {
  return useContext(BlockRootContext);
}
