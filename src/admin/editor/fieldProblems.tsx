import { errorId, type FieldErrorProps } from "@rjsf/utils";
import { createContext, useContext } from "react";
import type { ApiEditorProblem } from "../../../renderer/types/documents.js";
import type { Choice } from "./siteChoices.js";
import { fieldIdOf } from "./problemPaths.js";

/**
 * The server's sentences by the id of the field they are about, and the chat script's own step ids. They reach the
 * fields through React context, not through rjsf's props: a new prop makes rjsf take the data it is handed again,
 * which could be older than what is being typed; the form is handed its data once and keeps it.
 */
export const FieldProblems = createContext<ReadonlyMap<string, string[]>>(new Map());
export const StepChoices = createContext<Choice[]>([]);

/** This document's problems by field id. */
export function problemsByField(problems: ApiEditorProblem[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const p of problems) {
    const id = fieldIdOf(p.pointer);
    byField.set(id, [...(byField.get(id) ?? []), p.message]);
  }
  return byField;
}

/** A field's problems in the CLI's words, under it; the field's input names this list in its aria-describedby. */
export function FieldErrorTemplate({ fieldPathId }: FieldErrorProps) {
  const sentences = useContext(FieldProblems).get(fieldPathId.$id);
  if (!sentences?.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {sentences.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}
