import type { WidgetProps } from "@rjsf/utils";
import { controlProps } from "./inputProps.js";

/** A time of day, HH:mm, with the browser's time input; with the option `inputType: "datetime-local"`, a date and time (yyyy-MM-ddTHH:mm). */
export function TimeWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  return <input {...controlProps(props)} type={options.inputType === "datetime-local" ? "datetime-local" : "time"} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} />;
}
