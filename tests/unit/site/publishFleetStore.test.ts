import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packFolders, unpackInto } from "../../../src/server/site/buildArchive.js";
import { syncDocuments } from "../../../src/server/site/documentsSync.js";
import { newestBuildId, readBuild, storeBuild } from "../../../src/server/site/publishedBuilds.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { openTestStore } from "../testStore.js";

/** The parts of a publish shared across processes (site/fleetSite.ts): the archive, the documents copy, the table. */
const folder = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), "vidhi-publish-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};
const made: string[] = [];
const track = (root: string) => (made.push(root), root);
afterAll(() => made.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe("a build's archive", () => {
  it("unpacks to the same files, bytes for bytes, and leaves out what is outside the folders asked for", () => {
    const from = track(folder({ "config/a.json": "{}\n", "config/chat/b.json": "[1]", "pages-json/p.json": "é", "other/x.txt": "not shared" }));
    writeFileSync(join(from, "config/bin.br"), Buffer.from([0, 255, 10, 13]));
    const to = track(mkdtempSync(join(tmpdir(), "vidhi-unpack-")));
    expect(unpackInto(packFolders(from, ["config", "pages-json"]), to).sort()).toEqual(["config/a.json", "config/bin.br", "config/chat/b.json", "pages-json/p.json"]);
    for (const file of ["config/a.json", "config/chat/b.json", "pages-json/p.json", "config/bin.br"]) expect(readFileSync(join(to, file))).toEqual(readFileSync(join(from, file)));
    expect(existsSync(join(to, "other"))).toBe(false);
  });

  it("refuses a path that would leave the folder it is unpacked into", () => {
    const index = Buffer.from(JSON.stringify([["../escaped.txt", 1]]));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(index.length);
    const to = track(mkdtempSync(join(tmpdir(), "vidhi-unpack-")));
    expect(() => unpackInto(gzipSync(Buffer.concat([length, index, Buffer.from("x")])), join(to, "inner"))).toThrow(/leaves its folder/);
    expect(existsSync(join(to, "escaped.txt"))).toBe(false);
  });
});

describe("documents copied from a publish", () => {
  it("writes what differs, removes what is gone, leaves the rest and anything outside config/ and pages-json/", () => {
    const from = track(folder({ "config/same.json": "1", "config/changed.json": "new", "pages-json/added.json": "+" }));
    const root = track(folder({ "config/same.json": "1", "config/changed.json": "old", "pages-json/gone.json": "-", ".git/HEAD": "ref" }));
    expect(syncDocuments(from, root).sort()).toEqual(["config/changed.json", "pages-json/added.json", "pages-json/gone.json"]);
    expect(readFileSync(join(root, "config/changed.json"), "utf8")).toBe("new");
    expect(existsSync(join(root, "pages-json/gone.json"))).toBe(false);
    expect(readFileSync(join(root, ".git/HEAD"), "utf8")).toBe("ref");
    expect(syncDocuments(from, root)).toEqual([]);
  });
});

describe("stored publishes", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store?.close());

  it("are numbered in the order stored, keep only the newest few, and announce each id", async () => {
    expect(await newestBuildId(store.query)).toBe(0);
    const heard: string[] = [];
    const unlisten = await store.listen("published_build", (payload) => heard.push(payload));
    const build = (n: number) => ({ code: "c", commit: n % 2 ? null : `commit-${n}`, files: Buffer.from(`files ${n}`), documents: Buffer.from(`documents ${n}`) });
    const ids: number[] = [];
    for (let n = 0; n < 4; n++) ids.push(await storeBuild(store, build(n), 2));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect(await newestBuildId(store.query)).toBe(ids[3]);
    expect(await readBuild(store.query, ids[1])).toBeUndefined();
    const newest = await readBuild(store.query, ids[3]);
    expect({ ...newest, files: newest!.files.toString(), documents: newest!.documents.toString() }).toEqual({ id: ids[3], code: "c", commit: null, files: "files 3", documents: "documents 3" });
    expect((await readBuild(store.query, ids[2]))!.commit).toBe("commit-2");
    await expect.poll(() => heard).toEqual(ids.map(String));
    await unlisten();
  });
});
