import type { Page } from "@playwright/test";
import { startShiftCounting, type Shifts } from "../../src/cli/shiftCounter.js";

export type { Shifts };

/** Counts the layout shifts of every document the page loads from now on, from its start (call before `goto`). */
export const countShiftsFromLoad = (page: Page) => page.addInitScript(startShiftCounting, true);

/** Counts the layout shifts of the page's current document from now on. */
export const countShiftsFromNow = (page: Page) => page.evaluate(startShiftCounting, false);

/** The shifts counted so far, with the ones the browser has not yet delivered to the observer. */
export const shiftsSoFar = (page: Page): Promise<Shifts> => page.evaluate(() => (window as unknown as { __shifts: { read(): Shifts } }).__shifts.read());
