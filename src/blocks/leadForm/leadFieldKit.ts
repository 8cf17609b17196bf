import type { Dispatch } from "react";
import type { LeadFormApi } from "../../api/leadForm.js";
import { checkLeadEmail } from "./leadEmailCheck.js";
import type { FieldFrame } from "./fields.js";
import type { LeadFormData } from "./leadFormData.js";
import { currentError, isShown, valueOf, type LeadFormAction, type LeadFormEnv, type LeadFormState } from "./leadFormState.js";
import type { FieldKey } from "./leadInput.js";
import type { LeadTrack } from "./leadTracking.js";

/** What every field of one form is drawn with: the form's data and state, and its handlers by field key. */
export interface LeadFieldKit {
  data: LeadFormData;
  state: LeadFormState;
  api: LeadFormApi;
  idOf(key: FieldKey): string;
  frame(key: FieldKey, label: string): FieldFrame;
  change(key: FieldKey): (value: string) => void;
  leave(key: FieldKey): () => void;
  select(key: FieldKey): (value: string) => void;
  /** A generic input's message updates on every key release (spec 5 'Generic text input'). */
  keyUp(key: FieldKey): () => void;
  checkEmail(): void;
  openPicker(): void;
}

export interface LeadFieldWiring {
  data: LeadFormData;
  env: LeadFormEnv;
  state: LeadFormState;
  dispatch: Dispatch<LeadFormAction>;
  api: LeadFormApi;
  idOf(key: FieldKey): string;
  track: LeadTrack;
  openPicker(): void;
}

/**
 * The handlers the form's fields are drawn with, for one render: a field's frame (its message once shown, the email
 * check's note), and what changing, leaving or choosing does, with the analytics events of spec 6 on leave and choice.
 */
export function leadFieldKit({ data, env, state, dispatch, api, idOf, track, openPicker }: LeadFieldWiring): LeadFieldKit {
  const events = env.rules.leadForm.events;
  const leave = (key: FieldKey) => () => {
    dispatch({ type: "leave", key });
    if (valueOf(state.input, key)) track(events.fieldEntered, key);
  };
  const check = state.emailCheck;
  const emailNote = check && check.value === state.input.email.trim() && !check.error ? check.note : null;
  return {
    data,
    state,
    api,
    idOf,
    frame: (key, label) => ({ id: idOf(key), label, error: currentError(state, key, env), shown: isShown(state, key), note: key === "email" ? emailNote : null }),
    change: (key) => (value) => dispatch({ type: "change", key, value }),
    leave,
    select: (key) => (value) => {
      dispatch({ type: "change", key, value });
      if (value) track(events.optionSelected, key, value);
    },
    keyUp: (key) => () => dispatch({ type: "leave", key }),
    checkEmail: () => {
      leave("email")();
      void checkLeadEmail(state, env, api).then((checked) => checked && dispatch(checked));
    },
    openPicker,
  };
}
