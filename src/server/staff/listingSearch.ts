import { fromZonedTime } from "date-fns-tz";
import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "../html/escapeHtml.js";
import type { ListingWords } from "../html/listingTable.js";
import { dayNumber } from "../insights/insightsRange.js";

/**
 * A search of a staff listing (the leads, the payments): a text, a service, a status, and the days a row was made on
 * (yyyy-MM-dd in the listing's time zone, both included), each left out when not asked. What each listing finds the
 * text in is its own (leadSearch.ts, orderSearch.ts); the parameters, their refusals, the SQL of the days and the form
 * are the same for both.
 */
export type SearchWords = MessagesDocument["server"]["listingSearch"];

export interface ListingSearch<S extends string = string> {
  text?: string;
  serviceId?: number;
  status?: S;
  from?: string;
  to?: string;
}

/** A request's query, as Fastify reads it: a parameter given twice is an array. */
export interface ListingSearchQuery {
  q?: unknown;
  service?: unknown;
  status?: unknown;
  from?: unknown;
  to?: unknown;
  limit?: unknown;
  format?: string;
}

/** The longest text a search takes: a name, an email, a mobile number or a ticket fits many times over. */
export const searchTextMax = 100;

const refused = (sentence: string) => Object.assign(new Error(sentence), { statusCode: 400 });

/**
 * The search of a request's query, or a 400 (thrown, answered in the route's shape: a page, or JSON) naming what is
 * wrong: a parameter given twice, a text over searchTextMax, a service the catalogue does not have, a status that is
 * none of `statuses`, a day that is not a calendar day, or days backwards. An empty parameter (a form sent with a field
 * left empty) asks nothing.
 */
export function listingSearchOf<S extends string>(query: ListingSearchQuery, words: SearchWords, statuses: readonly S[], knownService: (id: number) => boolean): ListingSearch<S> {
  const one = (name: "q" | "service" | "status" | "from" | "to"): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw refused(fill(words.givenTwice, { parameter: name }));
    // Control characters (a NUL, which no text column can hold) are no part of what anyone searches for.
    const text = value.replace(/\p{Cc}/gu, "").trim();
    return text === "" ? undefined : text;
  };
  const search: ListingSearch<S> = {};
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
    if (!(statuses as readonly string[]).includes(status)) throw refused(fill(words.statusNotValid, { status, statuses: statuses.join(", ") }));
    search.status = status as S;
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
export const searching = (search: ListingSearch) => Object.values(search).some((v) => v !== undefined);

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken as themselves. */
export const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A statement's parameters as they are added: each value's placeholder ($1, $2…). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/**
 * The conditions of a search on a listing's table: `textFound` says where the text is found (given its placeholders),
 * `serviceColumn`, `statusColumn` and `timeColumn` name the columns; the days are the listing's `timeZone`'s.
 */
export function searchConditions(
  search: ListingSearch,
  params: SqlParams,
  columns: { textFound: (text: string, params: SqlParams) => string; serviceColumn: string; statusColumn: string; timeColumn: string; timeZone: string },
): string[] {
  const where: string[] = [];
  if (search.text !== undefined) where.push(`(${columns.textFound(search.text, params)})`);
  if (search.serviceId !== undefined) where.push(`${columns.serviceColumn} = ${params.add(search.serviceId)}`);
  if (search.status !== undefined) where.push(`${columns.statusColumn} = ${params.add(search.status)}`);
  if (search.from !== undefined) where.push(`${columns.timeColumn} >= ${params.add(fromZonedTime(`${search.from}T00:00:00`, columns.timeZone))}`);
  if (search.to !== undefined) where.push(`${columns.timeColumn} < ${params.add(fromZonedTime(`${nextDay(search.to)}T00:00:00`, columns.timeZone))}`);
  return where;
}

