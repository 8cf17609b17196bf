import type { ReactNode } from "react";
import type { ScheduleMark } from "./scheduleMark.js";

/**
 * A scheduled element's box: its moments as data attributes, which the browser's gate (scheduleGate.ts) and the
 * server's refresh read, and hidden when it is not shown as of the render. `display: contents` while shown
 * (styles/base.css), so the box changes no layout. The gate flips `hidden` on a hydrated island's element too:
 * React never writes an attribute whose value it has not changed, and the warning of a flip before hydration is moot.
 */
export function Scheduled({ mark, children }: { mark?: ScheduleMark; children: ReactNode }) {
  if (!mark) return <>{children}</>;
  return (
    <div className="scheduled" data-show-from={mark.from} data-show-until={mark.until} hidden={!mark.shown} suppressHydrationWarning>
      {children}
    </div>
  );
}
