import type { CommonLink, PageBlock, PageDocument, PageTextNode, PlansDocument, ServicesDocument, ServicesService } from "./types.js";

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
  // The first screen: the heading, the lead form and the key facts (side by side from the theme's
  // servicePageColumnsFromPx, src/styles/servicePage.css; on phones the form follows the heading).
  const image = service.heroImage ?? category?.heroImage ?? t.heroImage;
  // The hero's action goes elsewhere ('Book a call back': the business consulting page); on that page itself it would
  // only load the page again, whose own form is right below it, so it is left out there.
  const actions = t.heroAction.url === service.route ? {} : { actions: [t.heroAction] as [CommonLink] };
  const blocks: PageBlock[] = [{ type: "hero", id: "hero", props: { heading: service.name, subheading: service.summary, ...actions, ...(image && { image }) } }];
  if (service.leadForm) blocks.push({ type: "leadForm", id: "lead-form", props: { form: service.leadForm } });
  if (service.keyFacts) blocks.push({ type: "keyFacts", id: "key-facts", props: { heading: t.keyFactsHeading, facts: service.keyFacts } });
  // Below it, what a visitor reads before deciding: about, how it works, the plans ('Buy now' goes to the cart), related services.
  blocks.push({
    type: "richText",
    id: "about",
    props: { heading: fill(t.aboutHeading), content: nonEmpty<PageTextNode>(service.description.map((text) => ({ kind: "paragraph", text }))) },
  });
  if (service.steps) blocks.push({ type: "steps", id: "how-it-works", props: { heading: t.stepsHeading, steps: service.steps } });
  if (plans.services.some((p) => p.serviceId === service.serviceId)) blocks.push({ type: "pricing", id: "plans", props: { heading: fill(t.pricingHeading) } });
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
