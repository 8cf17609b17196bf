import { Fragment, type ReactNode } from "react";

/** A sentence of a document with some of its words turned into links (the login panel's legal line, the lead form's terms notice). */
export function LegalLine({ line, links }: { line: string; links: { text: string; url: string }[] }) {
  const parts: ReactNode[] = [];
  let rest = line;
  for (const l of [...links].sort((a, b) => line.indexOf(a.text) - line.indexOf(b.text))) {
    const at = rest.indexOf(l.text);
    if (at < 0) continue;
    parts.push(rest.slice(0, at), <a key={l.url + l.text} href={l.url}>{l.text}</a>);
    rest = rest.slice(at + l.text.length);
  }
  parts.push(rest);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}
