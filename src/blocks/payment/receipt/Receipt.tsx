import { useEffect, useState } from "react";
import type { PaymentsApi } from "../../../api/payments.js";
import { PaymentSection } from "../PaymentSection.js";
import type { ReceiptData } from "./receiptResolver.js";
import { orderOf, receiptView, type ReceiptView } from "./receiptView.js";

/** The order of ?order=, read from the server once JavaScript runs. */
function ReceiptBody({ data, api }: { data: ReceiptData; api: PaymentsApi }) {
  const m = data.messages;
  const [orderId] = useState(() => orderOf(window.location.search));
  const [view, setView] = useState<ReceiptView>(() => (orderId ? { kind: "loading" } : { kind: "message", text: m.noOrder }));
  useEffect(() => {
    if (!orderId) return;
    let current = true;
    // Whatever happens in between, the visitor gets the receipt or a sentence, never "Loading…" forever.
    void api
      .order(orderId)
      .then((answer) => receiptView(answer, m, data.timeZone))
      .catch((): ReceiptView => ({ kind: "message", text: m.failed }))
      .then((v) => current && setView(v));
    return () => void (current = false);
  }, [orderId, api, m, data.timeZone]);
  if (view.kind === "loading") return <p role="status">{m.loading}</p>;
  if (view.kind === "message") return <p role="status">{view.text}</p>;
  const next = view.paid ? data.afterPayment : undefined;
  return (
    <>
      <dl className="receipt-lines">
        {view.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {/* Only once paid: for an order awaiting payment, or none, an expert's call is not what happens next. */}
      {next && (
        <div className="receipt-next">
          <h2>{next.heading}</h2>
          <p>{next.text}</p>
        </div>
      )}
    </>
  );
}

/** The receipt page's island: a sentence saying it needs JavaScript in the prerendered HTML, the order's receipt after hydration. */
export function Receipt({ api, ...data }: ReceiptData & { api?: PaymentsApi }) {
  return (
    <PaymentSection className="receipt" heading={data.heading} withoutJavaScript={data.messages.needsJavaScript} api={api}>
      {(calls) => <ReceiptBody data={data} api={calls} />}
    </PaymentSection>
  );
}
