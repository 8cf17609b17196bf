// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { paymentsApi } from "../../../src/api/payments.js";
import { Receipt } from "../../../src/blocks/payment/receipt/Receipt.js";
import type { ReceiptData } from "../../../src/blocks/payment/receipt/receiptResolver.js";
import { blockData, dataFor } from "../fixturePage.js";

// The receipt page (/payment/success?order=…): the order's state read from the server, in words.
const page = dataFor("/payment/success");
const data = blockData<ReceiptData>(page, "receipt");
const orderId = "order_4fZ0Hx2QeB9Ljk";
const paid = { orderId, receipt: "VDH-000042", orderStatus: "paid", amount: 117882, currency: "INR", planId: "gst-registration-standard", planName: "Standard", serviceName: "GST Registration", paymentId: "pay_4fZ0Hx2QeB9Lj1", paidAt: "2026-03-01T10:05:00.000Z" };

function openReceipt(search: string, answer: { status: number; body: unknown }) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => (urls.push(url), new Response(JSON.stringify(answer.body), { status: answer.status }))) as unknown as typeof fetch;
  window.history.replaceState(null, "", `/payment/success${search}`);
  render(<Receipt {...data} api={paymentsApi(fetchImpl)} />);
  return urls;
}
const lines = () => [...document.querySelectorAll(".receipt-lines > div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]);
afterEach(cleanup);

describe("the receipt", () => {
  it("receipt number, service, plan, amount in rupees, the state in words, when it was paid in India time, and the payment id to quote", async () => {
    const urls = openReceipt(`?order=${orderId}`, { status: 200, body: { status: true, data: paid } });
    expect(screen.getByRole("status").textContent).toBe(data.messages.loading);
    await waitFor(() => expect(lines()).toHaveLength(7));
    expect(urls).toEqual([`/api/payments/orders/${orderId}`]);
    expect(lines()).toEqual([
      ["Receipt number", "VDH-000042"],
      ["Service", "GST Registration"],
      ["Plan", "Standard"],
      ["Amount", "₹1,178.82"],
      ["Status", "Paid"],
      ["Paid at", "1 March 2026, 3:35 PM IST"],
      ["Payment id (quote it to our support)", "pay_4fZ0Hx2QeB9Lj1"],
    ]);
  });

  it("an order not paid yet says so, without a time", async () => {
    openReceipt(`?order=${orderId}`, { status: 200, body: { status: true, data: { ...paid, orderStatus: "created", paidAt: undefined, paymentId: undefined } } });
    await waitFor(() => expect(lines()).toHaveLength(5));
    expect(lines()[4]).toEqual(["Status", "Awaiting payment"]);
  });

  it("what happens next shows under a paid order's receipt only: not for an order awaiting payment, an unknown one or none", async () => {
    const next = data.afterPayment!;
    expect(next.heading).toBe("What happens next");
    openReceipt(`?order=${orderId}`, { status: 200, body: { status: true, data: paid } });
    await waitFor(() => expect(screen.getByRole("heading", { name: next.heading })).toBeTruthy());
    expect(document.querySelector(".receipt-next p")!.textContent).toBe(next.text);
    for (const [search, answer] of [
      [`?order=${orderId}`, { status: 200, body: { status: true, data: { ...paid, orderStatus: "attempted", paidAt: undefined, paymentId: undefined } } }],
      [`?order=${orderId}`, { status: 404, body: { status: false, error: { status: 404, message: "No order has this id." } } }],
      ["", { status: 200, body: {} }],
    ] as const) {
      cleanup();
      openReceipt(search, answer);
      await waitFor(() => expect(document.querySelector(".receipt [role=status], .receipt-lines")).not.toBeNull());
      await waitFor(() => expect(screen.queryByText(data.messages.loading)).toBeNull());
      expect(document.querySelector(".receipt-next"), search).toBeNull();
    }
  });

  it("an unknown order, or none in the address: a plain message", async () => {
    openReceipt(`?order=${orderId}`, { status: 404, body: { status: false, error: { status: 404, message: "No order has this id." } } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(data.messages.noOrder));
    cleanup();
    const urls = openReceipt("", { status: 200, body: {} });
    expect(screen.getByRole("status").textContent).toBe(data.messages.noOrder);
    expect(urls).toEqual([]);
  });

  it("no answer: a plain message to reload", async () => {
    openReceipt(`?order=${orderId}`, { status: 503, body: { status: false } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(data.messages.failed));
  });

  it("a 2xx saying status without the order as drawn (none, a field missing or of another kind, an unknown state, a paidAt that is no date): the failure message, not Loading… forever", async () => {
    for (const body of [
      { status: true },
      { status: true, data: "paid" },
      { status: true, data: { ...paid, receipt: undefined } },
      { status: true, data: { ...paid, amount: "1178.82" } },
      { status: true, data: { ...paid, orderStatus: "refunded" } },
      { status: true, data: { ...paid, paymentId: { id: paid.paymentId } } },
      { status: true, data: { ...paid, paidAt: "yesterday" } },
    ]) {
      openReceipt(`?order=${orderId}`, { status: 200, body });
      await waitFor(() => expect(screen.getByRole("status").textContent, JSON.stringify(body)).toBe(data.messages.failed));
      expect(document.querySelector(".receipt-lines")).toBeNull();
      cleanup();
    }
  });

  it("without JavaScript it says it needs it; the page links home", () => {
    expect(renderToString(<Receipt {...data} />)).toContain(data.messages.needsJavaScript);
    expect(page.noindex).toBe(true);
    expect(page.blocks.find((b) => b.type === "cta")!.data).toMatchObject({ action: { url: "/" } });
  });
});
