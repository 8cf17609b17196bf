import { useEffect, useState } from "react";
import { secondsUntil } from "./countdown.js";

/**
 * The seconds left until `deadline` (ms since the epoch; null: nothing counts down), redrawn once a second while
 * any are left. Each drawing reads the clock afresh, so a late timer never shows a stale number.
 */
export function useCountdown(deadline: number | null, now: () => number = Date.now): number {
  const [, redraw] = useState(0);
  const left = deadline === null ? 0 : secondsUntil(deadline, now());
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => redraw((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running, deadline]);
  return left;
}
