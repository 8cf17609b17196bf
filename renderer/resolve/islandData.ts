import { definitionsOf } from "../definitions.js";
import { islandsOf, islandTypes, type IslandData, type SharedFile } from "../islands.js";
import type { BlockRegistry } from "../types/blocks.js";
import type { PageData } from "./pageData.js";

/** Writes a shared document once (by its content) and gives the address the browser fetches it from. */
export type ShareDocument = (name: string, document: unknown) => string;

/**
 * What a page's HTML embeds: the site context and its islands' data only (static blocks carry none), with each
 * field a definition marks `share` replaced by the address of its file. Also the addresses, for the page to preload.
 */
export function islandData(data: PageData, registry: BlockRegistry, share: ShareDocument): { embedded: IslandData; files: string[] } {
  const definitions = definitionsOf(registry);
  const files: string[] = [];
  const islands = islandsOf(data, islandTypes(registry)).map((block) => {
    const shared = definitions[block.type].share ?? [];
    if (!shared.length) return block;
    const fields = Object.entries(block.data as Record<string, unknown>).map(([key, value]) => {
      if (!shared.includes(key)) return [key, value] as const;
      const file: SharedFile = { sharedFile: share(sharedName(key, value), value) };
      files.push(file.sharedFile);
      return [key, file] as const;
    });
    return { ...block, data: Object.fromEntries(fields) };
  });
  return { embedded: { context: data.context, islands }, files: [...new Set(files)] };
}

/** A shared file's readable name: the field, and the document's id when it has one (menu-main). */
function sharedName(field: string, value: unknown): string {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" ? `${field}-${id}` : field;
}
