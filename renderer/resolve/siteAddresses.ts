import type { CommonSiteName, SiteDocument } from "../../src/documents/types.js";

/** Which setting holds the address of each of our websites. */
const settingOfSite: Record<CommonSiteName, keyof SiteDocument["settings"]> = {
  main: "mainSite",
  trademark: "trademarkSite",
  patent: "patentSite",
  sisterBrand: "sisterBrandSite",
  governance: "governanceSite",
  news: "newsSite",
  portal: "portalSite",
  helpdesk: "helpdesk",
  legalProduct: "legalProduct",
  payment: "paymentSite",
};

/**
 * A setting's value: its environment variable when set, its default otherwise. A default may name
 * another setting in braces ("{mainSite}/portal"), which stands for that setting's value (a trailing
 * slash dropped), so that a local stand-in follows the main site's address.
 */
export function settingValue(settings: SiteDocument, key: keyof SiteDocument["settings"], env: Record<string, string | undefined>, seen: string[] = []): string {
  const s = settings.settings[key];
  const fromEnv = env[s.env];
  if (fromEnv !== undefined) return fromEnv;
  return s.default.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    if (!(name in settings.settings) || seen.includes(name) || name === key) return whole;
    return settingValue(settings, name as keyof SiteDocument["settings"], env, [...seen, key]).replace(/\/+$/, "");
  });
}

/**
 * The address of each of our websites, without a trailing slash. A website served under the main site's
 * address (the portal's local stand-in, "{mainSite}/portal") becomes a path, so that its links work on
 * whichever host and port serves the built pages.
 */
export function siteAddresses(settings: SiteDocument, env: Record<string, string | undefined>): Record<CommonSiteName, string> {
  const main = settingValue(settings, "mainSite", env).replace(/\/+$/, "");
  return Object.fromEntries(
    Object.entries(settingOfSite).map(([site, key]) => {
      const address = settingValue(settings, key, env).replace(/\/+$/, "");
      return [site, site !== "main" && address.startsWith(`${main}/`) ? address.slice(main.length) : address];
    }),
  ) as Record<CommonSiteName, string>;
}
