import { formatRupees } from "../lib/rupees.js";
import type { CheckoutBaked } from "./baked.js";
import { bankPageView } from "./bankPageView.js";
import { fill, focusables, h, keepTabInside } from "./dom.js";
import { methodsView, type ViewContext } from "./methodsView.js";
import type { Payment } from "./pay.js";
import type { Section } from "./sections.js";

export interface PopupContent {
  baked: CheckoutBaked;
  name: string;
  description: string;
  /** In paise. */
  amount: number;
  themeColor?: string;
  prefill: { name?: string; email?: string; contact?: string };
  sections: Section[];
}

export interface PopupHandlers {
  /** Makes the payment; the text to show when it did not succeed, or undefined once the pop-up is closed for a success. */
  pay(payment: Payment): Promise<string | undefined>;
  /** The visitor closed the pop-up (Esc or the close button). */
  dismiss(): void;
}

let opened = 0;

/**
 * The pop-up: a modal <dialog> with the merchant, the description and the amount, the test-mode notice, the buyer's
 * contact, then the methods view or a test bank page. While paying it is busy (every control disabled, a status
 * line); a failure's text shows in an alert above the methods, which stay usable with what was typed in them.
 */
export function openPopup(doc: Document, content: PopupContent, handlers: PopupHandlers): { close(): void } {
  const n = ++opened;
  const id = (name: string) => `vc${n}-${name}`;
  const { words } = content.baked;
  const amount = formatRupees(content.amount);
  const closeButton = h(doc, "button", { type: "button", class: "vc-close", "aria-label": words.close }, "×");
  const title = h(doc, "h2", { id: id("title") }, content.name);
  const contact = [content.prefill.name, content.prefill.email, content.prefill.contact].filter(Boolean).join(" · ");
  const header = h(
    doc,
    "header",
    { class: "vc-header" },
    h(doc, "p", { class: "vc-test" }, words.testMode),
    title,
    content.description && h(doc, "p", { class: "vc-description" }, content.description),
    h(doc, "p", { class: "vc-amount" }, h(doc, "span", {}, words.amount), " ", h(doc, "strong", {}, amount)),
    closeButton,
  );
  const alert = h(doc, "p", { class: "vc-alert", role: "alert" });
  const status = h(doc, "p", { class: "vc-status", role: "status" });
  const body = h(doc, "div", { class: "vc-body" });
  const contactLine = contact && h(doc, "p", { class: "vc-contact" }, h(doc, "span", {}, words.contact), " ", contact);
  const dialog = h(doc, "dialog", { class: "vc", "aria-labelledby": title.id, tabindex: "-1" }, header, contactLine, alert, status, body);
  if (content.themeColor) dialog.style.setProperty("--vc-theme", content.themeColor);

  let busy = false;
  let closed = false;
  const previous = doc.activeElement as HTMLElement | null;
  const show = (view: HTMLElement) => {
    body.replaceChildren(view);
    focusables(view)[0]?.focus();
  };
  const ctx: ViewContext = {
    doc,
    baked: content.baked,
    id,
    payLabel: fill(words.pay, { amount }),
    toBankPage: (page) => {
      // A new attempt: the last one's failure no longer applies.
      alert.textContent = "";
      show(bankPageView(ctx, page, () => show(methods)));
    },
    submit: (payment) => void submit(payment),
  };
  const methods = methodsView(ctx, content.sections);

  function setBusy(on: boolean) {
    busy = on;
    dialog.setAttribute("aria-busy", String(on));
    status.textContent = on ? words.busy : "";
    for (const el of dialog.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>("button, input, select")) el.disabled = on;
    // The focused button is disabled now: the dialog keeps focus, so Tab and Esc still reach it.
    if (on) dialog.focus();
  }
  async function submit(payment: Payment) {
    if (busy) return;
    alert.textContent = "";
    setBusy(true);
    const error = await handlers.pay(payment);
    if (closed) return;
    setBusy(false);
    if (error === undefined) return;
    alert.textContent = error;
    show(methods);
  }
  function finish() {
    closed = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    previous?.focus?.();
  }
  // While a payment is being made the pop-up stays: its answer decides what happens next.
  function dismiss() {
    if (busy || closed) return;
    finish();
    handlers.dismiss();
  }
  closeButton.addEventListener("click", dismiss);
  // Chrome closes a modal itself on a second Esc whose cancel was refused: then it is a dismissal all the same.
  dialog.addEventListener("close", () => {
    if (closed) return;
    busy = false;
    dismiss();
  });
  dialog.addEventListener("cancel", (e) => {
    e.preventDefault();
    dismiss();
  });
  dialog.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      dismiss();
    } else keepTabInside(dialog, e);
  });
  doc.body.append(dialog);
  dialog.showModal();
  show(methods);
  return { close: () => closed || finish() };
}
