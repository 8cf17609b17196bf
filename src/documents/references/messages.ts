import type { PageAddresses } from "./pages.js";
import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/**
 * Sentences with links in them: each linked phrase of the login panel's legal line and of the lead form's terms
 * notice is words of that sentence, and the terms page exists.
 */
export function checkMessages({ model, report, single }: ReferenceCheck, routes: PageAddresses): void {
  const messagesDoc = single("messages");
  const { login, leadForm } = model.messages;
  login.legalLinks.forEach((l, i) => {
    if (!login.legalLine.includes(l.text)) report(messagesDoc, `/login/legalLinks/${i}/text`, `'${l.text}' is not in the legal line '${login.legalLine}'; use words that appear in it`);
  });
  if (!leadForm.termsNotice.includes(leadForm.termsLinkText))
    report(messagesDoc, "/leadForm/termsLinkText", `'${leadForm.termsLinkText}' is not in the terms notice '${leadForm.termsNotice}'; use words that appear in it`);
  if (!routes.has(leadForm.termsUrl)) report(messagesDoc, "/leadForm/termsUrl", unknown("Page", leadForm.termsUrl, routes.keys(), "add a page with this address"));
}

/**
 * The spam route's fallback page (constants leadForm.thankYouRoute) exists; the cart the server's magic-key links
 * open (constants payment.cartRoute) is a page with the cart block.
 */
export function checkConstants({ model, report, single }: ReferenceCheck, routes: PageAddresses): void {
  const route = model.constants.leadForm.thankYouRoute;
  if (!routes.has(route)) report(single("constants"), "/leadForm/thankYouRoute", unknown("Page", route, routes.keys(), "add a page with this address"));
  const cartRoute = model.constants.payment.cartRoute;
  const carts = model.pages.filter((p) => p.page.blocks.some((b) => b.type === "cart")).map((p) => p.page.route);
  if (!carts.includes(cartRoute)) report(single("constants"), "/payment/cartRoute", unknown("Cart page", cartRoute, carts, "give this address to the page with the cart block"));
}
