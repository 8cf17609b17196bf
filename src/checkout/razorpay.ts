import type { ApiEmbeddedCheckoutFailureResponse, ApiEmbeddedCheckoutSuccessResponse } from "../contract/types.js";
import type { CheckoutDisplay } from "../rules/paymentDisplay.js";
import type { CheckoutBaked } from "./baked.js";
import { pay, type Payment } from "./pay.js";
import { openPopup } from "./popup.js";
import { sectionsOf } from "./sections.js";

/** The options of Razorpay's checkout that the embedded one reads (Razorpay's 'Checkout Options'). */
export interface CheckoutOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency?: string;
  name?: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, unknown>;
  theme?: { color?: string };
  config?: { display?: CheckoutDisplay };
  handler?: (response: ApiEmbeddedCheckoutSuccessResponse) => void;
  modal?: { ondismiss?: () => void };
}

/** Where the checkout pays and what it pays with; the tests give `fetchImpl` at the network boundary. */
export interface CheckoutEnvironment {
  document: Document;
  /** POST /api/embedded-checkout/payments on the server that served the script. */
  paymentsUrl: string;
  fetchImpl: typeof fetch;
}

/**
 * The `Razorpay` constructor of the embedded checkout, with Razorpay's browser contract: `new Razorpay(options)`,
 * `open()`, `close()` (no dismiss callback), `on('payment.failed', cb)`; `options.handler` gets the signed success
 * response after the pop-up closes, `options.modal.ondismiss` runs when the visitor closes it.
 */
export function razorpayConstructor(baked: CheckoutBaked, env: CheckoutEnvironment) {
  return class Razorpay {
    private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
    private popup?: { close(): void };

    constructor(readonly options: CheckoutOptions) {}

    on(event: string, callback: (payload: ApiEmbeddedCheckoutFailureResponse) => void): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback as (payload: unknown) => void]);
      return this;
    }

    open(): this {
      if (this.popup) return this;
      const o = this.options;
      this.popup = openPopup(
        env.document,
        {
          baked,
          name: o.name ?? "",
          description: o.description ?? "",
          amount: o.amount,
          themeColor: o.theme?.color,
          prefill: o.prefill ?? {},
          sections: sectionsOf(o.config?.display, baked.banks, baked.words),
        },
        {
          pay: (payment) => this.pay(payment),
          dismiss: () => {
            this.popup = undefined;
            o.modal?.ondismiss?.();
          },
        },
      );
      return this;
    }

    close(): void {
      this.popup?.close();
      this.popup = undefined;
    }

    private async pay(payment: Payment): Promise<string | undefined> {
      const result = await pay(env.paymentsUrl, { ...payment, key_id: this.options.key, order_id: this.options.order_id }, env.fetchImpl);
      if (result.kind === "paid") {
        this.close();
        this.options.handler?.(result.response);
        return undefined;
      }
      if (result.kind === "notMade") return baked.words.notMade;
      if (result.kind === "alreadyPaid") return baked.words.alreadyPaid;
      for (const listener of this.listeners.get("payment.failed") ?? []) listener(result.failure);
      return result.failure.error.description;
    }
  };
}
