import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import type { InsightsRange } from "./insightsRange.js";
import type { InsightsReport, ReportLine } from "./insightsReport.js";

export type InsightsWords = MessagesDocument["server"]["insights"];
type Section = keyof InsightsReport;
const sections: Section[] = ["funnel", "chat", "partners", "paid", "leads", "stops"];

/** A share as the page and the CSV write it: a percentage with one decimal, or nothing. */
export const percentOf = (share: number | null) => (share === null ? "" : (share * 100).toFixed(1));

/** The query of a range, for the CSV link and the form's own values. */
export function rangeQuery(range: InsightsRange): string {
  return new URLSearchParams({ from: range.from, to: range.to, service: range.serviceId === undefined ? "all" : String(range.serviceId) }).toString();
}

/** A bar as long as its count is against the table's largest: a drawing only (its number is in the cell beside it). */
function bar(count: number, largest: number): string {
  const width = largest > 0 ? ((count / largest) * 100).toFixed(1) : "0";
  return `<svg aria-hidden="true" focusable="false" width="120" height="14" viewBox="0 0 100 14" preserveAspectRatio="none"><rect width="100" height="14" fill="#e5e7f0"></rect><rect width="${width}" height="14" fill="#1d4ed8"></rect></svg>`;
}

/** One section's table: a row per line with its bar, its count, and for a funnel the share that went on. */
function table(section: Section, lines: ReportLine[], words: InsightsWords): string {
  const heading = `<h2 id="insights-${section}">${escapeHtml(words.sections[section])}</h2>`;
  if (!lines.length) return `${heading}\n<p>${escapeHtml(words.none)}</p>`;
  const funnel = section === "funnel" || section === "chat";
  const nameColumn = funnel || section === "partners" ? words.columns.step : section === "stops" ? words.columns.field : words.service;
  const largest = Math.max(...lines.map((l) => l.count));
  const head = `<tr><th scope="col">${escapeHtml(nameColumn)}</th><th scope="col">${escapeHtml(words.columns.count)}</th>${funnel ? `<th scope="col">${escapeHtml(words.columns.share)}</th>` : ""}</tr>`;
  const rows = lines.map((l) => {
    const share = funnel ? `<td>${l.share === null ? "" : escapeHtml(fill(words.share, { percent: percentOf(l.share) }))}</td>` : "";
    return `<tr><th scope="row">${escapeHtml(l.name)}</th><td data-count>${bar(l.count, largest)} ${l.count}</td>${share}</tr>`;
  });
  return `${heading}
<div style="overflow-x:auto" tabindex="0" role="region" aria-labelledby="insights-${section}">
<table aria-labelledby="insights-${section}" data-section="${section}"><thead>${head}</thead><tbody>
${rows.join("\n")}
</tbody></table></div>`;
}

/** The chooser of days and service: a plain GET form, so that the page needs no script. */
function chooser(range: InsightsRange, services: [number, string][], words: InsightsWords): string {
  const option = (value: string, name: string, chosen: boolean) => `<option value="${escapeHtml(value)}"${chosen ? " selected" : ""}>${escapeHtml(name)}</option>`;
  const options = [
    option("all", words.allServices, range.serviceId === undefined),
    option("0", words.noService, range.serviceId === 0),
    ...services.map(([id, name]) => option(String(id), name, range.serviceId === id)),
  ];
  return `<form method="get" action="/admin/insights">
<p><label for="insights-from">${escapeHtml(words.from)}</label> <input type="date" id="insights-from" name="from" value="${range.from}" required>
<label for="insights-to">${escapeHtml(words.to)}</label> <input type="date" id="insights-to" name="to" value="${range.to}" required></p>
<p><label for="insights-service">${escapeHtml(words.service)}</label> <select id="insights-service" name="service" style="max-width:100%">${options.join("")}</select>
<button type="submit">${escapeHtml(words.show)}</button></p>
</form>`;
}

/** The insights page: the chooser, what is shown, the CSV link, and each section's chart with its numbers. */
export function insightsPage(
  report: InsightsReport,
  range: InsightsRange,
  services: [number, string][],
  words: InsightsWords,
  serviceName: string,
  refused?: string,
): string {
  const shown = fill(words.shown, { from: range.from, to: range.to, service: serviceName });
  const body = [
    `<h1>${escapeHtml(words.title)}</h1>`,
    // What was asked and could not be shown (wrong days, an unknown service): said above the form, which shows the default.
    ...(refused ? [`<p class="refused" role="alert">${escapeHtml(refused)}</p>`] : []),
    chooser(range, services, words),
    `<p>${escapeHtml(shown)}</p>`,
    `<p><a href="/admin/insights?format=csv&amp;${escapeHtml(rangeQuery(range))}" download>${escapeHtml(words.csv)}</a></p>`,
    ...sections.map((s) => table(s, report[s], words)),
  ];
  return htmlPage(words.title, body.join("\n"), { wide: true });
}

/**
 * A CSV cell: quoted, quotes doubled, and a leading = + - @ (or Tab or CR, which a spreadsheet may skip before one)
 * defused so that a spreadsheet never runs it as a formula (OWASP's CSV injection).
 */
export const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** The same numbers as the page, one line per table row: section, name, count, share (percent, funnels only). */
export function insightsCsv(report: InsightsReport, words: InsightsWords): string {
  const c = words.columns;
  const lines = [[c.section, c.name, c.count, c.share].map(cell).join(",")];
  for (const s of sections) for (const l of report[s]) lines.push([words.sections[s], l.name, String(l.count), percentOf(l.share)].map(cell).join(","));
  return lines.join("\r\n") + "\r\n";
}
