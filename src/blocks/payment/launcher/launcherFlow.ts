import { firePixel } from "../../../lib/clickPixel.js";
import type { ApiPaymentsFieldErrors, ApiPaymentsOrderBody, ApiPaymentsOrderRefusal, ApiPaymentsPaidOrder, ApiPaymentsPaymentParameters, ApiPaymentsStatusBody } from "../../../contract/types.js";
import type { PaymentsApi } from "../../../api/payments.js";
import type { CheckoutDisplay } from "../../../rules/paymentDisplay.js";
import { FlowStore } from "../../flowStore.js";
import type { CheckoutConstructor } from "./checkoutContract.js";

/** idle: 'Pay now' may be pressed; ordering: the order is being created; open: the checkout pop-up is up; confirming: the loading mask, until the status call answers; failed: the last attempt stopped (notice says why). */
export type LauncherPhase = "idle" | "ordering" | "open" | "confirming" | "failed";

export interface LauncherState {
  /** The checkout script: not loaded, then loaded (or it could not load). */
  script: "loading" | "loaded" | "failed";
  phase: LauncherPhase;
  notice: string | null;
  /** The server's message for each contact field it refused. */
  fieldErrors: ApiPaymentsFieldErrors;
}

export interface LauncherOptions {
  display: CheckoutDisplay;
  themeColor: string;
  /** linkPaid: the order was refused (409) because the cart link's order was paid meanwhile (another tab). */
  messages: { sdkFailed: string; paymentFailed: string; orderFailed: string; statusFailed: string; linkPaid: string };
  /** The success callback: the status call's data (the verified order). */
  onSuccess(order: ApiPaymentsPaidOrder): void;
}

export interface LauncherDeps {
  api: Pick<PaymentsApi, "createOrder" | "paymentStatus">;
  /** The checkout script's constructor once loaded, or undefined when it cannot load. */
  loadScript(): Promise<CheckoutConstructor | undefined>;
  alert(text: string): void;
  log(text: string, detail?: unknown): void;
}

/**
 * The payment launcher (docs/payments.md, 'Cart'; tested in tests/unit/payments/cartLauncherFlow.test.ts), plain TypeScript with no DOM: the checkout script
 * loads on mount; 'Pay now' creates an order and opens the checkout with its payment parameters plus the display,
 * theme, success handler and dismiss handler. Success: the mask, the status call, then the success callback
 * or the failure notice. payment.failed is only logged; a dismissed pop-up leaves the cart as it was.
 */
export class LauncherFlow extends FlowStore<LauncherState> {
  private checkout: CheckoutConstructor | undefined;
  private loading: Promise<void> | null = null;
  /** The last order made, with what it was asked for: 'Pay now' again for the same opens it again. */
  private last: { asked: string; parameters: ApiPaymentsPaymentParameters } | undefined;

  constructor(
    private options: LauncherOptions,
    private deps: LauncherDeps,
  ) {
    super({ script: "loading", phase: "idle", notice: null, fieldErrors: {} });
  }

  /** Loads the checkout script (on mount, and again on 'Pay now' after a failure); the browser alert of config/messages.json when it cannot. */
  loadScript(): Promise<void> {
    this.loading ??= this.deps.loadScript().then((found) => {
      this.loading = null;
      this.checkout = found;
      this.set({ script: found ? "loaded" : "failed" });
      if (!found) this.deps.alert(this.options.messages.sdkFailed);
    });
    return this.loading;
  }

  /**
   * 'Pay now' (or 'Try again'): an order for the plan and contact, then the checkout. Ignored while an attempt runs.
   * Again for the same plan and contact, the same order: a payment the last checkout started and did not tell (a UPI
   * request approved on the phone after the pop-up was closed, a status call that failed) pays that order, and the
   * provider takes one payment per order, so trying again cannot charge twice.
   */
  async pay(order: ApiPaymentsOrderBody): Promise<void> {
    if (this.state.phase !== "idle" && this.state.phase !== "failed") return;
    this.set({ phase: "ordering", notice: null, fieldErrors: {} });
    if (this.state.script !== "loaded") await this.loadScript();
    if (!this.checkout) return this.set({ phase: "idle" });
    const asked = JSON.stringify(order);
    if (this.last?.asked === asked) return this.open(this.checkout, this.last.parameters);
    const answer = await this.deps.api.createOrder(order);
    // An order without its checkout parameters (a 2xx of another shape) is a failed order, never a checkout opened without them.
    if (!answer.ok || !answer.body.status || typeof answer.body.data?.order_id != "string") {
      const fields = (answer.body as ApiPaymentsOrderRefusal | null)?.error?.fields;
      if (answer.status === 400 && fields && Object.keys(fields).length) return this.set({ phase: "idle", fieldErrors: fields });
      if (answer.status === 409) return this.set({ phase: "failed", notice: this.options.messages.linkPaid });
      this.deps.log("order not created", answer);
      return this.set({ phase: "failed", notice: this.options.messages.orderFailed });
    }
    this.last = { asked, parameters: answer.body.data };
    this.open(this.checkout, answer.body.data);
  }

  private open(Checkout: CheckoutConstructor, parameters: ApiPaymentsPaymentParameters) {
    const checkout = new Checkout({
      ...parameters,
      config: { display: this.options.display },
      theme: { color: this.options.themeColor },
      handler: (response) => void this.paid(response),
      modal: { ondismiss: () => this.dismissed() },
    });
    // A failed payment is only logged; the pop-up stays for another try.
    checkout.on("payment.failed", () => this.deps.log(this.options.messages.paymentFailed));
    this.set({ phase: "open" });
    checkout.open();
  }

  /** The close handler: back on the cart as it was. */
  private dismissed() {
    if (this.state.phase === "open") this.set({ phase: "idle" });
  }

  /** The success handler: the mask until the server has verified the payment. */
  private async paid(response: ApiPaymentsStatusBody) {
    this.set({ phase: "confirming" });
    const answer = await this.deps.api.paymentStatus(response);
    // Only a verified payment with its order leaves the mask for the receipt; any other answer is the failure notice.
    if (answer.ok && answer.body.status && typeof answer.body.data?.orderId == "string") {
      firePixel("paymentMade");
      return this.options.onSuccess(answer.body.data);
    }
    // The failure callback: the error is logged, the visitor reads what happened and may pay again.
    this.deps.log("payment status failed", answer);
    this.set({ phase: "failed", notice: this.options.messages.statusFailed });
  }
}
