import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, type AppOptions } from "../../src/server/app.js";
import { loadServerDocuments } from "../../src/server/serverDocuments.js";
import { liveSite } from "../../src/server/site/liveBuilds.js";
import type { Store } from "../../src/server/store/openStore.js";
import { holdToContract } from "./apiContractCheck.js";
import { projectRoot, schemasDir } from "./fixtureSite.js";
import { openTestStore } from "./testStore.js";

/** The real documents of config/, as the server reads them. */
export const serverDocuments = loadServerDocuments(projectRoot);

/**
 * The real app on a fresh store (in-memory PGlite, or a database of its own on the PostgreSQL leg: testStore.ts), with
 * an empty build unless given one (API tests need no pages), the real documents unless given others, a fresh signing
 * key, outside production unless told. Given a build, the app serves it as a live site that `liveSite.rebuild()`
 * rebuilds from the documents under documentsRoot (default the project's: pass a copy, liveSiteKit.ts). Its /api answers
 * are held to the contract (apiContractCheck.ts): one that breaks it makes `close()` throw.
 */
export async function testApp(
  options: Partial<Pick<AppOptions, "logger" | "now" | "otpDelivery" | "devClock" | "maps" | "captcha" | "captchaTestScores" | "leadApiKey" | "adminPassword" | "mxLookup" | "trustProxy" | "documents" | "payments" | "requestTimeoutMs">> & { store?: Store; signingKey?: Uint8Array; production?: boolean; distDir?: string; documentsRoot?: string } = {},
) {
  const dist = options.distDir ?? emptyBuild();
  const store = options.store ?? (await openTestStore());
  const signingKey = options.signingKey ?? new TextEncoder().encode(randomBytes(32).toString("base64url"));
  const documents = options.documents ?? serverDocuments;
  const documentsRoot = options.documentsRoot ?? projectRoot;
  const site = options.distDir ? liveSite({ codeRoot: projectRoot, documentsRoot, distDir: dist, schemasDir, documents }) : undefined;
  const app = await buildApp({ ...options, store, distDir: dist, liveSite: site, documentsRoot, schemasDir, documents, signingKey, production: options.production ?? false });
  // Every /api answer of every test is held to the contract's schemas; what breaks it fails the file at its close.
  const broken = holdToContract(app);
  return {
    app,
    liveSite: site,
    store,
    signingKey,
    close: async () => {
      await app.close();
      await store.close();
      if (broken.length) throw new Error(`answers outside the contract (src/contract/apiCalls.ts, schemas/api/):\n${broken.join("\n")}`);
    },
  };
}

function emptyBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
  mkdirSync(join(dist, "client"));
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [] }));
  return dist;
}

/** A clock that tests move by hand: pass `clock.now` as the app's `now`. */
export function testClock(start = "2026-05-01T10:00:00Z") {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance: (seconds: number) => void (at += seconds * 1000),
  };
}
