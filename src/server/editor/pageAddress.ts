import { readFileSync } from "node:fs";
import { fill } from "../../lib/fill.js";
import { serverSegmentOf } from "../../documents/serverAddresses.js";
import type { MessagesDocument } from "../../documents/types.js";

type PageWords = MessagesDocument["adminEditorPage"]["pages"];

/** A page address's form, read from the schema that every page's route is checked by: one source for the rule. */
const routePattern = new RegExp(
  (JSON.parse(readFileSync(new URL("../../../schemas/common.schema.json", import.meta.url), "utf8")) as { $defs: { route: { pattern: string } } }).$defs.route.pattern,
);


/** A page that holds an address now: a page document (its draft in place) or a service's catalogue page. */
export interface TakenAddress {
  route: string;
  title: string;
  /** The page document, or the catalogue's file for a catalogue page. */
  file: string;
  /** True for a catalogue page, which a service's page of the same address replaces. */
  fromCatalogue: boolean;
}

/** What a new page's address is checked against. */
export interface AddressRules {
  taken: TakenAddress[];
  /** For a service's page: its service's address, the only one it may have. */
  serviceRoute?: string;
}

/**
 * Why a new page cannot have `route`, in the editor's words, or undefined when it can: well formed (the route pattern
 * of common.schema.json), not one of the server's own addresses, not another page's. A service's page keeps its
 * service's address, where it replaces the catalogue's page.
 */
export function addressProblem(route: string, rules: AddressRules, words: PageWords): string | undefined {
  if (!routePattern.test(route)) return words.addressMalformed;
  if (rules.serviceRoute !== undefined && route !== rules.serviceRoute) return fill(words.addressNotService, { route: rules.serviceRoute });
  if (serverSegmentOf(route)) return fill(words.addressReserved, { route });
  const other = rules.taken.find((t) => t.route === route && !(t.fromCatalogue && rules.serviceRoute === route));
  return other ? fill(words.addressTaken, { route, title: other.title, file: other.file }) : undefined;
}

/** The page's full link on the main site (its address is a path of it). */
export const fullLink = (main: string, route: string) => `${main.replace(/\/+$/, "")}${route}`;

/**
 * A new page's id and file from its address (/gst/offer: gst-offer, pages-json/gst-offer.json), numbered on when
 * either is taken, so that a page made in the editor never overwrites another.
 */
export function pageIdAndFile(route: string, ids: ReadonlySet<string>, files: ReadonlySet<string>): { id: string; file: string } {
  const base = route.slice(1).split("/").join("-") || "page";
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const file = `pages-json/${id}.json`;
    if (!ids.has(id) && !files.has(file)) return { id, file };
  }
}
