import type { ReactNode } from "react";
import type { ScheduleMark } from "./scheduleMark.js";

/**
 * A scheduled element's attributes: its moments, which the browser's gate (scheduleGate.ts) and the server's refresh
 * read, and `hidden` when it is not shown as of the render. The gate flips `hidden` on a hydrated island's element
 * too: React never writes an attribute whose value it has not changed, and the warning of a flip before hydration is moot.
 */
export function scheduleAttributes(mark: ScheduleMark) {
  return { "data-show-from": mark.from, "data-show-until": mark.until, hidden: !mark.shown, suppressHydrationWarning: true };
}

/**
 * A scheduled element's box, with its schedule's attributes: the banners' brand banner and notices. `display:
 * contents` while shown (styles/base.css), so the box changes no layout; but it stands between its element and the
 * element's siblings, so a scheduled page block has none: RenderPage gives the attributes to the island's element or
 * to the block's own root (BlockRoot.ts), and a `main > .hero + [data-island]` rule still reaches it.
 */
export function Scheduled({ mark, children }: { mark?: ScheduleMark; children: ReactNode }) {
  if (!mark) return <>{children}</>;
  return (
    <div className="scheduled" {...scheduleAttributes(mark)}>
      {children}
    </div>
  );
}
