import { formatInTimeZone } from "date-fns-tz";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "./escapeHtml.js";
import { htmlPage } from "./page.js";

/**
 * A time as the leads and tracking listings show it: in the listings' time zone (constants leads.timeZone), to the
 * second, with its offset, like 2026-11-23 20:32:11 +05:30. They showed UTC without saying so, while the payments page
 * showed India time: a lead read 5½ hours off.
 */
export const listedTime = (at: Date, timeZone: string) => formatInTimeZone(at, timeZone, "yyyy-MM-dd HH:mm:ss xxx");

/** A listing's columns: heading (from the documents), how a row shows it, and where its cell links to (the HTML table only). */
export type ListingColumns<R> = [heading: string, show: (row: R) => string, link?: (row: R) => string][];

/**
 * The rows as an accessible HTML table (the admin pages): its caption, a header row, and the column `rowHeader` (the
 * second by default) as each row's header (a cell of its own where that row has nothing to name it by: an empty
 * header names nothing).
 */
export function htmlListing<R>(columns: ListingColumns<R>, rows: R[], caption: string, rowHeader = 1): string {
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr>${columns.map(([h]) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${columns.map(([, show, link], i) => cell(show(r), link?.(r), i === rowHeader)).join("")}</tr>`).join("\n")}
</tbody></table>`;
}

/** A table cell: the row's header when it names the row, its text a link when the column links. */
function cell(text: string, link: string | undefined, header: boolean): string {
  const content = link && text !== "" ? `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a>` : escapeHtml(text);
  return header && text !== "" ? `<th scope="row">${content}</th>` : `<td>${content}</td>`;
}

/** The rows as a plain-text table for the terminal (npm run leads, npm run payments): columns at most 40 characters wide. */
export function textListing<R>(columns: ListingColumns<R>, rows: R[]): string {
  const cells = [columns.map(([h]) => h), ...rows.map((r) => columns.map(([, show]) => show(r)))];
  const widths = columns.map((_, i) => Math.min(40, Math.max(...cells.map((c) => c[i].length))));
  const line = (c: string[]) => c.map((x, i) => (x.length > widths[i] ? x.slice(0, widths[i] - 1) + "…" : x.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** The words of an admin listing page: its title, what it says with no rows, and its table's caption for one or {count} rows. */
export interface ListingWords {
  title: string;
  none: string;
  captionOne: string;
  captionMany: string;
}

/** An admin listing page's answer: the rows as JSON (`?format=json`), or an HTML page with the table (or the sentence for none), `above` it what the page puts there. */
export function listingAnswer<R>(
  rows: R[],
  options: { columns: ListingColumns<R>; words: ListingWords; format?: string; forJson: (row: R) => unknown; rowHeader?: number; above?: string },
): { type: string; body: string } {
  const { columns, words } = options;
  if (options.format === "json") return { type: "application/json; charset=utf-8", body: JSON.stringify(rows.map(options.forJson)) };
  const caption = rows.length === 1 ? words.captionOne : fill(words.captionMany, { count: String(rows.length) });
  const table = rows.length ? htmlListing(columns, rows, caption, options.rowHeader) : `<p>${escapeHtml(words.none)}</p>`;
  // A table wider than the window scrolls in its own box, which a keyboard can reach and scroll (it is named by the
  // caption); the box is at most the window's height, so its sideways scroll bar is in view, and its headings stay on top.
  const box = rows.length ? `<div class="listing" tabindex="0" role="region" aria-label="${escapeHtml(caption)}">${table}</div>` : table;
  // `above`: HTML between the heading and the table (the leads' search form).
  return { type: "text/html; charset=utf-8", body: htmlPage(words.title, `<h1>${escapeHtml(words.title)}</h1>\n${options.above ?? ""}${box}`, { wide: true }) };
}
