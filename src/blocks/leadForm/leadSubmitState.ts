import type { LeadAnswer, LeadFormApi } from "../../api/leadForm.js";
import type { OtpRules } from "../otp/otpRules.js";
import type { LeadValues } from "./leadValues.js";

/** What the lead form's submission holds (`LeadSubmitState`), is told by the form (`LeadSubmitOptions`) and needs from the page (`LeadSubmitDeps`); LeadSubmitFlow runs it. */
export type LeadPhase = "idle" | "submitting" | "otp";
export type LeadOtpStatus = "empty" | "verifying" | "error";

export interface LeadSubmitState {
  phase: LeadPhase;
  /** Shown under the button when sending failed; the visitor's input stays and a retry sends it. */
  notice: string | null;
  otp: { digits: string[]; status: LeadOtpStatus; notice: string | null; resendAt: number; mobileNumber: string } | null;
  /** True for a moment after a successful lead cleared the form (the reset option). */
  resetFlag: boolean;
}

export interface LeadSubmitOptions {
  serviceId?: number;
  skipCaptchaForServiceIds: number[];
  otp: OtpRules;
  formResetFlagMs: number;
  thankYouRoute: string;
  resetForm?: boolean;
  cookieEvent?: { name: string; value: string };
  events: { leadFromCaptcha: string; leadFromCaptchaLabel: string };
  messages: { limitReached: string; failed: string; submitFailed: string; processLeadAfterCaptchaFailed: string };
  /** Receives the values instead of the normal flow (the lead-callback option). */
  leadCallback?(values: LeadValues): void;
  /** Called after a successful lead instead of the redirect. */
  onSuccess?(answer: LeadAnswer): void;
}

export interface LeadSubmitDeps {
  api: LeadFormApi;
  now(): number;
  redirect(url: string): void;
  setCookie(name: string, value: string): void;
  /** An analytics event of the flow (the captcha-path lead). */
  track(eventName: string, label: string): void;
  log(message: string, detail?: unknown): void;
  /** Clears the form (reset option). */
  resetForm(): void;
  setTimer(run: () => void, ms: number): void;
}
