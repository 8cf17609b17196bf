import type { FastifyPluginAsync } from "fastify";
import type { ApiPaymentsOrderAnswer, ApiPaymentsOrderBody, ApiPaymentsOrderParams, ApiPaymentsOrderRefusal, ApiPaymentsOrderStateAnswer } from "../../contract/types.js";
import { contactErrors } from "../../rules/contactRules.js";
import { findPlan, planPrice } from "../../rules/planPrice.js";
import { refuseDetailed } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { cartLinkPaid, paidOrderOfLink } from "./cartLinkOrders.js";
import { keyHash, readMagicKey } from "./magicKeys.js";
import { findOrder, insertOrder, nextReceipt, orderState } from "./orderStore.js";
import type { PaymentProvider } from "./provider.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
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
    // Asked before the provider is: its order would be one nobody pays. Asked again, under the link's lock, as the order is written.
    if (throughLink && (await paidOrderOfLink(store.query, throughLink))) return refuseDetailed(reply, 409, words.linkAlreadyPaid);
    const price = planPrice(found.plan);
    const receipt = await nextReceipt(store, constants.payment.receiptPrefix);
    const notes = { receipt, planId, serviceId: found.serviceId, ...(ticketId ? { ticketId } : {}) };
    const { id } = await provider.createOrder({ amount: price.totalPaise, currency: constants.payment.currency, receipt, notes });
    const inserted = await insertOrder(
      store,
      {
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
      },
      at,
      throughLink ? (query) => cartLinkPaid(query, throughLink) : undefined,
    );
    if (!inserted) return refuseDetailed(reply, 409, words.linkAlreadyPaid);
    request.log.info({ receipt, orderId: id, planId, amount: price.totalPaise }, "order created");
    return {
      status: true,
      data: {
        key: provider.keyId,
        amount: price.totalPaise,
        currency: constants.payment.currency,
        order_id: id,
        name: words.merchantName,
        description: fill(words.orderDescription, { plan: found.plan.name, service: service.name }),
        prefill: { name: contact.name, email: contact.email, contact: contact.mobile },
        notes,
      },
    } satisfies ApiPaymentsOrderAnswer;
  });

  app.get<{ Params: ApiPaymentsOrderParams }>(api.paymentOrderPath, { schema: requestSchema("paymentOrder"), config: { refusalShape: "detailed" } }, async (request, reply) => {
    const order = await findOrder(store, request.params.orderId);
    if (!order) return refuseDetailed(reply, 404, fill(documents.messages.server.payments.orderNotFound, { orderId: request.params.orderId }));
    return { status: true, data: orderState(order) } satisfies ApiPaymentsOrderStateAnswer;
  });
};
