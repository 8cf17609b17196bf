import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import type { SiteModel } from "../documents/siteModel.js";
import type { CheckoutBaked } from "../checkout/baked.js";
import { themeCss } from "./themeCss.js";

/** Where the script and its stylesheet go: the default of config/site.json `checkoutScript`, under the client build. */
export const checkoutDir = "dist/client/checkout/v1";

/**
 * What the script carries: the `checkout` words, the net-banking banks of constants.payment, and the field rules of
 * the payment call's schema (schemas/api/embedded-checkout.schema.json), so the pop-up refuses what the server would.
 */
export function bakeCheckout(model: Pick<SiteModel, "messages" | "constants">, schemasDir: string): CheckoutBaked {
  const schema = JSON.parse(readFileSync(join(schemasDir, "api/embedded-checkout.schema.json"), "utf8"));
  const defs = schema.$defs;
  const card = defs.cardPayment.properties.card.properties;
  return {
    words: model.messages.checkout,
    banks: model.constants.payment.netbankingBanks,
    patterns: {
      vpa: defs.upiPayment.properties.vpa.pattern,
      cardNumber: card.number.pattern,
      cvv: card.cvv.pattern,
      otp: defs.cardPayment.properties.otp.pattern,
    },
    expiry: { minMonth: card.expiry_month.minimum, maxMonth: card.expiry_month.maximum, firstYear: card.expiry_year.minimum },
  };
}

/**
 * Builds the embedded checkout (src/checkout/checkout.ts) as one minified IIFE script, with what bakeCheckout gives
 * baked in, and its stylesheet next to it: dist/client/checkout/v1/checkout.js and checkout.css. Not hashed: pages
 * name it by config/site.json `checkoutScript`, as they name Razorpay's.
 */
export async function buildCheckout(root: string, model: Pick<SiteModel, "messages" | "constants">, outDir = join(root, checkoutDir)): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    // The theme's custom properties head checkout.css, so the pop-up takes the site's colours (src/cli/themeCss.ts).
    css: { postcss: { plugins: [themeCss(root)] } },
    define: { VIDHI_CHECKOUT: JSON.stringify(bakeCheckout(model, join(root, "schemas"))) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(root, "src/checkout/checkout.ts"), formats: ["iife"], name: "vidhiCheckout", fileName: () => "checkout.js", cssFileName: "checkout" },
    },
  });
}