/** A mobile number by its digits, as staff type it (+91 98765 01234, 98765-01234): the last ten are the number; fewer than 3 digits find nothing by it. */
export function mobileDigits(text: string): string | undefined {
  const digits = text.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The words of one listing's search form: its name, the text field's and the first day's labels, and the link back to the latest rows. */
export interface SearchFormWords {
  legend: string;
  text: string;
  from: string;
  clear: string;
}

/** The search form above a listing: a plain GET form (no script) to `action`, holding what was asked (and the limit, when one was). */
export function searchForm(
  action: string,
  search: ListingSearch,
  choices: { services: Map<number, string>; statuses: [value: string, name: string][] },
  words: SearchWords & SearchFormWords,
  limit: unknown,
): string {
  const e = escapeHtml;
  const id = (field: string) => `${action.split("/").pop()}-${field}`;
  const option = (value: string, name: string, chosen: boolean) => `<option value="${e(value)}"${chosen ? " selected" : ""}>${e(name)}</option>`;
  const services = [option("", words.anyService, search.serviceId === undefined), ...[...choices.services].sort((a, b) => a[1].localeCompare(b[1])).map(([n, name]) => option(String(n), name, search.serviceId === n))];
  const statuses = [option("", words.anyStatus, search.status === undefined), ...choices.statuses.map(([value, name]) => option(value, name, search.status === value))];
  return `<form method="get" action="${e(action)}" role="search" aria-label="${e(words.legend)}">
<p><label for="${id("q")}">${e(words.text)}</label> <input type="search" id="${id("q")}" name="q" value="${e(search.text ?? "")}" maxlength="${searchTextMax}" size="32"></p>
<p><label for="${id("service")}">${e(words.service)}</label> <select id="${id("service")}" name="service" style="max-width:100%">${services.join("")}</select>
<label for="${id("status")}">${e(words.status)}</label> <select id="${id("status")}" name="status">${statuses.join("")}</select></p>
<p><label for="${id("from")}">${e(words.from)}</label> <input type="date" id="${id("from")}" name="from" value="${e(search.from ?? "")}">
<label for="${id("to")}">${e(words.to)}</label> <input type="date" id="${id("to")}" name="to" value="${e(search.to ?? "")}">
${typeof limit === "string" ? `<input type="hidden" name="limit" value="${e(limit)}">` : ""}<button type="submit">${e(words.find)}</button> <a href="${e(action)}">${e(words.clear)}</a></p>
</form>`;
}

/** A listing's own search words: the form's, and what the page says of what it found. */
export type ListingSearchWords = SearchFormWords & Pick<ListingWords, "none" | "captionOne" | "captionMany">;

/**
 * A staff listing page with its search (/admin/leads, /admin/payments): the search of the query (or a 400), the rows it
 * finds or, nothing asked, the latest; the table's words for either; and the form above it.
 */
export async function searchedListing<R, S extends string>(
  query: ListingSearchQuery,
  listing: {
    action: string;
    statuses: readonly S[];
    statusName: (status: S) => string;
    services: Map<number, string>;
    shared: SearchWords;
    own: ListingSearchWords;
    latest: ListingWords;
    limit: number;
    latestRows: (limit: number) => Promise<R[]>;
    findRows: (search: ListingSearch<S>, limit: number) => Promise<R[]>;
  },
): Promise<{ rows: R[]; words: ListingWords; above: string }> {
  const { services, own, latest, limit } = listing;
  const search = listingSearchOf(query, listing.shared, listing.statuses, (id) => services.has(id));
  const found = searching(search);
  const rows = found ? await listing.findRows(search, limit) : await listing.latestRows(limit);
  const words = found ? { title: latest.title, none: own.none, captionOne: own.captionOne, captionMany: own.captionMany } : latest;
  const statuses = listing.statuses.map((status): [string, string] => [status, listing.statusName(status)]);
  return { rows, words, above: searchForm(listing.action, search, { services, statuses }, { ...listing.shared, ...own }, query.limit) };
}

/** The most rows a staff listing shows: a larger `?limit=` shows this many. */
export const mostListed = 500;

/**
 * A staff listing's `?limit=`: without one, the listing's default; a whole number from 1, at most mostListed; anything
 * else (-1, 0, abc, 1e2, the parameter twice) is refused (400, in the route's shape) with `refusal`, which names it, rather
 * than answered as if it had not been sent.
 */
export function listingLimit(asked: unknown, fallback: number, refusal: string): number {
  if (asked === undefined) return fallback;
  if (typeof asked === "string" && /^[0-9]+$/.test(asked) && Number(asked) >= 1) return Math.min(Number(asked), mostListed);
  throw Object.assign(new Error(fill(refusal, { limit: String(asked), max: mostListed, default: fallback })), { statusCode: 400 });
}
