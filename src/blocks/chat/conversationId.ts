import { v4 as uuidv4 } from "uuid";
import type { SafeStore } from "../../lib/storage.js";

/** Room left for the address in a conversation id of at most 200 characters, after a hyphen and a UUID. */
const addressRoom = 200 - 37;

/** The page's address made safe for the id (schemas/api/chat.schema.json): lowercase letters and digits, runs of anything else one hyphen. */
export function sanitisedAddress(url: string): string {
  return url
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, addressRoom)
    .replace(/^-+|-+$/g, "");
}

/**
 * The page's conversation id: created once per canonical address, the address made safe and
 * a random UUID v4, and kept in local storage under `storageKey` + the address, so that a reload finds its history.
 */
export function conversationIdFor(url: string, storageKey: string, store: SafeStore): string {
  const key = conversationKey(url, storageKey);
  const kept = store.get(key);
  if (kept) return kept;
  const address = sanitisedAddress(url);
  const id = (address ? `${address}-` : "") + uuidv4();
  store.set(key, id);
  return id;
}

const conversationKey = (url: string, storageKey: string) => storageKey + url;

/** Forgets the page's conversation id (its conversation was closed): the next open makes a new one. */
export function forgetConversation(url: string, storageKey: string, store: SafeStore): void {
  store.remove(conversationKey(url, storageKey));
}
