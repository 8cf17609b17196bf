import { getDefaultRegistry } from "@rjsf/core";
import type { WidgetProps } from "@rjsf/utils";
import { editorContext } from "../formContext.js";

const DefaultSelectWidget = getDefaultRegistry().widgets.SelectWidget;

/**
 * rjsf's select, with a label even where rjsf draws none (the choice between a oneOf's kinds, e.g. a menu tab's
 * type): wrapped in a label whose text only screen readers read, since the kinds' own titles follow it.
 */
export function SelectWidget(props: WidgetProps) {
  if (!props.hideLabel) return <DefaultSelectWidget {...props} />;
  return (
    <label className="editor-hidden-label-wrap">
      <span className="editor-visually-hidden">{props.label || props.schema.title || editorContext(props.registry).words.choose}</span>
      <DefaultSelectWidget {...props} />
    </label>
  );
}
