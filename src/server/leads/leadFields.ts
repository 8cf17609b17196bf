import type { ApiLeadsLeadValues, ApiLeadsProcessLeadBody } from "../../contract/types.js";
import { idNumber } from "../apiInput.js";
import { isValidMobileNumber, keptMobileDigits, type MobileNumberRules } from "../../rules/mobileNumber.js";

/** The fields of a lead (schemas/api/leads.schema.json), as columns of `leads`. */
export interface LeadFields {
  name: string | null;
  email: string | null;
  mobile: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  service_id: number | null;
  problem_type: string | null;
  language: string | null;
  whatsapp_opt_in: boolean | null;
  brand_name: string | null;
  url: string | null;
  page_type: string | null;
  workflow: string | null;
  channel: string | null;
  iec_type: string | null;
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const languageText = (v: ApiLeadsLeadValues["language"]): string | null => (typeof v === "string" ? text(v) : v ? text(v.value) ?? text(v.label) : null);

/**
 * The number a lead keeps: an Indian mobile number however it was written ('+91 98123 45674', '098123-45674') as its ten
 * digits, as the forms keep it (rules/mobileNumber.ts), so that duplicates, the code that verifies a number's leads
 * and the staff's search find it; any other number (a form may turn the number's rule off) as it was written.
 */
export function keptLeadMobile(written: string, rules: MobileNumberRules): string {
  const digits = keptMobileDigits(written, rules, { whole: true });
  return isValidMobileNumber(digits, rules) ? digits : written.trim();
}

/** The columns of a lead from the lead form's values (`leadValues` of schemas/api/leads.schema.json). */
export function fieldsFromValues(v: ApiLeadsLeadValues, mobileRules: MobileNumberRules): LeadFields {
  return {
    name: text(v.name),
    email: v.email.trim().toLowerCase(),
    mobile: keptLeadMobile(v.phone, mobileRules),
    city: text(v.updateCity),
    state: text(v.updateState),
    country: text(v.updateCountry),
    service_id: idNumber(v.serviceId),
    problem_type: text(v.problemType),
    language: languageText(v.language),
    whatsapp_opt_in: typeof v.whatsappOptIn === "boolean" ? v.whatsappOptIn : null,
    brand_name: text(v.brandName),
    url: text(v.url),
    page_type: text(v.pageType),
    workflow: text(v.workflow),
    channel: text(v.channel),
    iec_type: text(v.iecType),
  };
}

/** The columns of a lead from the process-lead payload (`processLeadBody` of schemas/api/leads.schema.json). */
export function fieldsFromPayload(p: ApiLeadsProcessLeadBody, mobileRules: MobileNumberRules): LeadFields {
  return {
    name: null,
    email: p.email.trim().toLowerCase(),
    mobile: keptLeadMobile(p.mobileNumber, mobileRules),
    city: text(p.city),
    state: text(p.state),
    country: text(p.country),
    service_id: idNumber(p.serviceId),
    problem_type: text(p.problem_type),
    language: languageText(p.language),
    whatsapp_opt_in: typeof p.channel_opt_in === "boolean" ? p.channel_opt_in : null,
    brand_name: null,
    url: text(p.url) ?? text(p.page_source),
    page_type: text(p.pageType),
    workflow: text(p.workflow),
    channel: text(p.channel),
    iec_type: text(p.iecType),
  };
}
