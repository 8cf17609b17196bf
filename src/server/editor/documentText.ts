import { documentText as plainText } from "../../documents/migrations/outdatedDocuments.js";
import type { SchemaRegistry } from "../../documents/schemaRegistry.js";

type Node = Record<string, unknown> | undefined;
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * The text a document is written as: 2-space indentation and a trailing newline, like the files people write. Keys
 * keep the order they have on disk, so that a publish changes only the lines it must; a key the disk does not have
 * goes where its schema lists it among its neighbours (a new object's keys in the schema's order).
 */
export function documentText(registry: SchemaRegistry, schemaFile: string, data: unknown, disk: unknown): string {
  const root = registry.ajv.getSchema(schemaFile)?.schema;
  return plainText(ordered(registry, root, data, disk));
}

function ordered(registry: SchemaRegistry, schema: unknown, value: unknown, disk: unknown): unknown {
  const s = registry.deref(schema);
  if (Array.isArray(value)) {
    const items = s?.items ?? branchFor(registry, s, value)?.items;
    return value.map((v, i) => ordered(registry, items, v, Array.isArray(disk) ? disk[i] : undefined));
  }
  if (!isObject(value)) return value;
  const shape = branchFor(registry, s, value) ?? s;
  const schemaKeys = Object.keys({ ...(s?.properties as Json | undefined), ...(shape?.properties as Json | undefined) });
  const keys = keyOrder(Object.keys(value), isObject(disk) ? Object.keys(disk) : [], schemaKeys);
  const child = (key: string) => (shape?.properties as Json | undefined)?.[key] ?? (s?.properties as Json | undefined)?.[key] ?? shape?.additionalProperties ?? s?.additionalProperties;
  return Object.fromEntries(keys.map((k) => [k, ordered(registry, child(k), value[k], isObject(disk) ? disk[k] : undefined)]));
}

/**
 * The keys of `present` in order: those the disk had in the disk's order, then each new one placed right after the
 * nearest key the schema lists before it (or first, when none does); keys the schema does not know come last.
 */
export function keyOrder(present: string[], onDisk: string[], schemaKeys: string[]): string[] {
  const order = onDisk.filter((k) => present.includes(k));
  const added = present.filter((k) => !order.includes(k));
  const known = added.filter((k) => schemaKeys.includes(k)).sort((a, b) => schemaKeys.indexOf(a) - schemaKeys.indexOf(b));
  for (const key of known) {
    const before = schemaKeys.slice(0, schemaKeys.indexOf(key)).reverse().find((k) => order.includes(k));
    order.splice(before === undefined ? firstAfter(order, key, schemaKeys) : order.indexOf(before) + 1, 0, key);
  }
  return [...order, ...added.filter((k) => !schemaKeys.includes(k))];
}

/** Where a key with no listed predecessor goes: before the first present key the schema lists after it. */
function firstAfter(order: string[], key: string, schemaKeys: string[]): number {
  const at = order.findIndex((k) => schemaKeys.indexOf(k) > schemaKeys.indexOf(key));
  return at < 0 ? order.length : at;
}

/** For a schema of alternatives (oneOf/anyOf, e.g. page blocks by type), the one whose constant properties the value has. */
function branchFor(registry: SchemaRegistry, s: Node, value: unknown): Node {
  const branches = [...((s?.oneOf as unknown[]) ?? []), ...((s?.anyOf as unknown[]) ?? [])].map((b) => registry.deref(b));
  return branches.find((b) => {
    const consts = Object.entries((b?.properties as Record<string, Json> | undefined) ?? {}).filter(([, p]) => p && "const" in p);
    return consts.length > 0 && isObject(value) && consts.every(([k, p]) => value[k] === p.const);
  });
}
