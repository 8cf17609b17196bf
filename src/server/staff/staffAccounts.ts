import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { Store } from "../store/openStore.js";

/**
 * Staff accounts in the store (npm run staff): a name and a slow hash of the password. The hash is scrypt with a
 * salt of its own and its cost written beside it ("scrypt$N$r$p$salt$hash", base64url), so that a later, dearer cost
 * still reads the older hashes.
 */
export const staffNamePattern = /^[a-z][a-z0-9._-]{1,39}$/;
const cost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((done, fail) => scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (e, key) => (e ? fail(e) : done(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` is the one `hash` was made from (false for a hash this code cannot read). */
export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = hash.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface StaffAccount {
  name: string;
  created_at: Date;
  password_set_at: Date;
}

type Query = Store["query"];

/** Adds an account, or gives an existing one a new password; answers whether it was new (a row just inserted has no xmax). */
export async function setStaffPassword(query: Query, name: string, password: string, at: Date): Promise<boolean> {
  const hash = await hashPassword(password);
  const [row] = await query<{ created: boolean }>(
    `insert into staff_accounts (name, password_hash, created_at, password_set_at) values ($1, $2, $3, $3)
     on conflict (name) do update set password_hash = excluded.password_hash, password_set_at = excluded.password_set_at
     returning (xmax = 0) as created`,
    [name, hash, at],
  );
  return row.created;
}

export async function removeStaff(query: Query, name: string): Promise<boolean> {
  return (await query("delete from staff_accounts where name = $1 returning name", [name])).length > 0;
}

export async function listStaff(query: Query): Promise<StaffAccount[]> {
  return query<StaffAccount>("select name, created_at, password_set_at from staff_accounts order by name");
}

export async function staffHash(query: Query, name: string): Promise<string | undefined> {
  return (await query<{ password_hash: string }>("select password_hash from staff_accounts where name = $1", [name]))[0]?.password_hash;
}
