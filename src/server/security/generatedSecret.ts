import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const leadApiKeyEnv = "VIDHI_LEAD_API_KEY";
export const leadApiKeyFile = "lead-api-key";
export const adminPasswordEnv = "VIDHI_ADMIN_PASSWORD";
export const adminPasswordFile = "admin-password";

/** The fewest characters of a secret or password a person chooses (an environment variable, a staff password). */
export const minSecretChars = 12;

/**
 * A secret from the environment when set, otherwise one generated once into `<dataDir>/<file>` (mode 0600,
 * the data folder is in .gitignore) and read from there on later starts, like the token signing key.
 * `generated` is true only on the start that made the file (the server then prints where it is, once).
 */
export function loadGeneratedSecret(
  dataDir: string,
  envName: string,
  file: string,
  env: NodeJS.ProcessEnv = process.env,
  {
    minLength = minSecretChars,
    randomByteCount = 18,
    hint = "",
    generate = () => randomBytes(randomByteCount).toString("base64url"),
  }: { minLength?: number; randomByteCount?: number; hint?: string; /** Makes a new secret when it has a shape of its own (a key id). */ generate?: () => string } = {},
): { secret: string; source: "env" | "file" | "generated"; file?: string } {
  const fromEnv = env[envName];
  if (fromEnv !== undefined && fromEnv !== "") {
    if (fromEnv.length < minLength) throw new Error(`${envName} is too short: give at least ${minLength} characters${hint}`);
    return { secret: fromEnv, source: "env" };
  }
  const path = join(dataDir, file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let source: "file" | "generated" = "file";
  try {
    // 'wx' fails when the file exists, so two processes starting at once cannot overwrite each other's secret.
    writeFileSync(path, generate() + "\n", { flag: "wx", mode: 0o600 });
    source = "generated";
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < minLength) throw new Error(`The secret in ${path} is shorter than ${minLength} characters: delete the file to have a new one generated`);
  return { secret, source, file: path };
}

/** Compares a given secret with the expected one in constant time (both hashed first, so lengths do not leak). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== "string" || given === "") return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
