import type { ConstantsDocument } from "../documents/types.js";

/** One payment instrument of Razorpay's checkout configuration (its 'Understand the Configuration' guide). */
export type CheckoutInstrument = { method: "upi"; flows?: ("intent" | "collect" | "qr")[]; apps?: string[] } | { method: string; banks?: string[] };

/** `config.display` of Razorpay's checkout options: named blocks, the order of blocks and methods, what is hidden. */
export interface CheckoutDisplay {
  blocks: Record<string, { name: string; instruments: CheckoutInstrument[] }>;
  /** "block.<code>" for a block, else a method name. */
  sequence: string[];
  hide: CheckoutInstrument[];
  preferences: { show_default_blocks: boolean };
}

/** The code of the highlighted block in `blocks` and `sequence`. */
export const highlightedBlock = "highlighted";

/**
 * The checkout's payment display, from constants.payment: a highlighted block of UPI apps (gpay, phonepe, paytm),
 * then the methods in order (upi, card, netbanking); cardless EMI and the listed net-banking banks hidden. The
 * same object goes to Razorpay's checkout and to the embedded one, which draws it.
 */
export function paymentDisplay(payment: ConstantsDocument["payment"], highlightedName: string): CheckoutDisplay {
  const hide: CheckoutInstrument[] = [];
  if (payment.hideCardlessEmi) hide.push({ method: "cardless_emi" });
  if (payment.hiddenNetbankingBanks.length) hide.push({ method: "netbanking", banks: [...payment.hiddenNetbankingBanks] });
  const blocks: CheckoutDisplay["blocks"] = {};
  if (payment.highlightedMethods.length) blocks[highlightedBlock] = { name: highlightedName, instruments: [{ method: "upi", flows: ["intent"], apps: [...payment.highlightedMethods] }] };
  return {
    blocks,
    sequence: [...(payment.highlightedMethods.length ? [`block.${highlightedBlock}`] : []), ...payment.methodOrder],
    hide,
    preferences: { show_default_blocks: false },
  };
}
