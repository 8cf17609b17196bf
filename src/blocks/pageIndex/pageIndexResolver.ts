import type { BlockProps, ResolveContext } from "../../../renderer/index.js";

export interface IndexedPage {
  route: string;
  title: string;
}

export type PageIndexData = BlockProps<"pageIndex"> & { groups: { group: string; pages: IndexedPage[] }[] };

/** Every page that search engines may list, grouped by service category (in the catalogue's order), the others last; titles without the site's suffix. */
export function resolve(props: BlockProps<"pageIndex">, { model }: ResolveContext): PageIndexData {
  const { services, categories, pageTemplate } = model.services;
  const categoryOf = new Map(services.map((s) => [s.route, s.category]));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const order = [...categories.map((c) => c.name), props.otherGroup];
  const groups = new Map<string, IndexedPage[]>();
  for (const { page } of model.pages) {
    if (page.meta.noindex) continue;
    const group = names.get(categoryOf.get(page.route) ?? "") ?? props.otherGroup;
    const title = pageTemplate.titleSuffix && page.title.endsWith(pageTemplate.titleSuffix) ? page.title.slice(0, -pageTemplate.titleSuffix.length) : page.title;
    groups.set(group, [...(groups.get(group) ?? []), { route: page.route, title }]);
  }
  return { ...props, groups: order.filter((g) => groups.has(g)).map((g) => ({ group: g, pages: groups.get(g)!.sort((a, b) => a.title.localeCompare(b.title)) })) };
}
