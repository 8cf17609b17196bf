import { pointerOf } from "./sourceMap.js";

/**
 * Keys that name a member every JavaScript object already has (toString, valueOf, constructor, __proto__…). A
 * document holding one breaks the code that reads it (Ajv's deep equality calls `a.toString()`), so the validator
 * names it as a problem at its place and checks the rest of the document without it.
 */
const reserved = new Set(Object.getOwnPropertyNames(Object.prototype));

export interface ReservedKey {
  pointer: string;
  key: string;
}

/** The reserved keys of a parsed document, and a copy of it without them (the document itself when it has none). */
export function withoutReservedKeys(data: unknown): { data: unknown; found: ReservedKey[] } {
  const found: ReservedKey[] = [];
  const clean = (value: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => clean(item, [...path, i]));
    if (value === null || typeof value !== "object") return value;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (reserved.has(key)) {
        found.push({ pointer: pointerOf([...path, key]), key });
        continue;
      }
      copy[key] = clean((value as Record<string, unknown>)[key], [...path, key]);
    }
    return copy;
  };
  const copy = clean(data, []);
  return found.length ? { data: copy, found } : { data, found };
}

export function reservedKeyMessage(key: string): string {
  return `The key '${key}' is a name JavaScript keeps for every object; rename or remove it`;
}
