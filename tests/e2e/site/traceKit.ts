import type { TraceEvent } from "../../../src/cli/benchThreadTime.js";

/** Where an inline script's text starts as a Chromium trace gives it: its line (from 1) and its column (from 1). */
export interface ScriptPlace {
  line: number;
  column: number;
}

/** The place of the text after the first `tag` (a script's start tag as the page writes it) at or after `from` in `html`. */
export function scriptPlace(html: string, tag: string, from = 0): ScriptPlace | undefined {
  const at = html.indexOf(tag, from);
  if (at < 0) return undefined;
  const before = html.slice(0, at + tag.length).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The evaluations (`EvaluateScript`, complete events) of the inline script at `place` in the page at `path`. */
export function evaluationsAt(events: TraceEvent[], path: string, place: ScriptPlace): TraceEvent[] {
  return events.filter((e) => {
    const data = (e.args as { data?: { url?: string; lineNumber?: number; columnNumber?: number } } | undefined)?.data;
    return e.name === "EvaluateScript" && e.ph === "X" && data?.url !== undefined && new URL(data.url).pathname === path && data.lineNumber === place.line && data.columnNumber === place.column;
  });
}
