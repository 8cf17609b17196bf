import Ajv2020 from "ajv/dist/2020.js";
import { SignJWT } from "jose";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "../../../src/server/login/maskEmail.js";
import { loadSigningKey, signingKeyFile } from "../../../src/server/security/signingKey.js";
import { issueToken, revokeToken, tokenId, verifyToken } from "../../../src/server/login/tokens.js";
import { createUser, findUser, findUsersByContact, setUserInactive, type User } from "../../../src/server/login/users.js";
import { loadServerDocuments } from "../../../src/server/serverDocuments.js";
import { brokenSite, projectRoot, schemasDir } from "../fixtureSite.js";
import { serverDocuments, testApp } from "../testApp.js";
import { requestForLog } from "../../../src/server/app.js";

const lifetime = serverDocuments.constants.auth.tokenLifetimeSeconds;
const refusal = serverDocuments.messages.api.tokenNotValid;
const newKey = () => new TextEncoder().encode(randomBytes(32).toString("base64url"));

const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true });
const answerSchema = ajv.compile(JSON.parse(readFileSync(join(schemasDir, "api/validate-token-response.schema.json"), "utf8")));

describe("GET /api/validateToken", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let asha: User;
  let ravi: User;
  beforeAll(async () => {
    t = await testApp();
    asha = await createUser(t.store, { name: "Asha Verma", email: "Asha.Verma@Example.com", mobile: "9876501234", profileImage: "https://example.com/asha.png" });
    ravi = await createUser(t.store, { name: "Ravi Kumar", mobile: "9876501234" });
  });
  afterAll(() => t.close());

  const validate = (token?: string | string[], extra = "") =>
    t.app.inject({
      method: "GET",
      url: "/api/validateToken" + (token === undefined ? "" : "?" + [token].flat().map((x) => `auth_token=${encodeURIComponent(x)}`).join("&")) + extra,
    });
  const expectRefused = async (token: string) => {
    const res = await validate(token);
    expect(res.statusCode).toBe(401);
    expect(res.headers["cache-control"]).toBe("no-store");
    // One sentence for every reason: the answer does not tell which check failed.
    expect(res.json()).toEqual({ success: false, error: refusal });
    expect(answerSchema(res.json())).toBe(true);
  };

  it("a valid token gives the user: name, email, masked email, profile image; never cached", async () => {
    const token = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    const res = await validate(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      success: true,
      data: { name: "Asha Verma", email: "asha.verma@example.com", maskedEmail: "as****@example.com", profile_image: "https://example.com/asha.png" },
    });
    expect(answerSchema(res.json()), JSON.stringify(answerSchema.errors)).toBe(true);
  });

  it("an account without email or picture gives nulls", async () => {
    const res = await validate(await issueToken(t.store, t.signingKey, ravi.user_uuid, lifetime));
    expect(res.json()).toEqual({ success: true, data: { name: "Ravi Kumar", email: null, maskedEmail: null, profile_image: null } });
    expect(answerSchema(res.json())).toBe(true);
  });

  it("refuses a token whose signature or payload was changed", async () => {
    const token = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    const [header, payload, signature] = token.split(".");
    // A changed character in the middle of the signature (the last one may only carry padding bits).
    const i = 10;
    const flipped = signature.slice(0, i) + (signature[i] === "A" ? "B" : "A") + signature.slice(i + 1);
    await expectRefused([header, payload, flipped].join("."));
    // The payload rewritten to name another account, the original signature kept.
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: ravi.user_uuid })).toString("base64url");
    await expectRefused([header, forged, signature].join("."));
    expect(await verifyToken(t.store, t.signingKey, [header, forged, signature].join("."))).toEqual({ valid: false, reason: "bad-signature" });
  });

  it("refuses a token signed with another key, even one whose jti is in the store", async () => {
    const otherKey = newKey();
    const token = await issueToken(t.store, otherKey, asha.user_uuid, lifetime);
    expect((await verifyToken(t.store, otherKey, token)).valid).toBe(true);
    expect(await verifyToken(t.store, t.signingKey, token)).toEqual({ valid: false, reason: "bad-signature" });
    await expectRefused(token);
  });

  it("refuses a well-signed token that the store never issued, and an unsigned (alg none) one", async () => {
    const now = Math.floor(Date.now() / 1000);
    const unknown = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(asha.user_uuid).setJti(crypto.randomUUID()).setIssuedAt(now).setExpirationTime(now + 60).sign(t.signingKey);
    expect(await verifyToken(t.store, t.signingKey, unknown)).toEqual({ valid: false, reason: "unknown-token" });
    await expectRefused(unknown);
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const unsigned = `${enc({ alg: "none", typ: "JWT" })}.${enc({ sub: asha.user_uuid, jti: crypto.randomUUID(), iat: now, exp: now + 60 })}.`;
    expect(await verifyToken(t.store, t.signingKey, unsigned)).toEqual({ valid: false, reason: "malformed" });
    await expectRefused(unsigned);
  });

  it("refuses an expired token: by the token's own expiry, and by the store's", async () => {
    const issuedAt = new Date("2026-01-01T00:00:00Z");
    const token = await issueToken(t.store, t.signingKey, asha.user_uuid, 3600, issuedAt);
    expect((await verifyToken(t.store, t.signingKey, token, new Date("2026-01-01T00:59:59Z"))).valid).toBe(true);
    expect(await verifyToken(t.store, t.signingKey, token, new Date("2026-01-01T01:00:00Z"))).toEqual({ valid: false, reason: "expired" });
    await expectRefused(token);
    // The store's expiry counts too (a session shortened on the server side).
    const fresh = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    await t.store.query("update tokens set issued_at = issued_at - interval '2 hours', expires_at = issued_at - interval '1 hour' where jti = $1", [tokenId(fresh)]);
    expect(await verifyToken(t.store, t.signingKey, fresh)).toEqual({ valid: false, reason: "expired" });
    await expectRefused(fresh);
  });

  it("refuses a revoked token; other tokens of the same account keep working", async () => {
    const token = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    const other = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    expect(await revokeToken(t.store, tokenId(token)!)).toBe(true);
    expect(await revokeToken(t.store, tokenId(token)!)).toBe(false);
    expect(await verifyToken(t.store, t.signingKey, token)).toEqual({ valid: false, reason: "revoked" });
    await expectRefused(token);
    expect((await validate(other)).statusCode).toBe(200);
  });

  it("refuses the token of an inactive account, and accepts it again when the account is active; no new token for an inactive account", async () => {
    const token = await issueToken(t.store, t.signingKey, ravi.user_uuid, lifetime);
    await setUserInactive(t.store, ravi.user_uuid, true);
    expect(await verifyToken(t.store, t.signingKey, token)).toEqual({ valid: false, reason: "inactive-user" });
    await expectRefused(token);
    await expect(issueToken(t.store, t.signingKey, ravi.user_uuid, lifetime)).rejects.toThrow(/inactive/);
    await setUserInactive(t.store, ravi.user_uuid, false);
    expect((await validate(token)).statusCode).toBe(200);
  });

  it("refuses the token of an account that was deleted (its tokens go with it)", async () => {
    const gone = await createUser(t.store, { name: "Gone User", email: "gone@example.com" });
    const token = await issueToken(t.store, t.signingKey, gone.user_uuid, lifetime);
    await t.store.query("delete from users where user_uuid = $1", [gone.user_uuid]);
    expect(await verifyToken(t.store, t.signingKey, token)).toEqual({ valid: false, reason: "unknown-token" });
    await expectRefused(token);
    await expect(issueToken(t.store, t.signingKey, gone.user_uuid, lifetime)).rejects.toThrow(/No account/);
  });

  it("refuses garbage with 401", async () => {
    for (const garbage of ["garbage", "a.b.c", "....", "eyJhbGciOiJIUzI1NiJ9.e30.", "null", "x".repeat(4096)]) await expectRefused(garbage);
  });

  it("answers a malformed query (missing, empty, repeated, too long, unknown field) with 400 from the query schema", async () => {
    const token = await issueToken(t.store, t.signingKey, asha.user_uuid, lifetime);
    for (const res of [await validate(), await validate(""), await validate([token, token]), await validate("x".repeat(4097)), await validate(token, "&extra=1")]) {
      expect(res.statusCode).toBe(400);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(/querystring/);
      expect(answerSchema(res.json())).toBe(true);
    }
    expect((await validate()).json().error).toMatch(/auth_token/);
  });
});

