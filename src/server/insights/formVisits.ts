import type { Store } from "../store/openStore.js";
import { addToDay } from "./insightsDaily.js";

/** Who a visit is, as far as the lead form's events and the lead itself both tell: never stored as such, only hashed. */
export interface FormVisitor {
  /** The analytics client id (the event's _ga, the lead request's analytics cookie), or "" without one. */
  clientId: string;
  address: string;
  userAgent: string;
}

/**
 * What a visit's key is made of: one visitor's form on one service's page on one day. Never stored: the store keeps
 * its hash salted with a secret of its own (visitKeySql), so that no row leads back to an address.
 */
export function formVisitKey(visitor: FormVisitor, serviceId: number, day: string): string {
  const who = visitor.clientId ? `id:${visitor.clientId}` : `at:${visitor.address}|${visitor.userAgent}`;
  return `${who}|${serviceId}|${day}`;
}

/** The SQL of a visit's stored key from the parameter `$1` (formVisitKey's text): its SHA-256 with the store's salt. */
const visitKeySql = "encode(sha256(convert_to((select salt from insights_settings) || '|' || $1, 'UTF8')), 'base64')";

/**
 * A lead form field entered or chosen (the form's analytics events): the visit's first counts the form started; its
 * last field moves the visit between the 'stop' rows, until the visit sends a lead. Runs in the event's transaction;
 * the visit's row is locked, so two events of one visit at once move it once each, in turn.
 */
export async function touchFormField(query: Store["query"], visit: { key: string; day: string; serviceId: number; field: string; at: Date }): Promise<void> {
  const created = await query(
    `insert into insights_form_visits (visit_key, day, service_id, last_field, touched_at) values (${visitKeySql}, $2, $3, $4, $5)
     on conflict (visit_key) do nothing returning 1`,
    [visit.key, visit.day, visit.serviceId, visit.field, visit.at],
  );
  if (created.length) {
    await addToDay(query, { day: visit.day, serviceId: visit.serviceId, step: "form-started" }, 1);
    await addToDay(query, { day: visit.day, serviceId: visit.serviceId, step: "stop", detail: visit.field }, 1);
    return;
  }
  const [before] = await query<{ last_field: string; lead_sent: boolean }>(`select last_field, lead_sent from insights_form_visits where visit_key = ${visitKeySql} for update`, [visit.key]);
  await query(`update insights_form_visits set last_field = $2, touched_at = $3 where visit_key = ${visitKeySql}`, [visit.key, visit.field, visit.at]);
  if (before.lead_sent || before.last_field === visit.field) return;
  await moveStop(query, visit.key, before.last_field, visit.field);
}

/** A lead sent from a visit's form: the visit no longer stopped anywhere. Nothing when the visit touched no field (or already sent one). */
export async function formLeadSent(query: Store["query"], key: string): Promise<void> {
  const [visit] = await query<{ last_field: string; service_id: number }>(
    `update insights_form_visits set lead_sent = true where visit_key = ${visitKeySql} and not lead_sent returning last_field`,
    [key],
  );
  if (visit) await moveStop(query, key, visit.last_field, undefined);
}

/** Moves a visit's stop from one field to another (or to none), on the visit's own day and service. */
async function moveStop(query: Store["query"], key: string, from: string, to: string | undefined): Promise<void> {
  const [visit] = await query<{ day: string; service_id: number }>(`select to_char(day, 'YYYY-MM-DD') as day, service_id from insights_form_visits where visit_key = ${visitKeySql}`, [key]);
  const at = { day: visit.day, serviceId: visit.service_id, step: "stop" as const };
  await addToDay(query, { ...at, detail: from }, -1);
  if (to !== undefined) await addToDay(query, { ...at, detail: to }, 1);
}
