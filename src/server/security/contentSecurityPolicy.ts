import type { CaptchaProvider } from "../captcha/captchaProvider.js";
import type { MapsProvider } from "../maps/maps.js";
import type { PaymentProvider } from "../payments/provider.js";

/** What the CSP depends on: the adapters the server runs with, the inline sources of its pages, and https. */
export interface PolicyInputs {
  /** VIDHI_HTTPS=1: the site is served over https, so the browser may upgrade any http:// address. */
  https: boolean;
  /** 'sha256-…' of the inline scripts the built pages run (dist/pages.json, written by the build). */
  inlineScriptHashes: readonly string[];
  /** 'sha256-…' of the <style> elements of the server's own pages (html/page.ts). */
  inlineStyleHashes: readonly string[];
  captcha: CaptchaProvider["kind"];
  maps: MapsProvider["kind"];
  payment: PaymentProvider["kind"];
  /** The click-tracking pixel's origin when it is configured (insights/clickPixel.ts): called by fetch, kept by img-src for an image beacon. */
  clickPixel?: string;
}

/** CSP directives, each a list of sources, as helmet takes them. */
export type Directives = Record<string, string[]>;

/**
 * The outside origins each production adapter needs in the browser, by directive. reCAPTCHA v3 loads its
 * script from google.com and gstatic.com, runs an iframe and calls back to google.com (Google's reCAPTCHA
 * CSP guidance). The Google maps adapter needs none: the server calls Google Places and the browser only
 * calls /api/getCity, so configuring maps opens nothing in the browser. Razorpay's checkout loads its script from
 * checkout.razorpay.com, draws its pop-up in an iframe of api.razorpay.com (the checkout page) or checkout.razorpay.com,
 * calls api.razorpay.com and reports to lumberjack.razorpay.com, and shows bank and method logos from cdn.razorpay.com;
 * the embedded checkout is served by us, so it opens nothing.
 */
const adapterOrigins = {
  captcha: {
    embedded: {},
    recaptcha: {
      "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      "connect-src": ["https://www.google.com/recaptcha/"],
    },
  },
  maps: { embedded: {}, google: {} },
  payment: {
    embedded: {},
    razorpay: {
      "script-src": ["https://checkout.razorpay.com"],
      "frame-src": ["https://api.razorpay.com", "https://checkout.razorpay.com"],
      "connect-src": ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
      "img-src": ["https://cdn.razorpay.com"],
    },
  },
} satisfies { [A in "captcha" | "maps" | "payment"]: Record<PolicyInputs[A], Directives> };

/**
 * The one Content-Security-Policy of every answer. Same origin only, unless a configured adapter needs an
 * outside origin. Scripts: our files and the inline scripts of the build by hash, never 'unsafe-inline' or
 * 'unsafe-eval'. Styles: our files and the server pages' <style> by hash; inline style *attributes* are allowed
 * (style-src-attr only) because the prerendered markup sets a few (menu heights) and React hydrates them.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): Directives {
  const directives: Directives = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "img-src": ["'self'"],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...inputs.inlineScriptHashes],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", ...inputs.inlineStyleHashes],
    "style-src-attr": ["'unsafe-inline'"],
  };
  for (const extra of [adapterOrigins.captcha[inputs.captcha], adapterOrigins.maps[inputs.maps], adapterOrigins.payment[inputs.payment]] as Directives[]) {
    for (const [name, origins] of Object.entries(extra)) directives[name] = [...directives[name].filter((s) => s !== "'none'"), ...origins];
  }
  if (inputs.clickPixel) for (const name of ["img-src", "connect-src"]) directives[name].push(inputs.clickPixel);
  // Only over https: on http://127.0.0.1 (npm start, the tests) it would send the browser to an https that is not there.
  if (inputs.https) directives["upgrade-insecure-requests"] = [];
  return directives;
}

