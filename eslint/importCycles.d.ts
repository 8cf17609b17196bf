/** Each file's imports of project files, and the circle (a set of files) each file is in, if any. */
export function importGraph(root: string): { graph: Map<string, string[]>; partOf: Map<string, Set<string>> };
export function importedFile(fromFile: string, source: string): string | undefined;
export const noImportCycles: unknown;
