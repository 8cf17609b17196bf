import { fill } from "./fill.js";

/** A sentence of the documents that carries a number (common.schema.json `countedSentence`). */
export interface CountedSentence {
  one: string;
  other: string;
}

// English's two forms, chosen as the language's rules say (1 → one; 0, 2, 1.5 → other), not by `count === 1`.
const plural = new Intl.PluralRules("en-IN");

/** The form of `sentence` for `count`, with {count} and any other `values` filled in. */
export function fillCount(sentence: CountedSentence, count: number, values: Record<string, string | number> = {}): string {
  return fill(plural.select(count) === "one" ? sentence.one : sentence.other, { ...values, count });
}
