import { fill, h } from "./dom.js";
import { field, matches, validate } from "./fields.js";
import type { BankPage, ViewContext } from "./methodsView.js";

/**
 * The step that stands in for the bank's or the app's page, as Razorpay's test mode shows one: a card asks for an
 * OTP, the others offer Success and Failure. Back returns to the methods.
 */
export function bankPageView(ctx: ViewContext, page: BankPage, back: () => void): HTMLElement {
  const { doc, baked } = ctx;
  const { words } = baked;
  const headingId = ctx.id("bank-page");
  const view = h(doc, "section", { class: "vc-bank-page", "aria-labelledby": headingId }, h(doc, "h3", { id: headingId }, words.bankPage), h(doc, "p", {}, fill(words.bankPageFor, { method: page.subject })));
  const backButton = h(doc, "button", { type: "button", class: "vc-back" }, words.back);
  backButton.addEventListener("click", back);
  if (page.otp) {
    const otp = field(doc, ctx.id("otp"), words.otp, h(doc, "input", { type: "text", name: "otp", inputmode: "numeric", autocomplete: "one-time-code" }), words.otpHint);
    const form = h(doc, "form", { novalidate: true }, otp.wrap, h(doc, "div", { class: "vc-actions" }, backButton, h(doc, "button", { type: "submit", class: "vc-pay" }, words.submitOtp)));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const value = otp.input.value.trim();
      if (validate([[otp, matches(value, baked.patterns.otp), words.otpInvalid]])) ctx.submit(page.payment(value));
    });
    view.append(form);
  } else {
    const choice = (outcome: "success" | "failure", label: string) => {
      const b = h(doc, "button", { type: "button", class: `vc-${outcome}` }, label);
      b.addEventListener("click", () => ctx.submit(page.payment(outcome)));
      return b;
    };
    view.append(h(doc, "div", { class: "vc-actions" }, backButton, choice("failure", words.bankFailure), choice("success", words.bankSuccess)));
  }
  return view;
}
