import { forwardRef } from "react";
import type { ApiEditorProblem } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import type { EditorWords } from "./formContext.js";

interface Props {
  own: ApiEditorProblem[];
  others: ApiEditorProblem[];
  words: EditorWords;
  /** Opens the lists on the way to the field and moves focus to it. */
  onPick: (pointer: string) => void;
}

/**
 * The problems above the form, in the CLI's words: this document's, each a button that jumps to its field, and those
 * this edit causes in other documents, named by file and line. Focus lands here (tabIndex -1) after a refused publish.
 */
export const ProblemList = forwardRef<HTMLElement, Props>(function ProblemList({ own, others, words, onPick }, ref) {
  if (!own.length && !others.length) return null;
  return (
    <section ref={ref} tabIndex={-1} className="editor-problems" aria-labelledby="editor-problems-heading">
      {own.length > 0 && (
        <>
          <h2 id="editor-problems-heading">{fill(words.problemsHeading, { count: own.length })}</h2>
          <ul>
            {own.map((p, i) => (
              <li key={i}>
                <button type="button" className="editor-problem-link" onClick={() => onPick(p.pointer)}>
                  {p.where && <strong>{p.where}: </strong>}
                  <span className="editor-problem-sentence">{p.message}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <>
          <h2 id={own.length ? undefined : "editor-problems-heading"}>{words.otherProblemsHeading}</h2>
          <ul>
            {others.map((p, i) => (
              <li key={i}>
                <code>
                  {p.file}:{p.line}:{p.column}
                </code>{" "}
                {p.where && <strong>{p.where}: </strong>}
                {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
