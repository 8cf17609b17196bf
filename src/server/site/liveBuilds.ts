import { existsSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { loadServerDocuments, type ServerDocuments } from "../serverDocuments.js";
import { buildHolds } from "./buildHolds.js";
import { buildInChild } from "./buildInChild.js";
import { readBuiltSite } from "./builtSite.js";
import type { BuiltSite, LiveSite, ServedSite } from "./liveSite.js";

/** Where a live site's code, documents and builds are, and the documents object the server's routes read. */
export interface LiveSiteFolders {
  codeRoot: string;
  documentsRoot: string;
  /** The build served, dist/ for `npm start`: every rebuild ends up here, so that a restart serves the newest. */
  distDir: string;
  schemasDir: string;
  documents: ServerDocuments;
}

/**
 * The site a publish rebuilds (liveSite.ts): builds into `<dist>.next` beside the served one, then reloads the
 * server's documents into the same object (routes read `documents.x` at request time) and swaps the folders by
 * two renames while no answer is opening a file (buildHolds.ts), so that `<dist>` is always the newest build and
 * no answer fails; the old folder is removed after. Rebuilds run one after another.
 */
export function liveSite(folders: LiveSiteFolders): LiveSite & ServedSite {
  const holds = buildHolds(readBuiltSite(folders.distDir));
  let queue: Promise<unknown> = Promise.resolve();
  const rebuild = () => {
    const run = queue.then(() => rebuildOnce(folders, holds.swap));
    queue = run.catch(() => undefined);
    return run;
  };
  return { current: holds.current, hold: holds.hold, rebuild };
}

async function rebuildOnce(folders: LiveSiteFolders, swap: (next: () => BuiltSite) => Promise<void>) {
  const started = performance.now();
  const { distDir } = folders;
  const next = `${distDir}.next`;
  const old = `${distDir}.old`;
  for (const leftover of [next, old]) rmSync(leftover, { recursive: true, force: true });
  await buildInChild(folders.codeRoot, folders.documentsRoot, next);
  const { manifest } = readBuiltSite(next);
  const documents = loadServerDocuments(folders.documentsRoot, folders.schemasDir);
  await swap(() => {
    if (existsSync(distDir)) renameSync(distDir, old);
    try {
      renameSync(next, distDir);
    } catch (error) {
      if (existsSync(old)) renameSync(old, distDir);
      throw error;
    }
    Object.assign(folders.documents, documents);
    return { dir: distDir, manifest };
  });
  await rm(old, { recursive: true, force: true });
  return { pages: manifest.pages.length, seconds: (performance.now() - started) / 1000 };
}
