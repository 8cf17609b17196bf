import type { ContactMessages, ContactRules } from "../../../rules/contactRules.js";
import type { CheckoutDisplay } from "../../../rules/paymentDisplay.js";
import type { ServiceOffers } from "../planOffer.js";
import type { CartMessages } from "../words.js";

/** What the cart island draws from, resolved at build time (cartResolver.ts). */
export interface CartData {
  heading: string;
  /** Every service with plans, priced: the same on every page that has it, so one cached file. */
  catalogue: { services: ServiceOffers[] };
  /** The cart's words (config/messages.json `cart`, without the receipt's). */
  cartMessages: Omit<CartMessages, "receipt">;
  /** The lead form's rules and messages for the name, email and mobile number. */
  contact: { rules: ContactRules; messages: ContactMessages };
  checkout: {
    /** The checkout script's address (site setting checkoutScript). */
    script: string;
    display: CheckoutDisplay;
    themeColor: string;
    messages: { sdkFailed: string; paymentFailed: string };
  };
  /** The receipt page, where the success callback goes with ?order=. */
  receiptRoute: string;
}
