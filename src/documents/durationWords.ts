/**
 * A limit on a time field in the largest whole unit, for the sentence beside the number ("86400 (a day)"): the
 * field's unit is the one its title names in brackets, as every time field of the constants does ("Window
 * (seconds)"). Undefined when the title names no unit, or when the limit says nothing more in another unit.
 */
export function durationWords(limit: number, title: string): string | undefined {
  const unit = /\((milliseconds|seconds|minutes|hours|days)\)/.exec(title)?.[1];
  if (!unit || !Number.isInteger(limit) || limit <= 0) return undefined;
  const ms = limit * msPer[unit as keyof typeof msPer];
  for (const [name, size] of units) {
    if (ms % size !== 0) continue;
    if (name === unit.slice(0, -1)) return undefined;
    const n = ms / size;
    return n === 1 ? `${name === "hour" ? "an" : "a"} ${name}` : `${n} ${name}s`;
  }
  return undefined;
}

const msPer = { milliseconds: 1, seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };
const units: [string, number][] = [
  ["day", msPer.days],
  ["hour", msPer.hours],
  ["minute", msPer.minutes],
  ["second", msPer.seconds],
  ["millisecond", 1],
];
