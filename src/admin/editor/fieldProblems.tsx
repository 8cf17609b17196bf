import { errorId, type FieldErrorProps } from "@rjsf/utils";
import { createContext, useContext, useLayoutEffect } from "react";
import type { ApiEditorProblem } from "../../contract/types.js";
import type { Choice } from "./siteChoices.js";
import { fieldIdOf } from "./problemPaths.js";

/**
 * The server's sentences by the id of the field they are about, and the ids a document names among its own lists. They reach the
 * fields through React context, not through rjsf's props: a new prop makes rjsf take the data it is handed again,
 * which could be older than what is being typed; the form is handed its data once and keeps it.
 */
export const FieldProblems = createContext<ReadonlyMap<string, string[]>>(new Map());
/** Ids a document names among its own lists: the chat script's steps, the services catalogue's categories. */
export interface OwnChoiceLists {
  step: Choice[];
  category: Choice[];
}
export const OwnChoices = createContext<OwnChoiceLists>({ step: [], category: [] });

/** This document's problems by field id. */
export function problemsByField(problems: ApiEditorProblem[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const p of problems) {
    const id = fieldIdOf(p.pointer);
    byField.set(id, [...(byField.get(id) ?? []), p.message]);
  }
  return byField;
}

/**
 * A field's problems in the CLI's words, under it; the field's control names this list in its aria-describedby, and
 * is marked aria-invalid while the list is shown. The mark is set here, where the problems are known, for every kind
 * of control alike (rjsf's own text, select, check box and text area widgets take no extra attributes).
 */
export function FieldErrorTemplate({ fieldPathId }: FieldErrorProps) {
  const sentences = useContext(FieldProblems).get(fieldPathId.$id);
  const invalid = Boolean(sentences?.length);
  useLayoutEffect(() => {
    const control = invalid ? document.getElementById(fieldPathId.$id) : null;
    if (!control || !/^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName)) return;
    control.setAttribute("aria-invalid", "true");
    return () => control.removeAttribute("aria-invalid");
  }, [invalid, fieldPathId.$id]);
  if (!sentences?.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {sentences.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}
