import { useSite } from "../../../renderer/SiteContext.js";
import type { BlockProps } from "../../../renderer/types/blocks.js";

/** The lead form block (spec 2.5): the form document resolved into the page data by its id. */
export function LeadForm({ form: formId }: BlockProps<"leadForm">) {
  const data = useSite().leadForms?.[formId];
  if (!data) throw new Error(`Lead form '${formId}' was not resolved into this page's data`);
  const { form } = data;
  return (
    <section className={`lead-form lead-form-layout-${form.layoutVariation}`} aria-labelledby={`lead-form-${form.id}-title`}>
      <h2 id={`lead-form-${form.id}-title`}>{form.title}</h2>
      {form.description && <p>{form.description}</p>}
    </section>
  );
}
