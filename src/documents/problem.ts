/** One mistake found in a document, with its exact place and a sentence for people. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.pointer || "/"}  ${p.message}`;
}
