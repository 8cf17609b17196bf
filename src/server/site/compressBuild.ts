import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text files, worth compressing. PNG, JPEG, WebP, AVIF and woff2 are compressed formats already. */
const textFile = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest|map)$/;

/**
 * Brotli quality. 11, the densest, for everything but the pages: a handful of hashed files that every page
 * loads and browsers keep for a year. 10 for the pages, of which there are hundreds (thousands with every city
 * page): on the 190 pages of 2026-11-26, 17 ms a page against 44 at 11 and 0.8 at 5, for 1,236 KiB in all against
 * 1,213 and 1,383 (levels 5 to 9 are within 1% of each other; 10 is the step). /gst-registration's HTML as sent went
 * from 10,242 bytes at 5 (over its 10 KiB budget, npm run bench) to 9,200.
 */
const assetQuality = 11;
const pageQuality = 10;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface CompressedBuild {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `x.br` and `x.gz` next to every text file under the client build (`dist/client`), for the server's
 * pre-compressed answers (@fastify/static `preCompressed`): nothing is compressed per request. zlib's async
 * calls run on libuv's thread pool, so the files are compressed in parallel on every core.
 */
export async function compressBuild(clientDir: string): Promise<CompressedBuild> {
  return compressFiles((await readdir(clientDir, { recursive: true })).filter((f) => textFile.test(f)).map((f) => join(clientDir, f)));
}

/** The same for the files given (a content-only publish compresses only the files it changed: quickBuild.ts). */
export async function compressFiles(allFiles: string[]): Promise<CompressedBuild> {
  const files = allFiles.filter((f) => textFile.test(f));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const quality = file.endsWith(".html") ? pageQuality : assetQuality;
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return { raw: raw.length, br: br.length, gz: gz.length };
    }),
  );
  return {
    files: files.length,
    rawBytes: sizes.reduce((n, s) => n + s.raw, 0),
    brotliBytes: sizes.reduce((n, s) => n + s.br, 0),
    gzipBytes: sizes.reduce((n, s) => n + s.gz, 0),
  };
}
