import type { LeadAnswer } from "../../api/leadForm.js";
import { firePixel } from "../../lib/clickPixel.js";
import { FlowStore } from "../flowStore.js";
import { emptyDigits, otpEntryReducer, type OtpEntryAction } from "../otp/otpEntry.js";
import { secondsUntil } from "../ui/countdown.js";
import type { LeadValues } from "./leadValues.js";
import type { LeadSubmitDeps, LeadSubmitOptions, LeadSubmitState } from "./leadSubmitState.js";

// The lead form builds the options; it imports them with the flow.
export type { LeadSubmitOptions } from "./leadSubmitState.js";

/**
 * The lead form's submission (docs/leads.md; every transition in tests/unit/leads/leadSubmitFlow.test.ts), plain TypeScript with no DOM: captcha, lead, spam route,
 * OTP popup, captcha-failure path, success. The form draws `state` and calls the methods; the API, the clock,
 * the address bar, cookies, analytics and the console come in through `LeadSubmitDeps`.
 */
export class LeadSubmitFlow extends FlowStore<LeadSubmitState> {
  private token: string | null = null;
  private tokenLoading: Promise<void> | null = null;
  private pending: { values: LeadValues; route: "direct" | "spam"; ticketData?: unknown } | null = null;
  /** The last code sent: its number and when the next may be asked for. */
  private lastCode: { mobileNumber: string; resendAt: number } | null = null;

  constructor(
    private options: LeadSubmitOptions,
    private deps: LeadSubmitDeps,
  ) {
    super({ phase: "idle", notice: null, otp: null, resetFlag: false });
  }

  /** A captcha token on load, and a fresh one after the form is clicked (a token is single use and short lived). */
  loadCaptcha(): Promise<void> {
    if (this.tokenLoading) return this.tokenLoading;
    this.tokenLoading = this.deps.api.captchaToken().then((a) => {
      this.token = a.ok && a.body.token ? a.body.token : null;
      if (!a.ok) this.deps.log("captcha token failed", a);
      this.tokenLoading = null;
    });
    return this.tokenLoading;
  }
  formClicked(): void {
    if (this.state.phase === "idle") void this.loadCaptcha();
  }

  private get skipsCaptcha() {
    return this.options.serviceId !== undefined && this.options.skipCaptchaForServiceIds.includes(this.options.serviceId);
  }

  /** Submit valid values: the lead callback, the OTP step for 248 and 78, or the captcha check. */
  async submit(values: LeadValues): Promise<void> {
    if (this.state.phase !== "idle") return;
    if (this.options.leadCallback) return this.options.leadCallback(values);
    this.pending = { values, route: "direct" };
    this.set({ phase: "submitting", notice: null });
    if (this.skipsCaptcha) return this.askOtp(values, false);
    if (this.tokenLoading) await this.tokenLoading;
    const token = this.token;
    this.token = null; // tokens are single use; the next click fetches another
    if (!token) return this.captchaFailurePath(values);
    const check = await this.deps.api.captchaVerification(token);
    if (!check.ok) return this.networkFailure(check);
    if (check.body.success) return this.createLead(values, false, token);
    return this.spamRoute(values, { score: check.body.score });
  }

  private async createLead(values: LeadValues, otpVerifiedStatus: boolean, captchaToken?: string) {
    const answer = await this.deps.api.createLead({ values, otpVerifiedStatus, ...(captchaToken ? { captchaToken } : {}) });
    const forbidden = answer.status === 403 || (answer.body as LeadAnswer | null)?.error?.status === 403;
    if (forbidden) return this.spamRoute(values, { csrfFailed: true });
    if (!answer.ok || !answer.body.status) return this.networkFailure(answer);
    this.succeed(answer.body);
  }

  /** Spam route: the lead is created with the score or csrfFailed, then the mobile number is verified by OTP. */
  private async spamRoute(values: LeadValues, extra: { score?: number; csrfFailed?: true }) {
    const answer = await this.deps.api.spamCheck({ values, ...extra });
    if (!answer.ok || !answer.body.status) return this.networkFailure(answer);
    this.pending = { values, route: "spam", ticketData: answer.body.ticketData };
    return this.askOtp(values, true);
  }

  private async askOtp(values: LeadValues, spam: boolean) {
    const mobileNumber = String(values.phone);
    // The popup closed and the form sent again while the countdown of a code to the same number still runs:
    // that code is still good and the server would refuse another one yet, so the popup reopens on it.
    const last = this.lastCode;
    if (last && last.mobileNumber === mobileNumber && this.deps.now() < last.resendAt) return this.showOtp(mobileNumber, last.resendAt, null);
    const sent = await this.deps.api.leadOtp({ mobileNumber, email: String(values.email) });
    if (!sent.ok && spam) return this.deps.redirect(this.options.thankYouRoute);
    if (!sent.ok && sent.status === 0) return this.networkFailure(sent);
    const resendAt = this.deps.now() + this.options.otp.resendCountdownSeconds * 1000;
    if (sent.ok) this.lastCode = { mobileNumber, resendAt };
    this.showOtp(mobileNumber, resendAt, sent.ok ? null : this.otpMessage(sent.status));
  }

