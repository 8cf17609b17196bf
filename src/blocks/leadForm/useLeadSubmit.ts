import { useEffect, useState, useSyncExternalStore } from "react";
import type { LeadFormApi } from "../../api/leadForm.js";
import type { LeadFormData } from "./leadFormData.js";
import { LeadSubmitFlow, type LeadSubmitOptions } from "./leadSubmitFlow.js";
import type { LeadTrack } from "./leadTracking.js";

export interface LeadSubmitWiring {
  api: LeadFormApi;
  track: LeadTrack;
  /** Clears the form after a successful lead (the reset option). */
  resetForm(): void;
  leadCallback?: LeadSubmitOptions["leadCallback"];
  onSuccess?: LeadSubmitOptions["onSuccess"];
}

/**
 * The lead form's submission flow wired to the browser: made once per form (its options come from the resolved form
 * data, which does not change), its state drawn through React, and the captcha token asked for as the form appears.
 */
export function useLeadSubmit(data: LeadFormData, wiring: LeadSubmitWiring) {
  const [flow] = useState(() => {
    const { form, rules, messages } = data;
    return new LeadSubmitFlow(
      {
        serviceId: data.serviceId,
        skipCaptchaForServiceIds: rules.captchaSkipForServiceIds,
        otp: rules.otp,
        formResetFlagMs: rules.formResetFlagMs,
        thankYouRoute: rules.leadForm.thankYouRoute,
        resetForm: form.afterSuccess?.resetForm,
        cookieEvent: form.afterSuccess?.cookieEvent,
        events: rules.leadForm.events,
        messages: {
          limitReached: messages.otp.limitReached,
          failed: messages.otp.failed,
          submitFailed: messages.leadForm.submitFailed,
          processLeadAfterCaptchaFailed: messages.processLeadAfterCaptchaFailed,
        },
        leadCallback: wiring.leadCallback,
        onSuccess: wiring.onSuccess,
      },
      {
        api: wiring.api,
        now: () => Date.now(),
        redirect: (url) => window.location.assign(url),
        setCookie: (name, value) => void (document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax`),
        track: wiring.track,
        log: (message, detail) => console.error(message, detail),
        resetForm: wiring.resetForm,
        setTimer: (run, ms) => void window.setTimeout(run, ms),
      },
    );
  });
  const submitState = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => void flow.loadCaptcha(), [flow]);
  return { flow, submitState };
}
