import type { CommonSchedule } from "../types.js";
import type { LoadedDocument } from "../loadDocuments.js";
import type { ReferenceCheck } from "./referenceCheck.js";
import { isDay, statedDays } from "./statedDays.js";

/** A scheduled item of a document: where it is, its schedule, and the texts of it that may name its last day. */
interface Scheduled {
  doc: LoadedDocument;
  at: string;
  schedule: CommonSchedule;
  texts: { at: string; text: string }[];
}

type Words = ReferenceCheck["model"]["messages"]["schedules"];

/** A sentence of config/messages.json with its {placeholders} filled (the loader may not import src/lib's fill). */
const fill = (sentence: string, values: Record<string, string>) => sentence.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The day before a local date and time ("2027-01-01T00:00" ends on 31 December), as "yyyy-mm-dd". */
function dayBefore(local: string): string {
  const d = new Date(`${local.slice(0, 10)}T00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The last day of the month of a local date ("2026-02-30" → "2026-02-28"), or undefined when its day exists. */
export function missingDay(local: string): string | undefined {
  const [y, m, d] = local.slice(0, 10).split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > last ? `${local.slice(0, 8)}${String(last).padStart(2, "0")}` : undefined;
}

/**
 * One item's schedule: each time a day of the calendar, the end after the start, and each of its texts that names a
 * day names the end's: the day it ends on, or the day before when it ends at midnight ("till 31 December" ending at
 * 2027-01-01T00:00). A text naming several days agrees when one of them is that day ("from the 1st to the 20th").
 */
function checkOne({ doc, at, schedule, texts }: Scheduled, words: Words, report: ReferenceCheck["report"]): void {
  let valid = true;
  for (const key of ["from", "until"] as const) {
    const value = schedule[key];
    const example = value === undefined ? undefined : missingDay(value);
    if (value !== undefined && example) {
      report(doc, `${at}/schedule/${key}`, fill(words.notACalendarDate, { value, example }));
      valid = false;
    }
  }
  const { from, until } = schedule;
  if (!valid || until === undefined) return;
  // The local times share one zone and one fixed format, so their text orders as their moments do.
  if (from !== undefined && until <= from) return report(doc, `${at}/schedule/until`, fill(words.untilNotAfterFrom, { from, until }));
  const lastDays = until.slice(11) === "00:00" ? [until.slice(0, 10), dayBefore(until)] : [until.slice(0, 10)];
  for (const { at: textAt, text } of texts) {
    const days = statedDays(text);
    if (days.length && !days.some((d) => lastDays.some((day) => isDay(d, day)))) report(doc, textAt, fill(words.textNamesOtherDay, { text, named: days[0].words, until }));
  }
}

/** The strings inside a page block's props, with their pointers: any of them may name the day it ends. */
function textsOf(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}/${i}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "url" || k === "src" ? [] : textsOf(v, `${at}/${k}`)));
  return [];
}

/** The scheduled banners, notices, pop-ups and page blocks of the site. */
function scheduledItems({ model, single, docOf }: ReferenceCheck): Scheduled[] {
  const items: Scheduled[] = [];
  const banners = single("banners");
  const { brandBanner, notices, modals } = model.banners;
  if (brandBanner.schedule) items.push({ doc: banners, at: "/brandBanner", schedule: brandBanner.schedule, texts: [{ at: "/brandBanner/joinText", text: brandBanner.joinText }] });
  notices.forEach((n, i) => n.schedule && items.push({ doc: banners, at: `/notices/${i}`, schedule: n.schedule, texts: [{ at: `/notices/${i}/text`, text: n.text }] }));
  modals.forEach((m, i) => m.schedule && items.push({ doc: banners, at: `/modals/${i}`, schedule: m.schedule, texts: textsOf({ title: m.title, body: m.body }, `/modals/${i}`) }));
  for (const { page, file, at } of model.pages) {
    page.blocks.forEach((b, i) => b.schedule && items.push({ doc: docOf(file), at: `${at}/blocks/${i}`, schedule: b.schedule, texts: textsOf(b.props, `${at}/blocks/${i}/props`) }));
  }
  return items;
}

/** A notice shows only while its pop-up may (bannersResolver): their schedules must meet, or it never shows. */
function checkNoticePopUps({ model, single, report }: ReferenceCheck, words: Words): void {
  const popUps = new Map(model.banners.modals.map((m) => [m.id, m.schedule]));
  model.banners.notices.forEach((n, i) => {
    const other = n.action.kind === "modal" ? popUps.get(n.action.modal) : undefined;
    if (!n.schedule || !other || n.action.kind !== "modal") return;
    const from = [n.schedule.from, other.from].filter((t) => t !== undefined).sort().at(-1);
    const until = [n.schedule.until, other.until].filter((t) => t !== undefined).sort()[0];
    if (from !== undefined && until !== undefined && until <= from) report(single("banners"), `/notices/${i}/schedule`, fill(words.popUpNeverShown, { modal: n.action.modal }));
  });
}

/** Schedules (docs/documents.md, 'Schedules'): real days, an end after its start, texts that name the end's day. */
export function checkSchedules(check: ReferenceCheck): void {
  const words = check.model.messages.schedules;
  for (const item of scheduledItems(check)) checkOne(item, words, check.report);
  checkNoticePopUps(check, words);
}
