import { randomInt } from "node:crypto";

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * An id in Razorpay's shape: a prefix and 14 random letters or digits (order_…, pay_…, evt_…, rzp_test_…), so that
 * the embedded provider's ids pass the same schemas as Razorpay's. randomInt draws each character without bias.
 */
export const providerId = (prefix: string, length = 14) => prefix + Array.from({ length }, () => base62[randomInt(base62.length)]).join("");
