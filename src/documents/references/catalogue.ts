import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** The ids the catalogue defines, which other documents name. */
export interface CatalogueIds {
  serviceIds: Set<number>;
  categoryIds: Set<string>;
}

/** Catalogue: service ids unique, each service's category and lead form exist, category ids unique. */
export function checkCatalogue({ model, report, single }: ReferenceCheck): CatalogueIds {
  const servicesDoc = single("services");
  const serviceIds = new Map<number, number>();
  const categoryIds = new Set(model.services.categories.map((c) => c.id));
  model.services.services.forEach((s, i) => {
    const first = serviceIds.get(s.serviceId);
    if (first !== undefined) report(servicesDoc, `/services/${i}/serviceId`, `Service id ${s.serviceId} is used twice (also by /services/${first}, ${model.services.services[first].name}); give each service its own id`);
    else serviceIds.set(s.serviceId, i);
    if (!categoryIds.has(s.category)) report(servicesDoc, `/services/${i}/category`, unknown("Category", s.category, categoryIds, "add it to 'categories'"));
    if (s.leadForm && !model.leadForms.has(s.leadForm)) report(servicesDoc, `/services/${i}/leadForm`, unknown("Lead form", s.leadForm, model.leadForms.keys(), "add a lead form document with this id"));
  });
  const seenCategory = new Set<string>();
  model.services.categories.forEach((c, i) => {
    if (seenCategory.has(c.id)) report(servicesDoc, `/categories/${i}/id`, `Category id '${c.id}' is used twice`);
    seenCategory.add(c.id);
  });
  return { serviceIds: new Set(serviceIds.keys()), categoryIds };
}
