import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiLeadsCaptchaFailBody, ApiLeadsLeadAnswer, ApiLeadsLeadBody, ApiLeadsOkAnswer, ApiLeadsProcessLeadAnswer, ApiLeadsProcessLeadBody, ApiLeadsSpamCheckAnswer, ApiLeadsSpamCheckBody, ApiLeadsTicketAnswer, ApiLeadsTicketBody, ApiLeadsUserTrackBody } from "../../contract/types.js";
import { apiKeyCheck } from "../security/apiKeyCheck.js";
import type { CaptchaLedger } from "../captcha/captchaLedger.js";
import { fieldsFromPayload, fieldsFromValues } from "./leadFields.js";
import { formLeadAdmission, unverifiedCapAdmission } from "./leadAdmission.js";
import { markFollowedUp, recordLead } from "./leadStore.js";
import { storeUserTrack } from "../insights/userTrackStore.js";
import { withServiceIdNumber } from "../apiInput.js";
import { countFormLead } from "../insights/formEvents.js";
import { refuse } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface LeadRoutesOptions extends StoreRouteDeps {
  ledger: CaptchaLedger;
  /** The key partners send in the api-key header of POST /api/process-lead. */
  leadApiKey: string;
}

/** Where the browser goes after a lead: the thank-you page, whose route is constants leadForm.thankYouRoute. */
export const thankYouRedirect = (route: string, ticketId: string) => `${route}?${api.thankYouTicketParameter}=${encodeURIComponent(ticketId)}`;

