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

/**
 * The build folder the server serves and a publish rebuilds, when it is not the project's dist/: a server on a copy
 * of the documents (VIDHI_DOCUMENTS_DIR) keeps its builds beside them, so that its publishes never replace the
 * project's dist/. The folder's parent must reach node_modules (the build imports its SSR bundle, which imports React).
 */
export const distDirEnv = "VIDHI_DIST_DIR";
