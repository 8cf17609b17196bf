import { withClient } from "../api/lazyClient.js";
import type { EventPayload } from "./eventPayload.js";
import { eventTrackPath } from "../contract/apiCalls.js";

/**
 * Sends an analytics event and forgets it: it never delays navigation (a
 * keepalive request outlives the page) and a failure is swallowed
 * (the client never throws).
 */
export function sendEvent(payload: EventPayload, endpoint = eventTrackPath): void {
  withClient((client) => void client.callJson(endpoint, { method: "POST", body: payload, keepalive: true }));
}
