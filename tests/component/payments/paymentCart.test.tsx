// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai/vanilla";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentsApi } from "../../../src/api/payments.js";
import { Cart } from "../../../src/blocks/payment/cart/Cart.js";
import type { CartData } from "../../../src/blocks/payment/cart/cartData.js";
import type { CheckoutOptions } from "../../../src/blocks/payment/launcher/checkoutContract.js";
import { stubRazorpay } from "./razorpayStub.js";
import { sessionAtom } from "../../../src/state/session.js";
import { blockData, dataFor } from "../fixturePage.js";

// The cart in the DOM: the address says what it shows; the server's answers are canned per call, and the
// checkout is a stand-in on window.Razorpay that keeps the options it was opened with.
const data = blockData<CartData>(dataFor("/cart"), "cart");
const m = data.cartMessages;
const key = "k".repeat(43);
const answers: Record<string, { status: number; body: unknown }> = {};
const calls: { url: string; body: unknown }[] = [];
const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
  const a = answers[String(url)] ?? { status: 404, body: { status: false } };
  return new Response(JSON.stringify(a.body), { status: a.status });
}) as unknown as typeof fetch;
const opened: CheckoutOptions[] = [];
const parameters = { key: "rzp_test_local", amount: 689882, currency: "INR", order_id: "order_4fZ0Hx2QeB9Ljk", name: "vidhi", description: "Standard", prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876501234" }, notes: { receipt: "VDH-000001", planId: "private-limited-standard", serviceId: 1 } };

beforeEach(() => {
  calls.length = 0;
  opened.length = 0;
  for (const k of Object.keys(answers)) delete answers[k];
  answers["/api/payments/orders"] = { status: 200, body: { status: true, data: parameters } };
  stubRazorpay(opened);
  getDefaultStore().set(sessionAtom, { status: "signedOut" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openCart(search: string) {
  window.history.replaceState(null, "", `/cart${search}`);
  return render(<Cart {...data} api={paymentsApi(fetchImpl)} />);
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (el: HTMLElement) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent;
const fill = (values: Record<string, string>) => Object.entries(values).forEach(([label, value]) => fireEvent.change(field(label), { target: { value } }));

describe("without JavaScript", () => {
  it("the prerendered cart says it needs JavaScript, and nothing else", () => {
    const html = renderToString(<Cart {...data} />);
    expect(html).toContain("The cart needs JavaScript to take a payment.");
    expect(html).not.toContain("<form");
  });
});

describe("?plan=", () => {
  it("the plan, what is included, the price line by line in rupees, the contact form and Pay now", () => {
    openCart("?plan=private-limited-standard");
    expect(screen.getByRole("heading", { name: "Private Limited Company Registration: Standard" })).toBeTruthy();
    expect(screen.getByText("Drafting of the MoA and AoA")).toBeTruthy();
    const price = screen.getByRole("region", { name: "Price" });
    const lines = [...price.querySelectorAll("dl > div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]);
    expect(lines).toEqual([
      ["Professional fee", "₹4,999"],
      ["GST (18%)", "₹899.82"],
      ["Government filing fee and stamp duty", "₹1,000"],
      ["Total", "₹6,898.82"],
    ]);
    expect(field("Name").value).toBe("");
    expect(screen.getByRole("button", { name: "Pay now" })).toBeTruthy();
  });

  it("the checkout script is added on mount, from the site setting", () => {
    vi.stubGlobal("Razorpay", undefined);
    openCart("?plan=private-limited-standard");
    expect(document.querySelector(`script[src="${data.checkout.script}"]`)).toBeTruthy();
    expect(data.checkout.script).toBe("/checkout/v1/checkout.js");
  });

  it("the lead form's messages: required on Pay now, then what is wrong, each tied to its field", async () => {
    openCart("?plan=private-limited-standard");
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(messageOf(field("Name"))).toBe("Please enter your name");
    expect(messageOf(field("Email"))).toBe("Please enter your email address");
    expect(messageOf(field("Mobile number"))).toBe("Please enter your mobile number");
    expect(document.activeElement).toBe(field("Name"));
    fill({ Name: "As", Email: "asha@", "Mobile number": "58765 0123x4" });
    expect(field("Mobile number").value).toBe("5876501234");
    expect(messageOf(field("Name"))).toBe("Name should be atleast 3 characters");
    expect(messageOf(field("Email"))).toBe("Please enter a valid email address");
    expect(messageOf(field("Mobile number"))).toBe("Please enter a valid mobile number");
    expect(calls.filter((c) => c.url === "/api/payments/orders")).toHaveLength(0);
  });

  it("a signed-in visitor's name and email are filled in; Pay now orders the plan and opens the checkout with display, theme and handlers", async () => {
    getDefaultStore().set(sessionAtom, { status: "signedIn", token: "t", user: { user_uuid: "u1", name: "Asha Rao", email: "asha@example.in", profile_image: "" } as never });
    openCart("?plan=private-limited-standard");
    expect(field("Name").value).toBe("Asha Rao");
    expect(field("Email").value).toBe("asha@example.in");
    fill({ "Mobile number": "9876501234" });
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url === "/api/payments/orders")!.body).toEqual({ planId: "private-limited-standard", contact: { name: "Asha Rao", email: "asha@example.in", mobile: "9876501234" } });
    expect(opened[0]).toMatchObject({ ...parameters, config: { display: data.checkout.display }, theme: { color: "#1d3c78" } });
  });

  it("a mobile number pasted or filled in as written ('+91 98450 12345', '098450 12345', '98450 12345') is ordered as the visitor's ten digits, never its first ten", async () => {
    getDefaultStore().set(sessionAtom, { status: "signedIn", token: "t", user: { user_uuid: "u1", name: "Asha Rao", email: "asha@example.in", profile_image: "" } as never });
    openCart("?plan=private-limited-standard");
    for (const written of ["+91 98450 12345", "098450 12345", "98450 12345", "+91-98450-12345", "+91 (0) 98450 12345"]) {
      fill({ "Mobile number": written });
      expect(field("Mobile number").value, written).toBe("9845012345");
      expect(field("Mobile number").maxLength, written).toBe(-1);
    }
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url === "/api/payments/orders")!.body).toMatchObject({ contact: { mobile: "9845012345" } });
  });

  it("success: the full-screen mask until the status call answers; its failure: the message and 'Try again', which opens the same order again", async () => {
    answers["/api/razorpay/status"] = { status: 400, body: { status: false, error: { status: 400, message: "The payment's signature does not match." } } };
    openCart("?plan=private-limited-standard");
    fill({ Name: "Asha Rao", Email: "Asha@Example.in ", "Mobile number": "9876501234" });
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const success = { razorpay_payment_id: "pay_4fZ0Hx2QeB9Lj1", razorpay_order_id: parameters.order_id, razorpay_signature: "a".repeat(64) };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    act(() => opened[0].handler(success));
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe(m.confirming);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(m.statusFailed));
    errors.mockRestore();
    expect(calls.find((c) => c.url === "/api/razorpay/status")!.body).toEqual(success);
    expect(screen.queryByRole("status")).toBeNull();
    expect(field("Email").value).toBe("Asha@Example.in");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(opened).toHaveLength(2));
    // The payment the status call could not confirm may have been taken: a new order could be paid a second time.
    expect(calls.filter((c) => c.url === "/api/payments/orders").map((c) => (c.body as { contact: { email: string } }).contact.email)).toEqual(["asha@example.in"]);
    expect(opened[1].order_id).toBe(parameters.order_id);
  });

  it("dismissed: back on the cart with the contact as typed", async () => {
    openCart("?plan=private-limited-standard");
    fill({ Name: "Asha Rao", Email: "asha@example.in", "Mobile number": "9876501234" });
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect((screen.getByRole("button", { name: "Pay now" }) as HTMLButtonElement).disabled).toBe(true);
    act(() => opened[0].modal.ondismiss());
    expect((screen.getByRole("button", { name: "Pay now" }) as HTMLButtonElement).disabled).toBe(false);
    expect([field("Name").value, field("Mobile number").value]).toEqual(["Asha Rao", "9876501234"]);
  });

  it("an unknown plan, or none: a plain message and the services that have plans", () => {
    openCart("?plan=no-such-plan");
    expect(screen.getByRole("status").textContent).toBe(m.unknownPlan);
    expect(screen.getByRole("link", { name: "GST Registration" }).getAttribute("href")).toBe("/gst-registration");
    cleanup();
    openCart("");
    expect(screen.getByRole("status").textContent).toBe(m.noPlan);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/private-limited-company-registration", "/gst-registration"]);
  });
});

describe("?magicKey=", () => {
  it("the cart link's plan with the contact filled in; Pay now sends the key, which keeps the lead ticket", async () => {
    answers[`/api/cart/magic-key/${key}`] = { status: 200, body: { status: true, planId: "gst-registration-standard", serviceId: 95, contact: { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9812345670" }, ticketId: "T-1", expiresAt: "2026-03-04T00:00:00.000Z" } };
    openCart(`?magicKey=${key}`);
    expect(screen.getByRole("status").textContent).toBe(m.opening);
    await screen.findByRole("heading", { name: "GST Registration: Standard" });
    expect([field("Name").value, field("Email").value, field("Mobile number").value]).toEqual(["Ravi Kumar", "ravi@example.in", "9812345670"]);
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url === "/api/payments/orders")!.body).toEqual({ planId: "gst-registration-standard", contact: { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9812345670" }, magicKey: key });
  });

  it("expired (410): the plain message and that service's plans with 'Buy now' links, never an error page", async () => {
    answers[`/api/cart/magic-key/${key}`] = { status: 410, body: { status: false, error: { status: 410, reason: "expired" }, serviceId: 95 } };
    openCart(`?magicKey=${key}`);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(m.magicKeyExpired));
    expect(screen.getByRole("heading", { name: "Plans for GST Registration" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy now: the Standard plan of GST Registration" }).getAttribute("href")).toBe("/cart?plan=gst-registration-standard");
  });

  it("a 2xx without the contact, or with something else than text in it or in the paid order: the link's failure message, never a throw", async () => {
    const link = { status: true, planId: "gst-registration-standard", serviceId: 95, contact: { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9812345670" }, expiresAt: "2026-03-04T00:00:00.000Z" };
    const paidOrder = { orderId: "order_4fZ0Hx2QeB9Ljk", receipt: "VDH-000013", orderStatus: "paid", amount: 767382, currency: "INR", planId: link.planId, planName: "Standard", serviceName: "GST Registration", paymentId: "pay_4fZ0Hx2QeB9Lj1" };
    for (const body of [
      { status: true },
      { ...link, contact: undefined },
      { ...link, contact: { ...link.contact, mobile: 9812345670 } },
      { ...link, paidOrder: {} },
      { ...link, paidOrder: { ...paidOrder, amount: "7673.82" } },
      { ...link, paidOrder: { ...paidOrder, receipt: { number: "VDH-000013" } } },
      { ...link, paidOrder: { ...paidOrder, orderId: undefined } },
      { ...link, paidOrder: { ...paidOrder, orderId: "" } },
      { ...link, paidOrder: { ...paidOrder, receipt: undefined } },
    ]) {
      answers[`/api/cart/magic-key/${key}`] = { status: 200, body };
      openCart(`?magicKey=${key}`);
      await waitFor(() => expect(screen.getByRole("status").textContent, JSON.stringify(body)).toBe(m.magicKeyFailed));
      expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
      cleanup();
    }
  });

  it("unknown (404) without a service: the plain message and the services with plans", async () => {
    answers[`/api/cart/magic-key/${key}`] = { status: 404, body: { status: false, error: { status: 404, reason: "unknown" } } };
    openCart(`?magicKey=${key}`);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(m.magicKeyUnknown));
    expect(screen.getByRole("heading", { name: m.servicesHeading })).toBeTruthy();
  });
});
