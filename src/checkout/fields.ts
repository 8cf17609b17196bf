import { h } from "./dom.js";

/** A labelled input or select with its hint and its error, which the input names for screen readers. */
export interface Field<E extends HTMLInputElement | HTMLSelectElement = HTMLInputElement> {
  wrap: HTMLElement;
  input: E;
  /** Shows the message under the field (and marks it invalid), or clears it. */
  setError(message?: string): void;
}

export function field<E extends HTMLInputElement | HTMLSelectElement>(doc: Document, id: string, label: string, input: E, hint?: string): Field<E> {
  input.id = id;
  const error = h(doc, "p", { class: "vc-error-text", id: `${id}-error`, hidden: true });
  const hintEl = hint ? h(doc, "p", { class: "vc-hint", id: `${id}-hint` }, hint) : undefined;
  const describe = (withError: boolean) => [hintEl && hintEl.id, withError && error.id].filter(Boolean).join(" ");
  if (hintEl) input.setAttribute("aria-describedby", describe(false));
  const wrap = h(doc, "div", { class: "vc-field" }, h(doc, "label", { for: id }, label), input, error, hintEl);
  return {
    wrap,
    input,
    setError(message) {
      error.textContent = message ?? "";
      error.hidden = !message;
      if (message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      const ids = describe(!!message);
      if (ids) input.setAttribute("aria-describedby", ids);
      else input.removeAttribute("aria-describedby");
    },
  };
}

/**
 * Checks each field with its rule; shows or clears each message, focuses the first wrong field.
 * True when all are right.
 */
export function validate(checks: [Field<HTMLInputElement | HTMLSelectElement>, boolean, string][]): boolean {
  for (const [f, ok, message] of checks) f.setError(ok ? undefined : message);
  const wrong = checks.find(([, ok]) => !ok);
  wrong?.[0].input.focus();
  return !wrong;
}

/** The whole value matches the schema's pattern (the schema's patterns are anchored already). */
export const matches = (value: string, pattern: string) => new RegExp(pattern).test(value);
