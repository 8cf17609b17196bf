import type { ConstantsDocument, LeadFormDocument, MessagesDocument } from "../../../renderer/types/documents.js";
import { isWellFormedEmail } from "../../rules/email.js";
import { isValidMobileNumber } from "../../rules/mobileNumber.js";

/**
 * The lead form's rules and messages (spec 3 'Lead form values built on submit', 5 'Lead form'),
 * plain TypeScript: every figure comes from the constants, every sentence from the messages.
 */
export interface LeadFormRules {
  mobile: Pick<ConstantsDocument["mobile"], "length" | "validFirstDigits" | "lowerBound" | "blockedNumbers" | "pastedPrefixes">;
  nameMinChars: number;
  brandNameMinChars: number;
  citySearch: ConstantsDocument["citySearch"];
  leadDefaults: ConstantsDocument["leadDefaults"];
  leadForm: ConstantsDocument["leadForm"];
  captchaSkipForServiceIds: number[];
  otp: { length: number; resendCountdownSeconds: number };
  formResetFlagMs: number;
  mobileAtMostPx: number;
}

export function leadFormRules(c: ConstantsDocument): LeadFormRules {
  return {
    mobile: { length: c.mobile.length, validFirstDigits: c.mobile.validFirstDigits, lowerBound: c.mobile.lowerBound, blockedNumbers: c.mobile.blockedNumbers, pastedPrefixes: c.mobile.pastedPrefixes },
    nameMinChars: c.name.minChars,
    brandNameMinChars: c.brandName.minChars,
    citySearch: c.citySearch,
    leadDefaults: c.leadDefaults,
    leadForm: c.leadForm,
    captchaSkipForServiceIds: c.captcha.skipForServiceIds,
    otp: { length: c.otp.length, resendCountdownSeconds: c.otp.resendCountdownSeconds },
    formResetFlagMs: c.formResetFlagMs,
    mobileAtMostPx: c.breakpoints.leadFormMobileAtMostPx,
  };
}

export type LeadFormMessages = MessagesDocument["leadForm"];
export type Choice = { label: string; value: string };

/** What the fields hold while the visitor fills the form. */
export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  brandName: string;
  /** The chosen city as 'City, State, Country'; empty until a city is chosen. */
  city: string;
  language: string;
  problemType: string;
  iecType: string;
  custom: string;
  /** Extra fields by keyName. */
  extra: Record<string, string>;
  /** Generic inputs by id. */
  inputs: Record<string, string>;
  whatsappOptIn: boolean;
}

/** A field's key: the fixed fields, `extra.<keyName>` and `input.<id>`. */
export type FieldKey = Exclude<keyof LeadInput, "extra" | "inputs" | "whatsappOptIn"> | `extra.${string}` | `input.${string}`;

/** When a field is checked: while typing (required only), on blur, or on submit (every rule). */
export type Phase = "change" | "blur" | "submit";

/** The problem-type choices: the document's options, or the category picker's categories (flattened by the picker). */
export function problemTypeAsked(form: LeadFormDocument): boolean {
  if (form.options.hasOneProblem) return false;
  return !!form.categoryPicker || form.problemOptions.length > 1;
}

/** The languages offered: the defaults (English, Hindi, Tamil) and the form's extra ones. */
export function languageChoices(form: LeadFormDocument, rules: LeadFormRules): string[] {
  return [...rules.leadDefaults.languages, ...(form.extraLanguages ?? []).filter((l) => !rules.leadDefaults.languages.includes(l))];
}

/** The fields the form shows, in the order drawn (and the order focus looks for the first invalid one). */
export function visibleFields(form: LeadFormDocument): FieldKey[] {
  const o = form.options;
  const keys: FieldKey[] = [];
  if (o.hasNameField) keys.push("name");
  keys.push("email", "phone");
  if (o.hasBrandNameField) keys.push("brandName");
  if (!o.hideCityField) keys.push("city");
  for (const f of form.extraFields ?? []) keys.push(`extra.${f.keyName}`);
  if (o.hasLanguageField) keys.push("language");
  if (problemTypeAsked(form)) keys.push("problemType");
  if (form.customField) keys.push("custom");
  for (const i of form.inputs ?? []) keys.push(`input.${i.id}`);
  if (o.hasIecComponent) keys.push("iecType");
  return keys;
}

export function emailError(value: string, rules: LeadFormRules, m: LeadFormMessages): string | null {
  const v = value.trim();
  if (!v) return m.emailRequired;
  if (!isWellFormedEmail(v)) return m.emailInvalid;
  if (!new RegExp(rules.leadForm.emailPattern).test(v)) return m.emailRequired;
  return null;
}

export function phoneError(value: string, form: LeadFormDocument, rules: LeadFormRules, m: LeadFormMessages): string | null {
  if (!value.trim()) return m.mobileRequired;
  if (form.options.disableMobileValidation) return null;
  return isValidMobileNumber(value, rules.mobile) ? null : m.mobileInvalid;
}

