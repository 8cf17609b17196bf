import type { SiteModel } from "../../documents/siteModel.js";
import type { PageManifest } from "../pageManifest.js";

/** One finished build the server serves from: its folder (client/ and pages.json inside) and its page list. */
export interface BuiltSite {
  dir: string;
  manifest: PageManifest;
}

/**
 * The build the running server serves, which a publish in the document editor replaces without a restart:
 * `rebuild` builds every page from the documents on disk into a new folder, reloads the documents the
 * server's rules read (constants, messages, plans, services, chat scripts), then serves the new build; a request
 * already being answered finishes from the old one. One rebuild at a time: a second call waits for the first and
 * then builds again. A failed build leaves the current one served and rejects with the build's output.
 */
export interface LiveSite {
  current(): BuiltSite;
  /**
   * `publish` says what the rebuild publishes (its git commit): a site shared by several processes (fleetSite.ts)
   * stores the build for the others and answers its id, or why it could not (`shareError`; the build is served here).
   */
  rebuild(publish?: PublishedDocuments): Promise<{ pages: number; rendered?: number; seconds: number; path?: PublishPath; build?: number; shareError?: string }>;
  /** Runs a whole publish alone across every process of the site, after catching up with the newest one (fleetSite.ts). */
  publishing?<R>(work: () => Promise<R>): Promise<R>;
}

/**
 * What a rebuild publishes: its git commit, and the site as the publish checked it when that is exactly the documents
 * on disk (so that a content-only rebuild does not load and check them again: one check per publish).
 */
export interface PublishedDocuments {
  commit: string | null;
  checked?: SiteModel;
}

/** How a rebuild was made: the pages rendered again with the bundles served (a content-only change), or the full build. */
export type PublishPath = "content" | "full";

/** One answer's hold on a build: the build it answers from, which is not swapped away until `release`. */
export interface HeldBuild {
  site: BuiltSite;
  release(): void;
}

/**
 * What the server's page and file answers read (site/siteAnswers.ts): the build of the moment, and a hold on it for
 * the time an answer needs to open its file. A live site (site/liveBuilds.ts) or one build that never changes
 * (site/fixedSite.ts, the API tests' empty build).
 */
export interface ServedSite {
  current(): BuiltSite;
  hold(): Promise<HeldBuild>;
}
