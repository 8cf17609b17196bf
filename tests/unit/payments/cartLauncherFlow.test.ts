import { describe, expect, it, vi } from "vitest";
import constantsJson from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import theme from "../../../config/theme.json" with { type: "json" };
import type { PaymentsApi } from "../../../src/api/payments.js";
import type { CheckoutConstructor, CheckoutOptions } from "../../../src/blocks/payment/launcher/checkoutContract.js";
import { LauncherFlow } from "../../../src/blocks/payment/launcher/launcherFlow.js";
import { paymentDisplay } from "../../../src/rules/paymentDisplay.js";
import type { ConstantsDocument } from "../../../src/documents/types.js";

const constants = constantsJson as unknown as ConstantsDocument;

// Every transition of the payment launcher (docs/payments.md, 'Cart') and each failure's message, on canned server answers and a
// checkout that records what it was given (Razorpay's contract: new Razorpay(options), open(), on('payment.failed')).
const ok = <T,>(body: T, status = 200) => Promise.resolve({ ok: true as const, status, body });
const fail = (status: number, body: unknown = null) => Promise.resolve({ ok: false as const, status, body });

const parameters = {
  key: "rzp_test_local",
  amount: 767382,
  currency: "INR" as const,
  order_id: "order_4fZ0Hx2QeB9Ljk",
  name: "vidhi",
  description: "GST Registration: Standard",
  prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876501234" },
  notes: { receipt: "VDH-000001", planId: "gst-registration-standard", serviceId: 95 },
};
const success = { razorpay_payment_id: "pay_4fZ0Hx2QeB9Lj1", razorpay_order_id: parameters.order_id, razorpay_signature: "a".repeat(64) };
const paidOrder = { orderId: parameters.order_id, receipt: "VDH-000001", orderStatus: "paid" as const, amount: 767382, currency: "INR" as const, planId: "gst-registration-standard", planName: "Standard", serviceName: "GST Registration", paymentId: success.razorpay_payment_id, paidAt: "2026-03-01T10:00:00.000Z" };
const order = { planId: "gst-registration-standard", contact: { name: "Asha Rao", email: "asha@example.in", mobile: "9876501234" } };
const display = paymentDisplay(constants.payment, messages.cart.highlightedMethods);

/** A checkout as the script defines it: each one made is kept with its options and failure listeners. */
function recordingCheckout() {
  const made: { options: CheckoutOptions; failed: ((r: unknown) => void)[]; opened: number }[] = [];
  const Checkout = class {
    private entry;
    constructor(options: CheckoutOptions) {
      this.entry = { options, failed: [] as ((r: unknown) => void)[], opened: 0 };
      made.push(this.entry);
    }
    open() {
      this.entry.opened++;
    }
    close() {}
    on(_event: "payment.failed", listener: (r: unknown) => void) {
      this.entry.failed.push(listener);
    }
  } as CheckoutConstructor;
  return { Checkout, made };
}

