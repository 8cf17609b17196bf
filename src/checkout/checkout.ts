import type { CheckoutBaked } from "./baked.js";
import { razorpayConstructor } from "./razorpay.js";
import "./checkout.css";
import { embeddedCheckoutPaymentsPath } from "../contract/apiCalls.js";

/** Baked in by the build (src/cli/buildCheckout.ts): the words, the banks and the field rules. */
declare const VIDHI_CHECKOUT: CheckoutBaked;

/**
 * The embedded checkout's script: what a page gets at config/site.json `checkoutScript` when no Razorpay account is
 * configured. Like Razorpay's checkout.js it defines `window.Razorpay`; its styles are the stylesheet next to it,
 * linked here (the CSP allows no <style> element), and it pays on the server that served it.
 */
const script = document.currentScript as HTMLScriptElement | null;
const base = script?.src ?? location.href;
if (script) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL(script.src.replace(/\.js(\?.*)?$/, ".css"), base).href;
  document.head.append(link);
}
(window as unknown as { Razorpay: unknown }).Razorpay = razorpayConstructor(VIDHI_CHECKOUT, {
  document,
  paymentsUrl: new URL(embeddedCheckoutPaymentsPath, base).href,
  fetchImpl: (...args) => fetch(...args),
});
