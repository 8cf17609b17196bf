import type { RJSFSchema } from "@rjsf/utils";

/** A kind of block a page can have: its type, and its name and one-line description from its definition in the page schema. */
export interface BlockKind {
  type: string;
  name: string;
  description: string;
}

type Schema = RJSFSchema & { $defs?: Record<string, RJSFSchema> };

/** A local reference (#/$defs/x) followed; any other schema as it is. */
const follow = (root: Schema, s: RJSFSchema): RJSFSchema => (typeof s.$ref === "string" && s.$ref.startsWith("#/$defs/") ? (root.$defs?.[s.$ref.slice(8)] ?? s) : s);

/**
 * The palette's block kinds, read from the page form's own schema (schemas/page.schema.json: `blocks` items, one
 * option per block type, each titled and described for people), so a new block type in the schema is in the palette
 * with its words and nothing here names one.
 */
export function blockKinds(pageSchema: RJSFSchema): BlockKind[] {
  const root = pageSchema as Schema;
  const blocks = follow(root, (root.properties?.blocks as RJSFSchema | undefined) ?? {});
  const item = follow(root, (blocks.items as RJSFSchema | undefined) ?? {});
  return (item.oneOf ?? []).flatMap((option) => {
    const def = follow(root, option as RJSFSchema);
    const type = (def.properties?.type as RJSFSchema | undefined)?.const;
    return typeof type === "string" ? [{ type, name: def.title ?? type, description: def.description ?? "" }] : [];
  });
}

/** The kind of a block of the page, by its type (a type the schema does not know is named as it is). */
export const kindOf = (kinds: BlockKind[], type: unknown): BlockKind => kinds.find((k) => k.type === type) ?? { type: String(type), name: String(type), description: "" };
