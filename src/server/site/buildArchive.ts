import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * A folder as one gzip buffer, to store in one row (site/publishedBuilds.ts): a 4-byte length, a JSON list of
 * [path, size], then the files' bytes one after the other. A format of our own rather than tar: a few lines, no
 * package, and only regular files (a build and the documents have no links or modes to keep). gzip at level 1: the
 * build's .br and .gz copies are already compressed, and a publish waits for this.
 */
export function packFolders(root: string, folders: string[]): Buffer {
  const entries: [string, number][] = [];
  const bodies: Buffer[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const body = readFileSync(path);
      entries.push([relative(root, path).split(sep).join("/"), body.length]);
      bodies.push(body);
    }
  }
  const index = Buffer.from(JSON.stringify(entries));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(index.length);
  return gzipSync(Buffer.concat([length, index, ...bodies]), { level: 1 });
}

/** Writes an archive of packFolders under `root` (which it creates); a path that would leave `root` is refused. */
export function unpackInto(archive: Buffer, root: string): string[] {
  const whole = gunzipSync(archive);
  const indexLength = whole.readUInt32BE(0);
  const entries = JSON.parse(whole.subarray(4, 4 + indexLength).toString("utf8")) as [string, number][];
  let at = 4 + indexLength;
  mkdirSync(root, { recursive: true });
  for (const [path, size] of entries) {
    const target = join(root, path);
    if (relative(root, target).startsWith("..")) throw new Error(`an archive's path leaves its folder: ${path}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, whole.subarray(at, at + size));
    at += size;
  }
  return entries.map(([path]) => path);
}
