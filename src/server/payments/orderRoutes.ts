import type { FastifyPluginAsync } from "fastify";
import type { ApiPaymentsOrderAnswer, ApiPaymentsOrderBody, ApiPaymentsOrderParams, ApiPaymentsOrderRefusal, ApiPaymentsOrderStateAnswer } from "../../contract/types.js";
import { contactErrors } from "../../rules/contactRules.js";
import { findPlan, planPrice } from "../../rules/planPrice.js";
import { refuseDetailed } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { linkOrderNow } from "./cartLinkOrders.js";
import { openPlainOrderNow } from "./openOrders.js";
import { keyHash, readMagicKey } from "./magicKeys.js";
import { findOrder, insertOrder, nextReceipt, orderState, type NewOrder, type OrderRow } from "./orderStore.js";
import type { Store } from "../store/openStore.js";
import type { PaymentProvider } from "./provider.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import type { ServerDocuments } from "../serverDocuments.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";


/**
 * Orders (the checkout's `paymentParameters` of schemas/api/payments.schema.json): POST /api/payments/orders makes one and answers what the checkout opens with;
 * GET /api/payments/orders/:orderId is the receipt page's view of it. The amount is the plan's total by the one price
 * rule (rules/planPrice.ts), never anything the browser sent: the body's schema has no amount.
 */
export const paymentsOrderRoutes: FastifyPluginAsync<StoreRouteDeps & { provider: PaymentProvider }> = async (app, { store, documents, now, provider }) => {
  noStore(app);

  app.post<{ Body: ApiPaymentsOrderBody }>(api.paymentOrdersPath, { schema: requestSchema("paymentOrders"), bodyLimit: 8 * 1024, config: { refusalShape: "detailed" } }, async (request, reply) => {
    const { planId, magicKey, newOrder } = request.body;
    // The plans, rules and words as they are now: a publish applies without a restart.
    const { constants, messages } = documents;
    const words = messages.server.payments;
    const rules = { mobile: constants.mobile, nameMinChars: constants.name.minChars, emailPattern: constants.leadForm.emailPattern };
    const contact = { name: request.body.contact.name.trim(), email: request.body.contact.email.trim(), mobile: request.body.contact.mobile };
    const found = findPlan(documents.plans, planId);
    const service = found && documents.services.services.find((s) => s.serviceId === found.serviceId);
    if (!found || !service) return refuseDetailed(reply, 404, fill(words.planNotFound, { planId }));
    const fields = contactErrors(contact, rules, messages.leadForm);
    if (Object.keys(fields).length) return refuseDetailed(reply, 400, words.contactNotValid, fields satisfies ApiPaymentsOrderRefusal["error"]["fields"]);
    const at = now();
    // A cart link for this very plan: while valid it ties the order to the visitor's lead (its ticket); unless this is
    // a deliberate new order, the order is made through the link, and none is once the link's order is paid
    // (payments/cartLinkOrders.ts), expired or not.
    const link = magicKey ? await readMagicKey(store, magicKey) : undefined;
    const forPlan = link?.plan_id === planId ? link : undefined;
    const ticketId = forPlan && forPlan.expires_at.getTime() > at.getTime() ? (forPlan.ticket_id ?? undefined) : undefined;
    const throughLink = forPlan && magicKey && !newOrder ? keyHash(magicKey) : null;
    const price = planPrice(found.plan);
    // Through a link: none once its order is paid; its open order again while there is one (cartLinkOrders.ts).
    // Without one, or a new order beside a link's ('Start a new order'): the buyer's open order of the plan again
    // (openOrders.ts), so that pressing 'Pay now' twice after 'Start a new order' holds one order, not two. Asked
    // before the provider is (its order would be one nobody pays), and again, under the lock, as the order is written.
    const orderNow: (query: Store["query"]) => Promise<"paid" | OrderRow | undefined> = throughLink
      ? (query) => linkOrderNow(query, throughLink, price.totalPaise, contact, at)
      : (query) => openPlainOrderNow(query, { planId, amountPaise: price.totalPaise, contact }, at);
    const answer = (order: AnsweredOrder, made: boolean) => {
      request.log.info({ receipt: order.receipt, orderId: order.provider_order_id, planId, amount: order.amount_paise }, made ? "order created" : "an open order answered again");
      return paymentParameters(order, { keyId: provider.keyId, currency: constants.payment.currency }, words);
    };
    const existing = await store.transaction(orderNow);
    if (existing === "paid") return refuseDetailed(reply, 409, words.linkAlreadyPaid);
    if (existing) return answer(existing, false);
    const receipt = await nextReceipt(store, constants.payment.receiptPrefix);
    const notes = notesOf({ receipt, plan_id: planId, service_id: found.serviceId, ticket_id: ticketId ?? null });
    const { id } = await provider.createOrder({ amount: price.totalPaise, currency: constants.payment.currency, receipt, notes });
    const made: NewOrder = {
      receipt,
      provider: provider.kind,
      provider_order_id: id,
      plan_id: planId,
      plan_name: found.plan.name,
      service_id: found.serviceId,
      service_name: service.name,
      amount_paise: price.totalPaise,
      currency: constants.payment.currency,
      price,
      contact,
      ticket_id: ticketId ?? null,
      magic_key_hash: throughLink,
    };
    // Another request (through the link, or of the same buyer) may have written its order meanwhile: that one is
    // answered, and the provider's order just made is never paid (nothing is charged for an order until it is).
    const written = await insertOrder(store, made, at, orderNow);
    if (written === "paid") return refuseDetailed(reply, 409, words.linkAlreadyPaid);
    return written === "inserted" ? answer(made, true) : answer(written, false);
  });

  app.get<{ Params: ApiPaymentsOrderParams }>(api.paymentOrderPath, { schema: requestSchema("paymentOrder"), config: { refusalShape: "detailed" } }, async (request, reply) => {
    const order = await findOrder(store, request.params.orderId);
    if (!order) return refuseDetailed(reply, 404, fill(documents.messages.server.payments.orderNotFound, { orderId: request.params.orderId }));
    return { status: true, data: orderState(order) } satisfies ApiPaymentsOrderStateAnswer;
  });
};

/** What an order's payment parameters are made of: a new order, or the cart link's open order as stored. */
type AnsweredOrder = Pick<NewOrder, "receipt" | "provider_order_id" | "plan_id" | "plan_name" | "service_id" | "service_name" | "amount_paise" | "contact" | "ticket_id">;

/** An order's notes, as the provider keeps them with its order and the checkout is given them: our receipt, the plan, the lead's ticket. */
const notesOf = (order: Pick<AnsweredOrder, "receipt" | "plan_id" | "service_id" | "ticket_id">) => ({
  receipt: order.receipt,
  planId: order.plan_id,
  serviceId: order.service_id,
  ...(order.ticket_id ? { ticketId: order.ticket_id } : {}),
});

/** The checkout's payment parameters of an order (schemas/api/payments.schema.json `paymentParameters`). */
function paymentParameters(
  order: AnsweredOrder,
  { keyId, currency }: { keyId: string; currency: ApiPaymentsOrderAnswer["data"]["currency"] },
  words: ServerDocuments["messages"]["server"]["payments"],
): ApiPaymentsOrderAnswer {
  const { contact } = order;
  return {
    status: true,
    data: {
      key: keyId,
      amount: order.amount_paise,
      currency,
      order_id: order.provider_order_id,
      name: words.merchantName,
      description: fill(words.orderDescription, { plan: order.plan_name, service: order.service_name }),
      prefill: { name: contact.name, email: contact.email, contact: contact.mobile },
      notes: notesOf(order),
    },
  };
}
