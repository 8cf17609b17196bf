/** A list of this many items or more gets a search box above it (the services catalogue has 168). */
export const filterFrom = 10;

/** Each item's text, made once: an edited item is a new object, so the others keep theirs while one is typed in. */
const texts = new WeakMap<object, string>();

/** Every text and number an item holds, at any depth, in lower case: what the search box looks in. */
export function itemText(item: unknown): string {
  if (!item || typeof item !== "object") return textOf(item);
  let text = texts.get(item);
  if (text === undefined) texts.set(item, (text = textOf(item)));
  return text;
}

function textOf(item: unknown): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") parts.push(value);
    else if (typeof value === "number") parts.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(item);
  return parts.join("\n").toLocaleLowerCase("en-IN");
}

/** The words typed in the search box, in lower case (none when it is empty or only spaces). */
export const queryWords = (query: string): string[] => query.toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean);

/** Whether an item holds every word typed (in any of its texts, in any order); every item does when nothing is typed. */
export function itemMatches(item: unknown, words: readonly string[]): boolean {
  if (!words.length) return true;
  const text = itemText(item);
  return words.every((w) => text.includes(w));
}
