import type { ConstantsDocument } from "../documents/types.js";
import type { AnalyticsConstants } from "../analytics/eventPayload.js";

/** The constants a block's analytics events need, picked at build time so that the page embeds nothing else. */
export function analyticsConstants(c: ConstantsDocument): AnalyticsConstants {
  return {
    analytics: c.analytics,
    storage: { analyticsCookie: c.storage.analyticsCookie },
    leadDefaults: { workflow: c.leadDefaults.workflow },
  };
}
