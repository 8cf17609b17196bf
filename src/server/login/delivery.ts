import type { Store } from "../store/openStore.js";

/** One login code to deliver: by SMS to a mobile number, or by email. */
export interface OtpMessage {
  channel: "sms" | "email";
  /** The mobile number (10 digits) or the email address. */
  to: string;
  code: string;
  /** The whole text to send (messages.json api.otpDeliveryText with the code and lifetime filled in). */
  text: string;
  expiresAt: Date;
  /** When the code was made (the app's clock). */
  createdAt: Date;
}

/** Where login codes go. The app sends through one of these; it never sees how. */
export interface OtpDelivery {
  /** 'outbox' (embedded default) or 'webhook' (production adapter). */
  kind: "outbox" | "webhook";
  send(message: OtpMessage): Promise<void>;
}

/** The environment variables of the production adapter. The secret is never written into a document. */
export const otpWebhookUrlEnv = "VIDHI_OTP_WEBHOOK_URL";
export const otpWebhookSecretEnv = "VIDHI_OTP_WEBHOOK_SECRET";

/** How many messages the outbox keeps. */
export const outboxSize = 200;

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * The embedded default: nothing leaves the machine. Each message becomes a log line and a row of the
 * otp_outbox table (the latest {@link outboxSize} are kept), which GET /dev/otp-outbox shows outside
 * production. In production the log line leaves the code out.
 */
export function outboxDelivery(store: Store, log: Log, options: { production: boolean }): OtpDelivery {
  return {
    kind: "outbox",
    async send(m) {
      await store.query("insert into otp_outbox (channel, recipient, code, body, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)", [
        m.channel,
        m.to,
        m.code,
        m.text,
        m.createdAt,
        m.expiresAt,
      ]);
      await store.query("delete from otp_outbox where id <= (select id from otp_outbox order by id desc offset $1 limit 1)", [outboxSize]);
      log.info({ channel: m.channel, to: m.to, ...(options.production ? {} : { code: m.code }) }, "one-time code (login or lead form) put in the local outbox (/dev/otp-outbox)");
    },
  };
}

/**
 * The production adapter: posts the message as JSON to the SMS/email provider's webhook, with
 * `Authorization: Bearer <secret>`. Body: { channel, to, code, text, expiresAt }. A non-2xx answer,
 * a network failure or no answer within 10 s is an error.
 */
export function webhookDelivery(url: string, secret: string, fetchImpl: typeof fetch = fetch): OtpDelivery {
  return {
    kind: "webhook",
    async send(m) {
      const res = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        body: JSON.stringify({ channel: m.channel, to: m.to, code: m.code, text: m.text, expiresAt: m.expiresAt.toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`The OTP webhook answered ${res.status}`);
    },
  };
}

/**
 * The webhook adapter when VIDHI_OTP_WEBHOOK_URL is set (VIDHI_OTP_WEBHOOK_SECRET is then required),
 * otherwise undefined (the app then uses the local outbox). A bad setting stops the server at start.
 */
export function webhookDeliveryFromEnv(env: NodeJS.ProcessEnv, fetchImpl: typeof fetch = fetch): OtpDelivery | undefined {
  const url = env[otpWebhookUrlEnv];
  if (url === undefined || url === "") return undefined;
  const secret = env[otpWebhookSecretEnv];
  if (!secret) throw new Error(`${otpWebhookUrlEnv} is set but ${otpWebhookSecretEnv} is not: give the webhook's bearer secret too`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${otpWebhookUrlEnv} is not an address: ${url}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`${otpWebhookUrlEnv} must be an http(s) address`);
  return webhookDelivery(url, secret, fetchImpl);
}