/**
 * What the phone field keeps of a typed or pasted value: digits only, at most the number's length (unless validation
 * is off). A longer number that starts with a country code or trunk prefix ('+91 98123 45670', '09812345670') loses
 * the prefix first, so that the number kept is the visitor's and not its first ten digits.
 */
export function normalisePhone(value: string, form: LeadFormDocument, rules: LeadFormRules): string {
  if (form.options.disableMobileValidation) return value;
  const digits = value.replace(/\D/g, "");
  const { length, pastedPrefixes } = rules.mobile;
  const prefix = digits.length > length ? pastedPrefixes.find((p) => digits.length === p.length + length && digits.startsWith(p)) : undefined;
  return (prefix ? digits.slice(prefix.length) : digits).slice(0, length);
}

/** At least `min` letters or spaces (spec 5: 'at least 3 letters or spaces'). */
const longEnough = (value: string, min: number) => value.replace(/[^\p{L} ]/gu, "").trim().length >= min;

/** The first message a field shows for what it holds, or null. */
export function fieldError(key: FieldKey, input: LeadInput, form: LeadFormDocument, rules: LeadFormRules, m: LeadFormMessages, phase: Phase): string | null {
  const strict = phase !== "change";
  switch (key) {
    case "email":
      return emailError(input.email, rules, m);
    case "phone":
      return phoneError(input.phone, form, rules, m);
    case "name":
      if (!input.name.trim()) return m.nameRequired;
      return strict && !longEnough(input.name, rules.nameMinChars) ? m.nameTooShort : null;
    case "brandName":
      if (!input.brandName.trim()) return m.brandNameRequired;
      return strict && !longEnough(input.brandName, rules.brandNameMinChars) ? m.brandNameTooShort : null;
    case "city":
      return input.city.trim() ? null : m.cityRequired;
    case "language":
      return input.language ? null : m.languageRequired;
    case "problemType":
      return input.problemType ? null : m.problemTypeRequired;
    case "custom":
      return form.customField && !input.custom.trim() ? form.customField.errorText : null;
    case "iecType":
      return null; // optional (spec 5)
  }
  if (key.startsWith("extra.")) {
    const f = form.extraFields?.find((x) => x.keyName === key.slice(6));
    return f && !f.notMandatory && !(input.extra[f.keyName] ?? "").trim() ? f.errorText : null;
  }
  const i = form.inputs?.find((x) => x.id === key.slice(6));
  return i?.mandatory && !(input.inputs[i.id] ?? "").trim() ? (i.errorText ?? null) : null;
}

/** Every visible field's message on submit; an empty object when the form may be sent. */
export function formErrors(input: LeadInput, form: LeadFormDocument, rules: LeadFormRules, m: LeadFormMessages): Partial<Record<FieldKey, string>> {
  const out: Partial<Record<FieldKey, string>> = {};
  for (const key of visibleFields(form)) {
    const e = fieldError(key, input, form, rules, m, "submit");
    if (e) out[key] = e;
  }
  return out;
}

/** A dropdown's choices whose label holds the typed words, ignoring case (spec 5 'Generic text input'). */
export function filterChoices<T extends { label: string }>(choices: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? choices.filter((c) => c.label.toLowerCase().includes(q)) : choices;
}

/** The form's starting input: the single problem option taken as the value, or the first one when prefilled; generic inputs' starting values. */
export function initialLeadInput(form: LeadFormDocument, rules: LeadFormRules): LeadInput {
  const single = form.problemOptions.length === 1 || (form.options.hasOneProblem && form.problemOptions.length > 0);
  const prefill = form.options.prefillProblemType && form.problemOptions.length > 0;
  return {
    name: "",
    email: "",
    phone: "",
    brandName: "",
    city: "",
    language: "",
    problemType: single || prefill ? form.problemOptions[0].value : "",
    iecType: "",
    custom: "",
    extra: Object.fromEntries((form.extraFields ?? []).map((f) => [f.keyName, ""])),
    inputs: Object.fromEntries((form.inputs ?? []).map((i) => [i.id, i.value ?? ""])),
    whatsappOptIn: rules.leadDefaults.whatsappOptIn,
  };
}

/** The lead form values of spec 3 'Lead form values built on submit'. */
export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  updateCity: string;
  updateState: string;
  updateCountry: string;
  whatsappOptIn: boolean;
  brandName: string;
  serviceId: number | null;
  url: string;
  problemType: string;
  language: string;
  workflow: string;
  pageType: string;
  channel: string;
  iecType: string;
  isThankYou: boolean;
  /** The custom field under its lowercase name, and extra data fields. */
  [extra: string]: string | number | boolean | null;
}

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

/** The process-lead payload of spec 3 'Lead payload'. */
export interface ProcessLeadPayload {
  email: string;
  mobileNumber: string;
  city: string;
  state: string;
  country: string;
  channel_opt_in: boolean;
  serviceId: number | null;
  page: string;
  lang: string;
  page_source: string;
  pageType: string;
  page_name: string;
  url: string;
  isThankYou: boolean;
  channel: string;
  language: { label: string; value: string };
  problem_type: string;
  iecType: string;
  workflow: string;
}

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
