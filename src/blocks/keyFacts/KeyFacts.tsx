import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";

/** A few facts of a service at a glance; the heading names the page's service. */
export function KeyFacts({ heading, facts }: BlockProps<"keyFacts">) {
  return (
    <section className="key-facts" {...useBlockRoot()}>
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
