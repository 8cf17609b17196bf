import type { Dispatch } from "react";
import type { LeadFormApi } from "../../api/leadForm.js";
import { CityPicker, type PendingCity } from "./CityPicker.js";
import { controlProps, Field, FilterDropdown, RadioGroup, type FieldFrame } from "./fields.js";
import { checkLeadEmail } from "./leadEmailCheck.js";
import { languageChoices, type Choice } from "./leadFieldVisibility.js";
import type { LeadFormData } from "./leadFormData.js";
import { currentError, isShown, valueOf, type LeadFormAction, type LeadFormEnv, type LeadFormState } from "./leadFormState.js";
import type { FieldKey } from "./leadInput.js";
import type { LeadTrack } from "./leadTracking.js";

/** What every field of one form is drawn with, for one render: the form's data and state, and where its events go. */
export interface LeadFieldWiring {
  data: LeadFormData;
  env: LeadFormEnv;
  state: LeadFormState;
  dispatch: Dispatch<LeadFormAction>;
  api: LeadFormApi;
  idOf(key: FieldKey): string;
  track: LeadTrack;
  openPicker(): void;
  /** The city search's place whose details are on the way (the submit waits for them: LeadForm.tsx). */
  cityResolving(pending: PendingCity): void;
}

/** A choice made in a select, a radio group, a dropdown, the city search or the category picker, with its analytics event. */
export function chooseValue({ dispatch, track, env }: LeadFieldWiring, key: FieldKey, value: string) {
  dispatch({ type: "change", key, value });
  if (value) track(env.rules.leadForm.events.optionSelected, key, value);
}

type TextOptions = { type?: string; inputMode?: "numeric" | "email" | "text"; autoComplete?: string; placeholder?: string; onBlur?: () => void };

const asChoices = (values: string[]): Choice[] => values.map((v) => ({ label: v, value: v }));

/** One field of the lead form, drawn by its kind: text, select, radio group, city search, filtered dropdown or the category picker's button. */
export function LeadField({ fieldKey: key, wiring: w }: { fieldKey: FieldKey; wiring: LeadFieldWiring }) {
  const { data, env, state, dispatch, track } = w;
  const { form, rules, messages, categories } = data;
  const m = messages.leadForm;
  const value = valueOf(state.input, key);
  const check = state.emailCheck;
  const frame = (label: string): FieldFrame => ({
    id: w.idOf(key),
    label,
    error: currentError(state, key, env),
    shown: isShown(state, key),
    // The server check's note on an accepted address, while the field still holds that address.
    note: key === "email" && check && check.value === state.input.email.trim() && !check.error ? check.note : null,
  });
  const leave = () => {
    dispatch({ type: "leave", key });
    if (value) track(rules.leadForm.events.fieldEntered, key);
  };
  const select = (v: string) => chooseValue(w, key, v);
  const checkEmail = () => {
    leave();
    void checkLeadEmail(state, env, w.api).then((checked) => checked && dispatch(checked));
  };
  const text = (label: string, options: TextOptions = {}) => {
    const f = frame(label);
    return (
      <Field frame={f}>
        <input
          {...controlProps(f)}
          className="lead-input"
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          // What the server accepts of it; none on a validated phone, whose pasted '+91 …' is longer than the digits it keeps.
          maxLength={key === "phone" && !form.options.disableMobileValidation ? undefined : (rules.maxChars[key] ?? rules.maxChars.text)}
          value={value}
          onChange={(e) => dispatch({ type: "change", key, value: e.target.value })}
          // A generic input's message follows every key release, not only the blur.
          onKeyUp={key.startsWith("input.") ? () => dispatch({ type: "leave", key }) : undefined}
          onBlur={options.onBlur ?? leave}
        />
      </Field>
    );
  };
  const selectField = (label: string, choices: Choice[], placeholder: string) => {
    const f = frame(label);
    return (
      <Field frame={f}>
        <select {...controlProps(f)} className="lead-input" value={value} onChange={(e) => select(e.target.value)} onBlur={leave}>
          <option value="">{placeholder}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const radios = (label: string, choices: Choice[]) => <RadioGroup frame={frame(label)} name={w.idOf(key)} choices={choices} value={value} onChange={select} />;
  switch (key) {
    case "name":
      return text(m.nameLabel, { autoComplete: "name" });
    case "email":
      return text(m.emailLabel, { type: "email", inputMode: "email", autoComplete: "email", onBlur: checkEmail });
    case "phone":
      // No maxLength: the browser would cut a pasted '+91 …' before normalisePhone keeps its ten digits.
      return text(m.mobileLabel, { type: "tel", inputMode: form.options.disableMobileValidation ? undefined : "numeric", autoComplete: "tel-national" });
    case "brandName":
      return text(m.brandNameLabel, { autoComplete: "organization" });
    case "city":
      return <CityPicker frame={frame(m.cityLabel)} value={value} geo={!!form.options.geoCityField} api={w.api} rules={rules.citySearch} messages={m} onChange={select} onBlur={leave} onResolving={w.cityResolving} />;
    case "language":
      return selectField(m.languageLabel, asChoices(languageChoices(form, rules)), m.languagePlaceholder);
    case "iecType":
      return radios(m.iecQuestion, asChoices(rules.leadDefaults.iecChoices));
    case "custom":
      return text(form.customField!.label, { placeholder: form.customField!.placeholder });
    case "problemType": {
      if (!categories) return selectField(m.problemTypeLabel, form.problemOptions, m.problemTypePlaceholder);
      const f = frame(m.problemTypeLabel);
      return (
        <Field frame={f} className="lead-problem">
          <button {...controlProps(f)} type="button" className="lead-input lead-picker-button" aria-haspopup="dialog" onClick={w.openPicker}>
            {value || m.problemTypePlaceholder}
          </button>
        </Field>
      );
    }
  }
  // Extra fields and generic inputs come in the same three kinds; an extra field's dropdown is a plain select, a generic
  // input's filters its choices by what is typed.
  const extra = form.extraFields?.find((e) => `extra.${e.keyName}` === key);
  const input = form.inputs?.find((e) => `input.${e.id}` === key);
  const { label, placeholder, type } = (extra ?? input)!;
  const choices = extra ? [...(extra.options ?? []), ...(extra.customOptions ?? [])] : (input?.options ?? []);
  if (type === "radio") return radios(label, choices);
  if (type === "dropdown" && extra) return selectField(label, choices, placeholder ?? m.chooseFromList);
  if (type === "dropdown")
    return <FilterDropdown frame={frame(label)} choices={choices} value={value} placeholder={placeholder ?? m.chooseOption} noMatches={m.noMatches} onChange={select} onBlur={leave} />;
  return text(label, { placeholder });
}
