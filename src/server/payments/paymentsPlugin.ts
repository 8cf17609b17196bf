import type { FastifyPluginAsync } from "fastify";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import { paymentsCartRoutes } from "./cartRoutes.js";
import { paymentsGatewayRoute } from "./gatewayRoute.js";
import { paymentsOrderRoutes } from "./orderRoutes.js";
import type { PaymentProvider } from "./paymentProvider.js";
import { paymentsStatusRoute } from "./statusRoute.js";
import { paymentsWebhookRoute } from "./webhookRoute.js";

export type PaymentsPluginOptions = StoreRouteDeps & { provider: PaymentProvider; leadApiKey: string };

/** Payments (docs/payments.md): cart links, orders, their status, the provider's webhook and the checkout's gateway. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  await app.register(paymentsCartRoutes, options);
  for (const routes of [paymentsOrderRoutes, paymentsStatusRoute, paymentsWebhookRoute, paymentsGatewayRoute]) await app.register(routes, options);
};
