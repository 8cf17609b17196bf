import type { ErrorObject } from "ajv";
import { closestMatch } from "./closestMatch.js";
import { durationWords } from "./durationWords.js";
import type { SchemaRegistry } from "./schemaRegistry.js";

/**
 * Turns one Ajv error into a sentence that names the field by its schema title
 * and says what to do. Returns the pointer to report it at, too.
 */
export function describeSchemaError(
  e: ErrorObject,
  registry: SchemaRegistry,
  doc: { schemaFile: string; data: unknown },
): { pointer: string; message: string } {
  const schema = registry.deref(e.parentSchema) ?? {};
  const title = registry.titleAt(doc.schemaFile, doc.data, e.instancePath) ?? titleOf(schema, e.instancePath);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required": {
      const prop = String(p.missingProperty);
      const propSchema = registry.deref((schema.properties as Record<string, unknown> | undefined)?.[prop]);
      const name = (propSchema?.title as string | undefined) ?? `'${prop}'`;
      // At the missing field itself (the editor shows it there); its line is the object's, where it is to be added.
      return { pointer: `${e.instancePath}/${prop.replace(/~/g, "~0").replace(/\//g, "~1")}`, message: `${name} is required: fill it in here ("${prop}" in the file)` };
    }
    case "additionalProperties": {
      const prop = String(p.additionalProperty);
      const known = Object.keys((schema.properties as object | undefined) ?? {});
      const hint = closestMatch(prop, known);
      return {
        pointer: `${e.instancePath}/${prop}`,
        message: `'${prop}' is not a field of ${lowerFirst(title)}${hint ? `; did you mean '${hint}'?` : `; remove it (allowed: ${known.join(", ")})`}`,
      };
    }
    case "discriminator": {
      const tag = String(p.tag);
      const value = p.tagValue;
      const options = discriminatorValues(schema, registry);
      const tagTitle = (registry.deref(firstBranch(schema, registry)?.properties?.[tag])?.title as string | undefined) ?? tag;
      if (p.error === "tag") return { pointer: `${e.instancePath}/${tag}`, message: `${tagTitle} is required: add "${tag}" (one of ${quoteList(options)})` };
      const hint = typeof value === "string" ? closestMatch(value, options) : undefined;
      return {
        pointer: `${e.instancePath}/${tag}`,
        message: `unknown ${lowerFirst(tagTitle)} '${String(value)}'${hint ? `, did you mean '${hint}'?` : `; use one of ${quoteList(options)}`}`,
      };
    }
    case "type":
      return { pointer: e.instancePath, message: `${title} must be ${article(String(p.type))}, not ${describeValue(e.data)}` };
    case "const":
      return { pointer: e.instancePath, message: `${title} must be ${JSON.stringify(p.allowedValue)}, not ${describeValue(e.data)}` };
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const hint = typeof e.data === "string" ? closestMatch(e.data, allowed) : undefined;
      return {
        pointer: e.instancePath,
        message: `${title} ${describeValue(e.data)} is not allowed${hint ? `; did you mean '${hint}'?` : `; use one of ${quoteList(allowed)}`}`,
      };
    }
    case "pattern": {
      // Never the pattern itself: people read the sentence beside it (tests/unit/documents/schemaPatterns.test.ts checks every one has one).
      const how = schema.patternErrorMessage as string | undefined;
      return { pointer: e.instancePath, message: `${title} ${describeValue(e.data)} is not in the right form${how ? `: ${how}` : ""}` };
    }
    case "minLength":
      return {
        pointer: e.instancePath,
        message: p.limit === 1 ? `${title} must not be empty` : `${title} is too short: write at least ${p.limit} characters`,
      };
    case "maxLength":
      return { pointer: e.instancePath, message: `${title} is too long: write at most ${p.limit} characters (it has ${String(e.data).length})` };
    case "minItems":
      return { pointer: e.instancePath, message: `${title} needs at least ${p.limit} ${plural(Number(p.limit), "item")} (it has ${(e.data as unknown[]).length})` };
    case "maxItems": {
      // At the first item over the limit, where the list is to be cut (the editor opens that item).
      const over = (e.data as unknown[]).length - Number(p.limit);
      const which = over === 1 ? "remove this one" : `remove this one and the ${over - 1} after it`;
      return { pointer: `${e.instancePath}/${p.limit}`, message: `${title} may have at most ${p.limit} ${plural(Number(p.limit), "item")} (it has ${(e.data as unknown[]).length}); ${which}` };
    }
    case "uniqueItems":
      return { pointer: `${e.instancePath}/${p.i}`, message: `${title} lists the same entry twice (items ${Number(p.j) + 1} and ${Number(p.i) + 1}); remove one` };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const span = durationWords(Number(p.limit), title);
      return { pointer: e.instancePath, message: `${title} must be ${bounds[e.keyword]} ${p.limit}${span ? ` (${span})` : ""}, not ${describeValue(e.data)}` };
    }
    case "format":
      return { pointer: e.instancePath, message: `${title} ${describeValue(e.data)} is not a valid ${p.format}` };
    default:
      return { pointer: e.instancePath, message: `${title}: ${e.message ?? "is not valid"}` };
  }
}

function titleOf(schema: Record<string, unknown>, pointer: string): string {
  if (typeof schema.title === "string") return schema.title;
  const last = pointer.split("/").pop();
  return last ? `'${last}'` : "The document";
}

function firstBranch(schema: Record<string, unknown>, registry: SchemaRegistry) {
  const branches = (schema.oneOf as unknown[] | undefined) ?? [];
  return registry.deref(branches[0]) as { properties?: Record<string, unknown> } | undefined;
}

function discriminatorValues(schema: Record<string, unknown>, registry: SchemaRegistry): string[] {
  const tag = (schema.discriminator as { propertyName: string }).propertyName;
  return ((schema.oneOf as unknown[] | undefined) ?? []).flatMap((b) => {
    const branch = registry.deref(b) as { properties?: Record<string, { const?: unknown; enum?: unknown[] }> } | undefined;
    const t = branch?.properties?.[tag];
    return t?.const !== undefined ? [String(t.const)] : (t?.enum ?? []).map(String);
  });
}

// In words, not Ajv's "<=": the sentence is read by people who edit documents, not by programmers.
const bounds: Record<string, string> = { minimum: "at least", maximum: "at most", exclusiveMinimum: "more than", exclusiveMaximum: "less than" };
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
const quoteList = (xs: string[]) => xs.map((x) => `'${x}'`).join(", ");
const plural = (n: number, w: string) => (n === 1 ? w : w + "s");
const article = (type: string) =>
  type
    .split(",")
    .map((t) => ({ string: "text", integer: "a whole number", number: "a number", boolean: "true or false", object: "an object { }", array: "a list [ ]", null: "null" })[t] ?? t)
    .join(" or ");

export function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") return `'${v.length > 60 ? v.slice(0, 57) + "..." : v}'`;
  return String(v);
}
