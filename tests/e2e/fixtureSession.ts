import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The data folder of the server the browser tests run against (relative to the project root). */
export const e2eDataDir = ".data/e2e";
/** Written by tests/e2e/serve.ts before the server starts. */
export const fixtureSessionFile = join(e2eDataDir, "fixture-session.json");

/** The signed-in visitor of the browser tests. */
export const fixtureUser = { name: "Asha Verma", email: "asha.verma@example.com", mobile: "9876501234" } as const;

/**
 * Accounts of the portal's tests alone (tests/e2e/login/portal.spec.ts), made by serve.ts beside the demo accounts:
 * a contact's codes and resend countdown are the server's per contact, and the login tests, on the other worker at
 * the same time, send codes to the demo contacts.
 */
export const portalUsers = {
  byMobile: { name: "Kiran Rao", mobile: "9876505678" },
  byEmail: { name: "Meera Iyer", email: "meera.iyer@example.com" },
} as const;

export interface FixtureSession {
  /** A login token issued by the server's own token functions, valid in the running server's store. */
  token: string;
  user: { user_uuid: string; name: string; email: string; maskedEmail: string; mobile: string; profile_image: string | null };
}

/** The fixture user and a token for them, as serve.ts left them for this run of the browser tests. */
export function fixtureSession(): FixtureSession {
  const file = resolve(import.meta.dirname, "../..", fixtureSessionFile);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as FixtureSession;
  } catch (e) {
    throw new Error(`No fixture session in ${file}: the browser tests' web server (tests/e2e/serve.ts) writes it when it starts (${(e as Error).message})`, { cause: e });
  }
}
