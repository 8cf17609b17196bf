import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import { memo, useMemo } from "react";
import { fill } from "../../lib/fill.js";
import { ListField } from "./fields/ListField.js";
import type { EditorFormContext } from "./formContext.js";
import { idPrefix } from "./problemPaths.js";
import { IdChoiceWidget, ServiceChoiceWidget } from "./widgets/ChoiceWidgets.js";
import { ImageWidget, imagesListId, LinkWidget, pagesListId } from "./widgets/LinkWidget.js";
import { RupeesWidget } from "./widgets/RupeesWidget.js";
import { SelectWidget } from "./widgets/SelectWidget.js";
import { TimeWidget } from "./widgets/TimeWidget.js";

const widgets = { SelectWidget, link: LinkWidget, image: ImageWidget, idChoice: IdChoiceWidget, serviceChoice: ServiceChoiceWidget, rupees: RupeesWidget, time: TimeWidget };
const fields = { ArrayField: ListField };
/** rjsf must not fill the document with defaults it invents: the file is the document, as written. */
const defaultsBehaviour = { emptyObjectFields: "skipEmptyDefaults", arrayMinItems: { populate: "never" } } as const;

interface Props {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  formData: unknown;
  extraErrors: ErrorSchema;
  context: EditorFormContext;
  onChange: (data: unknown) => void;
}

/**
 * The document's form: rjsf from the document's own schema, with the editor's widgets and lists. rjsf validates
 * nothing here and shows none of its own sentences: every problem comes from the server in the CLI's words
 * (`extraErrors`). rjsf keeps the data being typed itself: a change it reports does not redraw this component (the
 * comparison below leaves `formData` out), so a keystroke costs rjsf's own update only; whatever else redraws the
 * form (new problems, new choices) hands it the data as it is by then.
 */
export const EditorForm = memo(function EditorForm({ schema, uiSchema, validator, formData, extraErrors, context, onChange }: Props) {
  const { pages, sisterSites, images } = context.choices;
  const lists = useMemo(
    () => (
      <>
        <datalist id={pagesListId}>
          {pages.map((p) => (
            <option key={String(p.value)} value={String(p.value)} label={p.label} />
          ))}
          {sisterSites.map((s) => (
            <option key={String(s.value)} value={String(s.value)} label={fill(context.words.sisterSite, { site: s.label })} />
          ))}
        </datalist>
        <datalist id={imagesListId}>
          {images.map((i) => (
            <option key={i.src} value={i.src} label={fill(context.words.imageSize, { width: i.width, height: i.height })} />
          ))}
        </datalist>
      </>
    ),
    [pages, sisterSites, images, context.words],
  );
  return (
    <>
      {lists}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        extraErrors={extraErrors}
        formContext={context}
        widgets={widgets}
        fields={fields}
        idPrefix={idPrefix}
        noValidate
        // rjsf copies the whole document on each change, so its default deep comparison of every field's data walks
        // the whole document at each level; a shallow one redraws the drawn fields, which the lists keep few.
        experimental_componentUpdateStrategy="shallow"
        showErrorList={false}
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        onChange={(e) => onChange(e.formData)}
      >
        {/* No submit button: every change is a draft, publishing is the page's. */}
        <></>
      </Form>
    </>
  );
}, sameBesidesData);

function sameBesidesData(a: Props, b: Props): boolean {
  return a.schema === b.schema && a.uiSchema === b.uiSchema && a.validator === b.validator && a.extraErrors === b.extraErrors && a.context === b.context && a.onChange === b.onChange;
}
