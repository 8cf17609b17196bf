import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { definitionsOf } from "../../renderer/definitions.js";
import type { BlockRegistry } from "../../renderer/index.js";

/** One lazily loaded block as built: its chunks and their gzip size, next to the budget its definition sets. */
export interface LazyBlockSize {
  type: string;
  chunks: string[];
  gzipBytes: number;
  budgetKiB?: number;
}

/**
 * The built chunks of every block that its definition loads lazily: the chunk of the module its `load` imports
 * (Vite names a chunk after its module, `LeadForm-<hash>.js`), plus the chunks that one imports, statically or
 * on demand (the lead form's category picker), except those the page's entry already loads (`pageScripts`).
 */
export function lazyBlockSizes(registry: BlockRegistry, assetsDir: string, pageScripts: string[]): LazyBlockSize[] {
  const assets = readdirSync(assetsDir).filter((f) => f.endsWith(".js"));
  return Object.entries(definitionsOf(registry)).flatMap(([type, def]) => {
    // A static block's chunk (the pricing block's, loaded by the prerender only) is never fetched by a page.
    if (!def.load || !def.hydrate) return [];
    // The loader's own text names the module it imports: the one link from a definition to its built chunk.
    const module = /import\(\s*["'](?:.*\/)?([^/"']+)\.[jt]sx?["']\s*\)/.exec(String(def.load))?.[1];
    const start = assets.filter((f) => module && new RegExp(`^${module}-[\\w-]{8}\\.js$`).test(f));
    const chunks = withImports(start, assetsDir, pageScripts);
    const gzipBytes = chunks.reduce((n, f) => n + gzipSync(readFileSync(join(assetsDir, f))).length, 0);
    return [{ type, chunks, gzipBytes, budgetKiB: def.budgetKiB }];
  });
}

function withImports(files: string[], assetsDir: string, pageScripts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f) || pageScripts.some((s) => s.endsWith(`/${f}`))) return;
    seen.add(f);
    const code = readFileSync(join(assetsDir, f), "utf8");
    // `from "./x.js"`, `import "./x.js"`, and on demand `import(\`./x.js\`)` (the minifier's quotes).
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(m[1]);
  };
  files.forEach(visit);
  return [...seen];
}
