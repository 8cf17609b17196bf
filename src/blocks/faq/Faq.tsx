import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";

/** Each answer opens under its question; <details> works with JavaScript off. */
export function Faq({ heading, items }: BlockProps<"faq">) {
  return (
    <section className="faq" {...useBlockRoot()}>
      <h2>{heading}</h2>
      {items.map((item, i) => (
        <details key={i}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
