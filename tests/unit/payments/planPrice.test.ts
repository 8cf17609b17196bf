import { describe, expect, it } from "vitest";
import plansDocument from "../../../config/plans.json" with { type: "json" };
import type { PlansDocument } from "../../../src/documents/types.js";
import { formatRupees } from "../../../src/lib/rupees.js";
import { findPlan, planPrice, type Plan } from "../../../src/rules/planPrice.js";

const plans = plansDocument as PlansDocument;
const plan = (fee: number, gst: Plan["gstRatePercent"], gov: number[] = []): Plan => ({
  id: "test-plan",
  name: "Test",
  summary: "A plan made up by this test.",
  includes: ["One thing"],
  professionalFeePaise: fee,
  gstRatePercent: gst,
  governmentFees: gov.map((amountPaise, i) => ({ label: `Fee ${i}`, amountPaise })),
});

describe("a plan's price", () => {
  it("GST on the professional fee only; government fees passed on; the total their sum", () => {
    expect(planPrice(plan(149900, 18, [100000]))).toEqual({
      professionalFeePaise: 149900,
      gstRatePercent: 18,
      gstPaise: 26982,
      governmentFees: [{ label: "Fee 0", amountPaise: 100000 }],
      totalPaise: 276882,
    });
  });

  it("GST is rounded to the nearest paisa", () => {
    expect(planPrice(plan(333, 18)).gstPaise).toBe(60); // 59.94
    expect(planPrice(plan(337, 5)).gstPaise).toBe(17); // 16.85
    expect(planPrice(plan(99900, 0)).totalPaise).toBe(99900);
  });

  it("finds a plan and its service by id, across services", () => {
    expect(findPlan(plans, "gst-registration-standard")).toMatchObject({ serviceId: 95, plan: { name: "Standard" } });
    expect(findPlan(plans, "no-such-plan")).toBeUndefined();
  });
});

describe("rupees as a visitor reads them", () => {
  it("Indian digit grouping, paise only when there are some", () => {
    expect(formatRupees(149900)).toBe("₹1,499");
    expect(formatRupees(17688210)).toBe("₹1,76,882.10");
    expect(formatRupees(100000000)).toBe("₹10,00,000");
    expect(formatRupees(50)).toBe("₹0.50");
  });
});

describe("the payment display of constants.payment (config.display of the checkout)", () => {
  it("a highlighted block of gpay, phonepe and paytm, then upi, card and netbanking; cardless EMI and the listed banks hidden", async () => {
    const { paymentDisplay } = await import("../../../src/rules/paymentDisplay.js");
    const constants = (await import("../../../config/constants.json", { with: { type: "json" } })).default;
    const display = paymentDisplay({ ...constants.payment, hiddenNetbankingBanks: ["PUNB_R"] } as never, "Pay using UPI apps");
    expect(display).toEqual({
      blocks: { highlighted: { name: "Pay using UPI apps", instruments: [{ method: "upi", flows: ["intent"], apps: ["gpay", "phonepe", "paytm"] }] } },
      sequence: ["block.highlighted", "upi", "card", "netbanking"],
      hide: [{ method: "cardless_emi" }, { method: "netbanking", banks: ["PUNB_R"] }],
      preferences: { show_default_blocks: false },
    });
  });
});
