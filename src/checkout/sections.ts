import type { CheckoutDisplay } from "../rules/paymentDisplay.js";
import type { Bank, CheckoutWords } from "./baked.js";

/** One part of the methods view, in the order drawn. */
export type Section =
  | { kind: "apps"; heading: string; apps: { code: string; name: string }[] }
  | { kind: "upi"; heading: string }
  | { kind: "card"; heading: string }
  | { kind: "netbanking"; heading: string; banks: Bank[] };

/** The methods the embedded checkout can take; Razorpay's others (wallets, EMI...) are never drawn by it. */
const drawable = ["upi", "card", "netbanking"] as const;
type Drawable = (typeof drawable)[number];
const isDrawable = (m: string): m is Drawable => (drawable as readonly string[]).includes(m);

/**
 * What the pop-up draws, from `config.display` as Razorpay reads it: `sequence` in order ("block.<code>" is a
 * named block of `blocks`, else a method), then the default methods when `preferences.show_default_blocks`; a
 * `hide` entry without banks hides its method everywhere, one with banks hides those banks. No display: every method.
 */
export function sectionsOf(display: CheckoutDisplay | undefined, banks: Bank[], words: CheckoutWords): Section[] {
  const hiddenMethods = new Set((display?.hide ?? []).filter((i) => !("banks" in i && i.banks?.length)).map((i) => i.method));
  const hiddenBanks = new Set((display?.hide ?? []).flatMap((i) => (i.method === "netbanking" && "banks" in i ? (i.banks ?? []) : [])));
  const sequence = display ? [...display.sequence, ...(display.preferences?.show_default_blocks ? drawable : [])] : [...drawable];
  const sections: Section[] = [];
  const drawn = new Set<string>();
  const method = (m: string, heading: string, only?: string[]) => {
    if (!isDrawable(m) || hiddenMethods.has(m)) return;
    if (m !== "netbanking") return sections.push(m === "upi" ? { kind: m, heading } : { kind: m, heading });
    const offered = banks.filter((b) => !hiddenBanks.has(b.code) && (!only || only.includes(b.code)));
    if (offered.length) sections.push({ kind: m, heading, banks: offered });
  };
  for (const entry of sequence) {
    if (drawn.has(entry)) continue;
    drawn.add(entry);
    const block = entry.startsWith("block.") ? display?.blocks[entry.slice("block.".length)] : undefined;
    if (!block) {
      method(entry, isDrawable(entry) ? words.methods[entry] : entry);
      continue;
    }
    for (const instrument of block.instruments) {
      if (instrument.method === "upi" && "apps" in instrument && instrument.apps?.length) {
        if (hiddenMethods.has("upi")) continue;
        // An app the documents give no name is not drawn: the pop-up would have nothing to call its button.
        const apps = instrument.apps.filter((code) => words.apps[code]).map((code) => ({ code, name: words.apps[code] }));
        if (apps.length) sections.push({ kind: "apps", heading: block.name, apps });
      } else method(instrument.method, block.name, "banks" in instrument ? instrument.banks : undefined);
    }
  }
  return sections;
}
