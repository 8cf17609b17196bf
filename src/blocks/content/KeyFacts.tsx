import { defineBlock, type BlockProps, type ResolveContext } from "../../../renderer/index.js";

/** A few facts of a service at a glance; the heading names the page's service. */
export function KeyFacts({ heading, facts }: BlockProps<"keyFacts">) {
  return (
    <section className="key-facts">
      <h2>{heading}</h2>
      <dl>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** At build time: '{name}' in the heading becomes the page's service name, or the page's title on a page of no service. */
export function resolveKeyFacts(props: BlockProps<"keyFacts">, { model, page }: ResolveContext): BlockProps<"keyFacts"> {
  const name = model.services.services.find((s) => s.serviceId === page.serviceId)?.name ?? page.title;
  return { ...props, heading: props.heading.replaceAll("{name}", name) };
}

export const keyFactsBlock = defineBlock({
  component: KeyFacts,
  // Resolvers stay out of the browser's bundle (see BlockDefinition.build).
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? async () => ({ resolve: resolveKeyFacts }) : undefined,
});
