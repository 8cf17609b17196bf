import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import { memo, useMemo } from "react";
import { fill } from "../../lib/fill.js";
import { FieldErrorTemplate } from "./fieldProblems.js";
import { ListField } from "./fields/ListField.js";
import type { EditorFormContext } from "./formContext.js";
import { idPrefix } from "./problemPaths.js";
import { IdChoiceWidget, ServiceChoiceWidget } from "./widgets/ChoiceWidgets.js";
import { ImageWidget, imagesListId, LinkWidget, pagesListId } from "./widgets/LinkWidget.js";
import { ColourWidget } from "./widgets/ColourWidget.js";
import { RupeesWidget } from "./widgets/RupeesWidget.js";
import { SelectWidget } from "./widgets/SelectWidget.js";
import { TimeWidget } from "./widgets/TimeWidget.js";

const widgets = { SelectWidget, link: LinkWidget, image: ImageWidget, idChoice: IdChoiceWidget, serviceChoice: ServiceChoiceWidget, rupees: RupeesWidget, time: TimeWidget, colour: ColourWidget };
const fields = { ArrayField: ListField };
const templates = { FieldErrorTemplate };
/** rjsf must not fill the document with defaults it invents: the file is the document, as written. */
const defaultsBehaviour = { emptyObjectFields: "skipEmptyDefaults", arrayMinItems: { populate: "never" } } as const;

interface Props {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  /** The data the form starts from; it keeps what is typed itself. */
  formData: unknown;
  context: EditorFormContext;
  onChange: (data: unknown) => void;
}

/**
 * The document's form: rjsf from the document's own schema, with the editor's widgets and lists. rjsf validates
 * nothing here and shows none of its own sentences: every problem comes from the server in the CLI's words, to each
 * field through context (fieldProblems.tsx). It is handed its data once and keeps what is typed itself: none of its
 * props changes while it is open (a change reported does not redraw this component), so a keystroke costs rjsf's own
 * update only and rjsf never takes back older data.
 */
export const EditorForm = memo(function EditorForm({ schema, uiSchema, validator, formData, context, onChange }: Props) {
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
        formContext={context}
        widgets={widgets}
        fields={fields}
        templates={templates}
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
});
