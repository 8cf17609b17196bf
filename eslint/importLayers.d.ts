/** A layer of the project: the path prefixes of its files and the layers it may import. */
export interface Layer {
  name: string;
  paths: string[];
  may: string[];
}
export function layerOf(path: string, layers: Layer[]): string | undefined;
export function resolveImport(fromFile: string, source: string, root: string): string | undefined;
declare const plugin: import("eslint").ESLint.Plugin;
export default plugin;
