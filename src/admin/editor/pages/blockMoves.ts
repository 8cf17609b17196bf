/** The page's blocks as the palette changes them: plain functions, each answering the new list (the old one is left as it was). */

/** The list with the block at `from` moved to `to` (both within the list). */
export function moveBlock<T>(blocks: readonly T[], from: number, to: number): T[] {
  const next = blocks.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The list without the block at `index`. */
export const removeBlock = <T>(blocks: readonly T[], index: number): T[] => blocks.filter((_, i) => i !== index);

/** Where a keyboard move goes: one up or down, or nowhere at either end (undefined). */
export function keyTarget(key: string, index: number, count: number): number | undefined {
  const to = key === "ArrowUp" ? index - 1 : key === "ArrowDown" ? index + 1 : undefined;
  return to === undefined || to < 0 || to >= count ? undefined : to;
}
