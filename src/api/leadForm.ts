import { client, createClient, type JsonAnswer } from "./client.js";

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

export const leadFormApi = (fetchImpl?: typeof fetch): LeadFormApi => {
  const http = fetchImpl ? createClient(fetchImpl) : client;
  return {
    getCity: (query, countryCode) => http.postJson("/api/getCity", { query, countryCode }),
    geoCity: (query, countryCode) => http.getJson(`/api/geoCity?${new URLSearchParams({ query, countryCode })}`),
    getCityDetails: (placeId) => http.postJson("/api/getCityDetails", { placeId }),
    emailValidation: (email) => http.getJson(`/api/emailvalidation?${new URLSearchParams({ q: email })}`),
    captchaToken: () => http.getJson("/api/captcha/token"),
    captchaVerification: (token) => http.postJson("/api/captcha-verification", { token }),
    createLead: (body) => http.postJson("/api/leads", body),
    spamCheck: (body) => http.postJson("/api/leads/spam-check", body),
    leadOtp: (body) => http.postJson("/api/leads/otp", body),
    ticket: (ticketData) => http.postJson("/api/leads/ticket", { ticketData }),
    captchaFailLead: (data) => http.postJson("/api/captcha-fail-lead", { data }),
    // The answer is ignored (spec 7) and a failure is swallowed (spec 8): the client never throws.
    userTrack: async (body) => {
      await http.postJson("/api/user-track", body);
    },
  };
};

/** 'city, state, country' from a place's address components (spec 7 'getCityDetails'). */
export function cityFromComponents(components: AddressComponent[]): string {
  const find = (...types: string[]) => components.find((c) => types.some((t) => c.types.includes(t)))?.long_name ?? "";
  return [find("locality", "administrative_area_level_4"), find("administrative_area_level_1"), find("country")].join(", ");
}
