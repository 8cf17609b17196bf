import type { LeadFormDocument } from "../../documents/types.js";
import { emailMessage, longEnough, mobileMessage, nameMessage } from "../../rules/contactRules.js";
import { visibleFields } from "./leadFieldVisibility.js";
import type { LeadFormMessages, LeadFormRules } from "./leadFormRules.js";
import type { FieldKey, LeadInput, Phase } from "./leadInput.js";

// The lead form's field messages: each figure from the rules, each sentence from the messages.

function phoneError(value: string, form: LeadFormDocument, rules: LeadFormRules, m: LeadFormMessages): string | null {
  if (!value.trim()) return m.mobileRequired;
  if (form.options.disableMobileValidation) return null;
  return mobileMessage(value, rules.mobile, m);
}

/** The first message a field shows for what it holds, or null. */
export function fieldError(key: FieldKey, input: LeadInput, form: LeadFormDocument, rules: LeadFormRules, m: LeadFormMessages, phase: Phase): string | null {
  const strict = phase !== "change";
  switch (key) {
    case "email":
      return emailMessage(input.email, rules.leadForm.emailPattern, m);
    case "phone":
      return phoneError(input.phone, form, rules, m);
    case "name":
      return nameMessage(input.name, rules.nameMinChars, m, strict);
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
      return null; // an empty optional field has no message
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
