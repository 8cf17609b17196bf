/**
 * Checks of what a page reads in a server answer, for the staff pages' calls (src/admin/*): an answer of 200 that
 * lacks it (a proxy's page, a stand-in's `{}`) is then a failure with the page's sentence, not a throw.
 */

export const isText = (v: unknown): v is string => typeof v == "string";

/** A time that `Date` reads: one that is not throws where Intl formats it. */
export const isTime = (v: unknown): v is string => typeof v == "string" && !Number.isNaN(Date.parse(v));

/** A list whose every item is an object. */
export const isObjectList = (v: unknown): boolean => Array.isArray(v) && v.every((i) => i && typeof i == "object");
