import { loadGeneratedSecret } from "./generatedSecret.js";

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
  const { secret, source, file } = loadGeneratedSecret(dataDir, signingKeyEnv, signingKeyFile, env, {
    minLength: minimumLength,
    randomByteCount: 32,
    hint: " (for example the output of 'openssl rand -base64 32')",
  });
  return { key: new TextEncoder().encode(secret), source, file };
}
