import type { CommonLink, PageBlock, PageDocument, PageTextNode, PlansDocument, ServicesDocument, ServicesService } from "../types/documents.js";

/** A list the schema says is never empty. */
const nonEmpty = <T>(xs: T[]) => xs as [T, ...T[]];

/**
 * The page of a service, built from its catalogue entry: the template that
 * every service page follows unless pages-json has a page at the same address.
 */
export function servicePage(service: ServicesService, catalogue: ServicesDocument, plans: PlansDocument): PageDocument {
  const t = catalogue.pageTemplate;
  const fill = (text: string) => text.replace(/\{name\}/g, service.name);
  const category = catalogue.categories.find((c) => c.id === service.category);
  const related = catalogue.services.filter((s) => s.category === service.category && s.route !== service.route).slice(0, t.relatedCount);
  const blocks: PageBlock[] = [
    {
      type: "hero",
      id: "hero",
      props: {
        heading: service.name,
        subheading: service.summary,
        actions: [t.heroAction],
      },
    },
    {
      type: "richText",
      id: "about",
      props: { heading: fill(t.aboutHeading), content: nonEmpty<PageTextNode>(service.description.map((text) => ({ kind: "paragraph", text }))) },
    },
  ];
  // The service's lead form comes right after the introduction, where a visitor decides to ask for help.
  if (service.leadForm) blocks.splice(1, 0, { type: "leadForm", id: "lead-form", props: { form: service.leadForm } });
  // A service with plans shows them right after that, where a buyer decides; 'Buy now' goes to the cart.
  if (plans.services.some((p) => p.serviceId === service.serviceId)) {
    blocks.splice(service.leadForm ? 2 : 1, 0, { type: "pricing", id: "plans", props: { heading: fill(t.pricingHeading) } });
  }
  if (service.steps) blocks.push({ type: "steps", id: "how-it-works", props: { heading: t.stepsHeading, steps: service.steps } });
  if (related.length) {
    blocks.push({
      type: "linkList",
      id: "related",
      props: {
        heading: t.relatedHeading,
        groups: [{ heading: category?.name ?? t.relatedFallbackGroup, links: nonEmpty<CommonLink>(related.map((s) => ({ text: s.name, url: s.route }))) }],
      },
    });
  }
  blocks.push({
    type: "cta",
    id: "talk",
    props: {
      heading: t.ctaHeading,
      text: fill(t.ctaText),
      action: t.ctaAction,
    },
  });
  return {
    $schema: "../schemas/page.schema.json",
    schemaVersion: 1,
    id: "service-" + service.route.slice(1).replace(/\//g, "-"),
    route: service.route,
    serviceId: service.serviceId,
    title: `${service.name}${t.titleSuffix}`.slice(0, 70),
    meta: { description: service.summary },
    header: service.header ?? { menu: "main" },
    banners: service.banners ?? [],
    blocks: nonEmpty(blocks),
  };
}
