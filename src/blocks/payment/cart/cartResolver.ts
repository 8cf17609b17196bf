import type { BlockProps, ResolveContext, SiteModel } from "../../../../renderer/index.js";
import { paymentDisplay } from "../../../rules/paymentDisplay.js";
import { serviceOffers } from "../planOffer.js";
import type { CartData } from "./cartData.js";

function receiptRoute(model: SiteModel): string {
  const entry = model.pages.find((p) => p.page.blocks.some((b) => b.type === "receipt"));
  if (!entry) throw new Error("The cart sends paid orders to the receipt, but no page has a receipt block: add pages-json/payment-success.json");
  return entry.page.route;
}

/** The checkout script's address: its environment variable when set, else the setting's default (the embedded checkout). */
const checkoutScript = (model: SiteModel, env: ResolveContext["env"]) => env[model.settings.settings.checkoutScript.env] ?? model.settings.settings.checkoutScript.default;

/** At build time: every plan priced, the contact rules, the words, the checkout's script, display and colour. */
export function resolve({ heading }: BlockProps<"cart">, { model, env }: ResolveContext): CartData {
  const { constants: c, messages: m } = model;
  const { receipt: _receipt, ...cartMessages } = m.cart;
  const lead = m.leadForm;
  return {
    heading,
    catalogue: { services: serviceOffers(model) },
    cartMessages,
    contact: {
      rules: { mobile: c.mobile, nameMinChars: c.name.minChars, emailPattern: c.leadForm.emailPattern },
      messages: { nameRequired: lead.nameRequired, nameTooShort: lead.nameTooShort, emailRequired: lead.emailRequired, emailInvalid: lead.emailInvalid, mobileRequired: lead.mobileRequired, mobileInvalid: lead.mobileInvalid },
    },
    checkout: {
      script: checkoutScript(model, env),
      display: paymentDisplay(c.payment, m.cart.highlightedMethods),
      // The pop-up takes the theme's primary colour, as Razorpay's takes `theme.color`: one colour for the whole site.
      themeColor: model.theme.colors.primary.background,
      messages: { sdkFailed: m.payment.sdkFailed, paymentFailed: m.payment.paymentFailed },
    },
    receiptRoute: receiptRoute(model),
  };
}
