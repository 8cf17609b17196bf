import type { CheckoutBaked } from "./baked.js";
import { h } from "./dom.js";
import { field, matches, validate } from "./fields.js";
import type { Payment } from "./pay.js";
import type { Section } from "./sections.js";

/** The test bank page that follows a method: an OTP for a card, else Success and Failure buttons. */
export type BankPage = { subject: string; otp: true; payment: (otp: string) => Payment } | { subject: string; otp: false; payment: (outcome: "success" | "failure") => Payment };

export interface ViewContext {
  doc: Document;
  baked: CheckoutBaked;
  /** An id unique to this pop-up. */
  id: (name: string) => string;
  /** "Pay ₹…" */
  payLabel: string;
  toBankPage(page: BankPage): void;
  submit(payment: Payment): void;
}

/** The methods view: one section per `Section`, in order, each with its heading and its test-mode hint. */
export function methodsView(ctx: ViewContext, sections: Section[]): HTMLElement {
  const { doc, baked } = ctx;
  const view = h(doc, "div", { class: "vc-methods" }, h(doc, "h3", { class: "vc-choose" }, baked.words.chooseMethod));
  sections.forEach((s, i) => {
    const headingId = ctx.id(`method-${i}`);
    const section = h(doc, "section", { class: `vc-method vc-${s.kind}`, "aria-labelledby": headingId }, h(doc, "h4", { id: headingId }, s.heading));
    section.append(...sectionBody(ctx, s, `m${i}`));
    view.append(section);
  });
  return view;
}

function sectionBody(ctx: ViewContext, s: Section, key: string): Node[] {
  const { doc, baked } = ctx;
  const { words, patterns } = baked;
  const input = (attrs: Record<string, string>) => h(doc, "input", { type: "text", autocomplete: "off", ...attrs });
  const payButton = () => h(doc, "button", { type: "submit", class: "vc-pay" }, ctx.payLabel);
  const form = (...children: Node[]) => h(doc, "form", { novalidate: true }, ...children);
  if (s.kind === "apps") {
    const buttons = s.apps.map((app) => {
      const b = h(doc, "button", { type: "button", class: "vc-app", "data-app": app.code }, app.name);
      b.addEventListener("click", () => ctx.toBankPage({ subject: app.name, otp: false, payment: (outcome) => ({ method: "app", app: app.code, outcome }) }));
      return b;
    });
    return [h(doc, "div", { class: "vc-apps" }, ...buttons), h(doc, "p", { class: "vc-hint" }, words.appHint)];
  }
  if (s.kind === "upi") {
    const vpa = field(doc, ctx.id(`${key}-vpa`), words.upiId, input({ name: "vpa", inputmode: "email" }), words.upiHint);
    const f = form(vpa.wrap, payButton());
    f.addEventListener("submit", (e) => {
      e.preventDefault();
      const value = vpa.input.value.trim();
      if (validate([[vpa, matches(value, patterns.vpa), words.vpaInvalid]])) ctx.submit({ method: "upi", vpa: value });
    });
    return [f];
  }
  if (s.kind === "card") {
    const number = field(doc, ctx.id(`${key}-number`), words.cardNumber, input({ name: "cardnumber", inputmode: "numeric", autocomplete: "cc-number" }));
    const name = field(doc, ctx.id(`${key}-name`), words.cardName, input({ name: "ccname", autocomplete: "cc-name" }));
    const expiry = field(doc, ctx.id(`${key}-expiry`), words.cardExpiry, input({ name: "ccexp", inputmode: "numeric", autocomplete: "cc-exp" }));
    const cvv = field(doc, ctx.id(`${key}-cvv`), words.cardCvv, input({ name: "cvc", inputmode: "numeric", autocomplete: "cc-csc" }));
    const f = form(number.wrap, name.wrap, h(doc, "div", { class: "vc-row" }, expiry.wrap, cvv.wrap), h(doc, "p", { class: "vc-hint" }, words.cardHint), payButton());
    f.addEventListener("submit", (e) => {
      e.preventDefault();
      const digits = number.input.value.replace(/[\s-]/g, "");
      const month = expiryMonth(expiry.input.value, baked);
      const ok = validate([
        [number, matches(digits, patterns.cardNumber), words.cardNumberInvalid],
        [name, name.input.value.trim() !== "", words.cardNameMissing],
        [expiry, month !== undefined, words.cardExpiryInvalid],
        [cvv, matches(cvv.input.value.trim(), patterns.cvv), words.cardCvvInvalid],
      ]);
      if (!ok || !month) return;
      const card = { number: digits, name: name.input.value.trim(), expiry_month: month.month, expiry_year: month.year, cvv: cvv.input.value.trim() };
      ctx.toBankPage({ subject: `•••• ${digits.slice(-4)}`, otp: true, payment: (otp) => ({ method: "card", card, otp }) });
    });
    return [f];
  }
  const bank = field(doc, ctx.id(`${key}-bank`), words.bank, h(doc, "select", { name: "bank" }, h(doc, "option", { value: "" }, words.chooseBank), ...s.banks.map((b) => h(doc, "option", { value: b.code }, b.name))), words.netbankingHint);
  const f = form(bank.wrap, payButton());
  f.addEventListener("submit", (e) => {
    e.preventDefault();
    const code = bank.input.value;
    const chosen = s.banks.find((b) => b.code === code);
    if (validate([[bank, !!chosen, words.bankMissing]]) && chosen) {
      ctx.toBankPage({ subject: chosen.name, otp: false, payment: (outcome) => ({ method: "netbanking", bank: chosen.code, outcome }) });
    }
  });
  return [f];
}

/** "MM/YY" as the schema's month and four-digit year, or undefined when it is not a month. */
function expiryMonth(text: string, { expiry }: CheckoutBaked): { month: number; year: number } | undefined {
  const m = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const month = Number(m[1]);
  return month >= expiry.minMonth && month <= expiry.maxMonth ? { month, year: expiry.firstYear + Number(m[2]) } : undefined;
}
