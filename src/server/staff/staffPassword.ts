import { createHash } from "node:crypto";
import type { ConstantsDocument } from "../../documents/types.js";
import { addressGroup } from "../security/addressGroup.js";
import type { Store } from "../store/openStore.js";
import { retryAfterSeconds, shiftedBy, spanMs } from "../timeSpans.js";
import { adminUser } from "./adminUser.js";
import { sameSecret } from "../security/generatedSecret.js";
import { passwordMatches, staffHash, staffNamePattern } from "./staffAccounts.js";

/** The limit of wrong staff passwords, from config/constants.json (limits.staffPassword). */
export type StaffPasswordRules = ConstantsDocument["limits"]["staffPassword"];

/** What the gate says of a request: who signed in, or the password is wrong or missing, or the address must wait (not checked). */
export type StaffCheck = { kind: "allowed"; staff: string } | { kind: "wrong" | "missing" } | { kind: "blocked"; retryAfterSeconds: number };

/** The name and password of a Basic authentication header. */
export interface StaffCredentials {
  name: string;
  password: string;
}

/** One address group's wrong passwords: the count in the window that ends at windowEnds, and its refusals. */
export interface WrongTries {
  count: number;
  windowEnds: Date;
  blockedUntil: Date | null;
  strikes: number;
}

const scope = "staff-password";

/**
 * The tries after one more wrong password at `at`. A new window starts with the first wrong password after the last
 * ended. The `maxWrongTries`th wrong one in a window blocks the address for firstDelaySeconds × 2^strikes (at most
 * maxDelaySeconds); the strikes are forgotten when a new window starts more than a window after the last block ended.
 */
export function afterWrongTry(before: WrongTries | undefined, rules: StaffPasswordRules, at: Date): WrongTries {
  const t = at.getTime();
  // Spans held within what a store keeps, whatever a document that skipped its ceilings says (timeSpans.ts).
  const windowMs = spanMs(rules.windowSeconds);
  let next: WrongTries;
  if (!before || before.windowEnds.getTime() <= t) {
    const remembered = before?.blockedUntil && before.blockedUntil.getTime() + windowMs > t;
    next = { count: 1, windowEnds: shiftedBy(at, windowMs), blockedUntil: before?.blockedUntil ?? null, strikes: remembered ? before.strikes : 0 };
  } else next = { ...before, count: before.count + 1 };
  if (next.count < rules.maxWrongTries) return next;
  const blockedUntil = shiftedBy(at, spanMs(Math.min(rules.firstDelaySeconds * 2 ** next.strikes, rules.maxDelaySeconds)));
  return { count: 0, windowEnds: blockedUntil, blockedUntil, strikes: next.strikes + 1 };
}

type Row = { count: number; window_ends: Date; blocked_until: Date | null; strikes: number };
const blockedFor = (row: Row | undefined, at: Date): StaffCheck | undefined =>
  row?.blocked_until && row.blocked_until.getTime() > at.getTime() ? { kind: "blocked", retryAfterSeconds: retryAfterSeconds(row.blocked_until.getTime(), at.getTime()) } : undefined;

/**
 * The check of the staff (admin) password, limited per address group in the store so that every process shares the
 * count. A given password is checked inside a transaction holding the address's counter row, so that of many
 * requests at once (from any process) no more than `maxWrongTries` are compared before the address is blocked; while
 * blocked, nothing is compared at all. The comparison is in constant time (sameSecret). A request without a password
 * (a browser's first, before it asks) counts as nothing.
 */
export function staffPasswordGate(deps: { store: Store; password: string; rules: () => StaffPasswordRules; words: () => { staffPasswordLimited: string }; now: () => Date }) {
  const verified = verifiedPasswords(deps.now, () => spanMs(deps.rules().rememberCheckSeconds));
  /** The account the credentials sign in to: a named account by its hash, else the old single password as 'admin'. */
  const signedIn = async (query: Store["query"], { name, password }: StaffCredentials): Promise<string | undefined> => {
    // A name no account can have (staffNamePattern: a NUL or a stray byte of a forged header among them) is not looked up.
    const hash = staffNamePattern.test(name) ? await staffHash(query, name) : undefined;
    if (hash) return (await verified(name, password, hash)) ? name : undefined;
    if (name === adminUser) return sameSecret(password, deps.password) ? adminUser : undefined;
    // An unknown name takes as long as a known one, so that a wrong try does not tell which names exist.
    await passwordMatches(password, decoyHash);
    return undefined;
  };
  const select = "select count, window_ends, blocked_until, strikes from limit_counters where scope = $1 and subject = $2";
  return {
    words: deps.words,
    async check(given: StaffCredentials | undefined, address: string): Promise<StaffCheck> {
      const subject = addressGroup(address);
      const at = deps.now();
      if (given === undefined || given.password === "") return blockedFor((await deps.store.query<Row>(select, [scope, subject]))[0], at) ?? { kind: "missing" };
      return deps.store.transaction(async (query): Promise<StaffCheck> => {
        // Make the row exist, then hold it until commit: concurrent checks from this address wait here, in turn.
        await query("insert into limit_counters (scope, subject, count, window_ends, keep_until) values ($1, $2, 0, $3, $3) on conflict do nothing", [scope, subject, at]);
        const [row] = await query<Row>(`${select} for update`, [scope, subject]);
        const blocked = blockedFor(row, at);
        if (blocked) return blocked;
        const staff = await signedIn(query, given);
        if (staff) return { kind: "allowed", staff };
        const rules = deps.rules();
        const next = afterWrongTry({ count: row.count, windowEnds: row.window_ends, blockedUntil: row.blocked_until, strikes: row.strikes }, rules, at);
        // Kept while it can still matter: its window, and the block's end plus a window for the doubling.
        const keep = Math.max(next.windowEnds.getTime(), shiftedBy(next.blockedUntil ?? new Date(0), spanMs(rules.windowSeconds)).getTime());
        await query("update limit_counters set count = $3, window_ends = $4, blocked_until = $5, strikes = $6, keep_until = $7 where scope = $1 and subject = $2", [
          scope,
          subject,
          next.count,
          next.windowEnds,
          next.blockedUntil,
          next.strikes,
          shiftedBy(new Date(keep), 0),
        ]);
        return { kind: "wrong" };
      });
    },
  };
}

export type StaffGate = ReturnType<typeof staffPasswordGate>;

// A hash of nothing anyone types, compared against for names that have no account.
const decoyHash = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * Passwords this process has checked against a hash lately, remembered (as a SHA-256 of name, password and hash) for
 * constants `limits.staffPassword.rememberCheckSeconds`: every request of a staff page carries the password, and a slow hash per request would make the
 * agents' page slow. A new password or a removed account changes or drops the hash, so a remembered check of the
 * old one no longer matches anything.
 */
function verifiedPasswords(now: () => Date, rememberMs: () => number) {
  const remembered = new Map<string, number>();
  return async (name: string, password: string, hash: string): Promise<boolean> => {
    const key = createHash("sha256").update(`${name}\0${password}\0${hash}`).digest("base64url");
    const at = now().getTime();
    if ((remembered.get(key) ?? 0) > at) return true;
    if (!(await passwordMatches(password, hash))) return false;
    if (remembered.size > 1000) remembered.clear();
    remembered.set(key, at + rememberMs());
    return true;
  };
}
