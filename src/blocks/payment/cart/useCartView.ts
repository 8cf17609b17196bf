import { useEffect, useState } from "react";
import type { PaymentsApi } from "../../../api/payments.js";
import type { CartData } from "./cartData.js";
import { cartRequest, keyView, newOrderView, planView, type CartView } from "./cartView.js";

/**
 * The cart's view from the address, once: a cart link's key is asked of the server, a plan id is looked up here.
 * startNewOrder turns a paid link's view into a deliberate new order of its plan.
 */
export function useCartView(data: CartData, api: PaymentsApi): { view: CartView; startNewOrder(): void } {
  const [request] = useState(() => cartRequest(window.location.search));
  const services = data.catalogue.services;
  const [view, setView] = useState<CartView>(() => planView(request, services, data.cartMessages));
  useEffect(() => {
    if (request.kind !== "magicKey") return;
    let current = true;
    void api.cartKey(request.magicKey).then((answer) => current && setView(keyView(request.magicKey, answer, services, data.cartMessages)));
    return () => void (current = false);
  }, [request, api, services, data.cartMessages]);
  return { view, startNewOrder: () => setView((v) => (v.kind === "paid" ? newOrderView(v) : v)) };
}
