import type { CategoryOptionsDocument, LeadFormDocument, MenuDocument } from "../types.js";
import { closestMatch } from "../closestMatch.js";
import type { DocumentKind } from "../documentKinds.js";
import type { LoadedDocument } from "../loadDocuments.js";
import type { Problem } from "../problem.js";
import type { SiteModel } from "../siteModel.js";

/** The generated type of each kind of document the reference checks read through `documentsOf`. */
interface DataOfKind {
  menu: MenuDocument;
  leadForm: LeadFormDocument;
  categoryOptions: CategoryOptionsDocument;
}

/** What every reference check works with: the site, where each document is, and the list its problems go to. */
export interface ReferenceCheck {
  model: SiteModel;
  /** Adds a problem at `pointer` of `doc`, with its line and column. */
  report(doc: LoadedDocument, pointer: string, message: string): void;
  /** The document read from `file`. */
  docOf(file: string): LoadedDocument;
  /** The one document of a single kind (site, constants, messages, footer, banners, services). */
  single(kind: DocumentKind): LoadedDocument;
  /** Every document of a kind, with its data as the kind's generated type. */
  documentsOf<K extends keyof DataOfKind>(kind: K): { doc: LoadedDocument; data: DataOfKind[K] }[];
}

export function createReferenceCheck(model: SiteModel, problems: Problem[]): ReferenceCheck {
  const find = (test: (d: LoadedDocument) => boolean) => model.documents.find(test)!;
  return {
    model,
    report: (doc, pointer, message) => problems.push({ file: doc.file, ...doc.source.locate(pointer), pointer, message }),
    docOf: (file) => find((d) => d.file === file),
    single: (kind) => find((d) => d.kind === kind),
    // Only documents that passed their schema reach a site model, so each one's data is its kind's generated type.
    documentsOf: <K extends keyof DataOfKind>(kind: K) => model.documents.filter((d) => d.kind === kind).map((doc) => ({ doc, data: doc.data as DataOfKind[K] })),
  };
}

/** The sentence for a name that refers to nothing: the closest known name when there is one, else how to fix it. */
export function unknown(what: string, value: string, known: Iterable<string>, fix: string): string {
  const hint = closestMatch(value, known);
  return `${what} '${value}' does not exist; ${hint ? `did you mean '${hint}'?` : fix}`;
}

/** The value at a JSON pointer of a document's data (undefined when the path is not there). */
export function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** Every string of a document's data with its JSON pointer (keys escaped as RFC 6901 says), `$schema` left out. */
export function eachString(node: unknown, found: (pointer: string, value: string) => void, pointer = ""): void {
  if (typeof node === "string") return found(pointer, node);
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) eachString(node[i], found, `${pointer}/${i}`);
    return;
  }
  for (const [key, value] of Object.entries(node)) if (key !== "$schema") eachString(value, found, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}