  private showOtp(mobileNumber: string, resendAt: number, notice: string | null) {
    this.set({ phase: "otp", otp: { digits: emptyDigits(this.options.otp.length), status: notice ? "error" : "empty", notice, resendAt, mobileNumber } });
  }

  private otpMessage(status: number) {
    return status === 429 ? this.options.messages.limitReached : this.options.messages.failed;
  }

  /** Digits typed or pasted into the boxes from `index`; the last digit verifies. Returns the box to focus. */
  enterDigits(index: number, typed: string): number {
    if (this.state.otp?.status === "verifying") return index;
    return this.editOtp({ type: "typed", index, text: typed }) ?? index;
  }

  /** Backspace in an empty box: the box to focus, or null when the key is left to the browser (the first box). */
  backspace(index: number): number | null {
    return this.editOtp({ type: "backspace", index });
  }

  private editOtp(action: OtpEntryAction): number | null {
    const otp = this.state.otp;
    if (!otp) return null;
    const step = otpEntryReducer({ digits: otp.digits, refused: otp.status === "error" }, action);
    if (!step) return null;
    if (otp.status === "verifying") return step.focus; // the code is being checked: the boxes keep it
    this.set({ otp: { ...otp, digits: step.entry.digits, status: "empty", notice: null } });
    if (step.complete) void this.verifyOtp();
    return step.focus;
  }

  private async verifyOtp() {
    const otp = this.state.otp!;
    const p = this.pending!;
    this.set({ otp: { ...otp, status: "verifying" } });
    const answer = await this.deps.api.leadOtp({ mobileNumber: String(p.values.phone), email: String(p.values.email), otp: otp.digits.join("") });
    if (!this.state.otp) return; // closed meanwhile
    if (!answer.ok) return this.set({ otp: { ...this.state.otp, status: "error", notice: this.otpMessage(answer.status) } });
    firePixel("contactVerified");
    if (p.route === "spam") {
      // The spam route created the lead already: the follow-up ticket call completes it.
      const t = await this.deps.api.ticket(p.ticketData);
      if (!t.ok) this.deps.log("ticket call failed", t);
      const redirect = t.ok ? (t.body as { redirect?: string } | null)?.redirect : undefined;
      return this.succeed({ status: true, ticketData: p.ticketData, redirect: redirect ?? this.options.thankYouRoute });
    }
    const lead = await this.deps.api.createLead({ values: p.values, otpVerifiedStatus: true });
    if (!lead.ok || !lead.body.status) return this.set({ otp: { ...this.state.otp!, status: "error", notice: this.options.messages.failed } });
    this.succeed(lead.body);
  }

  resendSecondsLeft(): number {
    return this.state.otp ? secondsUntil(this.state.otp.resendAt, this.deps.now()) : 0;
  }

  async resendOtp(): Promise<void> {
    const otp = this.state.otp;
    if (!otp || !this.pending || this.resendSecondsLeft() > 0) return;
    const resendAt = this.deps.now() + this.options.otp.resendCountdownSeconds * 1000;
    this.lastCode = { mobileNumber: otp.mobileNumber, resendAt };
    this.set({ otp: { ...otp, digits: emptyDigits(otp.digits.length), status: "empty", notice: null, resendAt } });
    const sent = await this.deps.api.leadOtp({ mobileNumber: String(this.pending.values.phone), email: String(this.pending.values.email) });
    if (!sent.ok && this.state.otp) this.set({ otp: { ...this.state.otp, status: "error", notice: this.otpMessage(sent.status) } });
  }

  /** Closing the OTP popup clears loading; the form keeps its input. */
  closeOtp(): void {
    this.set({ phase: "idle", otp: null });
  }

  /** The captcha-failure path: the lead is processed with the captcha-failed flag. */
  private async captchaFailurePath(values: LeadValues) {
    const answer = await this.deps.api.captchaFailLead({ ...values, captchaFailed: true });
    if (!answer.ok || !answer.body.status) {
      this.deps.log(this.options.messages.processLeadAfterCaptchaFailed, answer);
      return this.set({ phase: "idle" });
    }
    this.deps.track(this.options.events.leadFromCaptcha, this.options.events.leadFromCaptchaLabel);
    this.succeed({ ...answer.body, status: true });
  }

  private networkFailure(detail: unknown) {
    this.deps.log("lead not sent", detail);
    this.set({ phase: "idle", otp: null, notice: this.options.messages.submitFailed });
  }

  /** After a lead: loading stops, the cookie is set, then the success callback or the redirect; the reset option clears the form. */
  private succeed(answer: LeadAnswer) {
    firePixel("leadCreated");
    this.pending = null;
    this.set({ phase: "idle", otp: null, notice: null });
    if (this.options.cookieEvent) this.deps.setCookie(this.options.cookieEvent.name, this.options.cookieEvent.value);
    if (this.options.resetForm) {
      this.deps.resetForm();
      this.set({ resetFlag: true });
      this.deps.setTimer(() => this.set({ resetFlag: false }), this.options.formResetFlagMs);
    }
    if (this.options.onSuccess) return this.options.onSuccess(answer);
    if (!this.options.resetForm) this.deps.redirect(answer.redirect ?? this.options.thankYouRoute);
  }
}
