import type { ConstantsDocument } from "../documents/types.js";
import type { ApiEventTrackDocument } from "../contract/types.js";

/** The analytics event body: the type generated from schemas/api/event-track.schema.json. */
export type EventPayload = ApiEventTrackDocument;

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
): Required<EventPayload> {
  const a = constants.analytics;
  return siteEvent(kind === "tab" ? a.menuClickEvent : a.menuServiceClickEvent, a.clickEvent, label, value, constants, ctx);
}

/** One of the login panel's events (analytics.loginEvents of config/constants.json: grc_login_clicked, login_details_entered, ...). */
export function loginEvent(
  name: keyof Omit<AnalyticsConstants["analytics"]["loginEvents"], "loginEvent">,
  label: string,
  constants: AnalyticsConstants,
  ctx: EventContext,
): Required<EventPayload> {
  const e = constants.analytics.loginEvents;
  return siteEvent(e[name], e.loginEvent, label, "", constants, ctx);
}

/** One of the lead form's events (field entry, selection, submit_click, the captcha-path lead), with the form's screen name. */
export function leadFormEvent(eventName: string, event: string, label: string, value: string, constants: AnalyticsConstants, ctx: EventContext, screenName: string): Required<EventPayload> {
  return { ...siteEvent(eventName, event, label, value, constants, ctx), screenName };
}

/** The event payload (schemas/api/event-track.schema.json); events from the header and its login panel carry the header's screen name. */
function siteEvent(eventName: string, event: string, label: string, value: string, constants: AnalyticsConstants, ctx: EventContext): Required<EventPayload> {
  const a = constants.analytics;
  return {
    eventName,
    event,
    eventProperties: { label, value },
    _ga: analyticsClientId(ctx.cookie, constants.storage.analyticsCookie),
    // The server's schema fixes the platform; a unit test checks this payload against that schema.
    platform: a.platform as EventPayload["platform"],
    eventTime: ctx.now.toISOString(),
    url: ctx.url,
    workflow: constants.leadDefaults.workflow,
    screenName: a.headerScreenName,
    userAgent: ctx.userAgent,
    serviceId: ctx.serviceId ?? null,
  };
}
