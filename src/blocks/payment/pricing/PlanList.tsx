import type { PlanOffer } from "../planOffer.js";
import { withValues, type PlanWords } from "../words.js";

export interface PlanListProps {
  serviceName: string;
  offers: PlanOffer[];
  words: PlanWords;
}

/** A service's plans side by side: name, summary, price with GST apart, government fees apart, total, what is included, 'Buy now'. */
export function PlanList({ serviceName, offers, words }: PlanListProps) {
  return (
    <ul className="plan-list">
      {offers.map((offer) => (
        <li key={offer.id} className={offer.recommended ? "plan plan--recommended" : "plan"}>
          <h3 className="plan-name">
            {offer.name}
            {offer.recommended && <span className="plan-badge">{words.recommended}</span>}
          </h3>
          <p className="plan-summary">{offer.summary}</p>
          <p className="plan-fee">
            <span className="plan-fee-label">{words.professionalFee}</span> <strong>{offer.professionalFee}</strong> {withValues(words.plusGst, { rate: offer.gstRatePercent })}
          </p>
          {offer.governmentFees.length > 0 && (
            <div className="plan-govt">
              <p>{words.governmentFeesHeading}</p>
              <ul>
                {offer.governmentFees.map((f) => (
                  <li key={f.label}>
                    {f.label}: {f.amount}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="plan-total">
            {words.total}: <strong>{offer.total}</strong>
          </p>
          <p className="plan-includes-heading">{words.includesHeading}</p>
          <ul className="plan-includes">
            {offer.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <a className="button plan-buy" href={offer.href} aria-label={withValues(words.buyNowLabel, { plan: offer.name, service: serviceName })}>
            {words.buyNow}
          </a>
        </li>
      ))}
    </ul>
  );
}
