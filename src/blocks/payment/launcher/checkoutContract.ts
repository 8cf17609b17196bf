import type { ApiPaymentsPaymentParameters, ApiPaymentsStatusBody } from "../../../contract/types.js";
import type { CheckoutDisplay } from "../../../rules/paymentDisplay.js";

/**
 * Razorpay's checkout as the page sees it: `new Razorpay(options)`, `open()`, `close()`,
 * `on('payment.failed', …)`. Razorpay's own script and our embedded checkout both define it on window.
 */
export interface CheckoutOptions extends ApiPaymentsPaymentParameters {
  config: { display: CheckoutDisplay };
  theme: { color: string };
  /** The success response, forwarded whole to the status call. */
  handler(response: ApiPaymentsStatusBody): void;
  modal: { ondismiss(): void };
}

export interface Checkout {
  open(): void;
  close(): void;
  on(event: "payment.failed", listener: (response: unknown) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => Checkout;

/** The global the checkout script defines. */
const checkoutGlobal = "Razorpay";
const loaded = () => (globalThis as Record<string, unknown>)[checkoutGlobal] as CheckoutConstructor | undefined;

/**
 * Adds the checkout script's element to the page (once it has loaded, the constructor is reused), and gives the
 * constructor it defines, or undefined when the script cannot load (blocked, offline) or defines none.
 */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor | undefined> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve(loaded());
    script.onerror = () => {
      // A failed element is removed, so that a second attempt adds a fresh one.
      script.remove();
      resolve(undefined);
    };
    document.body.appendChild(script);
  });
}
