import type { WidgetProps } from "@rjsf/utils";
import { fill } from "../../../lib/fill.js";
import { editorContext } from "../formContext.js";
import { controlProps } from "./inputProps.js";

/** What a colour input can take: # and six hexadecimal digits (the theme's own colour pattern). */
const sixDigits = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour (#1d3c78): its digits in a text box, which a person may type or paste, beside the browser's colour input,
 * which shows it as a swatch and opens a picker. Both write the same value; a half-typed value leaves the swatch as it was.
 */
export function ColourWidget(props: WidgetProps) {
  const { id, value, onChange, registry, label, schema, disabled, readonly } = props;
  const text = typeof value === "string" ? value : "";
  const words = editorContext(registry).words;
  return (
    <span className="editor-colour">
      <input {...controlProps(props)} type="text" spellCheck={false} value={text} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} />
      <input
        type="color"
        className="editor-colour-swatch"
        aria-label={fill(words.pickColour, { field: label || schema.title || id })}
        value={sixDigits.test(text) ? text.toLowerCase() : "#000000"}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}
