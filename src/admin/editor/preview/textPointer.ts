import { pointerStep } from "../problemPaths.js";

/** Spaces as a browser shows them: runs of white space are one space, none at the ends. */
function shown(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}


/** Every string of a document with its JSON pointer, in document order. */
function strings(value: unknown, pointer = "", found: { pointer: string; text: string }[] = []): { pointer: string; text: string }[] {
  if (typeof value === "string") found.push({ pointer, text: shown(value) });
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${pointer}/${i}`, found));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) strings(item, `${pointer}/${pointerStep(key)}`, found);
  return found;
}

/**
 * The field of the edited document that holds a text clicked in the preview: the pointer of the first string equal
 * to it (spaces as the browser shows them), failing that of the first string that contains it (a sentence clicked
 * inside a longer text), or undefined. `$schema` is never a field a person edits. With `within` (the pointer of the
 * part that makes the page shown: a service of the catalogue), that part's fields are looked in first, so that a text
 * many services share is found in the service shown.
 */
export function textPointer(document: unknown, clicked: string, within?: string): string | undefined {
  const text = shown(clicked);
  if (!text) return undefined;
  const fields = strings(document).filter((s) => s.pointer !== "/$schema");
  const inPart = within ? fields.filter((s) => s.pointer.startsWith(`${within}/`)) : [];
  const find = (among: typeof fields) => (among.find((s) => s.text === text) ?? among.find((s) => s.text.includes(text)))?.pointer;
  return find(inPart) ?? find(fields);
}
