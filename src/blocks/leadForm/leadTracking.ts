import type { ApiLeadsUserTrackBody } from "../../contract/types.js";
import { leadFormEvent } from "../../analytics/eventPayload.js";
import { sendEvent } from "../../analytics/sendEvent.js";
import type { LeadFormData } from "./leadFormData.js";
import type { LeadValues } from "./leadValues.js";

/** Sends one lead form analytics event (the names are leadForm.events of config/constants.json): field entered, option selected, submit click, the captcha-path lead. */
export type LeadTrack = (eventName: string, label: string, value?: string) => void;

/** The form's event sender: the page's service and the browser's address, agent, cookie and clock at the moment of the event. */
export function leadFormTracker(data: LeadFormData): LeadTrack {
  const { leadForm } = data.rules;
  return (eventName, label, value = "") =>
    sendEvent(
      leadFormEvent(
        eventName,
        leadForm.events.event,
        label,
        value,
        data.analytics,
        { url: location.href, userAgent: navigator.userAgent, cookie: document.cookie, now: new Date(), serviceId: data.serviceId },
        leadForm.screenName,
      ),
    );
}

/** The user-track body sent with a valid submit: the visitor's contact and the browser's context. */
export function userTrackBody(values: LeadValues, data: LeadFormData) {
  const { leadForm, leadDefaults } = data.rules;
  return {
    cookie: document.cookie,
    referrer: document.referrer,
    url: location.href,
    localreferrer: document.referrer,
    userAgent: navigator.userAgent,
    ticketId: "",
    mode: leadForm.trackMode,
    pageType: leadDefaults.pageType,
    flag: leadForm.trackFlag,
    email: values.email,
    mobile: values.phone,
    city: leadForm.trackCity,
    language: values.language,
    serviceId: data.serviceId ?? null,
    channel: leadForm.channel,
  } satisfies ApiLeadsUserTrackBody;
}
