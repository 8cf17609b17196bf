import { Worker } from "node:worker_threads";
import type { CitySuggestion, MapsProvider, PlaceDetails } from "./maps.js";

interface IndexedCity {
  placeId: string;
  /** The city's name without commas (the client splits descriptions on commas). */
  name: string;
  /** Lowercased, accents removed: what a query is compared with. */
  folded: string;
  state: string;
  stateCode: string;
  country: string;
  countryCode: string;
}

/** Lowercase without accents, so that 'chelakara' finds 'Chēlakara'. */
export const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** A city name without commas: 'Aundh, Satara' becomes 'Aundh (Satara)'; a trailing comma is dropped. */
export function cityName(raw: string): string {
  const parts = raw.split(",").map((p) => p.trim()).filter(Boolean);
  return parts.length <= 1 ? (parts[0] ?? raw.trim()) : `${parts[0]} (${parts.slice(1).join(" ")})`;
}

/** A URL-safe piece of a place id: ASCII letters, digits and '-'. */
const slug = (s: string) => fold(s).replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "") || "x";

const indexes = new Map<string, Promise<IndexedCity[]>>();

/** One country's rows of the bundled list, as cityListWorker.mjs sends them. */
interface CountryRows {
  country?: string;
  states: [string, string][];
  cities: [string, string][];
}

/** The rows, read in a thread that ends once they are sent (cityListWorker.mjs says why). */
function countryRows(countryCode: string): Promise<CountryRows> {
  return new Promise((resolve, reject) => {
    // No execArgv: the thread runs plain JavaScript and needs none of the server's flags (tsx's loader, for one).
    const worker = new Worker(new URL("./cityListWorker.mjs", import.meta.url), { workerData: { countryCode }, execArgv: [] });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the city list's thread stopped (exit code ${code}) before sending the cities`)));
  });
}

/**
 * The cities of a country from the bundled list (country-state-city), each with a stable place id
 * '<COUNTRY>-<STATE>-<City-name>' (for example 'IN-MH-Pune'), URL-safe. Built once per country, on its first search.
 */
export function cityIndex(countryCode: string): Promise<IndexedCity[]> {
  const cc = countryCode.toUpperCase();
  const cached = indexes.get(cc);
  if (cached) return cached;
  const built = countryRows(cc).then((rows) => indexOf(cc, rows));
  // A failed read is not kept: the next search tries again.
  built.catch(() => indexes.delete(cc));
  indexes.set(cc, built);
  return built;
}

function indexOf(cc: string, rows: CountryRows): IndexedCity[] {
  const states = new Map(rows.states);
  const seen = new Map<string, number>();
  const names = new Set<string>();
  const list: IndexedCity[] = [];
  for (const [rawName, stateCode] of rows.cities) {
    const name = cityName(rawName);
    // The list has a few cities twice under the same state ('Amod' and 'Amod,'): the first one stays.
    if (names.has(`${stateCode}|${name}`)) continue;
    names.add(`${stateCode}|${name}`);
    let placeId = `${cc}-${slug(stateCode).toUpperCase()}-${slug(name).replace(/(^|-)([a-z])/g, (_, d: string, l: string) => d + l.toUpperCase())}`;
    // Two cities of a state with the same slug: the later ones (in the list's fixed order) get -2, -3, ...
    const n = (seen.get(placeId) ?? 0) + 1;
    seen.set(placeId, n);
    if (n > 1) placeId += `-${n}`;
    list.push({ placeId, name, folded: fold(name), state: states.get(stateCode) ?? stateCode, stateCode, country: rows.country ?? cc, countryCode: cc });
  }
  return list;
}

/** Cities whose name starts with the query first, then those that contain it; shorter names first, then by name and state. */
export async function searchCities(countryCode: string, query: string, limit: number): Promise<IndexedCity[]> {
  const q = fold(query.trim());
  if (!q) return [];
  const ranked: [number, IndexedCity][] = [];
  for (const c of await cityIndex(countryCode)) {
    const at = c.folded.indexOf(q);
    if (at < 0) continue;
    // 0: the name starts with the query; 1: a word of the name does; 2: the name contains it.
    const rank = at === 0 ? 0 : /[^a-z0-9]/.test(c.folded[at - 1]) ? 1 : 2;
    ranked.push([rank, c]);
  }
  ranked.sort(([ra, a], [rb, b]) => ra - rb || a.name.length - b.name.length || a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
  return ranked.slice(0, limit).map(([, c]) => c);
}

export const describeCity = (c: IndexedCity) => `${c.name}, ${c.state}, ${c.country}`;

/** The embedded maps provider: the bundled city list, searched in this process. Never shipped to the browser. */
export function embeddedMaps(): MapsProvider {
  return {
    kind: "embedded",
    async search(query, countryCode, limit): Promise<CitySuggestion[]> {
      return (await searchCities(countryCode, query, limit)).map((c) => ({ place_id: c.placeId, description: describeCity(c) }));
    },
    async details(placeId): Promise<PlaceDetails | undefined> {
      const cc = /^([A-Z]{2})-/.exec(placeId)?.[1];
      if (!cc) return undefined;
      const c = (await cityIndex(cc)).find((x) => x.placeId === placeId);
      if (!c) return undefined;
      return {
        address_components: [
          { long_name: c.name, short_name: c.name, types: ["locality", "political"] },
          { long_name: c.state, short_name: c.stateCode, types: ["administrative_area_level_1", "political"] },
          { long_name: c.country, short_name: c.countryCode, types: ["country", "political"] },
        ],
        formatted: describeCity(c),
      };
    },
  };
}
