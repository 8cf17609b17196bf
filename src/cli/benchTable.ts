import { cpus, loadavg } from "node:os";

/** The bench's rows (measure, value, note) as a Markdown table on stdout. */
export function printBenchTable(rows: [string, string, string][]): void {
  const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
  console.log(`| ${"measure".padEnd(w[0])} | ${"value".padEnd(w[1])} | note |`);
  console.log(`| ${"-".repeat(w[0])} | ${"-".repeat(w[1])} | ---- |`);
  for (const r of rows) console.log(`| ${r[0].padEnd(w[0])} | ${r[1].padEnd(w[1])} | ${r[2]} |`);
  // Lighthouse's TBT and the long tasks are multiples of what this CPU does: a busy machine's figures are worse.
  if (rows.some((r) => r[0].startsWith("Lighthouse"))) console.log(`(machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} at the end)`);
}
