import { useLayoutEffect } from "react";

/**
 * How far (px) a tab's dropdown moves sideways from its tab's left edge so that it stays inside the
 * window: under the tab with left edges together when it fits; else right edges together (a tab near
 * the right edge); else, wider than the room on either side, against the window's left edge.
 */
export function dropdownOffsetPx(tabLeft: number, tabRight: number, width: number, windowWidth: number): number {
  if (tabLeft + width <= windowWidth) return 0;
  const rightEdgesTogether = tabRight - width;
  if (rightEdgesTogether >= 0) return rightEdgesTogether - tabLeft;
  return -tabLeft;
}

/**
 * Places the open tab's dropdown before the browser paints it, so it never shows at one place
 * and jumps to another. Its tab is its containing block (header.css), hence an offset from the tab.
 */
export function useDropdownInsideWindow(openDropdownId: string | null): void {
  useLayoutEffect(() => {
    const dropdown = openDropdownId ? document.getElementById(openDropdownId) : null;
    const tab = dropdown?.parentElement;
    if (!dropdown || !tab) return;
    dropdown.style.left = "";
    const tabBox = tab.getBoundingClientRect();
    const offset = dropdownOffsetPx(tabBox.left, tabBox.right, dropdown.offsetWidth, document.documentElement.clientWidth);
    if (offset !== 0) dropdown.style.left = `${offset}px`;
  }, [openDropdownId]);
}
