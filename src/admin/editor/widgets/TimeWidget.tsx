import type { WidgetProps } from "@rjsf/utils";
import { controlProps } from "./inputProps.js";

/** A time of day, HH:mm, with the browser's time input. */
export function TimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return <input {...controlProps(props)} type="time" value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} />;
}
