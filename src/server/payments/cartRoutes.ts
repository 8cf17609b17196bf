import type { FastifyPluginAsync } from "fastify";
import type { ApiPaymentsCartKeyAnswer, ApiPaymentsCartKeyRefusal, ApiPaymentsMagicKeyAnswer, ApiPaymentsMagicKeyBody, ApiPaymentsMagicKeyParams } from "../../contract/types.js";
import { findPlan } from "../../rules/planPrice.js";
import { apiKeyCheck } from "../security/apiKeyCheck.js";
import { refuse } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { paidOrderOfLink } from "./cartLinkOrders.js";
import { issueMagicKey, keyHash, readMagicKey } from "./magicKeys.js";
import { orderState } from "./orderStore.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";
import { emailMessage, mobileMessage, nameMessage } from "../../rules/contactRules.js";


/**
 * Cart links (magic keys, docs/payments.md): POST /api/cart/magic-key issues one for the chat bot and partners' servers,
 * behind the api-key of POST /api/process-lead; GET /api/cart/magic-key/:magicKey tells the cart what it opens.
 * An unknown key (or one whose plan is gone) is 404, an expired one 410 with its service, so that the cart shows
 * that service's plans instead of an error. A link whose order is paid (payments/cartLinkOrders.ts) answers that
 * order with it, expired or not, so that the cart shows the receipt instead of 'Pay now'.
 */
export const paymentsCartRoutes: FastifyPluginAsync<StoreRouteDeps & { leadApiKey: string }> = async (app, { store, documents, now, leadApiKey }) => {
  noStore(app);

  app.post<{ Body: ApiPaymentsMagicKeyBody }>(
    api.magicKeyPath,
    {
      schema: requestSchema("magicKey"),
      bodyLimit: 8 * 1024,
      onRequest: apiKeyCheck(leadApiKey, () => documents.messages.api.leadApiKeyNotValid),
    },
    async (request, reply) => {
      const { planId, contact = {}, ticketId } = request.body;
      // The plans, rules and words as they are now: a publish applies without a restart.
      const { constants, messages } = documents;
      const found = findPlan(documents.plans, planId);
      if (!found) return refuse(reply, 404, fill(messages.server.payments.planNotFound, { planId }));
      // What is given of the contact meets the lead form's rules, as 'Pay now' will check it (orderRoutes.ts): a link
      // that prefilled a blocked number or a blank name would only fail at the cart. Nothing is issued otherwise.
      const given = { ...(contact.name !== undefined && { name: contact.name.trim() }), ...(contact.email !== undefined && { email: contact.email.trim() }), ...(contact.mobile !== undefined && { mobile: contact.mobile }) };
      const problems = [
        given.name !== undefined && ["name", nameMessage(given.name, constants.name.minChars, messages.leadForm)],
        given.email !== undefined && ["email", emailMessage(given.email, constants.leadForm.emailPattern, messages.leadForm)],
        given.mobile !== undefined && ["mobile", mobileMessage(given.mobile, constants.mobile, messages.leadForm)],
      ].filter((p): p is [string, string] => Boolean(p && p[1]));
      if (problems.length) return refuse(reply, 400, problems.map(([field, message]) => `body/contact/${field} ${message}`).join("; "));
      const { magicKey, expiresAt } = await issueMagicKey(store, { planId, serviceId: found.serviceId, contact: given, ticketId, now: now(), lifetimeHours: constants.payment.magicKeyLifetimeHours });
      return { status: true, magicKey, cartUrl: `${constants.payment.cartRoute}?magicKey=${magicKey}`, expiresAt: expiresAt.toISOString() } satisfies ApiPaymentsMagicKeyAnswer;
    },
  );

  // No params schema: a malformed key is a key nobody issued, so it gets the cart's 404 'unknown' like any other (it is
  // only ever hashed and looked up).
  app.get<{ Params: ApiPaymentsMagicKeyParams }>(api.magicKeyCartPath, async (request, reply) => {
    const link = await readMagicKey(store, request.params.magicKey);
    const found = link && findPlan(documents.plans, link.plan_id);
    if (!link || !found) return reply.code(404).send({ status: false, error: { status: 404, reason: "unknown" } } satisfies ApiPaymentsCartKeyRefusal);
    // A paid link shows its receipt even once expired: the customer who opens the email again sees they have paid.
    const paid = await paidOrderOfLink(store.query, keyHash(request.params.magicKey));
    if (!paid && link.expires_at.getTime() <= now().getTime()) return reply.code(410).send({ status: false, error: { status: 410, reason: "expired" }, serviceId: found.serviceId } satisfies ApiPaymentsCartKeyRefusal);
    return {
      status: true,
      planId: link.plan_id,
      serviceId: found.serviceId,
      contact: link.contact,
      ...(link.ticket_id ? { ticketId: link.ticket_id } : {}),
      expiresAt: link.expires_at.toISOString(),
      ...(paid ? { paidOrder: orderState(paid) } : {}),
    } satisfies ApiPaymentsCartKeyAnswer;
  });
};
