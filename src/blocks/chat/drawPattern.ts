/** A piece of a date format as the page draws it (datePattern.ts makes them at build time from date-fns's): words, or a field of the date. */
export type PatternPart = string | { field: "day" | "month" | "year" | "hour12" | "hour" | "minute"; pad: number } | { field: "weekday" | "month" | "period"; names: string[] };

/** The parts drawn for a date whose UTC fields are the zone's date and time (offsetClock.ts `shifted`). */
export function drawPattern(parts: PatternPart[], wall: Date): string {
  const hour = wall.getUTCHours();
  const values = { day: wall.getUTCDate(), month: wall.getUTCMonth(), year: wall.getUTCFullYear(), hour12: hour % 12 || 12, hour, minute: wall.getUTCMinutes(), weekday: wall.getUTCDay(), period: hour < 12 ? 0 : 1 };
  return parts
    .map((p) => {
      if (typeof p === "string") return p;
      if ("names" in p) return p.names[values[p.field]];
      return String(p.field === "month" ? values.month + 1 : values[p.field]).padStart(p.pad, "0");
    })
    .join("");
}
