import { randomBytes } from "node:crypto";
import { loadGeneratedSecret } from "../security/generatedSecret.js";
import { embeddedProvider } from "./embeddedProvider.js";
import type { PaymentProvider } from "./paymentProvider.js";
import { providerId } from "./providerIds.js";
import { razorpayProvider } from "./razorpayProvider.js";

export type { PaymentProvider, ProviderOrderRequest } from "./paymentProvider.js";

export const razorpayKeyIdEnv = "VIDHI_RAZORPAY_KEY_ID";
export const razorpayKeySecretEnv = "VIDHI_RAZORPAY_KEY_SECRET";
export const razorpayWebhookSecretEnv = "VIDHI_RAZORPAY_WEBHOOK_SECRET";

/** The embedded provider with secrets nobody else knows: the default of buildApp (tests that sign pass their own). */
export const randomEmbeddedProvider = (): PaymentProvider =>
  embeddedProvider({ keyId: providerId("rzp_test_"), keySecret: randomBytes(24).toString("base64url"), webhookSecret: randomBytes(24).toString("base64url") });

/**
 * The provider of `npm start`: Razorpay when VIDHI_RAZORPAY_KEY_ID and VIDHI_RAZORPAY_KEY_SECRET are set (the webhook
 * secret from VIDHI_RAZORPAY_WEBHOOK_SECRET, or generated into the data folder to be entered in Razorpay's dashboard);
 * otherwise the embedded provider, its key id and secrets generated once into the data folder. `generated` lists
 * the files made by this start, so the server says where they are, once.
 */
export function paymentProviderFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): { provider: PaymentProvider; generated: string[] } {
  const generated: string[] = [];
  const load = (envName: string, file: string, from: NodeJS.ProcessEnv, generate?: () => string) => {
    const loaded = loadGeneratedSecret(dataDir, envName, file, from, { randomByteCount: 24, generate });
    if (loaded.source === "generated" && loaded.file) generated.push(loaded.file);
    return loaded.secret;
  };
  const keyId = env[razorpayKeyIdEnv];
  const keySecret = env[razorpayKeySecretEnv];
  if (keyId && keySecret) {
    const webhookSecret = load(razorpayWebhookSecretEnv, "razorpay-webhook-secret", env);
    return { provider: razorpayProvider({ keyId, keySecret, webhookSecret }), generated };
  }
  // The embedded provider never reads the Razorpay variables: a key secret without its key id must not sign for it.
  const secrets = {
    keyId: load("", "embedded-payment-key-id", {}, () => providerId("rzp_test_")),
    keySecret: load("", "embedded-payment-key-secret", {}),
    webhookSecret: load("", "embedded-payment-webhook-secret", {}),
  };
  return { provider: embeddedProvider(secrets), generated };
}
