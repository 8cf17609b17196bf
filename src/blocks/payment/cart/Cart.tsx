import type { PaymentsApi } from "../../../api/payments.js";
import { PaymentSection } from "../PaymentSection.js";
import type { CartData } from "./cartData.js";
import { CartMessage } from "./CartMessage.js";
import { CartPaid } from "./CartPaid.js";
import { CartPlan } from "./CartPlan.js";
import { useCartView } from "./useCartView.js";

/** The cart once JavaScript runs: what the address asks for. */
function CartBody({ data, api }: { data: CartData; api: PaymentsApi }) {
  const { view, startNewOrder } = useCartView(data, api);
  const m = data.cartMessages;
  if (view.kind === "opening") return <p role="status">{m.opening}</p>;
  if (view.kind === "paid") return <CartPaid view={view} m={m} receiptRoute={data.receiptRoute} onNewOrder={startNewOrder} />;
  if (view.kind === "message") return <CartMessage text={view.text} service={view.service} services={data.catalogue.services} m={m} />;
  // Keyed by plan: a cart link that names another plan starts a fresh form and launcher.
  return <CartPlan key={view.offer.id} data={data} api={api} service={view.service} offer={view.offer} known={view.contact} magicKey={view.magicKey} newOrder={view.newOrder} />;
}

/**
 * The cart page's island. The prerendered HTML (and the page without JavaScript) says that the cart needs
 * JavaScript; after hydration it reads ?plan= or ?magicKey= from the address.
 */
export function Cart({ api, ...data }: CartData & { api?: PaymentsApi }) {
  return (
    <PaymentSection className="cart" heading={data.heading} withoutJavaScript={data.cartMessages.needsJavaScript} api={api}>
      {(calls) => <CartBody data={data} api={calls} />}
    </PaymentSection>
  );
}
