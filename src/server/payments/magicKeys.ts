import { createHash, randomBytes } from "node:crypto";
import type { ApiPaymentsMagicKeyBody } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";
import { secondsAfter } from "../timeSpans.js";

/** Only this is stored: a copy of the table opens no cart. */
export const keyHash = (magicKey: string) => createHash("sha256").update(magicKey, "utf8").digest("hex");

export interface MagicKeyRow {
  plan_id: string;
  service_id: number;
  contact: NonNullable<ApiPaymentsMagicKeyBody["contact"]>;
  ticket_id: string | null;
  expires_at: Date;
}

/**
 * A new cart link's key: 32 random bytes as base64url (43 characters, unguessable), stored by its SHA-256 with the
 * plan, what is known of the visitor and when it stops working.
 */
export async function issueMagicKey(store: Store, link: { planId: string; serviceId: number; contact: MagicKeyRow["contact"]; ticketId?: string; now: Date; lifetimeHours: number }) {
  const magicKey = randomBytes(32).toString("base64url");
  const expiresAt = secondsAfter(link.now, link.lifetimeHours * 3600);
  await store.query("insert into magic_keys (key_hash, plan_id, service_id, contact, ticket_id, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)", [
    keyHash(magicKey),
    link.planId,
    link.serviceId,
    JSON.stringify(link.contact),
    link.ticketId ?? null,
    link.now,
    expiresAt,
  ]);
  return { magicKey, expiresAt };
}

/** The link a key was issued for, expired or not; undefined for a key nobody issued. */
export async function readMagicKey(store: Store, magicKey: string): Promise<MagicKeyRow | undefined> {
  const [row] = await store.query<MagicKeyRow>("select plan_id, service_id, contact, ticket_id, expires_at from magic_keys where key_hash = $1", [keyHash(magicKey)]);
  return row;
}
