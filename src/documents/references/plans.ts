import type { ReferenceCheck } from "./referenceCheck.js";

/**
 * Plans: each service is in the catalogue and has one entry, each plan id is unique across the document (it names
 * the plan in cart addresses, orders and magic keys), a service recommends at most one plan, and a pricing block
 * names a service that has plans.
 */
export function checkPlans({ model, report, single, docOf }: ReferenceCheck, serviceIds: Set<number>): void {
  const doc = single("plans");
  const seenService = new Set<number>();
  const seenPlan = new Map<string, string>();
  model.plans.services.forEach((entry, i) => {
    const at = `/services/${i}`;
    if (!serviceIds.has(entry.serviceId)) report(doc, `${at}/serviceId`, `Service id ${entry.serviceId} is not in the services catalogue; add the service to config/services.json or remove its plans`);
    if (seenService.has(entry.serviceId)) report(doc, `${at}/serviceId`, `Service id ${entry.serviceId} has plans twice; put all its plans in one entry`);
    seenService.add(entry.serviceId);
    let recommended = 0;
    entry.plans.forEach((plan, j) => {
      const where = `${at}/plans/${j}`;
      if (seenPlan.has(plan.id)) report(doc, `${where}/id`, `Plan id '${plan.id}' is used by ${seenPlan.get(plan.id)} too; give each plan its own id`);
      else seenPlan.set(plan.id, `the plan at ${where}`);
      if (plan.recommended && ++recommended === 2) report(doc, `${where}/recommended`, `Service ${entry.serviceId} recommends more than one plan; mark only one as recommended`);
    });
  });
  // A pricing block draws the plans of its service (its own serviceId, else its page's): that service must have some.
  const withPlans = new Set(model.plans.services.map((e) => e.serviceId));
  for (const entry of model.pages) {
    entry.page.blocks.forEach((block, i) => {
      if (block.type !== "pricing") return;
      const serviceId = block.props.serviceId ?? entry.page.serviceId;
      const at = entry.fromCatalogue ? entry.at : `${entry.at}/blocks/${i}`;
      if (serviceId === undefined) report(docOf(entry.file), at, "A pricing block needs a service: give the block a serviceId, or its page a serviceId");
      else if (!withPlans.has(serviceId)) report(docOf(entry.file), at, `Service ${serviceId} has no plans, so its pricing block would be empty; add its plans to config/plans.json`);
    });
  }
}
