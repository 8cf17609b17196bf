import type { ApiPaymentsCartKeyAnswer, ApiPaymentsCartKeyRefusal, ApiPaymentsPaidOrder } from "../../../contract/types.js";
import type { JsonAnswer } from "../../../api/httpTypes.js";
import type { Contact } from "../../../rules/contactRules.js";
import type { PlanOffer, ServiceOffers } from "../planOffer.js";
import type { CartMessages } from "../words.js";

/** What the cart's address asks for: a plan ('Buy now'), a cart link's key (the chat bot, partners), or nothing. */
export type CartRequest = { kind: "plan"; planId: string } | { kind: "magicKey"; magicKey: string } | { kind: "none" };

export function cartRequest(search: string): CartRequest {
  const query = new URLSearchParams(search);
  const magicKey = query.get("magicKey");
  if (magicKey) return { kind: "magicKey", magicKey };
  const planId = query.get("plan");
  return planId ? { kind: "plan", planId } : { kind: "none" };
}

/**
 * What the cart shows: a cart link being opened; a plan to pay for (with what is known of the contact, and the
 * link's key, which keeps the visitor's lead ticket with the order); or a plain message with the plans of a service
 * (when known) or the services that have plans; or the paid order of a cart link. Never an error page.
 */
export type CartView =
  | { kind: "opening" }
  | { kind: "plan"; service: ServiceOffers; offer: PlanOffer; contact: Partial<Contact>; magicKey?: string; newOrder?: boolean }
  | PaidView
  | { kind: "message"; text: string; service?: ServiceOffers };

/** A cart link whose order is paid (server payments/cartLinkOrders.ts): its receipt, and no 'Pay now' until the visitor starts a new order. */
export type PaidView = { kind: "paid"; service: ServiceOffers; offer: PlanOffer; contact: Partial<Contact>; magicKey: string; order: ApiPaymentsPaidOrder };

export function findOffer(services: ServiceOffers[], planId: string): { service: ServiceOffers; offer: PlanOffer } | undefined {
  for (const service of services) {
    const offer = service.offers.find((o) => o.id === planId);
    if (offer) return { service, offer };
  }
  return undefined;
}

type Words = Pick<CartMessages, "noPlan" | "unknownPlan" | "magicKeyExpired" | "magicKeyUnknown" | "magicKeyFailed">;

/** The view of a request that needs no call: a plan id, or nothing. */
export function planView(request: CartRequest, services: ServiceOffers[], m: Words): CartView {
  if (request.kind === "magicKey") return { kind: "opening" };
  if (request.kind === "none") return { kind: "message", text: m.noPlan };
  const found = findOffer(services, request.planId);
  return found ? { kind: "plan", ...found, contact: {} } : { kind: "message", text: m.unknownPlan };
}

/** The view of a cart link once the server has answered GET /api/cart/magic-key/:key. */
export function keyView(magicKey: string, answer: JsonAnswer<ApiPaymentsCartKeyAnswer>, services: ServiceOffers[], m: Words): CartView {
  // The service of the link, or of a refusal (expired): its plans are listed under a message.
  const service = services.find((s) => s.serviceId === (answer.body as ApiPaymentsCartKeyRefusal | null)?.serviceId);
  if (answer.ok && answer.body.status) {
    const found = findOffer(services, answer.body.planId);
    const { contact, paidOrder: order } = answer.body;
    // What the cart draws, checked as it is read (text or left out, a number of paise; a paid order's id and receipt
    // number always there, since its receipt link and lines name them): a 2xx without the contact, or with something
    // else in it or in the paid order (a proxy's `{ "status": true }`), is the link's failure message below, never a
    // throw in render nor a receipt link to `?order=undefined`.
    const paidOrderReadable = !order || (typeof order.orderId == "string" && order.orderId !== "" && typeof order.receipt == "string" && typeof order.amount == "number" && typeof (order.paymentId ?? "") == "string");
    if (contact && [contact.name, contact.email, contact.mobile].every((s) => typeof (s ?? "") == "string") && paidOrderReadable)
      return !found ? { kind: "message", text: m.magicKeyUnknown, service } : order ? { kind: "paid", ...found, contact, magicKey, order } : { kind: "plan", ...found, contact, magicKey };
  }
  return { kind: "message", text: answer.status === 410 ? m.magicKeyExpired : answer.status === 404 ? m.magicKeyUnknown : m.magicKeyFailed, service };
}

/** 'Start a new order' on a paid cart link: the plan again, with what the link knew, as a deliberate new order. */
export const newOrderView = ({ service, offer, contact, magicKey }: PaidView): CartView => ({ kind: "plan", service, offer, contact, magicKey, newOrder: true });
