import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 in hex, as Razorpay signs a payment and a webhook. */
const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("hex");

/**
 * The signature of a payment's success response: HMAC-SHA256 of '<order id>|<payment id>' with the key secret, in hex.
 * Razorpay's checkout signs so, the embedded gateway signs the same way, and the status call checks it, so the
 * server's verification is one code whatever the provider.
 */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);

/** The X-Razorpay-Signature of a webhook: HMAC-SHA256 of the raw body, byte for byte, with the webhook secret. */
export const webhookSignature = (rawBody: string, webhookSecret: string) => hmacHex(webhookSecret, rawBody);

/** A given signature against the expected one in constant time; anything but 64 hex digits never matches. */
export function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || !/^[a-f0-9]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(expected, "hex"));
}