describe("the request log", () => {
  it("never holds a login token", async () => {
    const lines: string[] = [];
    const t = await testApp({ logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } } });
    try {
      const u = await createUser(t.store, { name: "Logged Person", email: "logged@example.com" });
      const token = await issueToken(t.store, t.signingKey, u.user_uuid, lifetime);
      expect((await t.app.inject({ method: "GET", url: `/api/validateToken?auth_token=${token}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: `/api/validateToken?x=1&auth_token=${token}garbage` })).statusCode).toBe(400);
      expect(lines.join("")).toContain("/api/validateToken?auth_token=[hidden]");
      expect(lines.join("")).toContain("/api/validateToken?x=1&auth_token=[hidden]");
      expect(lines.join("")).not.toContain(token.split(".")[2]);
    } finally {
      await t.close();
    }
  });
});

describe("the request log's address (requestForLog)", () => {
  it("hides a cart link's key, in the cart page's query and in the cart call's address, and keeps the rest", () => {
    const url = (u: string) => requestForLog({ method: "GET", url: u }).url;
    expect(url("/cart?magicKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA&utm_source=chat")).toBe("/cart?magicKey=[hidden]&utm_source=chat");
    expect(url("/api/cart/magic-key/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA?x=1")).toBe("/api/cart/magic-key/[hidden]?x=1");
    expect(url("/api/cart/magic-key")).toBe("/api/cart/magic-key");
    expect(url("/portal/?token=abc&page_source=%2F")).toBe("/portal/?token=[hidden]&page_source=%2F");
  });
});

describe("users and tokens in the store", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("several accounts may share a mobile number; emails are kept lowercased", async () => {
    const a = await createUser(t.store, { name: "A One", email: "One@Example.com", mobile: "9000000001" });
    const b = await createUser(t.store, { name: "B Two", email: "two@example.com", mobile: "9000000001" });
    expect((await findUsersByContact(t.store, { mobile: "9000000001" })).map((u) => u.user_uuid).sort()).toEqual([a.user_uuid, b.user_uuid].sort());
    expect((await findUsersByContact(t.store, { email: "ONE@example.com" })).map((u) => u.name)).toEqual(["A One"]);
    expect(await findUser(t.store, a.user_uuid)).toEqual(a);
    expect(await findUser(t.store, crypto.randomUUID())).toBeUndefined();
    expect(a).toMatchObject({ email: "one@example.com", inactive: false, profile_image: null });
  });

  it("the store refuses a mobile number that is not 10 digits and an empty name", async () => {
    await expect(createUser(t.store, { name: "Short", mobile: "98765" })).rejects.toThrow(/check constraint/);
    await expect(createUser(t.store, { name: " " })).rejects.toThrow(/check constraint/);
  });

  it("a token records its jti, issue and expiry times; lifetime must be positive", async () => {
    const u = await createUser(t.store, { name: "Token Holder" });
    const now = new Date("2026-03-01T10:00:00.700Z");
    const token = await issueToken(t.store, t.signingKey, u.user_uuid, 600, now);
    const [row] = await t.store.query<{ user_uuid: string; issued_at: Date; expires_at: Date; revoked_at: Date | null }>("select user_uuid, issued_at, expires_at, revoked_at from tokens where jti = $1", [tokenId(token)]);
    expect(row).toEqual({ user_uuid: u.user_uuid, issued_at: new Date("2026-03-01T10:00:00Z"), expires_at: new Date("2026-03-01T10:10:00Z"), revoked_at: null });
    await expect(issueToken(t.store, t.signingKey, u.user_uuid, 0)).rejects.toThrow(RangeError);
    await expect(issueToken(t.store, t.signingKey, u.user_uuid, -5)).rejects.toThrow(RangeError);
  });
});

describe("masked email", () => {
  const rule = { visibleChars: serverDocuments.constants.auth.maskedEmailVisibleChars, maskChars: serverDocuments.constants.auth.maskedEmailMaskChars };
  it("keeps the first characters and the domain; the mask has a fixed length", () => {
    expect(maskEmail("rahul.sharma@example.com", rule)).toBe("ra****@example.com");
    expect(maskEmail("ra@example.com", rule)).toBe("r****@example.com");
    expect(maskEmail("r@example.com", rule)).toBe("****@example.com");
    expect(maskEmail("odd@name@example.com", rule)).toBe("od****@example.com");
  });
});

describe("the token signing key", () => {
  it("is generated once into the data folder (mode 0600) and read again on later starts", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "vidhi-key-")), "data");
    const first = loadSigningKey(dataDir, {});
    expect(first.source).toBe("generated");
    expect(first.file).toBe(join(dataDir, signingKeyFile));
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    const second = loadSigningKey(dataDir, {});
    expect(second.source).toBe("file");
    expect(Buffer.from(second.key).equals(Buffer.from(first.key))).toBe(true);
  });

  it("VIDHI_TOKEN_SIGNING_KEY wins over the file, and none is written; a short one is refused", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "vidhi-key-")), "data");
    const secret = "s".repeat(40);
    const fromEnv = loadSigningKey(dataDir, { VIDHI_TOKEN_SIGNING_KEY: secret });
    expect(fromEnv).toEqual({ key: new TextEncoder().encode(secret), source: "env" });
    expect(existsSync(join(dataDir, signingKeyFile))).toBe(false);
    loadSigningKey(dataDir, {});
    expect(Buffer.from(loadSigningKey(dataDir, { VIDHI_TOKEN_SIGNING_KEY: secret }).key).toString()).toBe(secret);
    expect(() => loadSigningKey(dataDir, { VIDHI_TOKEN_SIGNING_KEY: "short" })).toThrow(/at least 32 characters/);
  });

  it("the data folder is never committed", () => {
    expect(readFileSync(join(projectRoot, ".gitignore"), "utf8").split("\n")).toContain(".data/");
  });
});

describe("the server's documents", () => {
  it("are read from config/ and checked: the server refuses an invalid constants document", () => {
    expect(loadServerDocuments(projectRoot).constants.auth.tokenLifetimeSeconds).toBe(lifetime);
    const { root } = brokenSite("config/constants.json", (d) => (d.auth.tokenLifetimeSeconds = 0));
    expect(() => loadServerDocuments(root, schemasDir)).toThrow(/config\/constants.json {2}\/auth\/tokenLifetimeSeconds/);
  });
});
