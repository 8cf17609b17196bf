import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { momentOf } from "../../../renderer/index.js";

/** The folders of the documents that may carry a schedule (banners and pop-ups in config/, page blocks in pages-json/). */
const folders = ["config", "pages-json"];

/** Every `schedule` object inside a document, wherever it sits (the shared definition of common.schema.json). */
function schedulesIn(value: unknown, found: { from?: unknown; until?: unknown }[]): void {
  if (Array.isArray(value)) for (const v of value) schedulesIn(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "schedule" && v && typeof v === "object") found.push(v as { from?: unknown; until?: unknown });
      else schedulesIn(v, found);
    }
  }
}

/**
 * The moments (milliseconds since 1970, in order, each once) at which a scheduled element of the documents under
 * `documentsRoot` shows or hides, read from the files as published (a publish, or an install from another process,
 * writes them there). A file that cannot be read or parsed is skipped: the server serves what it loaded.
 */
export function scheduleMoments(documentsRoot: string, timeZone: string): number[] {
  const found: { from?: unknown; until?: unknown }[] = [];
  for (const folder of folders) {
    let files: string[];
    try {
      files = readdirSync(join(documentsRoot, folder), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    } catch {
      continue;
    }
    for (const file of files) {
      try {
        schedulesIn(JSON.parse(readFileSync(join(documentsRoot, folder, file), "utf8")), found);
      } catch {
        // Not this check's concern: the loader reports a broken document at the next publish.
      }
    }
  }
  const moments = found.flatMap((s) => [s.from, s.until]).flatMap((t) => (typeof t === "string" ? [momentOf(t, timeZone).getTime()] : []));
  return [...new Set(moments.filter((m) => !Number.isNaN(m)))].sort((a, b) => a - b);
}

/** The moment that makes a build made at `builtAt` out of date at `now`: the latest one after the one and not after the other. */
export function staleSince(moments: number[], builtAt: number, now: number): number | undefined {
  return moments.filter((m) => m > builtAt && m <= now).at(-1);
}

/** The first moment after `now`, when the pages must be rendered again next. */
export function nextMoment(moments: number[], now: number): number | undefined {
  return moments.find((m) => m > now);
}
