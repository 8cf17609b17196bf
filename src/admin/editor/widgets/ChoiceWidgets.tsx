import type { WidgetProps } from "@rjsf/utils";
import { useContext } from "react";
import { OwnChoices } from "../fieldProblems.js";
import { editorContext } from "../formContext.js";
import type { Choice } from "../siteChoices.js";
import { controlProps } from "./inputProps.js";
import type { ChoiceKind } from "../uiSchemaOf.js";

/** An id of another document (or of the document's own list: the chat script's steps, the catalogue's categories): a select of the ids that exist. */
export function IdChoiceWidget(props: WidgetProps) {
  const own = useContext(OwnChoices);
  const kind = props.options.choices as ChoiceKind;
  const choices = kind === "step" || kind === "category" ? own[kind] : editorContext(props.registry).choices.ids[kind];
  return <ChoiceSelect {...props} choices={choices} parse={(v) => v} />;
}

/** A service id: a select that shows each service's name; the document keeps the number. */
export function ServiceChoiceWidget(props: WidgetProps) {
  return <ChoiceSelect {...props} choices={editorContext(props.registry).choices.services} parse={Number} />;
}

/**
 * A select of `choices`. A value that is not among them (a misspelt id written by hand) stays shown as it is, so that
 * the validator's sentence beside it names what is there.
 */
function ChoiceSelect(props: WidgetProps & { choices: Choice[]; parse: (v: string) => unknown }) {
  const { value, onChange, registry, choices, parse } = props;
  const words = editorContext(registry).words;
  const known = value === undefined || value === "" || choices.some((c) => c.value === value);
  return (
    <select {...controlProps(props)} value={value === undefined ? "" : String(value)} onChange={(e) => onChange(e.target.value === "" ? undefined : parse(e.target.value))}>
      <option value="">{words.choose}</option>
      {!known && <option value={String(value)}>{String(value)}</option>}
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
