import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import type { PaymentsApi } from "../../../api/payments.js";
import { contactErrors, type Contact } from "../../../rules/contactRules.js";
import { sessionAtom } from "../../../state/session.js";
import { LoadingMask } from "../launcher/LoadingMask.js";
import { useLauncher } from "../launcher/useLauncher.js";
import type { PlanOffer, ServiceOffers } from "../planOffer.js";
import { withValues } from "../words.js";
import type { CartData } from "./cartData.js";
import { CartContact, contactFields, type ContactField } from "./CartContact.js";
import { PriceBreakdown } from "./PriceBreakdown.js";

export interface CartPlanProps {
  data: CartData;
  api: PaymentsApi;
  service: ServiceOffers;
  offer: PlanOffer;
  /** What a cart link knew of the contact. */
  known: Partial<Contact>;
  magicKey?: string;
  /** 'Start a new order' on a paid cart link: the order keeps the link's ticket but is not the link's order. */
  newOrder?: boolean;
}

/** The plan, its price, the buyer's contact and 'Pay now', which runs the payment launcher. */
export function CartPlan({ data, api, service, offer, known, magicKey, newOrder }: CartPlanProps) {
  const m = data.cartMessages;
  const { rules, messages } = data.contact;
  // What the visitor typed; a field left alone shows what the cart link knew, else the signed-in visitor's name and email.
  const [typed, setTyped] = useState<Partial<Contact>>({});
  const [checked, setChecked] = useState<Set<ContactField>>(() => new Set());
  const uid = useId();
  const idOf = (field: ContactField) => `${uid}-${field}`;
  const { flow, state } = useLauncher(data.checkout.script, api, {
    display: data.checkout.display,
    themeColor: data.checkout.themeColor,
    messages: { ...data.checkout.messages, orderFailed: m.orderFailed, statusFailed: m.statusFailed, linkPaid: m.linkPaidNotice },
    onSuccess: (order) => window.location.assign(`${data.receiptRoute}?${new URLSearchParams({ order: order.orderId })}`),
  });

  const session = useAtomValue(sessionAtom);
  const user = session.status === "signedIn" ? session.user : undefined;
  const contact: Contact = {
    name: typed.name ?? (known.name || user?.name || ""),
    email: typed.email ?? (known.email || user?.email || ""),
    mobile: typed.mobile ?? known.mobile ?? "",
  };

  const local = contactErrors(contact, rules, messages);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) {
    const message = checked.has(field) ? local[field] : state.fieldErrors[field];
    if (message) errors[field] = message;
  }

  const pay = () => {
    setChecked(new Set(contactFields));
    const bad = contactFields.find((f) => local[f]);
    if (bad) return document.getElementById(idOf(bad))?.focus();
    const body = { planId: offer.id, contact: { name: contact.name.trim(), email: contact.email.trim().toLowerCase(), mobile: contact.mobile } };
    void flow.pay(magicKey ? { ...body, magicKey, ...(newOrder ? { newOrder } : {}) } : body);
  };

  const busy = state.phase === "ordering" || state.phase === "open" || state.phase === "confirming";
  const titleId = `${uid}-title`;
  return (
    <div className="cart-plan">
      <section className="cart-summary" aria-labelledby={titleId}>
        <h2 id={titleId}>{withValues(m.yourPlan, { service: service.name, plan: offer.name })}</h2>
        <p>{offer.summary}</p>
        <h3>{m.includesHeading}</h3>
        <ul className="plan-includes">
          {offer.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <PriceBreakdown offer={offer} m={m} headingId={`${uid}-price`} />
      </section>
      <form
        className="cart-contact"
        noValidate
        aria-labelledby={`${uid}-contact`}
        onSubmit={(e) => {
          e.preventDefault();
          pay();
        }}
      >
        <h2 id={`${uid}-contact`}>{m.contactHeading}</h2>
        <CartContact
          contact={contact}
          errors={errors}
          idOf={idOf}
          mobileRules={rules.mobile}
          m={m}
          onChange={(field, value) => setTyped((t) => ({ ...t, [field]: value }))}
          onBlur={(field) => setChecked((s) => new Set(s).add(field))}
        />
        <button type="submit" className="button cart-pay" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {state.phase === "failed" ? m.tryAgain : m.payNow}
        </button>
        {state.script === "loading" && state.phase === "ordering" && <p className="cart-note">{m.loadingCheckout}</p>}
        {state.notice && (
          <p className="cart-notice" role="alert">
            {state.notice}
          </p>
        )}
      </form>
      {state.phase === "confirming" && <LoadingMask text={m.confirming} />}
    </div>
  );
}
