import { resolve } from "node:path";

/**
 * The folder of the documents (config/ and pages-json/) when it is not the project's own: the editor's browser tests
 * run a server on a temporary copy with its own git, so that a publish never writes into the project.
 */
export const documentsDirEnv = "VIDHI_DOCUMENTS_DIR";

/** Where the documents are read, written and committed: VIDHI_DOCUMENTS_DIR, or the code root itself. */
export function documentsRootOf(codeRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(codeRoot, env[documentsDirEnv] || ".");
}
