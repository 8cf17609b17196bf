import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../../src/documents/validateSite.js";
import { bakeCheckout } from "../../../src/cli/buildCheckout.js";
import { sectionsOf } from "../../../src/checkout/sections.js";
import { paymentDisplay, type CheckoutDisplay } from "../../../src/rules/paymentDisplay.js";
import { projectRoot } from "../fixtureSite.js";

const { model } = loadSite(projectRoot);
const baked = bakeCheckout(model!, join(projectRoot, "schemas"));
const { words, banks } = baked;
const kinds = (display: CheckoutDisplay | undefined) => sectionsOf(display, banks, words).map((s) => s.kind);
const base = paymentDisplay(model!.constants.payment, "UPI apps");

describe("what the embedded checkout draws from config.display", () => {
  it("constants.payment: the highlighted UPI apps, then UPI, card and net banking; without a display every method", () => {
    expect(kinds(base)).toEqual(["apps", "upi", "card", "netbanking"]);
    expect(sectionsOf(base, banks, words)[0]).toEqual({ kind: "apps", heading: "UPI apps", apps: [{ code: "gpay", name: "Google Pay" }, { code: "phonepe", name: "PhonePe" }, { code: "paytm", name: "Paytm" }] });
    expect(kinds(undefined)).toEqual(["upi", "card", "netbanking"]);
  });

  it("follows the sequence, skips what it cannot take, and adds the default methods only when show_default_blocks", () => {
    expect(kinds({ ...base, sequence: ["netbanking", "wallet", "upi"] })).toEqual(["netbanking", "upi"]);
    expect(kinds({ ...base, sequence: ["card"], preferences: { show_default_blocks: true } })).toEqual(["card", "upi", "netbanking"]);
  });

  it("hides a method everywhere (UPI hides the UPI apps too), and hidden banks from the bank list", () => {
    expect(kinds({ ...base, hide: [{ method: "upi" }, { method: "cardless_emi" }] })).toEqual(["card", "netbanking"]);
    const nb = sectionsOf({ ...base, hide: [{ method: "netbanking", banks: ["HDFC"] }] }, banks, words).find((s) => s.kind === "netbanking");
    expect(nb && "banks" in nb && nb.banks.map((b) => b.code)).toEqual(banks.map((b) => b.code).filter((c) => c !== "HDFC"));
  });

  it("a block of banks offers only those banks, under the block's name; an app with no name in the documents is left out", () => {
    const display: CheckoutDisplay = {
      blocks: { axis: { name: "Pay using Axis Bank", instruments: [{ method: "netbanking", banks: ["UTIB"] }] }, apps: { name: "Apps", instruments: [{ method: "upi", flows: ["intent"], apps: ["unknownapp"] }] } },
      sequence: ["block.axis", "block.apps"],
      hide: [],
      preferences: { show_default_blocks: false },
    };
    expect(sectionsOf(display, banks, words)).toEqual([{ kind: "netbanking", heading: "Pay using Axis Bank", banks: [{ code: "UTIB", name: "Axis Bank" }] }]);
  });

  it("the build bakes the payment call's field rules from its schema", () => {
    expect(baked.patterns).toEqual({ vpa: "^[A-Za-z0-9._-]+@[A-Za-z0-9]+$", cardNumber: "^[0-9]{12,19}$", cvv: "^[0-9]{3,4}$", otp: "^[0-9]{1,10}$" });
    expect(baked.expiry).toEqual({ minMonth: 1, maxMonth: 12, firstYear: 2000 });
  });
});
