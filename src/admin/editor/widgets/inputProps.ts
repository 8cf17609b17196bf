import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/**
 * The attributes every widget's control shares: its id and name, required, disabled when the form is read-only,
 * autofocus, its description and error list named for screen readers, and focus and blur reported to rjsf with the
 * value `read` makes of the control's text.
 */
export function controlProps(props: WidgetProps, read: (text: string) => unknown = (t) => t) {
  const { id, htmlName, required, disabled, readonly, autofocus, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName ?? id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    "aria-describedby": ariaDescribedByIds(id),
    onBlur: (e: { target: { value: string } }) => onBlur(id, read(e.target.value)),
    onFocus: (e: { target: { value: string } }) => onFocus(id, read(e.target.value)),
  };
}
