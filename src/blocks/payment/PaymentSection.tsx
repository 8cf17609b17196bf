import { useId, useState, type ReactNode } from "react";
import { paymentsApi, type PaymentsApi } from "../../api/payments.js";
import { useHydrated } from "../useHydrated.js";

export interface PaymentSectionProps {
  className: string;
  heading: string;
  /** What the prerendered HTML says, and all the page says without JavaScript. */
  withoutJavaScript: string;
  /** The tests' seam; the browser's calls otherwise. */
  api?: PaymentsApi;
  /** What the section shows once JavaScript runs, with the calls to the server. */
  children(api: PaymentsApi): ReactNode;
}

/**
 * The cart's and the receipt's page section: its heading, then a sentence that it needs JavaScript in the
 * prerendered HTML (both read the address, which the build does not know), and the section's content after hydration.
 */
export function PaymentSection({ className, heading, withoutJavaScript, api: givenApi, children }: PaymentSectionProps) {
  const [api] = useState(() => givenApi ?? paymentsApi());
  const hydrated = useHydrated();
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {hydrated ? children(api) : <p className="needs-js">{withoutJavaScript}</p>}
    </section>
  );
}
