import type { PlansDocument } from "../documents/types.js";

export type Plan = PlansDocument["services"][number]["plans"][number];

/** A plan's price, line by line, in paise: what the cart shows and, on the server, what an order charges. */
export interface PlanPrice {
  professionalFeePaise: number;
  gstRatePercent: number;
  gstPaise: number;
  governmentFees: { label: string; amountPaise: number }[];
  totalPaise: number;
}

/**
 * The one price rule, for the browser's cart and the server's order alike: GST is charged on our professional fee
 * only (rounded to the nearest paisa), government fees are passed on as they are, and the total is their sum.
 * Whole paise throughout, so no rupee fraction is ever lost to floating point.
 */
export function planPrice(plan: Plan): PlanPrice {
  const gstPaise = Math.round((plan.professionalFeePaise * plan.gstRatePercent) / 100);
  const governmentFees = plan.governmentFees.map((f) => ({ label: f.label, amountPaise: f.amountPaise }));
  const totalPaise = plan.professionalFeePaise + gstPaise + governmentFees.reduce((sum, f) => sum + f.amountPaise, 0);
  return { professionalFeePaise: plan.professionalFeePaise, gstRatePercent: plan.gstRatePercent, gstPaise, governmentFees, totalPaise };
}

/** A plan and the service it belongs to, by plan id (undefined when no plan has that id). */
export function findPlan(plans: PlansDocument, planId: string): { serviceId: number; plan: Plan } | undefined {
  for (const entry of plans.services) {
    const plan = entry.plans.find((p) => p.id === planId);
    if (plan) return { serviceId: entry.serviceId, plan };
  }
  return undefined;
}
