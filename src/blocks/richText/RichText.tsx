import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";

/** Plain text only: paragraphs, subheadings and lists. There is no way to put HTML in. */
export function RichText({ heading, content }: BlockProps<"richText">) {
  return (
    <section className="rich-text" {...useBlockRoot()}>
      {heading && <h2>{heading}</h2>}
      {content.map((node, i) => {
        if (node.kind === "subheading") return <h3 key={i}>{node.text}</h3>;
        if (node.kind === "list")
          return (
            <ul key={i}>
              {node.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return <p key={i}>{node.text}</p>;
      })}
    </section>
  );
}
