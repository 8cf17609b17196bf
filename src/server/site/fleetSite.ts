import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSchemaRegistry, type SchemaRegistry } from "../../documents/schemaRegistry.js";
import { fill } from "../../lib/fill.js";
import { loadServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { packFolders, unpackInto } from "./buildArchive.js";
import { codeFingerprint } from "./codeFingerprint.js";
import { documentFolders, syncDocuments } from "./documentsSync.js";
import type { InstallableSite, LiveSiteFolders } from "./liveBuilds.js";
import type { LiveSite, PublishedDocuments, ServedSite } from "./liveSite.js";
import { exclusivePublish, newestBuildId, publishChannel, readBuild, storeBuild, type StoredBuild } from "./publishedBuilds.js";

/** Inside a build folder (outside client/, so never an address): which stored publish it is, for a restart. */
const servedFile = "published-build.json";

export interface FleetSite extends LiveSite, ServedSite {
  close(): Promise<void>;
}

/**
 * A live site shared by every server process on one PostgreSQL (docs/publishing.md). A publish takes the
 * fleet's lock, catches up with the newest stored publish, writes and builds as on one process, then stores the
 * build folder and the documents (publishedBuilds.ts) and notifies. Every process, on the notification, when its
 * listening connection comes back, on a timer and at start, installs the newest stored publish if it is newer than
 * the one it serves: its files into `<dist>.next`, its documents into the documents root, then the usual swap.
 * Nothing is ever installed over a newer build. Answers once the process serves the newest publish.
 */
export async function fleetSite(live: InstallableSite, store: Store, folders: LiveSiteFolders, log: (message: string) => void): Promise<FleetSite> {
  const code = codeFingerprint(folders.codeRoot);
  const { distDir } = folders;
  let served = servedBuildId(distDir);
  const staging = `${distDir}.documents`;
  // Compiled once: the schemas are this process's code, which a publish does not change.
  let registry: SchemaRegistry | undefined;

  /** The stored documents, checked as the server's own would be, in a folder beside the build. */
  const stagedDocuments = (build: StoredBuild) => {
    rmSync(staging, { recursive: true, force: true });
    unpackInto(build.documents, staging);
    registry ??= createSchemaRegistry(folders.schemasDir);
    return loadServerDocuments(staging, folders.schemasDir, registry);
  };
  const catchUpOnce = async () => {
    const newest = await newestBuildId(store.query);
    if (newest <= served) return;
    // Undefined when a newer publish pushed it out meanwhile: its own notification follows.
    const build = await readBuild(store.query, newest);
    if (!build) return;
    try {
      if (build.code === code) {
        await live.install(async (next) => {
          if (build.id <= served) return undefined;
          const documents = stagedDocuments(build);
          unpackInto(build.files, next);
          markServed(next, build.id);
          syncDocuments(staging, folders.documentsRoot);
          return documents;
        });
      } else {
        // Built by other code (a deploy under way): its files may not fit this process's server; its documents do.
        log(`publish ${build.id} was built by other code: rebuilding its documents here`);
        stagedDocuments(build);
        syncDocuments(staging, folders.documentsRoot);
        await live.rebuild();
        markServed(distDir, build.id);
      }
      served = Math.max(served, build.id);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
  // One catch-up at a time, in order; a publish runs in the same line, so that its own notification finds it served.
  let line: Promise<unknown> = Promise.resolve();
  const inLine = <R>(work: () => Promise<R>) => {
    const run = line.then(work);
    line = run.catch(() => undefined);
    return run;
  };
  const check = () => inLine(catchUpOnce).catch((e: Error) => log(`could not install the newest publish: ${e.message}`));

  const rebuild = async (publish?: PublishedDocuments) => {
    const result = await live.rebuild(publish);
    if (!publish) return result;
    const { publishing } = folders.documents.constants;
    const words = folders.documents.messages.adminEditor;
    try {
      const files = packFolders(distDir, ["."]);
      const documents = packFolders(folders.documentsRoot, documentFolders);
      const mib = (files.length + documents.length) / 2 ** 20;
      if (mib > publishing.maxArchiveMiB) throw new Error(fill(words.archiveTooLarge, { size: mib.toFixed(1), limit: publishing.maxArchiveMiB }));
      const build = await storeBuild(store, { code, commit: publish.commit, files, documents }, publishing.keepBuilds);
      markServed(distDir, build);
      served = Math.max(served, build);
      return { ...result, build };
    } catch (e) {
      return { ...result, shareError: fill(words.shareFailed, { reason: (e as Error).message }) };
    }
  };

  await check();
  const unlisten = await store.listen(publishChannel, () => void check(), () => void check());
  const timer = setInterval(() => void check(), folders.documents.constants.publishing.checkEverySeconds * 1000);
  timer.unref();
  return {
    current: live.current,
    hold: live.hold,
    rebuild,
    // The lock first, then the line: catch-ups keep running while another process publishes.
    publishing: (work) => exclusivePublish(store, () => inLine(async () => (await catchUpOnce(), work()))),
    close: async () => {
      clearInterval(timer);
      await unlisten();
    },
  };
}

/** The stored publish a build folder is (0: a build of this process's own, never stored). */
function servedBuildId(distDir: string): number {
  const file = join(distDir, servedFile);
  if (!existsSync(file)) return 0;
  return (JSON.parse(readFileSync(file, "utf8")) as { id: number }).id;
}

function markServed(dir: string, id: number): void {
  writeFileSync(join(dir, servedFile), JSON.stringify({ id }));
}
