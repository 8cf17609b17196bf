import type { ConstantsDocument } from "../../renderer/types/documents.js";

/** The analytics event body of spec section 3, as /api/event-track takes it (schemas/api/event-track.schema.json). */
export interface EventPayload {
  eventName: string;
  event: string;
  eventProperties: { label: string; value: string };
  _ga: string;
  platform: string;
  eventTime: string;
  url: string;
  workflow: string;
  screenName: string;
  userAgent: string;
  serviceId: number | null;
}

export type AnalyticsConstants = Pick<ConstantsDocument, "analytics"> & {
  storage: Pick<ConstantsDocument["storage"], "analyticsCookie">;
  leadDefaults: Pick<ConstantsDocument["leadDefaults"], "workflow">;
};

/** What the browser knows when an event happens; passed in so that the payload is plain data, testable without a DOM. */
export interface EventContext {
  url: string;
  userAgent: string;
  cookie: string;
  now: Date;
  serviceId?: number;
}

/** The analytics client id from the analytics cookie (the _ga value), or "" when there is none. */
export function analyticsClientId(cookie: string, cookieName: string): string {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return decodeURIComponent(rest.join("="));
  }
  return "";
}

/** A header click event: a tab opened (menu-click) or a menu link followed (menu-service-click). */
export function headerClickEvent(
  kind: "tab" | "link",
  label: string,
  value: string,
  constants: AnalyticsConstants,
  ctx: EventContext,
): EventPayload {
  const a = constants.analytics;
  return {
    eventName: kind === "tab" ? a.menuClickEvent : a.menuServiceClickEvent,
    event: a.clickEvent,
    eventProperties: { label, value },
    _ga: analyticsClientId(ctx.cookie, constants.storage.analyticsCookie),
    platform: a.platform,
    eventTime: ctx.now.toISOString(),
    url: ctx.url,
    workflow: constants.leadDefaults.workflow,
    screenName: a.headerScreenName,
    userAgent: ctx.userAgent,
    serviceId: ctx.serviceId ?? null,
  };
}
