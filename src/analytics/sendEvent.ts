import type { EventPayload } from "./eventPayload.js";

/**
 * Sends an analytics event and forgets it: it never delays navigation (a
 * keepalive request outlives the page) and a failure is swallowed, as spec
 * section 8 says.
 */
export function sendEvent(payload: EventPayload, endpoint = "/api/event-track"): void {
  try {
    void fetch(endpoint, { method: "POST", body: JSON.stringify(payload), headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}
