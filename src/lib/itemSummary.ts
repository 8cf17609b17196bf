/** Keys whose text names an item best, in order; failing them, the item's first text. */
const namingKeys = ["text", "name", "label", "title", "heading", "tabName", "question", "id", "route"];
const longest = 80;

/** The one line a closed list item shows: its naming text, cut to fit, or undefined when it has none. */
export function itemSummary(item: unknown): string | undefined {
  const text = namingText(item);
  return text && text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

function namingText(item: unknown): string | undefined {
  if (typeof item === "string") return item || undefined;
  if (typeof item === "number" || typeof item === "boolean") return String(item);
  if (!item || typeof item !== "object" || Array.isArray(item)) return undefined;
  const o = item as Record<string, unknown>;
  // A page's block ({ type, id, props }) is named by what it shows (its heading), not by its id, which only the page's
  // own links read; its id when its props name nothing.
  if (typeof o.type === "string" && o.props && typeof o.props === "object" && !Array.isArray(o.props)) {
    const shown = namingText(o.props);
    if (shown) return shown;
  }
  for (const k of namingKeys) if (typeof o[k] === "string" && o[k]) return o[k] as string;
  const first = Object.values(o).find((v) => typeof v === "string" && v);
  if (typeof first === "string") return first;
  // A block names itself by its props (a heading), and its type when it has none.
  for (const v of Object.values(o)) if (v && typeof v === "object" && !Array.isArray(v)) return namingText(v);
  return undefined;
}
