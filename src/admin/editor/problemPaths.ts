import type { ApiEditorProblem } from "../../contract/types.js";

/** The form's id prefix and separator (rjsf's defaults, written down because field ids are built from them here). */
export const idPrefix = "root";
const idSeparator = "_";

/** A JSON pointer's steps (RFC 6901: ~1 is '/', ~0 is '~'). */
export const stepsOf = (pointer: string): string[] => (pointer ? pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")) : []);

/** A key as a JSON pointer's step (RFC 6901: `~` and `/` escaped): stepsOf's reverse. */
export const pointerStep = (key: string | number): string => String(key).replaceAll("~", "~0").replaceAll("/", "~1");

/** The id rjsf gives the field at a pointer. */
export const fieldIdOf = (pointer: string): string => [idPrefix, ...stepsOf(pointer)].join(idSeparator);

/** The problems of one file, and those of the other files (which an edit here may have caused). */
export function splitProblems(problems: ApiEditorProblem[], file: string): { own: ApiEditorProblem[]; others: ApiEditorProblem[] } {
  return { own: problems.filter((p) => p.file === file), others: problems.filter((p) => p.file !== file) };
}