/**
 * The lead pipeline (docs/leads.md): POST /api/leads, /api/leads/spam-check,
 * /api/leads/ticket (the code of /api/leads/otp is leadCodeRoute.ts), /api/process-lead, /api/captcha-fail-lead and /api/user-track.
 * Every lead is written in a transaction before the answer. Bodies and answers: schemas/api/leads.schema.json.
 */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (app, { store, documents, ledger, leadApiKey, now }) => {
  // Each request reads the rules and words as they are now, so that a publish applies without a restart.
  const windowSeconds = () => documents.constants.leads.duplicateWindowSeconds;
  noStore(app);
  const spamRoute = (reply: FastifyReply) => reply.code(403).send({ status: false, error: { status: 403 } });
  // The schema allows the characters of a written number; one that holds no digit ("   ", "()-+") would be stored
  // as a lead nobody can call (trimmed to ""), so it is refused with where it is.
  const noDigitIn = (reply: FastifyReply, mobile: string, field: string) =>
    /[0-9]/.test(mobile) ? undefined : refuse(reply, 400, fill(documents.messages.api.mobileWithoutDigits, { field }));

  // Lead creation. Accepted when the visitor's number was verified by code (otpVerifiedStatus, checked in the
  // store) or, for services that do not skip the captcha, when the captcha token passes and is spent now.
  // Otherwise 403 { error: { status: 403 } }: the client takes the spam route.
  app.post<{ Body: ApiLeadsLeadBody }>(api.leadsPath, { schema: requestSchema("leads"), bodyLimit: 32 * 1024 }, async (request, reply) => {
    const { values, otpVerifiedStatus, captchaToken, extra } = request.body;
    const noDigit = noDigitIn(reply, values.phone, "body/values/phone");
    if (noDigit) return noDigit;
    const { leads, leadForm } = documents.constants;
    const at = now();
    const fields = fieldsFromValues(values, documents.constants.mobile);
    const { stored: outcome, admission } = await recordLead(
      store,
      { source: "form", status: "new", fields, submitted: values, extra, clientAddress: request.ip },
      { now: at, windowSeconds: leads.duplicateWindowSeconds, admit: formLeadAdmission({ otpVerifiedStatus, fields, captchaToken }, { ledger, constants: documents.constants, at }) },
    );
    const score = admission?.score ?? null;
    if (admission?.captchaRefusal) request.log.info({ reason: admission.captchaRefusal.reason, score }, "lead refused: captcha");
    if (!outcome) {
      request.log.info({ otpVerifiedStatus, hasToken: !!captchaToken, score }, "lead refused: spam route");
      return spamRoute(reply);
    }
    request.log.info({ ticketId: outcome.ticket.ticketId, duplicate: outcome.duplicate, how: admission?.how }, "lead stored");
    await countFormLead(store, request, fields.service_id, at, documents.constants);
    return { status: true, ticketData: outcome.ticket, redirect: thankYouRedirect(leadForm.thankYouRoute, outcome.ticket.ticketId), ...(outcome.duplicate ? { duplicate: true } : {}) } satisfies ApiLeadsLeadAnswer;
  });

  /** Unverified leads are capped per client address group and hour, counted in the lead's transaction (leadAdmission.ts). */
  const unverifiedCap = (ip: string, at: Date) => unverifiedCapAdmission(ip, at, documents.constants.leads.maxUnverifiedPerAddressPerHour);

  // The spam route: the lead is kept, marked suspect with why, and waits for the visitor's code.
  app.post<{ Body: ApiLeadsSpamCheckBody }>(api.leadSpamCheckPath, { schema: requestSchema("leadSpamCheck"), bodyLimit: 32 * 1024 }, async (request, reply) => {
    const { values, csrfFailed, score } = request.body;
    const noDigit = noDigitIn(reply, values.phone, "body/values/phone");
    if (noDigit) return noDigit;
    const at = now();
    const fields = fieldsFromValues(values, documents.constants.mobile);
    const { stored: outcome } = await recordLead(
      store,
      { source: "spam-check", status: "suspect", fields, submitted: values, csrfFailed: csrfFailed === true, captchaScore: score ?? null, clientAddress: request.ip },
      { now: at, windowSeconds: windowSeconds(), admit: unverifiedCap(request.ip, at) },
    );
    if (!outcome) return refuse(reply, 429, documents.messages.api.leadsRateLimited);
    await countFormLead(store, request, fields.service_id, at, documents.constants);
    return { status: true, ticketData: outcome.ticket, needsOtp: true, ...(outcome.duplicate ? { duplicate: true } : {}) } satisfies ApiLeadsSpamCheckAnswer;
  });

  // The follow-up ticket call: marks the lead followed up; the browser goes on to the thank-you page with the ticket,
  // as after a direct lead (the page gives the visitor their request number).
  app.post<{ Body: ApiLeadsTicketBody }>(api.leadTicketPath, { schema: requestSchema("leadTicket"), bodyLimit: 4096 }, async (request, reply) => {
    const { ticketData } = request.body;
    if (!(await markFollowedUp(store, ticketData, now()))) return refuse(reply, 404, documents.messages.api.leadNotFound);
    return { status: true, redirect: thankYouRedirect(documents.constants.leadForm.thankYouRoute, ticketData.ticketId) } satisfies ApiLeadsTicketAnswer;
  });

  // Server to server: a partner sends the process-lead payload (schemas/api/leads.schema.json) with the api-key header. The key is checked
  // before the body, so a caller without it learns nothing about the body's shape.
  app.post<{ Body: ApiLeadsProcessLeadBody }>(
    api.processLeadPath,
    {
      schema: requestSchema("processLead"),
      bodyLimit: 32 * 1024,
      onRequest: apiKeyCheck(leadApiKey, () => documents.messages.api.leadApiKeyNotValid),
    },
    async (request, reply) => {
      const noDigit = noDigitIn(reply, request.body.mobileNumber, "body/mobileNumber");
      if (noDigit) return noDigit;
      const { stored: outcome } = await recordLead(
        store,
        { source: "process-lead", status: "new", fields: fieldsFromPayload(request.body, documents.constants.mobile), submitted: request.body, clientAddress: request.ip },
        { now: now(), windowSeconds: windowSeconds() },
      );
      return { status: true, data: { leadId: outcome!.ticket.leadId, ticketId: outcome!.ticket.ticketId }, ...(outcome!.duplicate ? { duplicate: true } : {}) } satisfies ApiLeadsProcessLeadAnswer;
    },
  );

  // The captcha-failure path: the lead is kept, flagged captchaFailed (suspect until verified by code).
  app.post<{ Body: ApiLeadsCaptchaFailBody }>(api.captchaFailLeadPath, { schema: requestSchema("captchaFailLead"), bodyLimit: 32 * 1024 }, async (request, reply) => {
    const at = now();
    const values = request.body.data;
    const noDigit = noDigitIn(reply, values.phone, "body/data/phone");
    if (noDigit) return noDigit;
    const fields = fieldsFromValues(values, documents.constants.mobile);
    const { stored: outcome } = await recordLead(
      store,
      { source: "captcha-fail", status: "suspect", fields, submitted: values, captchaFailed: true, clientAddress: request.ip },
      { now: at, windowSeconds: windowSeconds(), admit: unverifiedCap(request.ip, at) },
    );
    if (!outcome) return refuse(reply, 429, documents.messages.api.leadsRateLimited);
    await countFormLead(store, request, fields.service_id, at, documents.constants);
    return { status: true } satisfies ApiLeadsOkAnswer;
  });

  // Visitor tracking: stored; the client reads the answer as text and ignores it.
  app.post<{ Body: ApiLeadsUserTrackBody }>(api.userTrackPath, { schema: requestSchema("userTrack"), bodyLimit: 16 * 1024 }, async (request, reply) => {
    await storeUserTrack(store.query, withServiceIdNumber(request.body), now());
    return reply.type("text/plain; charset=utf-8").send("ok");
  });
};
