import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The environment variable that, when set, holds the token signing key. */
export const signingKeyEnv = "VIDHI_TOKEN_SIGNING_KEY";
/** The file, inside the data folder, that holds a generated key when the environment gives none. */
export const signingKeyFile = "token-signing-key";
/** HS256 wants a key of at least 256 bits. */
const minimumLength = 32;

export interface SigningKey {
  /** The key bytes for HS256: the UTF-8 bytes of the secret text. */
  key: Uint8Array;
  /** Where the key came from: the environment, a key file found in the data folder, or a key file made just now. */
  source: "env" | "file" | "generated";
  /** The key file, when the key is kept in one. */
  file?: string;
}

/**
 * The secret that signs login tokens. VIDHI_TOKEN_SIGNING_KEY wins when set (at least 32 characters);
 * otherwise a random key is generated once into `<dataDir>/token-signing-key` (mode 0600) and read
 * from there on every later start, so tokens survive restarts. The data folder is in .gitignore.
 */
export function loadSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): SigningKey {
  const fromEnv = env[signingKeyEnv];
  if (fromEnv !== undefined && fromEnv !== "") {
    if (fromEnv.length < minimumLength) throw new Error(`${signingKeyEnv} is too short: give at least ${minimumLength} characters (for example the output of 'openssl rand -base64 32')`);
    return { key: new TextEncoder().encode(fromEnv), source: "env" };
  }
  const file = join(dataDir, signingKeyFile);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let source: SigningKey["source"] = "file";
  try {
    // 'wx' fails when the file exists, so two processes starting at once cannot overwrite each other's key.
    writeFileSync(file, randomBytes(32).toString("base64url") + "\n", { flag: "wx", mode: 0o600 });
    source = "generated";
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const text = readFileSync(file, "utf8").trim();
  if (text.length < minimumLength) throw new Error(`The token signing key in ${file} is shorter than ${minimumLength} characters: delete the file to have a new one generated (tokens already given out stop working)`);
  return { key: new TextEncoder().encode(text), source, file };
}
