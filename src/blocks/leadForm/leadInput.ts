import type { LeadFormDocument } from "../../documents/types.js";
import type { LeadFormRules } from "./leadFormRules.js";

/** The fields that hold a text; `city` is the chosen city as 'City, State, Country', empty until a city is chosen. */
type LeadTextField = "name" | "email" | "phone" | "brandName" | "city" | "language" | "problemType" | "iecType" | "custom";

/** What the fields hold while the visitor fills the form: the texts, extra fields by keyName, generic inputs by id, the WhatsApp choice. */
export type LeadInput = Record<LeadTextField, string> & { extra: Record<string, string>; inputs: Record<string, string>; whatsappOptIn: boolean };

/** A field's key: the fixed fields, `extra.<keyName>` and `input.<id>`. */
export type FieldKey = Exclude<keyof LeadInput, "extra" | "inputs" | "whatsappOptIn"> | `extra.${string}` | `input.${string}`;

/** When a field is checked: while typing (required only), on blur, or on submit (every rule). */
export type Phase = "change" | "blur" | "submit";

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
