import { vi } from "vitest";
import type { CheckoutOptions } from "../../../src/blocks/payment/launcher/checkoutContract.js";

/** Razorpay's checkout as the cart meets it in jsdom: each checkout opened is pushed to `opened` (undone by vi.unstubAllGlobals). */
export function stubRazorpay(opened: CheckoutOptions[]): void {
  vi.stubGlobal(
    "Razorpay",
    class {
      constructor(options: CheckoutOptions) {
        opened.push(options);
      }
      open() {}
      close() {}
      on() {}
    },
  );
}
