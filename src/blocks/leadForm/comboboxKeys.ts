/** What the list of a combobox does for its keys. */
export interface ComboboxList {
  /** Highlights option `index`. */
  move(index: number): void;
  /** Chooses option `index`. */
  choose(index: number): void;
  close(): void;
}

/**
 * The keys of an ARIA combobox over `count` options with option `active` highlighted (the city search, a filtered
 * dropdown): the arrows move within the list, Enter chooses the highlighted option when there is one, Escape closes.
 * The list's keys other than Escape lose their default (the caret, the form's submit); any other key, and Enter over
 * an empty list, is left to the input.
 */
export function comboboxKeys(e: { key: string; preventDefault(): void }, active: number, count: number, list: ComboboxList): void {
  const k = e.key;
  if (k === "Escape") return list.close();
  if (k !== "ArrowDown" && k !== "ArrowUp" && !(k === "Enter" && active < count)) return;
  e.preventDefault();
  if (k === "Enter") list.choose(active);
  else list.move(k === "ArrowUp" ? Math.max(active - 1, 0) : Math.min(active + 1, Math.max(count - 1, 0)));
}
