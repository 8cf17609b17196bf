import { formatRupees } from "../../../lib/rupees.js";
import { withValues } from "../words.js";
import type { CartData } from "./cartData.js";
import type { PaidView } from "./cartView.js";

export interface CartPaidProps {
  view: PaidView;
  m: CartData["cartMessages"];
  receiptRoute: string;
  /** 'Start a new order': the only way to pay for the plan again from this link. */
  onNewOrder(): void;
}

/** A cart link whose order is paid: says so, with its receipt number and payment id, and offers no 'Pay now'. */
export function CartPaid({ view: { service, offer, order }, m, receiptRoute, onNewOrder }: CartPaidProps) {
  const lines: [string, string | undefined][] = [
    [m.paidReceiptNumber, order.receipt],
    [m.paidPaymentId, order.paymentId],
    [m.paidAmount, formatRupees(order.amount)],
  ];
  return (
    <div className="cart-paid">
      <p role="status">{m.linkPaid}</p>
      <h2>{withValues(m.yourPlan, { service: service.name, plan: offer.name })}</h2>
      <dl className="receipt-lines">
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={`${receiptRoute}?${new URLSearchParams({ order: order.orderId })}`}>{m.paidReceiptLink}</a>
      </p>
      <p>{withValues(m.newOrderNote, { plan: offer.name })}</p>
      <button type="button" className="button" onClick={onNewOrder}>
        {m.newOrder}
      </button>
    </div>
  );
}
