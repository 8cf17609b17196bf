import type { CatalogueIds } from "./catalogue.js";
import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** Footer: the service ids and categories it names are in the catalogue. */
export function checkFooter({ model, report, single }: ReferenceCheck, { serviceIds, categoryIds }: CatalogueIds): void {
  const footerDoc = single("footer");
  const checkIds = (ids: number[], pointer: string) =>
    ids.forEach((id, j) => {
      if (!serviceIds.has(id)) report(footerDoc, `${pointer}/${j}`, `Service id ${id} is not in the services catalogue; add the service to config/services.json or remove the id`);
    });
  model.footer.serviceColumns.forEach((set, i) => checkIds(set.serviceIds, `/serviceColumns/${i}/serviceIds`));
  checkIds(model.footer.toolsColumn.hiddenForServiceIds, "/toolsColumn/hiddenForServiceIds");
  model.footer.newsBanner.byService.forEach((n, i) => checkIds(n.serviceIds, `/newsBanner/byService/${i}/serviceIds`));
  for (const category of Object.keys(model.footer.seeAllBlogs.byCategory)) {
    if (!categoryIds.has(category)) report(footerDoc, `/seeAllBlogs/byCategory/${category}`, unknown("Category", category, categoryIds, "use a category id from config/services.json"));
  }
}
