import { definitionsOf } from "../definitions.js";
import { islandsOf, islandTypes, type IslandData, type SharedFile } from "../islands.js";
import type { BlockRegistry } from "../types/blocks.js";
import type { PageData } from "./pageData.js";

/** Writes a shared document once (by its content) and gives the address the browser fetches it from. */
export type ShareDocument = (name: string, document: unknown) => string;

/**
 * What a page's HTML embeds: the site context and its islands' data only (static blocks carry none), with each
 * field a definition marks `share` replaced by the address of its file. Also the addresses for the page to preload:
 * those of the islands that hydrate by themselves. An island that waits for the visitor (`hydrateOn: "interaction"`,
 * the header) fetches its files once the page is idle (hydrateIslands.tsx), so that they take no part of the page's
 * first moments from the files it needs then.
 */
export function islandData(data: PageData, registry: BlockRegistry, share: ShareDocument): { embedded: IslandData; files: string[] } {
  const definitions = definitionsOf(registry);
  const files: string[] = [];
  const islands = islandsOf(data, islandTypes(registry)).map((block) =>
    (definitions[block.type].share ?? []).reduce((b, path) => {
      const document = valueAt(b.data, path);
      if (document === undefined) return b;
      const file: SharedFile = { sharedFile: share(sharedName(path, document), document) };
      if (definitions[block.type].hydrateOn !== "interaction") files.push(file.sharedFile);
      return { ...b, data: withValueAt(b.data, path, file) };
    }, block),
  );
  return { embedded: { context: data.context, islands }, files: [...new Set(files)] };
}

/** The value at a dotted path of a block's data ("menu", "data.messages"). */
function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>)[key] : undefined), data);
}

/** A copy of the data with the value at a dotted path replaced. */
function withValueAt(data: unknown, path: string, value: unknown): unknown {
  const [key, ...rest] = path.split(".");
  const record = data as Record<string, unknown>;
  return { ...record, [key]: rest.length ? withValueAt(record[key], rest.join("."), value) : value };
}

/** A shared file's readable name: the field (the path's last part), and the document's id when it has one (menu-main). */
function sharedName(path: string, value: unknown): string {
  const field = path.split(".").pop()!;
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" ? `${field}-${id}` : field;
}
