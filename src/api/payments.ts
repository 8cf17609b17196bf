import type { ApiPaymentsCartKeyAnswer, ApiPaymentsOrderAnswer, ApiPaymentsOrderBody, ApiPaymentsOrderStateAnswer, ApiPaymentsStatusAnswer, ApiPaymentsStatusBody } from "../contract/types.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";
import { magicKeyCartPath, pathOf, paymentOrderPath, paymentOrdersPath, paymentStatusPath } from "../contract/apiCalls.js";

/**
 * The cart's and the receipt's calls (schemas/api/payments.schema.json), on the one HTTP client. Nothing here throws;
 * a refusal's body (404/410 of a cart link, 400 with field messages of an order) comes back with `ok: false`.
 */
export interface PaymentsApi {
  /** GET /api/cart/magic-key/:key: the plan and contact of a cart link. */
  cartKey(magicKey: string): Promise<JsonAnswer<ApiPaymentsCartKeyAnswer>>;
  /** POST /api/payments/orders: a new order's payment parameters (schemas/api/payments.schema.json); the server computes the amount. */
  createOrder(body: ApiPaymentsOrderBody): Promise<JsonAnswer<ApiPaymentsOrderAnswer>>;
  /** POST /api/razorpay/status: the checkout's success response, forwarded whole, for the server to check its signature. */
  paymentStatus(body: ApiPaymentsStatusBody): Promise<JsonAnswer<ApiPaymentsStatusAnswer>>;
  /** GET /api/payments/orders/:orderId: an order's state, for the receipt. */
  order(orderId: string): Promise<JsonAnswer<ApiPaymentsOrderStateAnswer>>;
}

export const paymentsApi = (fetchImpl?: typeof fetch): PaymentsApi => {
  const http = lazyHttp(fetchImpl);
  return {
    cartKey: (magicKey) => http.getJson(pathOf(magicKeyCartPath, { magicKey })),
    createOrder: (body) => http.postJson(paymentOrdersPath, body),
    paymentStatus: (body) => http.postJson(paymentStatusPath, body),
    order: (orderId) => http.getJson(pathOf(paymentOrderPath, { orderId })),
  };
};
