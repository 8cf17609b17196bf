import { CityPicker } from "./CityPicker.js";
import { controlProps, Field, FilterDropdown, RadioGroup } from "./fields.js";
import { languageChoices, type Choice } from "./leadFieldVisibility.js";
import type { LeadFieldKit } from "./leadFieldKit.js";
import { valueOf } from "./leadFormState.js";
import type { FieldKey } from "./leadInput.js";

type TextOptions = { type?: string; inputMode?: "numeric" | "email" | "text"; autoComplete?: string; placeholder?: string; onBlur?: () => void };

const asChoices = (values: string[]): Choice[] => values.map((v) => ({ label: v, value: v }));

/** One field of the lead form, drawn by its kind: text, select, radio group, city search, filtered dropdown or the category picker's button. */
export function LeadField({ fieldKey: key, kit }: { fieldKey: FieldKey; kit: LeadFieldKit }) {
  const { form, rules, messages, categories } = kit.data;
  const m = messages.leadForm;
  const { state, frame, select, idOf } = kit;
  const text = (label: string, options: TextOptions = {}) => {
    const f = frame(key, label);
    return (
      <Field frame={f}>
        <input
          {...controlProps(f)}
          className="lead-input"
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          value={valueOf(state.input, key)}
          onChange={(e) => kit.change(key)(e.target.value)}
          onKeyUp={key.startsWith("input.") ? kit.keyUp(key) : undefined}
          onBlur={options.onBlur ?? kit.leave(key)}
        />
      </Field>
    );
  };
  const selectField = (label: string, choices: Choice[], placeholder: string) => {
    const f = frame(key, label);
    return (
      <Field frame={f}>
        <select {...controlProps(f)} className="lead-input" value={valueOf(state.input, key)} onChange={(e) => select(key)(e.target.value)} onBlur={kit.leave(key)}>
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
  switch (key) {
    case "name":
      return text(m.nameLabel, { autoComplete: "name" });
    case "email":
      return text(m.emailLabel, { type: "email", inputMode: "email", autoComplete: "email", onBlur: kit.checkEmail });
    case "phone":
      // No maxLength: the browser would cut a pasted '+91 …' before normalisePhone keeps its ten digits.
      return text(m.mobileLabel, { type: "tel", inputMode: form.options.disableMobileValidation ? undefined : "numeric", autoComplete: "tel-national" });
    case "brandName":
      return text(m.brandNameLabel, { autoComplete: "organization" });
    case "city":
      return (
        <CityPicker
          frame={frame("city", m.cityLabel)}
          value={state.input.city}
          geo={!!form.options.geoCityField}
          api={kit.api}
          rules={rules.citySearch}
          messages={m}
          onChange={select("city")}
          onBlur={kit.leave("city")}
        />
      );
    case "language":
      return selectField(m.languageLabel, asChoices(languageChoices(form, rules)), m.languageLabel);
    case "iecType":
      return <RadioGroup frame={frame("iecType", m.iecQuestion)} name={idOf("iecType")} choices={asChoices(rules.leadDefaults.iecChoices)} value={state.input.iecType} onChange={select("iecType")} />;
    case "custom":
      return text(form.customField!.label, { placeholder: form.customField!.placeholder });
    case "problemType": {
      if (!categories) return selectField(m.problemTypeLabel, form.problemOptions, m.problemTypePlaceholder);
      const f = frame("problemType", m.problemTypeLabel);
      return (
        <Field frame={f} className="lead-problem">
          <button {...controlProps(f)} type="button" className="lead-input lead-picker-button" aria-haspopup="dialog" onClick={kit.openPicker}>
            {state.input.problemType || m.problemTypePlaceholder}
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
  if (type === "radio") return <RadioGroup frame={frame(key, label)} name={idOf(key)} choices={choices} value={valueOf(state.input, key)} onChange={select(key)} />;
  if (type === "dropdown" && extra) return selectField(label, choices, placeholder ?? m.chooseOption);
  if (type === "dropdown")
    return (
      <FilterDropdown
        frame={frame(key, label)}
        choices={choices}
        value={valueOf(state.input, key)}
        placeholder={placeholder ?? m.chooseOption}
        noMatches={m.noMatches}
        onChange={select(key)}
        onBlur={kit.leave(key)}
      />
    );
  return text(label, { placeholder });
}
