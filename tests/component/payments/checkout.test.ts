// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { join, resolve } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSite } from "../../../src/documents/validateSite.js";
import { razorpayConstructor, type CheckoutOptions } from "../../../src/checkout/razorpay.js";
import { formatRupees } from "../../../src/lib/rupees.js";
import { paymentDisplay } from "../../../src/rules/paymentDisplay.js";
import { bakeCheckout } from "../../../src/cli/buildCheckout.js";
import { checkoutNetwork } from "./checkoutNetwork.js";
import { shimDialogs } from "../dialogShim.js";

const root = resolve(import.meta.dirname, "../../..");
const { model } = loadSite(root);
const baked = bakeCheckout(model!, join(root, "schemas"));
const words = model!.messages.checkout;
const display = paymentDisplay(model!.constants.payment, "Pay with UPI apps");
let network: ReturnType<typeof checkoutNetwork>;

beforeAll(shimDialogs);
afterEach(() => document.body.replaceChildren());

/** The checkout as a page gets it, with its options (Razorpay's names) and the callbacks as spies. */
function checkout(extra: Partial<CheckoutOptions> = {}) {
  network = checkoutNetwork(join(root, "schemas"));
  const Razorpay = razorpayConstructor(baked, { document, paymentsUrl: "http://shop.test/api/embedded-checkout/payments", fetchImpl: network.fetchImpl });
  const handler = vi.fn();
  const ondismiss = vi.fn();
  const failed = vi.fn();
  const rzp = new Razorpay({
    key: "rzp_test_embedded",
    amount: 176882,
    currency: "INR",
    name: "Vidhi Legal",
    description: "GST registration: Standard",
    order_id: "order_AAAAAAAAAAAAAA",
    prefill: { name: "Asha Rao", email: "asha@example.com", contact: "9876543210" },
    theme: { color: "#1d3c78" },
    config: { display },
    handler,
    modal: { ondismiss },
    ...extra,
  });
  rzp.on("payment.failed", failed);
  rzp.open();
  return { rzp, handler, ondismiss, failed, dialog: screen.getByRole("dialog") };
}
const section = (name: string) => screen.getByRole("region", { name });
const submitIn = (el: HTMLElement) => fireEvent.click(within(el).getByRole("button", { name: words.pay.replace("{amount}", formatRupees(176882)) }));

