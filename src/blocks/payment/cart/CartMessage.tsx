import { PlanList } from "../pricing/PlanList.js";
import type { ServiceOffers } from "../planOffer.js";
import { withValues, type CartMessages } from "../words.js";

export interface CartMessageProps {
  text: string;
  /** The service whose plans to list; without it, every service that has plans is linked. */
  service?: ServiceOffers;
  services: ServiceOffers[];
  m: Omit<CartMessages, "receipt">;
}

/** A cart with no plan to pay for: a plain sentence, then somewhere to go on from. */
export function CartMessage({ text, service, services, m }: CartMessageProps) {
  return (
    <div className="cart-message">
      <p role="status">{text}</p>
      {service ? (
        <>
          <h2>{withValues(m.plansHeading, { name: service.name })}</h2>
          <PlanList serviceName={service.name} offers={service.offers} words={m} />
        </>
      ) : (
        <>
          <h2>{m.servicesHeading}</h2>
          <ul className="cart-services">
            {services.map((s) => (
              <li key={s.serviceId}>
                <a href={s.route}>{s.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
