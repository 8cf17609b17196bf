import type { FastifyRequest } from "fastify";
import type { ConstantsDocument } from "../../documents/types.js";
import type { ApiEventTrackDocument } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";
import { formLeadSent, formVisitKey, touchFormField, type FormVisitor } from "./formVisits.js";
import { viewDay } from "./pageViewRules.js";
import { escapeUnstorable } from "../input/unstorableText.js";

type Rules = Pick<ConstantsDocument, "leadForm" | "pageViews" | "storage">;

/** The field a lead form event is about: its label, for a field entered or an option chosen (constants leadForm.events); undefined for any other event. */
export function formFieldOf(event: Pick<ApiEventTrackDocument, "eventName" | "eventProperties">, rules: Pick<Rules, "leadForm">): string | undefined {
  const { fieldEntered, optionSelected } = rules.leadForm.events;
  if (event.eventName !== fieldEntered && event.eventName !== optionSelected) return undefined;
  return event.eventProperties?.label || undefined;
}

/**
 * The analytics client id of a Cookie header, read as the browser's events read it (analytics/eventPayload.ts
 * analyticsClientId: the value decoded), so that a lead request names the visit its events named; "" without one.
 */
export function cookieClientId(header: string | undefined, cookieName: string): string {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== cookieName) continue;
    try {
      // Anyone can send any cookie: a decoded U+0000 (`_ga=%00`) is written as its escape, as the store keeps no such
      // character, so the visit's key stays its own and the request that counts it never fails on it.
      return escapeUnstorable(decodeURIComponent(rest.join("=")));
    } catch {
      return rest.join("=");
    }
  }
  return "";
}

/** Who sent a request, as formVisits.ts knows a visit: the analytics cookie's id, else the address and browser. */
export function requestVisitor(request: FastifyRequest, rules: Pick<Rules, "storage">, clientId?: string): FormVisitor {
  return {
    clientId: clientId ?? cookieClientId(request.headers.cookie, rules.storage.analyticsCookie),
    address: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  };
}

/** Counts a lead form event (POST /api/event-track) into its visit, inside the event's transaction; other events count nothing. */
export async function countFormEvent(query: Store["query"], event: ApiEventTrackDocument, visitor: FormVisitor, at: Date, rules: Rules): Promise<void> {
  const field = formFieldOf(event, rules);
  if (field === undefined) return;
  const serviceId = typeof event.serviceId === "number" ? event.serviceId : 0;
  const day = viewDay(at, rules.pageViews);
  await touchFormField(query, { key: formVisitKey(visitor, serviceId, day), day, serviceId, field, at });
}

/**
 * A lead sent from the form (POST /api/leads, its spam and captcha-failure routes): its visit stopped nowhere. Runs
 * once the lead is stored, so a failure here is logged and not answered: a 500 for a stored lead would have the
 * browser send it again.
 */
export async function countFormLead(store: Store, request: FastifyRequest, serviceId: number | null, at: Date, rules: Rules): Promise<void> {
  const service = serviceId ?? 0;
  try {
    await formLeadSent(store.query, formVisitKey(requestVisitor(request, rules), service, viewDay(at, rules.pageViews)));
  } catch (error) {
    request.log.error({ err: error }, "the lead is stored; counting its form's visit failed");
  }
}
