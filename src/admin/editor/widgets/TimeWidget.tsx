import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/** A time of day, HH:mm, with the browser's time input. */
export function TimeWidget({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, htmlName }: WidgetProps) {
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="time"
      value={typeof value === "string" ? value : ""}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
