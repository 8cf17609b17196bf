import type { SiteDocument } from "../../documents/types.js";

/** The click-tracking pixel as the browser needs it: where to call and the goal_name of each step. */
export interface ClickPixel {
  address: string;
  goals: NonNullable<SiteDocument["clickPixel"]>["goals"];
}

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An address the pixel may have: https, or http on this machine (the tests' third party). The same rule as the
 * schema's pattern for the document's default (schemas/site.schema.json), here for a value that comes from the
 * environment, which no validator sees.
 */
export function pixelAddressAllowed(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || (url.protocol === "http:" && localHosts.has(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The pixel of config/site.json with its address from its environment variable or default, or undefined when it is
 * off: no clickPixel entry, an empty address, or an address from the environment that is neither https nor local
 * (refused rather than opening the page's Content-Security-Policy to it).
 */
export function clickPixelOf(site: SiteDocument, env: NodeJS.ProcessEnv = process.env): ClickPixel | undefined {
  const pixel = site.clickPixel;
  if (!pixel) return undefined;
  const address = env[pixel.address.env] ?? pixel.address.default;
  return address && pixelAddressAllowed(address) ? { address, goals: pixel.goals } : undefined;
}

/** The origin the pixel is called on, for the Content-Security-Policy's img-src and connect-src; undefined when off. */
export function clickPixelOrigin(site: SiteDocument, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const pixel = clickPixelOf(site, env);
  return pixel && new URL(pixel.address).origin;
}
