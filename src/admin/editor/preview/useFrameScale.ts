import { useCallback, useState } from "react";

/**
 * The scale that fits a frame `width` CSS pixels wide into its box (never above 1), and the frame's height that
 * fills the box's height once scaled; `box` is the ref callback of the box. Follows the box as the panel resizes.
 */
export function useFrameScale(width: number) {
  const [size, setSize] = useState({ width, height: 0 });
  const box = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, size.width / width);
  return { box, scale, height: Math.round(size.height / scale) };
}
