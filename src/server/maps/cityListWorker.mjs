// Reads one country's cities from the bundled list (country-state-city) in a thread of its own (embeddedMaps.ts
// starts one per country): importing the package parses every city of the world (tens of MiB held for good), and a
// module imported by the server itself could never be unloaded. Only the country's rows come back; the rest goes
// with the thread. Plain JavaScript, so that the thread needs no TypeScript loader.
import { City, Country, State } from "country-state-city";
import { parentPort, workerData } from "node:worker_threads";

const cc = workerData.countryCode;
parentPort.postMessage({
  country: Country.getCountryByCode(cc)?.name,
  states: State.getStatesOfCountry(cc).map((s) => [s.isoCode, s.name]),
  cities: (City.getCitiesOfCountry(cc) ?? []).map((c) => [c.name, c.stateCode]),
});
