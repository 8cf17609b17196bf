import { useDeferredValue, useState } from "react";
import type { ApiEditorEditorDocument } from "../../contract/types.js";
import type { EditorWords } from "./formContext.js";

/** The link that opens a document: the address keeps it, so a reload reopens it. */
export const documentHref = (file: string) => `#file=${encodeURIComponent(file)}`;

/** Every document by kind, in the order the words list the kinds, filtered by a search of names and files. */
export function DocumentList({ documents, words }: { documents: ApiEditorEditorDocument[]; words: EditorWords }) {
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query.trim().toLowerCase());
  const found = documents.filter((d) => !q || d.name.toLowerCase().includes(q) || d.file.includes(q));
  const kinds = Object.entries(words.kinds).filter(([kind]) => found.some((d) => d.kind === kind));
  return (
    <nav aria-labelledby="list-heading" className="editor-list-nav">
      <h2 id="list-heading">{words.listHeading}</h2>
      <label htmlFor="document-search">{words.search}</label> <input id="document-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      {kinds.length === 0 && <p role="status">{words.noMatch}</p>}
      {kinds.map(([kind, heading]) => (
        <section key={kind} aria-labelledby={`kind-${kind}`}>
          <h3 id={`kind-${kind}`}>{heading}</h3>
          <ul>
            {found
              .filter((d) => d.kind === kind)
              .map((d) => (
                <li key={d.file}>
                  <a href={documentHref(d.file)}>{d.name}</a> <small>{d.file}</small>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
