import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { staffPages } from "../../../src/server/staff/adminIndexRoute.js";
import { hashPassword, listStaff, passwordMatches, removeStaff, setStaffPassword } from "../../../src/server/staff/staffAccounts.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { storeLockFileOf } from "../../../src/server/store/storeLock.js";
import { editorSuite, git } from "../editor/editorApiKit.js";
import { serverDocuments } from "../testApp.js";

const basic = (name: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${name}:${password}`).toString("base64")}` });

describe("a staff password is kept as a slow hash of its own", () => {
  it("the right password matches, a wrong one or an unreadable hash does not; two hashes of one password differ", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await passwordMatches("correct horse battery", hash)).toBe(true);
    expect(await passwordMatches("correct horse batterY", hash)).toBe(false);
    expect(await passwordMatches("correct horse battery", "sha1$x")).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
  });
});

describe("named staff accounts sign in to every staff page (both stores)", () => {
  const e = editorSuite();
  const status = async (headers: Record<string, string>) => (await e.app.inject({ method: "GET", url: "/admin/leads", headers, remoteAddress: "10.61.0.1" })).statusCode;

  it("an account's name and password open the pages; a wrong password, an unknown name or a removed account do not; 'admin' with the old password works until an 'admin' account exists", async () => {
    const at = new Date("2026-05-01T10:00:00Z");
    expect(await setStaffPassword(e.store.query, "meera", "meera-password-1", at)).toBe(true);
    expect(await status(basic("meera", "meera-password-1"))).toBe(200);
    expect(await status(basic("meera", "meera-password-2"))).toBe(401);
    expect(await status(basic("ravi", "meera-password-1"))).toBe(401);
    expect(await status({ authorization: e.authHeader })).toBe(200);

    // A new password: the old one stops at once, even though this process remembered it as checked.
    expect(await setStaffPassword(e.store.query, "meera", "meera-password-3", at)).toBe(false);
    expect(await status(basic("meera", "meera-password-1"))).toBe(401);
    expect(await status(basic("meera", "meera-password-3"))).toBe(200);
    expect(await removeStaff(e.store.query, "meera")).toBe(true);
    expect(await status(basic("meera", "meera-password-3"))).toBe(401);

    await setStaffPassword(e.store.query, "admin", "the-new-admin-password", at);
    expect(await status({ authorization: e.authHeader })).toBe(401);
    expect(await status(basic("admin", "the-new-admin-password"))).toBe(200);
    await removeStaff(e.store.query, "admin");
  });

  it("the scheme's name in any case and more than one space before the credentials (RFC 9110 §11.1) open the pages", async () => {
    const credentials = e.authHeader.replace(/^Basic +/, "");
    for (const authorization of [`basic ${credentials}`, `BASIC ${credentials}`, `Basic   ${credentials}`]) expect(await status({ authorization })).toBe(200);
    expect(await status({ authorization: `Bearer ${credentials}` })).toBe(401);
  });

  it("a name no account can have (a NUL, bytes that are not UTF-8, capitals) is a wrong password, 401, not a lookup that fails", async () => {
    const answer = (authorization: string) => e.app.inject({ method: "GET", url: "/admin/leads", headers: { authorization }, remoteAddress: "10.62.0.1" });
    const encoded = (bytes: Buffer) => `Basic ${bytes.toString("base64")}`;
    for (const authorization of [encoded(Buffer.from("a\0:b")), encoded(Buffer.from([0x6d, 0xe9, 0x3a, 0x62])), basic("Meera", "x").authorization]) {
      const refused = await answer(authorization);
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.headers["www-authenticate"]).toMatch(/^Basic /);
    }
  });

  it("/admin lists every staff page by its title, says who is signed in, and each page it lists opens with the same password", async () => {
    await setStaffPassword(e.store.query, "asha.s", "asha-password-1", new Date("2026-05-01T10:00:00Z"));
    const get = (url: string, headers: Record<string, string> = basic("asha.s", "asha-password-1")) => e.app.inject({ method: "GET", url, headers, remoteAddress: "10.61.0.2" });
    const refused = await get("/admin", {});
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe(serverDocuments.messages.server.staffIndex.loginNeeded);
    const index = await get("/admin");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(index.headers["cache-control"]).toBe("no-store");
    expect(index.body).toContain("<p>Signed in as asha.s.</p>");
    const pages = staffPages(serverDocuments.messages);
    expect(pages.map((p) => p.title)).toEqual(["Leads", "Payments", "Tracking records", "Insights", "Live chat", "Document editor"]);
    for (const p of pages) {
      expect(index.body).toContain(`<li><a href="${p.path}">${p.title}</a></li>`);
      expect((await get(p.path)).statusCode, p.path).toBe(200);
    }
  });

  it("the author of a draft and of a publish's commit is the signed-in account", async () => {
    await setStaffPassword(e.store.query, "ravi.k", "ravi-password-1", new Date());
    const file = "config/banners.json";
    const doc = e.doc(file);
    doc.notices[0].text = "Filed by Ravi";
    const as = (method: "PUT" | "POST", url: string, payload: object) => e.app.inject({ method, url, headers: basic("ravi.k", "ravi-password-1"), payload });
    expect((await as("PUT", "/admin/editor/api/draft", { file, data: doc, baseHash: contentHash(e.text(file)) })).statusCode).toBe(200);
    expect((await e.store.query<{ saved_by: string }>("select saved_by from editor_drafts where file = $1", [file]))[0].saved_by).toBe("ravi.k");
    const published = await as("POST", "/admin/editor/api/publish", { file });
    expect(published.statusCode, published.body).toBe(200);
    expect(git(e.root, "log", "-1", "--format=%an <%ae>")).toBe("ravi.k <ravi.k@staff.vidhi.invalid>");
  });
});

describe("npm run staff", () => {
  const run = promisify(execFile);
  const staff = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "src/cli/staff.ts", ...args], { env: { ...process.env, VIDHI_DATA_DIR: dataDir, DATABASE_URL: "" } }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it("adds an account with a generated password shown once, lists it, refuses a bad name or a short password", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-staff-"));
    const added = await staff(dataDir, "add", "meera");
    expect(added.code).toBe(0);
    const password = /Password: (\S+) \(shown once/.exec(added.out)![1];
    expect((await staff(dataDir, "add", "Meera Iyer")).code).toBe(2);
    expect((await staff(dataDir, "add", "ravi", "--password", "short")).code).toBe(2);
    expect((await staff(dataDir, "list")).out).toMatch(/^meera\tsince \d{4}-\d{2}-\d{2}/);
    const store = await openStore({ dataDir: join(dataDir, "pglite") });
    try {
      const [{ password_hash }] = await store.query<{ password_hash: string }>("select password_hash from staff_accounts where name = 'meera'");
      expect(await passwordMatches(password, password_hash)).toBe(true);
      expect((await listStaff(store.query)).map((a) => a.name)).toEqual(["meera"]);
      // While a process holds the embedded store (the server of npm start), the command says so and changes nothing.
      const held = await staff(dataDir, "add", "bhavna");
      expect(held.code).toBe(1);
      expect(held.out).toContain(`is open in another process (pid ${process.pid}`);
      expect((await listStaff(store.query)).map((a) => a.name)).toEqual(["meera"]);
    } finally {
      await store.close();
    }
    // Closed, the folder is free again; a lock left by a process that is gone (a crash) is taken over.
    expect((await staff(dataDir, "add", "bhavna")).code).toBe(0);
    writeFileSync(storeLockFileOf(join(dataDir, "pglite")), "999999999");
    expect((await staff(dataDir, "list")).out).toContain("bhavna");
  });
});
