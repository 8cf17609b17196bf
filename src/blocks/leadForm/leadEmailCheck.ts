import type { LeadFormApi } from "../../api/leadForm.js";
import { currentError, type LeadFormAction, type LeadFormEnv, type LeadFormState } from "./leadFormState.js";

/**
 * The on-blur server check of the email (GET /api/emailvalidation): asked only once the address passes the form's own
 * rules; its answer becomes the field's message (refused) or its note (accepted). Null when nothing was asked.
 */
export async function checkLeadEmail(state: LeadFormState, env: LeadFormEnv, api: LeadFormApi): Promise<Extract<LeadFormAction, { type: "emailChecked" }> | null> {
  const value = state.input.email.trim();
  if (currentError({ ...state, left: { ...state.left, email: true } }, "email", env)) return null;
  const a = await api.emailValidation(value);
  // Its data is the note drawn under the field: a 2xx saying status without a string there (a proxy's `{ "status": true }`)
  // is unreadable, so a failed check like any other, never an object React throws on.
  const note = a.ok && a.body.status && a.body.data;
  const accepted = typeof note == "string";
  return { type: "emailChecked", value, error: accepted ? null : env.messages.emailInvalid, note: accepted ? note : null };
}