function setup(api: Partial<Record<keyof PaymentsApi, (...a: any[]) => Promise<unknown>>> = {}, script: "loads" | "blocked" = "loads") {
  const { Checkout, made } = recordingCheckout();
  const given = Object.fromEntries(Object.entries(api).map(([k, f]) => [k, vi.fn(f)]));
  const full = { createOrder: vi.fn(() => ok({ status: true, data: parameters })), paymentStatus: vi.fn(() => ok({ status: true, data: paidOrder })), ...given } as unknown as PaymentsApi;
  const deps = { api: full, loadScript: vi.fn(() => Promise.resolve(script === "loads" ? Checkout : undefined)), alert: vi.fn(), log: vi.fn() };
  const onSuccess = vi.fn();
  const flow = new LauncherFlow(
    { display, themeColor: theme.colors.primary.background, messages: { ...messages.payment, orderFailed: messages.cart.orderFailed, statusFailed: messages.cart.statusFailed, linkPaid: messages.cart.linkPaidNotice }, onSuccess },
    deps,
  );
  return { flow, api: full as any, deps, made, onSuccess };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the checkout script", () => {
  it("not loaded, then loaded on mount", async () => {
    const { flow, deps } = setup();
    expect(flow.getState().script).toBe("loading");
    await flow.loadScript();
    expect(flow.getState().script).toBe("loaded");
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it("a script that cannot load: the browser alert of the messages, and Pay now tries it again (and alerts again)", async () => {
    const { flow, deps, api } = setup({}, "blocked");
    await flow.loadScript();
    expect(flow.getState().script).toBe("failed");
    expect(deps.alert).toHaveBeenCalledWith("Razorpay SDK Failed to load");
    await flow.pay(order);
    expect(deps.loadScript).toHaveBeenCalledTimes(2);
    expect(deps.alert).toHaveBeenCalledTimes(2);
    expect(api.createOrder).not.toHaveBeenCalled();
    expect(flow.getState().phase).toBe("idle");
  });

  it("Pay now while the script is still loading waits for it, then orders", async () => {
    const { flow, api, made } = setup();
    await flow.pay(order);
    expect(api.createOrder).toHaveBeenCalledWith(order);
    expect(made).toHaveLength(1);
  });
});

describe("Pay now opens the checkout once the payment parameters exist", () => {
  it("the order's parameters, plus config.display, theme, handler and modal.ondismiss", async () => {
    const { flow, made } = setup();
    await flow.loadScript();
    const paying = flow.pay(order);
    expect(flow.getState().phase).toBe("ordering");
    await paying;
    expect(made).toHaveLength(1);
    const { options, opened } = made[0];
    expect(opened).toBe(1);
    expect(options).toMatchObject({ ...parameters, config: { display }, theme: { color: theme.colors.primary.background } });
    expect(options.config.display.sequence).toEqual(["block.highlighted", "upi", "card", "netbanking"]);
    expect(typeof options.handler).toBe("function");
    expect(typeof options.modal.ondismiss).toBe("function");
    expect(flow.getState().phase).toBe("open");
  });

  it("a second Pay now while the checkout is open does nothing", async () => {
    const { flow, api } = setup();
    await flow.pay(order);
    await flow.pay(order);
    expect(api.createOrder).toHaveBeenCalledTimes(1);
  });

  it("the server's field messages go back to the form; no checkout opens", async () => {
    const fields = { mobile: messages.leadForm.mobileInvalid };
    const { flow, made } = setup({ createOrder: () => fail(400, { status: false, error: { status: 400, message: "bad contact", fields } }) });
    await flow.pay(order);
    expect(made).toHaveLength(0);
    expect(flow.getState()).toMatchObject({ phase: "idle", fieldErrors: fields, notice: null });
  });

  it("no order (no answer, or a refusal without fields): the notice, and Pay now may be pressed again", async () => {
    let answer: Promise<unknown> = fail(0);
    const { flow, made, deps } = setup({ createOrder: () => answer });
    await flow.pay(order);
    expect(flow.getState()).toMatchObject({ phase: "failed", notice: messages.cart.orderFailed });
    expect(deps.log).toHaveBeenCalled();
    answer = ok({ status: true, data: parameters });
    await flow.pay(order);
    expect(made).toHaveLength(1);
    expect(flow.getState()).toMatchObject({ phase: "open", notice: null });
  });

  it("an answer of 200 that says status true without the checkout's parameters: the order failed, no checkout opens", async () => {
    for (const body of [{ status: true }, { status: true, data: {} }]) {
      const { flow, made } = setup({ createOrder: () => ok(body) });
      await flow.pay(order);
      expect(made).toHaveLength(0);
      expect(flow.getState()).toMatchObject({ phase: "failed", notice: messages.cart.orderFailed });
    }
  });

  it("a cart link whose order was paid meanwhile (409): no checkout, the notice that it is paid", async () => {
    const { flow, made } = setup({ createOrder: () => fail(409, { status: false, error: { status: 409, message: messages.server.payments.linkAlreadyPaid } }) });
    await flow.pay(order);
    expect(made).toHaveLength(0);
    expect(flow.getState()).toMatchObject({ phase: "failed", notice: messages.cart.linkPaidNotice });
  });
});

describe("what the checkout reports", () => {
  it("success: the loading mask until the status call answers, which gets the response whole; then the success callback with its data", async () => {
    let answer!: (v: unknown) => void;
    const { flow, made, api, onSuccess } = setup({ paymentStatus: () => new Promise((r) => (answer = r)) });
    await flow.pay(order);
    made[0].options.handler(success);
    expect(flow.getState().phase).toBe("confirming");
    expect(api.paymentStatus).toHaveBeenCalledWith(success);
    expect(onSuccess).not.toHaveBeenCalled();
    answer({ ok: true, status: 200, body: { status: true, data: paidOrder } });
    await settle();
    expect(onSuccess).toHaveBeenCalledWith(paidOrder);
  });

  it("the status call fails: the failure notice, the error logged, and Pay now (Try again) opens the same order again (a payment the call missed cannot be made twice)", async () => {
    const { flow, made, api, deps, onSuccess } = setup({ paymentStatus: () => fail(400, { status: false, error: { status: 400, message: "signature" } }) });
    await flow.pay(order);
    made[0].options.handler(success);
    await settle();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(flow.getState()).toMatchObject({ phase: "failed", notice: messages.cart.statusFailed });
    expect(deps.log).toHaveBeenCalledWith("payment status failed", expect.objectContaining({ status: 400 }));
    await flow.pay(order);
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(2);
    expect(made[1].options.order_id).toBe(parameters.order_id);
  });

  it("a status answer of 200 that says status true without the paid order: the failure notice, never the mask left up", async () => {
    for (const body of [{ status: true }, { status: true, data: null }, { status: true, data: {} }]) {
      const { flow, made, onSuccess } = setup({ paymentStatus: () => ok(body) });
      await flow.pay(order);
      made[0].options.handler(success);
      await vi.waitFor(() => expect(flow.getState()).toMatchObject({ phase: "failed", notice: messages.cart.statusFailed }));
      expect(onSuccess).not.toHaveBeenCalled();
    }
  });

  it("payment.failed: only the console text of the messages; the pop-up stays open and nothing else changes", async () => {
    const { flow, made, deps } = setup();
    await flow.pay(order);
    made[0].failed.forEach((listener) => listener({ error: { code: "BAD_REQUEST_ERROR" } }));
    expect(deps.log).toHaveBeenCalledWith("Payment failed. Please try again. Contact support for help");
    expect(deps.alert).not.toHaveBeenCalled();
    expect(flow.getState()).toMatchObject({ phase: "open", notice: null });
  });

  it("dismissed: the close handler puts the cart back as it was, and Pay now opens a new checkout of the same order", async () => {
    const { flow, made, api } = setup();
    await flow.pay(order);
    made[0].options.modal.ondismiss();
    expect(flow.getState()).toMatchObject({ phase: "idle", notice: null });
    await flow.pay(order);
    expect(made).toHaveLength(2);
    expect(made[1].options.order_id).toBe(parameters.order_id);
    expect(api.createOrder).toHaveBeenCalledTimes(1);
  });

  it("dismissed, then another contact (or plan): a new order for it", async () => {
    const second = { ...parameters, order_id: "order_4fZ0Hx2QeB9Ll2" };
    let n = 0;
    const { flow, made, api } = setup({ createOrder: () => ok({ status: true, data: n++ ? second : parameters }) });
    await flow.pay(order);
    made[0].options.modal.ondismiss();
    await flow.pay({ ...order, contact: { ...order.contact, email: "asha.rao@example.in" } });
    expect(api.createOrder).toHaveBeenCalledTimes(2);
    expect(made[1].options.order_id).toBe(second.order_id);
  });

  it("an order refused (no parameters) is not kept: Pay now asks for one again", async () => {
    let n = 0;
    const { flow, api, made } = setup({ createOrder: () => (n++ ? ok({ status: true, data: parameters }) : fail(503)) });
    await flow.pay(order);
    expect(flow.getState().phase).toBe("failed");
    await flow.pay(order);
    expect(api.createOrder).toHaveBeenCalledTimes(2);
    expect(made).toHaveLength(1);
  });
});
