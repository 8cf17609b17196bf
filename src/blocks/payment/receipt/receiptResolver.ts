import type { BlockProps, ResolveContext } from "../../../../renderer/index.js";
import type { CartMessages } from "../words.js";

/** What the receipt island draws from: its heading and words. */
export interface ReceiptData {
  heading: string;
  messages: CartMessages["receipt"];
  /** The zone the payment's time is told in (constants.payment.timeZone), whatever the visitor's own. */
  timeZone: string;
  /** What happens next, under a paid order's receipt only. */
  afterPayment?: { heading: string; text: string };
}

export function resolve({ heading, afterPayment }: BlockProps<"receipt">, { model }: ResolveContext): ReceiptData {
  return { heading, messages: model.messages.cart.receipt, timeZone: model.constants.payment.timeZone, afterPayment };
}
