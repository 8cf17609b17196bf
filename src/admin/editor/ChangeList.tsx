import type { ApiEditorChange } from "../../contract/types.js";
import type { EditorWords } from "./formContext.js";

const shown = (v: unknown, words: EditorWords) => (v === undefined ? words.emptyValue : typeof v === "string" ? v : JSON.stringify(v));

/** Changes in plain words (field titles, old → new): the publish dialog's list, and each version's in the history. */
export function ChangeList({ changes, words }: { changes: ApiEditorChange[]; words: EditorWords }) {
  return (
    <ul className="editor-changes">
      {changes.map((c) => (
        <li key={c.pointer}>
          <strong>{c.title}</strong>: {c.kind === "added" ? `${words.changeAdded} ` : c.kind === "removed" ? `${words.changeRemoved} ` : ""}
          {c.fields ? (
            // An item added or removed whole: what it holds, field by field, rather than as JSON.
            <ul>
              {c.fields.map((f, i) => (
                <li key={i}>
                  {f.title && `${f.title}: `}
                  {c.kind === "removed" ? <del>{shown(f.value, words)}</del> : <ins>{shown(f.value, words)}</ins>}
                </li>
              ))}
            </ul>
          ) : (
            <>
              {c.kind !== "added" && <del>{shown(c.before, words)}</del>}
              {c.kind === "changed" && " → "}
              {c.kind !== "removed" && <ins>{shown(c.after, words)}</ins>}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
