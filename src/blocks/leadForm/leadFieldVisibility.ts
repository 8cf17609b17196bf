import type { LeadFormDocument } from "../../documents/types.js";
import type { LeadFormRules } from "./leadFormRules.js";
import type { FieldKey } from "./leadInput.js";

// Which fields and choices the form shows, from its document alone.

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

/** One choice of a dropdown or a radio group. */
export type Choice = { label: string; value: string };

/** A dropdown's choices whose label holds the typed words, ignoring case. */
export function filterChoices<T extends { label: string }>(choices: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? choices.filter((c) => c.label.toLowerCase().includes(q)) : choices;
}

/**
 * The choice a visitor's typed text names when they leave the field without choosing: the one whose label it is
 * (letter case aside), else the only one whose label holds it; none when it names several or none (the text then
 * stays, with the field's message, for the visitor to finish).
 */
export function choiceNamedBy<T extends { label: string }>(choices: T[], query: string): T | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  const exact = choices.find((c) => c.label.toLowerCase() === q);
  if (exact) return exact;
  const holding = filterChoices(choices, q);
  return holding.length === 1 ? holding[0] : undefined;
}
