import { valueAt, type ReferenceCheck } from "./referenceCheck.js";

/**
 * Pairs of settings in config/constants.json where one must not pass the other: a schema checks each value alone,
 * not the two together. Each rule names the pair by its pointers and says what goes wrong when they cross; the
 * problem is reported at the second of the pair.
 */
interface OrderRule {
  low: string;
  high: string;
  /** The high value must be strictly greater (a time window), not only at least as large (a limit). */
  strict?: boolean;
  sentence: (low: string, high: string) => string;
}

const rules: OrderRule[] = [
  {
    low: "/chat/opensAt",
    high: "/chat/closesAt",
    strict: true,
    sentence: (o, c) => `The chat's closing time ${c} must be later than its opening time ${o}, or the chat never shows; write the closing time after ${o}`,
  },
  {
    low: "/chat/loadPollIntervalMs",
    high: "/chat/loadPollTimeoutMs",
    sentence: (i, t) => `The chat's load check limit (${t} ms) is shorter than its interval (${i} ms), so the load is never checked; make the limit at least ${i}`,
  },
  {
    low: "/chat/fastPollIntervalMs",
    high: "/chat/fastPollTimeoutMs",
    sentence: (i, t) => `The chat's quick check limit (${t} ms) is shorter than its interval (${i} ms), so the quick check never runs; make the limit at least ${i}`,
  },
  {
    low: "/footer/minLinksPerColumn",
    high: "/footer/linksPerColumn",
    sentence: (min, n) => `A footer column's usual number of links (${n}) is below the fewest it may have (${min}); make it at least ${min}`,
  },
  {
    low: "/menuDropdown/heightPerLinkPx",
    high: "/menuDropdown/maxHeightPx",
    sentence: (per, max) => `The tallest dropdown (${max} px) is shorter than one link (${per} px); make it at least ${per}`,
  },
  {
    low: "/otp/resendCountdownSeconds",
    high: "/otp/expirySeconds",
    sentence: (wait, life) => `A code expires (after ${life} s) before the visitor may ask for another (after ${wait} s); make the code lifetime at least ${wait}`,
  },
  {
    low: "/otp/maxSendsPerContactPerHour",
    high: "/otp/maxSendsPerAddressPerHour",
    sentence: (contact, address) => `One address may ask for fewer codes an hour (${address}) than one contact (${contact}), though an address serves many contacts; make it at least ${contact}`,
  },
  {
    low: "/captcha/scoreThreshold",
    high: "/captcha/embeddedScore",
    sentence: (pass, local) => `The local captcha's score ${local} is below the passing score ${pass}, so every local captcha check fails; make it at least ${pass}`,
  },
];

export function checkConstantsOrder({ report, single }: ReferenceCheck): void {
  const doc = single("constants");
  for (const rule of rules) {
    const low = valueAt(doc.data, rule.low);
    const high = valueAt(doc.data, rule.high);
    // Times are HH:MM (the schema says so), which order as text; the rest are numbers.
    if (!(typeof low === "string" && typeof high === "string") && !(typeof low === "number" && typeof high === "number")) continue;
    if (rule.strict ? high <= low : high < low) report(doc, rule.high, rule.sentence(String(low), String(high)));
  }
}

/** The settings of config/constants.json that are regular expressions, and how each is compiled where it is used. */
const patterns: { pointer: string; flags: string; what: string }[] = [
  { pointer: "/leadForm/emailPattern", flags: "", what: "The lead form's email pattern" },
  { pointer: "/chat/namePattern", flags: "u", what: "The chat bot's name pattern" },
];

/**
 * Each pattern setting compiles as its user compiles it (the chat's with the Unicode flag, so `\p{L}` is a letter):
 * a pattern that does not is reported at its place, not met as an error by a visitor's answer.
 */
export function checkConstantPatterns({ report, single }: ReferenceCheck): void {
  const doc = single("constants");
  for (const { pointer, flags, what } of patterns) {
    const pattern = valueAt(doc.data, pointer);
    if (typeof pattern !== "string") continue;
    try {
      new RegExp(pattern, flags);
    } catch (error) {
      report(doc, pointer, `${what} is not a regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, "")}); write it as JavaScript reads one${flags ? ` with the '${flags}' flag` : ""}`);
    }
  }
}
