import { postJson, type JsonAnswer } from "./postJson.js";

/** A city found by the search: a place id with 'City, State, India', or (geoCity) a label with city and state. */
export type CityOption = { value: string | { city: string; state: string }; label: string };

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** The lead form's calls (spec section 7 and the server contract of issue 5). Nothing here throws. */
export interface LeadFormApi {
  getCity(query: string, countryCode: string): Promise<JsonAnswer<{ status: boolean; cities: { place_id: string; description: string }[] }>>;
  geoCity(query: string, countryCode: string): Promise<JsonAnswer<{ status: boolean; cities: { label: string; value: { city: string; state: string } }[] }>>;
  getCityDetails(placeId: string): Promise<JsonAnswer<{ status: boolean; result: { address_components: AddressComponent[] }; formatted?: string }>>;
  emailValidation(email: string): Promise<JsonAnswer<{ status: boolean; data: string }>>;
  captchaToken(): Promise<JsonAnswer<{ token: string }>>;
  captchaVerification(token: string): Promise<JsonAnswer<{ status: boolean; success: boolean; score: number }>>;
  createLead(body: { values: Record<string, unknown>; otpVerifiedStatus: boolean; captchaToken?: string; extra?: Record<string, unknown> }): Promise<JsonAnswer<LeadAnswer>>;
  spamCheck(body: { values: Record<string, unknown>; csrfFailed?: true; score?: number }): Promise<JsonAnswer<{ status: boolean; ticketData: unknown; needsOtp: boolean }>>;
  leadOtp(body: { mobileNumber: string; email: string; otp?: string }): Promise<JsonAnswer<unknown>>;
  ticket(ticketData: unknown): Promise<JsonAnswer<unknown>>;
  captchaFailLead(data: Record<string, unknown>): Promise<JsonAnswer<{ status: boolean; ticketData?: unknown; redirect?: string }>>;
  userTrack(body: Record<string, unknown>): Promise<void>;
}

export interface LeadAnswer {
  status: boolean;
  ticketData?: unknown;
  redirect?: string;
  duplicate?: boolean;
  error?: { status: number };
}

export async function getJson<T>(path: string, fetchImpl: typeof fetch = fetch): Promise<JsonAnswer<T>> {
  let res: Response;
  try {
    res = await fetchImpl(path, { headers: { accept: "application/json" }, credentials: "same-origin" });
  } catch (error) {
    return { ok: false, status: 0, body: null, error };
  }
  try {
    const body = await res.json();
    return res.ok ? { ok: true, status: res.status, body: body as T } : { ok: false, status: res.status, body };
  } catch (error) {
    return { ok: false, status: res.status, body: null, error };
  }
}

export const leadFormApi = (fetchImpl?: typeof fetch): LeadFormApi => ({
  getCity: (query, countryCode) => postJson("/api/getCity", { query, countryCode }, fetchImpl),
  geoCity: (query, countryCode) => getJson(`/api/geoCity?${new URLSearchParams({ query, countryCode })}`, fetchImpl),
  getCityDetails: (placeId) => postJson("/api/getCityDetails", { placeId }, fetchImpl),
  emailValidation: (email) => getJson(`/api/emailvalidation?${new URLSearchParams({ q: email })}`, fetchImpl),
  captchaToken: () => getJson("/api/captcha/token", fetchImpl),
  captchaVerification: (token) => postJson("/api/captcha-verification", { token }, fetchImpl),
  createLead: (body) => postJson("/api/leads", body, fetchImpl),
  spamCheck: (body) => postJson("/api/leads/spam-check", body, fetchImpl),
  leadOtp: (body) => postJson("/api/leads/otp", body, fetchImpl),
  ticket: (ticketData) => postJson("/api/leads/ticket", { ticketData }, fetchImpl),
  captchaFailLead: (data) => postJson("/api/captcha-fail-lead", { data }, fetchImpl),
  // The answer is read as text and ignored (spec 7); failures are swallowed.
  userTrack: async (body) => {
    try {
      await (fetchImpl ?? fetch)("/api/user-track", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" }).then((r) => r.text());
    } catch {
      /* logged nowhere: spec 8 */
    }
  },
});

/** 'city, state, country' from a place's address components (spec 7 'getCityDetails'). */
export function cityFromComponents(components: AddressComponent[]): string {
  const find = (...types: string[]) => components.find((c) => types.some((t) => c.types.includes(t)))?.long_name ?? "";
  return [find("locality", "administrative_area_level_4"), find("administrative_area_level_1"), find("country")].join(", ");
}
