import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";

export function Steps({ heading, steps }: BlockProps<"steps">) {
  return (
    <section className="steps" {...useBlockRoot()}>
      <h2>{heading}</h2>
      <ol>
        {steps.map((s, i) => (
          <li key={i}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
