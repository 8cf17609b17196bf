import type { SchemaRegistry } from "../../documents/schemaRegistry.js";
import type { ApiEditorChange } from "../../contract/types.js";
import { isDeletion } from "./pageDeletion.js";
import { itemSummary } from "../../lib/itemSummary.js";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * What publishing a draft changes, in plain words: each changed value with its field's titles from the schema
 * ('Tabs › 2 › Links › 1 › Link text', items counted from 1), before and after. An array item or an object key that
 * comes or goes is one change, not one per field inside it, with what it holds in `fields` (each value by its
 * titles below the item's), so that the dialog never shows it as JSON; items are matched by content, so adding a link in the
 * middle of a list is one addition rather than a change of every link after it. A new document (a new page, or a
 * deleted one brought back) is each of its values added, field by field ('Blocks › 2 › Props › Lead form'), so that
 * the publish dialog and the history say what it holds in words rather than as one block of JSON; its `$schema` and
 * `schemaVersion`, which the editor writes, are left out. A draft that deletes its file (pageDeletion.ts) is one removal of the whole
 * document, told by its title and address.
 */
export function documentChanges(registry: SchemaRegistry, schemaFile: string, disk: unknown, draft: unknown): ApiEditorChange[] {
  const changes: ApiEditorChange[] = [];
  const titled = (pointer: string, kind: ApiEditorChange["kind"], data: unknown, values: { before?: unknown; after?: unknown }): void => {
    const title = fieldTitle(registry, schemaFile, data, pointer);
    // An item or key that comes or goes whole is one change; what it holds is said field by field, below its title.
    const whole = kind === "added" ? values.after : kind === "removed" ? values.before : undefined;
    // (An empty list or object is its own only leaf: then there is nothing inside to tell.)
    const inside = (isObject(whole) || Array.isArray(whole)) && pointer !== "" ? [...leaves(whole, pointer)].filter(([at]) => at !== pointer) : [];
    const fields = inside.map(([at, value]) => ({ title: fieldTitle(registry, schemaFile, data, at).slice(title.length).replace(/^ › /, ""), value }));
    changes.push({ pointer, title, kind, ...values, ...(fields.length ? { fields } : {}) });
  };
  const walk = (before: unknown, after: unknown, at: string, afterAt: string): void => {
    if (same(before, after)) return;
    if (before === undefined) return titled(afterAt, "added", draft, { after });
    if (after === undefined) return titled(at, "removed", disk, { before });
    if (Array.isArray(before) && Array.isArray(after)) return walkArray(before, after, at, afterAt);
    if (isObject(before) && isObject(after)) {
      for (const key of Object.keys(before)) {
        if (!(key in after)) titled(`${at}/${escape(key)}`, "removed", disk, { before: before[key] });
        else walk(before[key], after[key], `${at}/${escape(key)}`, `${afterAt}/${escape(key)}`);
      }
      for (const key of Object.keys(after)) if (!(key in before)) titled(`${afterAt}/${escape(key)}`, "added", draft, { after: after[key] });
      return;
    }
    titled(afterAt, "changed", draft, { before, after });
  };
  const walkArray = (before: unknown[], after: unknown[], at: string, afterAt: string): void => {
    for (const step of alignItems(before, after)) {
      if (step.kind === "same") continue;
      if (step.kind === "paired") walk(before[step.from], after[step.to], `${at}/${step.from}`, `${afterAt}/${step.to}`);
      else if (step.kind === "removed") titled(`${at}/${step.from}`, "removed", disk, { before: before[step.from] });
      else titled(`${afterAt}/${step.to}`, "added", draft, { after: after[step.to] });
    }
  };
  if (isDeletion(draft)) {
    const named = isObject(disk) ? [disk.title, disk.route].filter((v) => typeof v === "string").join(" — ") : "";
    titled("", "removed", disk, { before: named || undefined });
  } else if (disk === undefined && isObject(draft)) {
    for (const [pointer, value] of leaves(draft, "")) if (!pointer.startsWith("/$schema") && pointer !== "/schemaVersion") titled(pointer, "added", draft, { after: value });
  } else walk(disk, draft, "", "");
  return changes;
}

/** Every value of a document that holds no other (a text, number, true or false, null, an empty list or object), with its pointer. */
function* leaves(value: unknown, at: string): Generator<[string, unknown]> {
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : isObject(value) ? Object.entries(value) : [];
  if (entries.length === 0) return yield [at, value];
  for (const [key, v] of entries) yield* leaves(v, `${at}/${escape(key)}`);
}

type Step = { kind: "same" | "paired"; from: number; to: number } | { kind: "removed"; from: number } | { kind: "added"; to: number };

/**
 * Lines up two versions of a list: the longest run of equal items stays, and between two equal items an item that
 * went and one that came in the same place are one item changed; the rest were removed or added.
 */
export function alignItems(before: unknown[], after: unknown[]): Step[] {
  const a = before.map((x) => JSON.stringify(x));
  const b = after.map((x) => JSON.stringify(x));
  // Longest common subsequence, from the ends, so that the walk below goes forwards.
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const steps: Step[] = [];
  let gone: number[] = [];
  let came: number[] = [];
  const flush = () => {
    const pairs = Math.min(gone.length, came.length);
    for (let k = 0; k < pairs; k++) steps.push({ kind: "paired", from: gone[k], to: came[k] });
    for (const from of gone.slice(pairs)) steps.push({ kind: "removed", from });
    for (const to of came.slice(pairs)) steps.push({ kind: "added", to });
    gone = [];
    came = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      steps.push({ kind: "same", from: i++, to: j++ });
    } else if (j >= b.length || (i < a.length && lcs[i + 1][j] >= lcs[i][j + 1])) gone.push(i++);
    else came.push(j++);
  }
  flush();
  return steps;
}

/**
 * A field's titles from the schema, from the document down, each list item by its position and, when it has one, the
 * text that names it (as the editor's closed items show it): 'Tabs › 2 (Business Registration) › Links › 1 (Private
 * Limited Company) › Link text'.
 */
export function fieldTitle(registry: SchemaRegistry, schemaFile: string, data: unknown, pointer: string): string {
  if (pointer === "") return registry.titleAt(schemaFile, data, "") ?? schemaFile;
  const segments = pointer.split("/").slice(1);
  let node = data;
  const parts = segments.map((segment, i) => {
    const key = segment.replace(/~1/g, "/").replace(/~0/g, "~");
    const inList = Array.isArray(node);
    node = node && typeof node === "object" ? (node as Json)[key] : undefined;
    if (inList) {
      const name = itemSummary(node);
      return name && typeof node === "object" ? `${Number(key) + 1} (${name})` : String(Number(key) + 1);
    }
    return registry.titleAt(schemaFile, data, "/" + segments.slice(0, i + 1).join("/")) ?? key;
  });
  return parts.join(" › ");
}
