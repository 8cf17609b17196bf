/**
 * Text no store keeps: U+0000 (PostgreSQL's text and jsonb refuse it, "invalid byte sequence for encoding UTF8: 0x00")
 * and a lone UTF-16 surrogate (no UTF-8 encodes it; jsonb refuses its escape). JavaScript strings and JSON allow both.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the very character this rule looks for
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// Without the g flag, so that test() keeps no lastIndex between calls.
const anyUnstorable = new RegExp(unstorable.source);

export const isStorable = (text: string): boolean => !anyUnstorable.test(text);

/** The text with each unstorable character written as its JSON escape (\u0000, \ud800): for text that must be kept as sent, like a paid event. */
export const escapeUnstorable = (text: string): string => text.replace(unstorable, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** What is wrong at a place in a value, and where, as a JSON-pointer-like path ("body/extra/notes"). */
export interface TextProblem {
  kind: "textNotStorable" | "protoKey";
  path: string;
}

/** One step of a path, as JSON Pointer writes it (~ and / escaped), with unstorable characters escaped so the sentence can show it. */
const step = (key: string) => escapeUnstorable(key.replace(/~/g, "~0").replace(/\//g, "~1"));

/**
 * The first string or field name in `value` that cannot be stored, or the first field named __proto__ (JSON.parse
 * makes it an own field, which code that copies objects with Object.assign or a for-in would turn into a prototype).
 * Walks with its own stack rather than recursion, so that no nesting overflows it.
 */
export function firstTextProblem(value: unknown, root: string): TextProblem | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (!isStorable(v)) return { kind: "textNotStorable", path };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}/${i}` });
    } else if (v !== null && typeof v === "object") {
      const keys = Object.keys(v);
      for (const key of keys) {
        if (key === "__proto__") return { kind: "protoKey", path: `${path}/${step(key)}` };
        if (!isStorable(key)) return { kind: "textNotStorable", path: `${path}/${step(key)}` };
      }
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (v as Record<string, unknown>)[keys[i]], path: `${path}/${step(keys[i])}` });
    }
  }
  return undefined;
}
