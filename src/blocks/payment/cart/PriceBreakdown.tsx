import type { PlanOffer } from "../planOffer.js";
import { withValues, type CartMessages } from "../words.js";

/** The cart's price, line by line: our fee, GST on it, each government fee at cost, the total. */
export function PriceBreakdown({ offer, m, headingId }: { offer: PlanOffer; m: Omit<CartMessages, "receipt">; headingId: string }) {
  return (
    <section className="cart-price" aria-labelledby={headingId}>
      <h3 id={headingId}>{m.priceHeading}</h3>
      <dl>
        <div>
          <dt>{m.professionalFee}</dt>
          <dd>{offer.professionalFee}</dd>
        </div>
        <div>
          <dt>{withValues(m.gst, { rate: offer.gstRatePercent })}</dt>
          <dd>{offer.gst}</dd>
        </div>
        {offer.governmentFees.map((f) => (
          <div key={f.label} className="cart-price-govt">
            <dt>{f.label}</dt>
            <dd>{f.amount}</dd>
          </div>
        ))}
        <div className="cart-price-total">
          <dt>{m.total}</dt>
          <dd>{offer.total}</dd>
        </div>
      </dl>
      {offer.governmentFees.length > 0 && <p className="cart-price-note">{m.governmentFeesHeading}</p>}
    </section>
  );
}
