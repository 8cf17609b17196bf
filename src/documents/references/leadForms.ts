import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** Lead forms name category pickers that exist, and a required generic input says what is missing. */
export function checkLeadForms({ model, report, documentsOf }: ReferenceCheck): void {
  for (const { doc, data } of documentsOf("leadForm")) {
    const picker = data.categoryPicker;
    if (picker && !model.categoryOptions.has(picker)) report(doc, "/categoryPicker", unknown("Category picker", picker, model.categoryOptions.keys(), "add a category options document with this id"));
  }
  for (const { doc, data } of documentsOf("leadForm")) {
    (data.inputs ?? []).forEach((input, i) => {
      if (input.mandatory && !input.errorText) report(doc, `/inputs/${i}`, `Input '${input.label}' is required but has no 'errorText'; add the message visitors see when they leave it empty`);
    });
  }
}

/** Category pickers: only the last category ('Others') may come without sub-options; it is chosen directly. */
export function checkCategoryOptions({ report, documentsOf }: ReferenceCheck): void {
  for (const { doc, data } of documentsOf("categoryOptions")) {
    const categories = data.categories;
    categories.forEach((o, i) => {
      if (i < categories.length - 1 && !o.values?.length) report(doc, `/categories/${i}`, `Category '${o.label}' has no sub-options; give it 'values', or make it the last category, which is chosen directly`);
    });
  }
}