describe("the embedded checkout's pop-up", () => {
  it("opens a modal dialog with the merchant, the description, the amount in rupees, the test-mode notice and the contact", () => {
    const { dialog } = checkout();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole("heading", { level: 2, name: "Vidhi Legal" })).toBeTruthy();
    expect(dialog.textContent).toContain("GST registration: Standard");
    expect(dialog.textContent).toContain("₹1,768.82");
    expect(dialog.textContent).toContain(words.testMode);
    expect(dialog.textContent).toContain("Asha Rao · asha@example.com · 9876543210");
    expect(dialog.style.getPropertyValue("--vc-theme")).toBe("#1d3c78");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("draws the methods in config.display's order: the highlighted UPI apps, then UPI, card, net banking", () => {
    const { dialog } = checkout();
    const headings = within(dialog).getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(["Pay with UPI apps", words.methods.upi, words.methods.card, words.methods.netbanking]);
    const apps = within(section("Pay with UPI apps")).getAllByRole("button").map((b) => b.textContent);
    expect(apps).toEqual(["Google Pay", "PhonePe", "Paytm"]);
  });

  it("never draws a hidden method or a hidden bank", () => {
    const hidden = { ...display, hide: [{ method: "card" }, { method: "netbanking", banks: ["HDFC", "SBIN"] }] };
    checkout({ config: { display: hidden } });
    expect(screen.queryByRole("region", { name: words.methods.card })).toBeNull();
    const banks = within(section(words.methods.netbanking)).getAllByRole("option").map((o) => o.getAttribute("value"));
    expect(banks).toEqual(["", ...model!.constants.payment.netbankingBanks.map((b) => b.code).filter((c) => c !== "HDFC" && c !== "SBIN")]);
  });

  it("shows Razorpay's test inputs", () => {
    const { dialog } = checkout();
    expect(dialog.textContent).toContain("success@razorpay");
    expect(dialog.textContent).toContain("failure@razorpay");
    expect(words.otpHint).toMatch(/4 to 10 digits/);
  });

  it("pays by UPI: busy while paying, then closes and hands the signed success response to the handler", async () => {
    const { handler, ondismiss, dialog } = checkout();
    const upi = section(words.methods.upi);
    fireEvent.input(within(upi).getByLabelText(words.upiId), { target: { value: "success@razorpay" } });
    const release = network.hold();
    submitIn(upi);
    await waitFor(() => expect(network.bodies).toHaveLength(1));
    expect(dialog.getAttribute("aria-busy")).toBe("true");
    expect(within(dialog).getByRole("status").textContent).toBe(words.busy);
    expect(within(dialog).getAllByRole("button").every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    release();
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(network.bodies[0]).toEqual({ key_id: "rzp_test_embedded", order_id: "order_AAAAAAAAAAAAAA", method: "upi", vpa: "success@razorpay" });
    expect(network.validSuccess(handler.mock.calls[0][0])).toBe(true);
    expect(document.querySelector("dialog")).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it("on a failure emits payment.failed, shows its description and stays usable for a second attempt that succeeds", async () => {
    const { handler, failed, dialog } = checkout();
    const upi = section(words.methods.upi);
    const vpa = within(upi).getByLabelText(words.upiId) as HTMLInputElement;
    fireEvent.input(vpa, { target: { value: "failure@razorpay" } });
    submitIn(upi);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(network.validFailure(failed.mock.calls[0][0])).toBe(true);
    expect(within(dialog).getByRole("alert").textContent).toBe("Payment failed (upi)");
    expect(handler).not.toHaveBeenCalled();
    expect(vpa.disabled).toBe(false);
    fireEvent.input(vpa, { target: { value: "success@razorpay" } });
    submitIn(upi);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });

  it("refuses a UPI id that is not one, with the documents' message, and sends nothing", () => {
    checkout();
    const upi = section(words.methods.upi);
    const vpa = within(upi).getByLabelText(words.upiId);
    fireEvent.input(vpa, { target: { value: "not a upi id" } });
    submitIn(upi);
    expect(upi.textContent).toContain(words.vpaInvalid);
    expect(vpa.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(vpa);
    expect(network.bodies).toHaveLength(0);
  });

  it("pays by card through the test bank page's OTP: fewer than 4 digits fail, 4 to 10 succeed", async () => {
    const { handler, failed, dialog } = checkout();
    const card = section(words.methods.card);
    const type = (label: string, value: string) => fireEvent.input(within(card).getByLabelText(label), { target: { value } });
    type(words.cardNumber, "4111 1111 1111 1111");
    type(words.cardName, "Asha Rao");
    type(words.cardExpiry, "12/30");
    type(words.cardCvv, "123");
    submitIn(card);
    const page = screen.getByRole("region", { name: words.bankPage });
    fireEvent.input(within(page).getByLabelText(words.otp), { target: { value: "123" } });
    fireEvent.click(within(page).getByRole("button", { name: words.submitOtp }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(network.bodies[0]).toMatchObject({ method: "card", card: { number: "4111111111111111", name: "Asha Rao", expiry_month: 12, expiry_year: 2030, cvv: "123" }, otp: "123" });
    // Back on the methods with what was typed; the card goes again to the bank page.
    expect(within(dialog).getByRole("alert").textContent).toBe("Payment failed (card)");
    submitIn(section(words.methods.card));
    expect(within(dialog).getByRole("alert").textContent).toBe("");
    fireEvent.input(within(dialog).getByLabelText(words.otp), { target: { value: "123456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: words.submitOtp }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });

  it("pays by net banking and by a UPI app through the test bank page's Success and Failure", async () => {
    const { handler, failed, dialog } = checkout();
    const bank = within(section(words.methods.netbanking)).getByLabelText(words.bank);
    fireEvent.change(bank, { target: { value: "UTIB" } });
    submitIn(section(words.methods.netbanking));
    expect(dialog.textContent).toContain("Axis Bank");
    fireEvent.click(within(dialog).getByRole("button", { name: words.bankFailure }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    fireEvent.click(within(section("Pay with UPI apps")).getByRole("button", { name: "PhonePe" }));
    fireEvent.click(within(dialog).getByRole("button", { name: words.bankSuccess }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(network.bodies.map((b) => b.method)).toEqual(["netbanking", "app"]);
    expect(network.bodies[1]).toMatchObject({ app: "phonepe", outcome: "success" });
  });

  it("the test bank page's Back returns to the methods", () => {
    const { dialog } = checkout();
    fireEvent.click(within(section("Pay with UPI apps")).getByRole("button", { name: "Google Pay" }));
    fireEvent.click(within(dialog).getByRole("button", { name: words.back }));
    expect(section(words.methods.upi)).toBeTruthy();
  });

  it("a payment not made (no payment result from the server) shows the documents' message and is no payment.failed", async () => {
    const { failed, dialog } = checkout();
    network.answerWith(500);
    fireEvent.input(within(section(words.methods.upi)).getByLabelText(words.upiId), { target: { value: "success@razorpay" } });
    submitIn(section(words.methods.upi));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(words.notMade));
    expect(failed).not.toHaveBeenCalled();
  });

  it("an order paid meanwhile (409 from the gateway) says so, charges nothing and is no payment.failed", async () => {
    const { failed, dialog } = checkout();
    network.answerWith(409);
    fireEvent.input(within(section(words.methods.upi)).getByLabelText(words.upiId), { target: { value: "success@razorpay" } });
    submitIn(section(words.methods.upi));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("This order is already paid, so nothing was charged now. Close the checkout and reload the page to see its receipt."));
    expect(failed).not.toHaveBeenCalled();
  });

  it("Esc and the close button dismiss (modal.ondismiss); close() closes without it", () => {
    const first = checkout();
    fireEvent.keyDown(first.dialog, { key: "Escape" });
    expect(first.ondismiss).toHaveBeenCalledTimes(1);
    expect(document.querySelector("dialog")).toBeNull();
    first.rzp.open();
    fireEvent.click(screen.getByRole("button", { name: words.close }));
    expect(first.ondismiss).toHaveBeenCalledTimes(2);
    // The browser closing the modal itself (Chrome, on a second Esc) is a dismissal too.
    first.rzp.open();
    fireEvent(screen.getByRole("dialog"), new Event("close"));
    expect(first.ondismiss).toHaveBeenCalledTimes(3);
    expect(document.querySelector("dialog")).toBeNull();
    const second = checkout();
    second.rzp.close();
    expect(document.querySelector("dialog")).toBeNull();
    expect(second.ondismiss).not.toHaveBeenCalled();
  });

  it("keeps Tab inside the pop-up", () => {
    const { dialog } = checkout();
    const controls = [...dialog.querySelectorAll<HTMLElement>("button, input, select")];
    controls.at(-1)!.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));
  });
});
