/** Compiles the project at `root` (once per version of its sources) into a folder under `cache`, and answers it. */
export function compileServer(root: string, cache?: string): Promise<string>;
