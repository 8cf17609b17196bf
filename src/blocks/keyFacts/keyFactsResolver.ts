import type { BlockProps, ResolveContext } from "../../../renderer/index.js";

/** At build time: '{name}' in the heading becomes the page's service name, or the page's title on a page of no service. */
export function resolve(props: BlockProps<"keyFacts">, { model, page }: ResolveContext): BlockProps<"keyFacts"> {
  const name = model.services.services.find((s) => s.serviceId === page.serviceId)?.name ?? page.title;
  return { ...props, heading: props.heading.replaceAll("{name}", name) };
}
