import type { LeadFormDocument } from "../../documents/types.js";
import { normalisePhone } from "./leadCleanup.js";
import { visibleFields } from "./leadFieldVisibility.js";
import type { LeadFormMessages, LeadFormRules } from "./leadFormRules.js";
import { initialLeadInput, type FieldKey, type LeadInput } from "./leadInput.js";
import { fieldError, formErrors } from "./leadValidation.js";

/**
 * What the lead form's fields hold and which messages show: a reducer with no DOM. A message shows
 * once its field was touched (changed or left), or after a submit; the length rules apply once a field was left.
 */
export interface LeadFormState {
  input: LeadInput;
  touched: Partial<Record<FieldKey, true>>;
  left: Partial<Record<FieldKey, true>>;
  submitted: boolean;
  /** The on-blur server check of the email: for which value, its message on failure, its note on success. */
  emailCheck: { value: string; error: string | null; note: string | null } | null;
}

export type LeadFormAction =
  | { type: "change"; key: FieldKey; value: string }
  | { type: "whatsapp"; on: boolean }
  | { type: "leave"; key: FieldKey }
  | { type: "submit" }
  | { type: "emailChecked"; value: string; error: string | null; note: string | null }
  | { type: "reset" };

export interface LeadFormEnv {
  form: LeadFormDocument;
  rules: LeadFormRules;
  messages: LeadFormMessages;
}

export const initialFormState = (env: LeadFormEnv): LeadFormState => ({ input: initialLeadInput(env.form, env.rules), touched: {}, left: {}, submitted: false, emailCheck: null });

export function withValue(input: LeadInput, key: FieldKey, value: string): LeadInput {
  if (key.startsWith("extra.")) return { ...input, extra: { ...input.extra, [key.slice(6)]: value } };
  if (key.startsWith("input.")) return { ...input, inputs: { ...input.inputs, [key.slice(6)]: value } };
  return { ...input, [key]: value };
}

export function valueOf(input: LeadInput, key: FieldKey): string {
  if (key.startsWith("extra.")) return input.extra[key.slice(6)] ?? "";
  if (key.startsWith("input.")) return input.inputs[key.slice(6)] ?? "";
  return input[key as Exclude<FieldKey, `extra.${string}` | `input.${string}`>];
}

export function leadFormReducer(env: LeadFormEnv) {
  return (state: LeadFormState, action: LeadFormAction): LeadFormState => {
    switch (action.type) {
      case "change": {
        const value = action.key === "phone" ? normalisePhone(action.value, env.form, env.rules) : action.value;
        return { ...state, input: withValue(state.input, action.key, value), touched: state.touched[action.key] ? state.touched : { ...state.touched, [action.key]: true } };
      }
      case "whatsapp":
        return { ...state, input: { ...state.input, whatsappOptIn: action.on } };
      case "leave":
        if (state.left[action.key] && state.touched[action.key]) return state;
        return { ...state, touched: { ...state.touched, [action.key]: true }, left: { ...state.left, [action.key]: true } };
      case "submit":
        return { ...state, submitted: true };
      case "emailChecked":
        return { ...state, emailCheck: { value: action.value, error: action.error, note: action.note } };
      case "reset":
        return initialFormState(env);
    }
  };
}

/** The message a field holds now (shown or not): its own rules, then the server's email check for the same value. */
export function currentError(state: LeadFormState, key: FieldKey, env: LeadFormEnv): string | null {
  const phase = state.submitted || state.left[key] ? "blur" : "change";
  const own = fieldError(key, state.input, env.form, env.rules, env.messages, phase);
  if (own || key !== "email") return own;
  const check = state.emailCheck;
  return check && check.value === state.input.email.trim() ? check.error : null;
}

export const isShown = (state: LeadFormState, key: FieldKey) => state.submitted || !!state.touched[key];

/** On submit: the first field (in drawing order) with a message, or null when the form may be sent. */
export function firstInvalid(state: LeadFormState, env: LeadFormEnv): FieldKey | null {
  const errors = formErrors(state.input, env.form, env.rules, env.messages);
  return visibleFields(env.form).find((k) => errors[k] || currentError(state, k, env)) ?? null;
}
