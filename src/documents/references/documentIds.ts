import type { ReferenceCheck } from "./referenceCheck.js";

/** Ids of menus, lead forms and category options are unique; so are the tab ids within a menu. */
export function checkDocumentIds({ report, documentsOf }: ReferenceCheck): void {
  for (const kind of ["menu", "leadForm", "categoryOptions"] as const) {
    const seen = new Map<string, string>();
    for (const { doc, data } of documentsOf(kind)) {
      if (seen.has(data.id)) report(doc, "/id", `Id '${data.id}' is used by ${seen.get(data.id)} too; choose another id`);
      seen.set(data.id, doc.file);
    }
  }
  for (const { doc, data } of documentsOf("menu")) {
    const seen = new Set<string>();
    data.tabs.forEach((t, i) => {
      if (seen.has(t.id)) report(doc, `/tabs/${i}/id`, `Tab id '${t.id}' is used twice in this menu; choose another id`);
      seen.add(t.id);
    });
  }
}
