// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai/vanilla";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentsApi } from "../../../src/api/payments.js";
import { Cart } from "../../../src/blocks/payment/cart/Cart.js";
import type { CartData } from "../../../src/blocks/payment/cart/cartData.js";
import type { CheckoutOptions } from "../../../src/blocks/payment/launcher/checkoutContract.js";
import { stubRazorpay } from "./razorpayStub.js";
import { sessionAtom } from "../../../src/state/session.js";
import { blockData, dataFor } from "../fixturePage.js";

// A cart link whose order is paid shows that order, not 'Pay now'; buying again is a deliberate new order.
// The server's answers are canned per address; the checkout is a stand-in on window.Razorpay that keeps its options.
const data = blockData<CartData>(dataFor("/cart"), "cart");
const m = data.cartMessages;
const key = "p".repeat(43);
const contact = { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9812345670" };
const paidOrder = { orderId: "order_4fZ0Hx2QeB9Ljk", receipt: "VDH-000013", orderStatus: "paid", amount: 767382, currency: "INR", planId: "gst-registration-standard", planName: "Standard", serviceName: "GST Registration", paymentId: "pay_4fZ0Hx2QeB9Lj1", paidAt: "2026-03-01T10:00:00.000Z" };
const link = { status: true, planId: "gst-registration-standard", serviceId: 95, contact, ticketId: "T-1", expiresAt: "2026-03-04T00:00:00.000Z" };
const parameters = { key: "rzp_test_local", amount: 767382, currency: "INR", order_id: "order_5gA1Iy3RfC0Mkl", name: "vidhi", description: "Standard", prefill: { ...contact, contact: contact.mobile }, notes: { receipt: "VDH-000014", planId: link.planId, serviceId: 95 } };
let answers: Record<string, { status: number; body: unknown }> = {};
const calls: { url: string; body: unknown }[] = [];
const opened: CheckoutOptions[] = [];
const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
  const a = answers[String(url)] ?? { status: 404, body: { status: false } };
  return new Response(JSON.stringify(a.body), { status: a.status });
}) as unknown as typeof fetch;

beforeEach(() => {
  calls.length = 0;
  opened.length = 0;
  answers = { [`/api/cart/magic-key/${key}`]: { status: 200, body: { ...link, paidOrder } }, "/api/payments/orders": { status: 200, body: { status: true, data: parameters } } };
  stubRazorpay(opened);
  getDefaultStore().set(sessionAtom, { status: "signedOut" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPaidLink() {
  window.history.replaceState(null, "", `/cart?magicKey=${key}`);
  render(<Cart {...data} api={paymentsApi(fetchImpl)} />);
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe(m.linkPaid));
}

describe("a cart link whose order is paid", () => {
  it("says it is paid, with the receipt number, the payment id and the amount, a link to the receipt, and no Pay now", async () => {
    await openPaidLink();
    expect(screen.getByRole("heading", { name: "GST Registration: Standard" })).toBeTruthy();
    const lines = [...document.querySelectorAll(".cart-paid dl > div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]);
    expect(lines).toEqual([
      [m.paidReceiptNumber, "VDH-000013"],
      [m.paidPaymentId, "pay_4fZ0Hx2QeB9Lj1"],
      [m.paidAmount, "₹7,673.82"],
    ]);
    expect(screen.getByRole("link", { name: m.paidReceiptLink }).getAttribute("href")).toBe(`${data.receiptRoute}?order=order_4fZ0Hx2QeB9Ljk`);
    expect(screen.queryByRole("button", { name: m.payNow })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([`/api/cart/magic-key/${key}`]);
  });

  it("'Start a new order': the plan with the link's contact and Pay now, which orders it as a deliberate new order", async () => {
    await openPaidLink();
    fireEvent.click(screen.getByRole("button", { name: m.newOrder }));
    expect((screen.getByLabelText(m.nameLabel) as HTMLInputElement).value).toBe("Ravi Kumar");
    fireEvent.click(screen.getByRole("button", { name: m.payNow }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url === "/api/payments/orders")!.body).toEqual({ planId: link.planId, contact, magicKey: key, newOrder: true });
  });

  it("an unpaid link's Pay now refused because its order was paid meanwhile (409): the notice that it is paid, no checkout", async () => {
    answers[`/api/cart/magic-key/${key}`] = { status: 200, body: link };
    answers["/api/payments/orders"] = { status: 409, body: { status: false, error: { status: 409, message: "This order is already paid." } } };
    window.history.replaceState(null, "", `/cart?magicKey=${key}`);
    render(<Cart {...data} api={paymentsApi(fetchImpl)} />);
    fireEvent.click(await screen.findByRole("button", { name: m.payNow }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(m.linkPaidNotice));
    expect(opened).toHaveLength(0);
    expect((calls.find((c) => c.url === "/api/payments/orders")!.body as { newOrder?: boolean }).newOrder).toBeUndefined();
  });
});
