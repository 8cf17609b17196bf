import { existsSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { loadServerDocuments, type ServerDocuments } from "../serverDocuments.js";
import { buildHolds } from "./buildHolds.js";
import { createSchemaRegistry, type SchemaRegistry } from "../../documents/schemaRegistry.js";
import { BuildFailed, buildInChild } from "./buildInChild.js";
import { codeFingerprint } from "./codeFingerprint.js";
import { quickBuild, warmUp } from "./quickBuild.js";
import { siteRenderer } from "./renderThread.js";
import { readBuiltSite } from "./builtSite.js";
import type { BuiltSite, LiveSite, PublishedDocuments, ServedSite } from "./liveSite.js";

/** Where a live site's code, documents and builds are, and the documents object the server's routes read. */
export interface LiveSiteFolders {
  codeRoot: string;
  documentsRoot: string;
  /** The build served, dist/ for `npm start`: every rebuild ends up here, so that a restart serves the newest. */
  distDir: string;
  schemasDir: string;
  documents: ServerDocuments;
  /** The clock a content rebuild renders the pages at (their schedules): the server's, which the browser tests move. */
  now?: () => Date;
}

/** A live site that can also serve a build made elsewhere (a publish through another process: fleetSite.ts). */
export interface InstallableSite extends LiveSite, ServedSite {
  /**
   * In turn with the rebuilds: `prepare` writes a finished build into the folder it is given (`<dist>.next`) and
   * answers the documents to apply with it, or undefined to change nothing; then the same swap as a rebuild's.
   */
  install(prepare: (next: string) => Promise<ServerDocuments | undefined>): Promise<boolean>;
}

/**
 * The site a publish rebuilds (liveSite.ts): builds into `<dist>.next` beside the served one (a content-only change
 * by rendering the pages again with the served bundles, quickBuild.ts; any other, or a failure of that path, by the
 * full build in a child process), then reloads the
 * server's documents into the same object (routes read `documents.x` at request time) and swaps the folders by
 * two renames while no answer is opening a file (buildHolds.ts), so that `<dist>` is always the newest build and
 * no answer fails; the old folder is removed after. Rebuilds and installs run one after another.
 */
export function liveSite(folders: LiveSiteFolders): InstallableSite {
  const holds = buildHolds(readBuiltSite(folders.distDir));
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(work: () => Promise<R>) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  // Compiled at the first publish (not every server publishes), then kept: the schemas are this process's code.
  let registry: SchemaRegistry | undefined;
  const renderer = siteRenderer();
  // Taken once, as fleetSite.ts does: hashing the code costs 0.1-0.2 s a publish, and a process runs the code it started with.
  let code: string | undefined;
  const parts = () => ({ ...folders, registry: (registry ??= createSchemaRegistry(folders.schemasDir)), renderer, code: (code ??= codeFingerprint(folders.codeRoot)) });
  // In turn, after what is asked: the render thread loads the bundle and learns what each page reads, so that the
  // first publish renders only what it changes. A warm-up that fails changes nothing: that publish renders every page.
  const warm = () => void inTurn(() => warmUp(parts(), holds.current(), process.env, folders.now?.() ?? new Date())).catch(() => undefined);
  const rebuild = (publish?: PublishedDocuments) =>
    inTurn(async () => {
      const started = performance.now();
      const next = clearLeftovers(folders.distDir);
      const made = await quickBuild(parts(), holds.current(), next, process.env, folders.now?.() ?? new Date(), publish?.checked).then(
        ({ rendered }) => ({ path: "content" as const, rendered }),
        async (e: unknown) => {
          // Problems in the documents: a full build would stop on them too.
          if (e instanceof BuildFailed) throw e;
          // Anything else the full build does, from nothing.
          clearLeftovers(folders.distDir);
          await buildInChild(folders.codeRoot, folders.documentsRoot, next);
          return { path: "full" as const, rendered: undefined };
        },
      );
      const manifest = await swapIn(folders, holds.swap, loadServerDocuments(folders.documentsRoot, folders.schemasDir, parts().registry));
      if (made.path === "full") warm();
      return { pages: manifest.pages.length, rendered: made.rendered ?? manifest.pages.length, seconds: (performance.now() - started) / 1000, path: made.path };
    });
  const install = (prepare: (next: string) => Promise<ServerDocuments | undefined>) =>
    inTurn(async () => {
      const next = clearLeftovers(folders.distDir);
      const documents = await prepare(next).catch((e: unknown) => {
        rmSync(next, { recursive: true, force: true });
        throw e;
      });
      if (!documents) return false;
      await swapIn(folders, holds.swap, documents);
      return true;
    });
  // Once the server has started: a site with no build yet (a server's first start builds one) has nothing to warm.
  if (existsSync(folders.distDir)) setImmediate(warm);
  return { current: holds.current, hold: holds.hold, rebuild, install };
}

/** `<dist>.next`, empty: what a build interrupted by a stop left there is thrown away. */
function clearLeftovers(distDir: string): string {
  for (const leftover of [`${distDir}.next`, `${distDir}.old`]) rmSync(leftover, { recursive: true, force: true });
  return `${distDir}.next`;
}

async function swapIn(folders: LiveSiteFolders, swap: (next: () => BuiltSite) => Promise<void>, documents: ServerDocuments) {
  const { distDir } = folders;
  const next = `${distDir}.next`;
  const old = `${distDir}.old`;
  const { manifest } = readBuiltSite(next);
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
  return manifest;
}
