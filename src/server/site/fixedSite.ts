import { readBuiltSite } from "./builtSite.js";
import type { ServedSite } from "./liveSite.js";

/** One build, served as it is until the server stops (a server without a live site: the API tests, the benches). */
export function fixedSite(distDir: string): ServedSite {
  const site = readBuiltSite(distDir);
  return { current: () => site, hold: async () => ({ site, release: () => {} }) };
}
