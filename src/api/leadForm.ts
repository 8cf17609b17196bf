import { captchaFailLeadPath, captchaTokenPath, captchaVerificationPath, emailValidationPath, geoCityPath, getCityDetailsPath, getCityPath, leadOtpPath, leadSpamCheckPath, leadTicketPath, leadsPath, userTrackPath } from "../contract/apiCalls.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";

import type { ApiChecksCaptchaTokenAnswer, ApiChecksCaptchaVerificationAnswer, ApiChecksEmailValidationAnswer, ApiCitiesCityDetailsAnswer, ApiCitiesGeoCityAnswer, ApiCitiesGetCityAnswer, ApiLeadsLeadAnswer, ApiLeadsLeadBody, ApiLeadsLeadOtpBody, ApiLeadsOkAnswer, ApiLeadsSpamCheckAnswer, ApiLeadsSpamCheckBody, ApiLeadsUserTrackBody } from "../contract/types.js";

/** The thank-you address's parameter with the lead's ticket id (the redirect of a stored lead): the thank-you page reads it. */
export { thankYouTicketParameter } from "../contract/apiCalls.js";

/** A city found by the search: a place id with 'City, State, India', or (geoCity) a label with city and state. */
export type CityOption = { value: string | { city: string; state: string; country: string }; label: string };

export type AddressComponent = ApiCitiesCityDetailsAnswer["result"]["address_components"][number];

// The form's values are typed by the lead form's rules (LeadValues); the server checks them against ApiLeadsLeadValues.
type FormValues = Record<string, unknown>;
type WithFormValues<Body> = Omit<Body, "values" | "extra"> & { values: FormValues; extra?: Record<string, unknown> };

/** The lead form's calls (docs/leads.md), typed from schemas/api. Nothing here throws. */
export interface LeadFormApi {
  getCity(query: string, countryCode: string): Promise<JsonAnswer<ApiCitiesGetCityAnswer>>;
  geoCity(query: string, countryCode: string): Promise<JsonAnswer<ApiCitiesGeoCityAnswer>>;
  getCityDetails(placeId: string): Promise<JsonAnswer<ApiCitiesCityDetailsAnswer>>;
  emailValidation(email: string): Promise<JsonAnswer<ApiChecksEmailValidationAnswer>>;
  captchaToken(): Promise<JsonAnswer<ApiChecksCaptchaTokenAnswer>>;
  captchaVerification(token: string): Promise<JsonAnswer<ApiChecksCaptchaVerificationAnswer>>;
  createLead(body: WithFormValues<ApiLeadsLeadBody>): Promise<JsonAnswer<ApiLeadsLeadAnswer>>;
  spamCheck(body: WithFormValues<ApiLeadsSpamCheckBody>): Promise<JsonAnswer<ApiLeadsSpamCheckAnswer>>;
  /** Only the status is read (200 sent or right, 429 over the limit). */
  leadOtp(body: ApiLeadsLeadOtpBody): Promise<JsonAnswer<unknown>>;
  /** The ticket of the spam-check answer, handed back as the flow kept it. */
  ticket(ticketData: unknown): Promise<JsonAnswer<ApiLeadsOkAnswer>>;
  captchaFailLead(data: FormValues): Promise<JsonAnswer<ApiLeadsOkAnswer>>;
  userTrack(body: ApiLeadsUserTrackBody): Promise<void>;
}

/**
 * What a finished lead hands to the page, whichever route made it: the lead answer, the spam route's ticket,
 * or the captcha-failure answer; a refusal's error.status 403 is what sends the form to the spam route.
 */
export type LeadAnswer = Partial<Pick<ApiLeadsLeadAnswer, "redirect" | "duplicate">> & { status: boolean; ticketData?: unknown; error?: { status: number } };

export const leadFormApi = (fetchImpl?: typeof fetch): LeadFormApi => {
  const http = lazyHttp(fetchImpl);
  return {
    getCity: (query, countryCode) => http.postJson<ApiCitiesGetCityAnswer>(getCityPath, { query, countryCode }).then(holding(placesIn)),
    geoCity: (query, countryCode) =>
      http.getJson<ApiCitiesGeoCityAnswer>(`${geoCityPath}?${new URLSearchParams({ query, countryCode })}`).then(holding(citiesIn)),
    getCityDetails: (placeId) => http.postJson<ApiCitiesCityDetailsAnswer>(getCityDetailsPath, { placeId }).then(holding(componentsIn)),
    emailValidation: (email) => http.getJson(`${emailValidationPath}?${new URLSearchParams({ q: email })}`),
    captchaToken: () => http.getJson(captchaTokenPath),
    captchaVerification: (token) => http.postJson(captchaVerificationPath, { token }),
    createLead: (body) => http.postJson(leadsPath, body),
    spamCheck: (body) => http.postJson(leadSpamCheckPath, body),
    leadOtp: (body) => http.postJson(leadOtpPath, body),
    ticket: (ticketData) => http.postJson(leadTicketPath, { ticketData }),
    captchaFailLead: (data) => http.postJson(captchaFailLeadPath, { data }),
    // Tracking must never hold up the visitor: the answer is ignored and a failure swallowed; the client never throws.
    userTrack: async (body) => {
      await http.postJson(userTrackPath, body);
    },
  };
};

// What the picker reads, checked: a list whose every item is an object that passes, and strings.
type Item = Record<string, unknown> & { value?: Record<string, unknown> };
const every = (v: unknown, item: (i: Item) => unknown) => Array.isArray(v) && v.every((i) => i && typeof i == "object" && item(i as Item));
const strings = (...v: unknown[]) => v.every((s) => typeof s == "string");
const placesIn = (b: Item) => every(b.cities, (c) => strings(c.place_id, c.description));
const citiesIn = (b: Item) => every(b.cities, (c) => c.value && strings(c.label, c.value.city, c.value.state, c.value.country));
const componentsIn = (b: Item) => every((b.result as Item | null)?.address_components, (c) => Array.isArray(c.types) && strings(c.long_name, ...c.types));

/**
 * The answer as it came when it is a failure, a refusal (status false) or holds what the picker reads; a 2xx saying
 * status (true, or anything the picker takes for it) without it (a proxy's or a stand-in's `{ "status": true }`) is a
 * failure, `unreadable`, as in the chat's client: the picker shows its note instead of throwing in a timer. (A 2xx body
 * that is not an object is already `unreadable` in the client.)
 */
const holding =
  <A>(reads: (body: Item) => boolean) =>
  (answer: JsonAnswer<A>): JsonAnswer<A> =>
    !answer.ok || !(answer.body as Item).status || reads(answer.body as Item) ? answer : { ok: false, status: answer.status, body: answer.body, error: { kind: "unreadable" } };

/** 'city, state, country' from a place's address components (the answer of POST /api/getCityDetails). */
export function cityFromComponents(components: AddressComponent[]): string {
  const find = (...types: string[]) => components.find((c) => types.some((t) => c.types.includes(t)))?.long_name ?? "";
  return [find("locality", "administrative_area_level_4"), find("administrative_area_level_1"), find("country")].join(", ");
}
