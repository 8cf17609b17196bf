import type { ConstantsDocument, MessagesDocument } from "../documents/types.js";

/** The words of the pop-up (config/messages.json `checkout`). */
export type CheckoutWords = MessagesDocument["checkout"];
/** A bank offered under net banking (config/constants.json `payment.netbankingBanks`). */
export type Bank = ConstantsDocument["payment"]["netbankingBanks"][number];

/**
 * What the build bakes into the embedded checkout's script (src/cli/buildCheckout.ts): the script is loaded by a
 * page that knows nothing of our documents, exactly like Razorpay's, so it carries its words and rules itself.
 */
export interface CheckoutBaked {
  words: CheckoutWords;
  banks: Bank[];
  /** Regular expression sources of the fields, from schemas/api/embedded-checkout.schema.json. */
  patterns: { vpa: string; cardNumber: string; cvv: string; otp: string };
  /** The expiry's bounds from the same schema; a two-digit year counts from `firstYear`. */
  expiry: { minMonth: number; maxMonth: number; firstYear: number };
}
