import type { LeadFormDocument } from "../../documents/types.js";
import type { ApiLeadsLeadValues, ApiLeadsProcessLeadBody } from "../../contract/types.js";
import type { LeadFormRules } from "./leadFormRules.js";
import type { LeadInput } from "./leadInput.js";

/** A generated body's named fields, each one present, its index signature (custom and extra fields) left out. */
type NamedFields<T> = { [K in keyof T as string extends K ? never : K]-?: Exclude<T[K], undefined> };

/** A page may name no service: the form then sends the service id as null, as it always has. */
type MaybeNoService<T extends { serviceId: unknown }> = Omit<T, "serviceId"> & { serviceId: T["serviceId"] | null };

/**
 * The lead form values built on submit: the lead request's values
 * (schemas/api/leads.schema.json), every named field present and the language as its text.
 */
export type LeadValues = MaybeNoService<Omit<NamedFields<ApiLeadsLeadValues>, "language"> & { language: string }> & {
  /** The custom field under its lowercase name, and extra data fields. */
  [extra: string]: Exclude<ApiLeadsLeadValues[string], undefined>;
};

export interface LeadContext {
  serviceId?: number;
  url: string;
  /** Extra data passed in by the page (the block's extraData). */
  extraData?: Record<string, string>;
}

export function buildLeadValues(input: LeadInput, form: LeadFormDocument, rules: LeadFormRules, ctx: LeadContext): LeadValues {
  const d = rules.leadDefaults;
  const [city = "", state = "", country = ""] = input.city ? input.city.split(",").map((p) => p.trim()) : [d.city];
  const problemType = form.problemOptions.length === 1 ? form.problemOptions[0].value : input.problemType;
  const values: LeadValues = {
    ...ctx.extraData,
    ...input.extra,
    ...Object.fromEntries((form.inputs ?? []).map((i) => [i.keyName, input.inputs[i.id] ?? ""])),
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim(),
    updateCity: city,
    updateState: state,
    updateCountry: country,
    whatsappOptIn: form.options.hideWhatsappToggle ? d.whatsappOptIn : input.whatsappOptIn,
    brandName: input.brandName.trim() || "",
    serviceId: ctx.serviceId ?? null,
    url: ctx.url,
    problemType,
    language: input.language || d.language,
    workflow: form.workflow ?? d.workflow,
    pageType: d.pageType,
    channel: rules.leadForm.channel,
    iecType: input.iecType,
    isThankYou: rules.leadForm.isThankYou,
  };
  if (form.customField) values[form.customField.name.toLowerCase()] = input.custom.trim();
  return values;
}

/** The process-lead payload (schemas/api/leads.schema.json `processLeadBody`). */
export type ProcessLeadPayload = MaybeNoService<ApiLeadsProcessLeadBody>;

export function processLeadPayload(values: LeadValues, page: { route: string; name: string; source: string }): ProcessLeadPayload {
  return {
    email: values.email,
    mobileNumber: values.phone,
    city: values.updateCity,
    state: values.updateState,
    country: values.updateCountry,
    channel_opt_in: values.whatsappOptIn,
    serviceId: values.serviceId,
    page: page.route,
    lang: values.language,
    page_source: page.source,
    pageType: values.pageType,
    page_name: page.name,
    url: values.url,
    isThankYou: values.isThankYou,
    channel: values.channel,
    language: { label: values.language, value: values.language },
    problem_type: values.problemType,
    iecType: values.iecType,
    workflow: values.workflow,
  };
}
