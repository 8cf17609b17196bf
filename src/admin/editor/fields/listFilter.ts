/** A list of this many items or more gets a search box above it (the services catalogue has 168). */
export const filterFrom = 10;

/** Every text and number an item holds, at any depth, in lower case: what the search box looks in. */
export const itemText = (item: unknown): string => readOf(item).text;

/** The words typed in the search box, in lower case (none when it is empty or only spaces). */
export const queryWords = (query: string): string[] => query.toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean);

/** Whether an item holds every word typed (in any of its texts, in any order); every item does when nothing is typed. */
export function itemMatches(item: unknown, words: readonly string[]): boolean {
  if (!words.length) return true;
  const text = itemText(item);
  return words.every((w) => text.includes(w));
}

/**
 * Each item's texts and numbers one by one, in lower case, made once per item: an edited item is a new object, so the
 * others keep theirs while one is typed in.
 */
const reads = new WeakMap<object, { leaves: string[]; text: string }>();

function readOf(item: unknown): { leaves: string[]; text: string } {
  const cached = item && typeof item === "object" ? reads.get(item) : undefined;
  if (cached) return cached;
  const leaves: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") leaves.push(value.toLocaleLowerCase("en-IN").trim());
    else if (typeof value === "number") leaves.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(item);
  const read = { leaves, text: leaves.join("\n") };
  if (item && typeof item === "object") reads.set(item, read);
  return read;
}

/**
 * How well an item answers what was typed, for the order of a search's results: 0 when one of its texts or numbers
 * is exactly that (an id, an address, a name), 1 when one starts with it, 2 otherwise.
 */
export function itemRank(item: unknown, query: string): number {
  const typed = query.toLocaleLowerCase("en-IN").trim().replace(/\s+/g, " ");
  if (!typed) return 2;
  const texts = readOf(item).leaves;
  if (texts.some((t) => t === typed)) return 0;
  if (texts.some((t) => t.startsWith(typed))) return 1;
  return 2;
}
