import { fromZonedTime } from "date-fns-tz";
import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { dayNumber } from "../insights/insightsRange.js";
import type { LeadRow } from "../leads/leadStore.js";
import type { Store } from "../store/openStore.js";

export type LeadSearchWords = MessagesDocument["server"]["leadSearch"];

/** The statuses a lead has (migrations/004_leads.sql), in the order the form offers them. */
export const leadStatuses = ["new", "suspect", "verified"] as const;

/** The longest text the search takes: a name, an email, a mobile number or a ticket fits many times over. */
export const searchTextMax = 100;

/**
 * What a staff member looks for on /admin/leads: a text found in the lead's name, email or ticket (any case) or, by its
 * digits, in its mobile number; a service; a status; the days it was received on (yyyy-MM-dd in the listings' time
 * zone, both included). Each is left out when not asked.
 */
export interface LeadSearch {
  text?: string;
  serviceId?: number;
  status?: (typeof leadStatuses)[number];
  from?: string;
  to?: string;
}

export interface LeadSearchQuery {
  q?: unknown;
  service?: unknown;
  status?: unknown;
  from?: unknown;
  to?: unknown;
}

const refused = (sentence: string) => Object.assign(new Error(sentence), { statusCode: 400 });

/**
 * The search of a request's query, or a 400 (thrown, answered in the route's shape: a page, or JSON) naming what is
 * wrong: a parameter given twice, a text over searchTextMax, a service the catalogue does not have, a status that is
 * none of a lead's, a day that is not a calendar day, or days backwards. Empty parameters (a form sent with a field
 * left empty) are not asked.
 */
export function leadSearchOf(query: LeadSearchQuery, words: LeadSearchWords, knownService: (id: number) => boolean): LeadSearch {
  const one = (name: keyof LeadSearchQuery): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw refused(fill(words.givenTwice, { parameter: name }));
    return value.trim() === "" ? undefined : value.trim();
  };
  const search: LeadSearch = {};
  const text = one("q");
  if (text !== undefined) {
    if (text.length > searchTextMax) throw refused(fill(words.textTooLong, { max: searchTextMax }));
    search.text = text;
  }
  const service = one("service");
  if (service !== undefined) {
    const id = /^\d{1,9}$/.test(service) ? Number(service) : NaN;
    if (!knownService(id)) throw refused(fill(words.serviceNotValid, { service }));
    search.serviceId = id;
  }
  const status = one("status");
  if (status !== undefined) {
    if (!(leadStatuses as readonly string[]).includes(status)) throw refused(fill(words.statusNotValid, { status, statuses: leadStatuses.join(", ") }));
    search.status = status as LeadSearch["status"];
  }
  for (const name of ["from", "to"] as const) {
    const day = one(name);
    if (day === undefined) continue;
    if (dayNumber(day) === undefined) throw refused(fill(words.dayNotValid, { parameter: name, day }));
    search[name] = day;
  }
  if (search.from && search.to && search.from > search.to) throw refused(fill(words.daysBackwards, { from: search.from, to: search.to }));
  return search;
}

/** Whether anything is asked (the page then says how many were found, not "the latest"). */
export const searching = (search: LeadSearch) => Object.values(search).some((v) => v !== undefined);

/** `text` for a LIKE pattern that matches it anywhere, its own % _ and \ taken as themselves. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The leads that match, newest first, at most `limit`; every condition a parameter of the statement. */
export async function findLeads(store: Store, search: LeadSearch, limit: number, timeZone: string): Promise<LeadRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (search.text !== undefined) {
    const like = param(anywhere(search.text.toLowerCase()));
    const found = [`lower(coalesce(name, '')) like ${like}`, `coalesce(email, '') like ${like}`, `lower(ticket_id) like ${like}`];
    const digits = search.text.replace(/\D/g, "");
    // A mobile number by its digits, as staff type it (+91 98765 01234, 98765-01234): the last ten are the number.
    if (digits.length >= 3) found.push(`coalesce(mobile, '') like ${param(anywhere(digits.length > 10 ? digits.slice(-10) : digits))}`);
    where.push(`(${found.join(" or ")})`);
  }
  if (search.serviceId !== undefined) where.push(`service_id = ${param(search.serviceId)}`);
  if (search.status !== undefined) where.push(`status = ${param(search.status)}`);
  if (search.from !== undefined) where.push(`created_at >= ${param(fromZonedTime(`${search.from}T00:00:00`, timeZone))}`);
  if (search.to !== undefined) where.push(`created_at < ${param(fromZonedTime(`${nextDay(search.to)}T00:00:00`, timeZone))}`);
  const sql = `select * from leads${where.length ? ` where ${where.join(" and ")}` : ""} order by created_at desc, id desc limit ${param(limit)}`;
  return store.query<LeadRow>(sql, params);
}

/** The search form above the listing: a plain GET form (no script), holding what was asked. */
export function leadSearchForm(search: LeadSearch, services: Map<number, string>, words: LeadSearchWords, limit: string | undefined): string {
  const e = escapeHtml;
  const option = (value: string, name: string, chosen: boolean) => `<option value="${e(value)}"${chosen ? " selected" : ""}>${e(name)}</option>`;
  const serviceOptions = [option("", words.anyService, search.serviceId === undefined), ...[...services].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => option(String(id), name, search.serviceId === id))];
  const statusOptions = [option("", words.anyStatus, search.status === undefined), ...leadStatuses.map((s) => option(s, words.statuses[s], search.status === s))];
  return `<form method="get" action="/admin/leads" role="search" aria-label="${e(words.legend)}">
<p><label for="leads-q">${e(words.text)}</label> <input type="search" id="leads-q" name="q" value="${e(search.text ?? "")}" maxlength="${searchTextMax}" size="32"></p>
<p><label for="leads-service">${e(words.service)}</label> <select id="leads-service" name="service" style="max-width:100%">${serviceOptions.join("")}</select>
<label for="leads-status">${e(words.status)}</label> <select id="leads-status" name="status">${statusOptions.join("")}</select></p>
<p><label for="leads-from">${e(words.from)}</label> <input type="date" id="leads-from" name="from" value="${e(search.from ?? "")}">
<label for="leads-to">${e(words.to)}</label> <input type="date" id="leads-to" name="to" value="${e(search.to ?? "")}">
${limit === undefined ? "" : `<input type="hidden" name="limit" value="${e(limit)}">`}<button type="submit">${e(words.find)}</button> <a href="/admin/leads">${e(words.clear)}</a></p>
</form>`;
}
