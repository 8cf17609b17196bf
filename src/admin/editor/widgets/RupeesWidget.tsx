import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { editorContext } from "../formContext.js";
import { controlProps } from "./inputProps.js";

/** Paise as rupees typed by a person: 149900 ↔ "1499", 150 ↔ "1.5". */
export const rupeesOf = (paise: unknown): string => (typeof paise === "number" ? String(paise / 100) : "");
export const paiseOf = (rupees: string): number | undefined => {
  const n = Number(rupees.trim());
  return rupees.trim() === "" || !Number.isFinite(n) ? undefined : Math.round(n * 100);
};

/**
 * An amount the document keeps in paise, shown and typed in rupees. The text typed is kept as typed while it means
 * the same amount ("14." stays "14." rather than jumping to "14").
 */
export function RupeesWidget(props: WidgetProps) {
  const { id, value, onChange, registry } = props;
  const [text, setText] = useState(() => rupeesOf(value));
  const shown = paiseOf(text) === value || (text === "" && value === undefined) ? text : rupeesOf(value);
  const control = controlProps(props, paiseOf);
  return (
    <span className="editor-rupees">
      <span id={`${id}-unit`}>{editorContext(registry).words.rupees} </span>
      <input
        {...control}
        aria-describedby={`${control["aria-describedby"]} ${id}-unit`}
        type="text"
        inputMode="decimal"
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          onChange(paiseOf(e.target.value));
        }}
      />
    </span>
  );
}
