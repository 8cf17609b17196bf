import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { documentKinds, schemaFileOf, type SchemaFile } from "../../documents/documentKinds.js";
import { documentFolders } from "../../documents/loadDocuments.js";
import { currentVersion, versionOf } from "../../documents/migrations/index.js";
import { createSchemaRegistry, type SchemaRegistry } from "../../documents/schemaRegistry.js";
import { loadSite, type SiteCheck } from "../../documents/validateSite.js";
import type { ApiEditorEditorDocument, ApiEditorSitePage } from "../../contract/types.js";
import { documentText as plainDocumentText } from "../../documents/migrations/outdatedDocuments.js";
import { documentText } from "./documentText.js";
import type { Draft } from "./draftStore.js";
import { isDeletion } from "./pageDeletion.js";
import { sitePages } from "./sitePages.js";
import { depthProblem } from "../../documents/documentDepth.js";
import { fieldTitle } from "./changes.js";
import type { Problem } from "../../documents/problem.js";

/** SHA-256 of a file's text in hex; a file not on disk hashes as the empty text. */
export const contentHash = (text: string | undefined) => createHash("sha256").update(text ?? "").digest("hex");

/** The schema file a document names with its `$schema`, when it names a known one. */
export const schemaFileOfData = (data: unknown): SchemaFile | undefined => schemaFileOf((data as { $schema?: unknown } | null)?.$schema);

/** The site as the editor sees it: the documents root's files with the saved drafts in place of theirs. */
export interface EditorSite {
  registry: SchemaRegistry;
  documentsRoot: string;
  /** The file's text on disk (undefined when there is no such file). */
  diskText(file: string): string | undefined;
  /** The text a draft stands for: what publishing it would write. */
  draftText(draft: Draft): string;
  /** The whole site checked with the drafts in place, exactly as `npm run validate` would check it. */
  check(drafts: ReadonlyMap<string, Draft>): SiteCheck;
  /** Every document the editor can open (a file that is not JSON or names no schema is only a problem). */
  documents(drafts: ReadonlyMap<string, Draft>): ApiEditorEditorDocument[];
  /** The site's pages: of this check when it has no problem, else of the last check that had none. */
  pages(check: SiteCheck): ApiEditorSitePage[];
}

/** One per app: the schema registry is compiled once, at the first use (not every app opens the editor), and reused by every check. */
export function createEditorSite(documentsRoot: string, schemasDir: string): EditorSite {
  let compiled: SchemaRegistry | undefined;
  const registry = () => (compiled ??= createSchemaRegistry(schemasDir));
  const diskText = (file: string) => {
    const path = join(documentsRoot, file);
    return existsSync(path) ? readFileSync(path, "utf8") : undefined;
  };
  const draftText = (draft: Draft) => {
    const schemaFile = schemaFileOfData(draft.data);
    return schemaFile ? documentText(registry(), schemaFile, draft.data, parsed(diskText(draft.file))) : plainDocumentText(draft.data);
  };
  let lastPages: ApiEditorSitePage[] | undefined;
  // A deleting draft takes its file out of the site checked (null in the overlay).
  const overlay = (drafts: ReadonlyMap<string, Draft>) => new Map([...drafts.values()].map((d) => [d.file, isDeletion(d.data) ? null : draftText(d)]));
  // Each problem also says where it is by the form's titles (editor/changes.ts fieldTitle), as the publish dialog
  // names a change: the validator's sentence names the field, not which item of a list it is in.
  const check = (drafts: ReadonlyMap<string, Draft>): SiteCheck => {
    const site = loadSite(documentsRoot, schemasDir, overlay(drafts), registry());
    const dataOf = new Map<string, unknown>();
    const where = (p: Problem) => {
      if (!p.pointer) return undefined;
      if (!dataOf.has(p.file)) dataOf.set(p.file, drafts.get(p.file)?.data ?? parsed(diskText(p.file)));
      const data = dataOf.get(p.file);
      const schemaFile = schemaFileOfData(data);
      return schemaFile && fieldTitle(registry(), schemaFile, data, p.pointer);
    };
    return {
      ...site,
      problems: site.problems.map((p) => {
        const at = where(p);
        return at ? { ...p, where: at } : p;
      }),
    };
  };
  return {
    get registry() {
      return registry();
    },
    documentsRoot,
    diskText,
    draftText,
    check,
    documents(drafts) {
      const files = [...new Set([...documentFolders.flatMap((folder) => jsonFiles(documentsRoot, folder)), ...drafts.keys()])].sort();
      return files.flatMap((file) => {
        const text = diskText(file);
        const disk = parsed(text);
        const draft = drafts.get(file);
        // A page about to be deleted still shows what is deleted: the file as it is.
        const deleting = draft !== undefined && isDeletion(draft.data);
        const data = (deleting ? undefined : draft?.data) ?? disk;
        const schemaFile = schemaFileOfData(data);
        if (!schemaFile) return [];
        return [
          {
            file,
            kind: documentKinds[schemaFile],
            schemaFile,
            name: documentName(data, file),
            data,
            disk: disk ?? null,
            diskHash: contentHash(text),
            ...(draft ? { draft: { baseHash: draft.baseHash, savedAt: draft.savedAt.toISOString() } } : {}),
            ...(deleting ? { deleted: true } : {}),
            schemaVersion: versionOf(data),
            currentVersion: currentVersion(schemaFile),
          },
        ];
      });
    },
    pages(site) {
      if (site.model) lastPages = sitePages(site.model);
      if (!lastPages) {
        const onDisk = check(new Map());
        lastPages = onDisk.model ? sitePages(onDisk.model) : undefined;
      }
      return lastPages ?? [];
    },
  };
}

/**
 * The parsed text, or undefined when there is none, it is not JSON, or it nests deeper than documents may: such a
 * value would overflow the stack of every recursive step after it (the answer's own JSON.stringify first).
 */
export function parsed(text: string | undefined): unknown {
  if (text === undefined || depthProblem(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the list shows for a document: its title, name or id, else its file name. */
export function documentName(data: unknown, file: string): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const named = [d.title, d.name, d.id].find((v): v is string => typeof v === "string" && v.trim() !== "");
  return named ?? file.split("/").pop()!.replace(/\.json$/, "");
}

function jsonFiles(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((f) => `${folder}/${f.split("\\").join("/")}`)
    .filter((f) => f.endsWith(".json"));
}
