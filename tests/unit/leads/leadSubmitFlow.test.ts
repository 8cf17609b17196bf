import { describe, expect, it, vi } from "vitest";
import type { LeadFormApi } from "../../../src/api/leadForm.js";
import { LeadSubmitFlow, type LeadSubmitOptions } from "../../../src/blocks/leadForm/leadSubmitFlow.js";
import type { LeadValues } from "../../../src/blocks/leadForm/leadValues.js";

// Every transition of the lead form's submission (docs/leads.md) and each failure's message, on canned answers.
const ok = <T,>(body: T, status = 200) => Promise.resolve({ ok: true as const, status, body });
const fail = (status: number, body: unknown = null) => Promise.resolve({ ok: false as const, status, body });
const values = { phone: "9812345670", email: "asha@example.com" } as unknown as LeadValues;

function setup(opts: Partial<LeadSubmitOptions> = {}, api: Partial<Record<keyof LeadFormApi, any>> = {}) {
  let now = 0;
  const calls: string[] = [];
  const spy = (name: keyof LeadFormApi, impl: (...a: any[]) => any) => vi.fn((...a: any[]) => (calls.push(name), impl(...a)));
  const full = {
    captchaToken: spy("captchaToken", () => ok({ token: "t1" })),
    captchaVerification: spy("captchaVerification", () => ok({ status: true, success: true, score: 0.9 })),
    createLead: spy("createLead", () => ok({ status: true, ticketData: { id: 1 }, redirect: "/thank-you?lead=1" })),
    spamCheck: spy("spamCheck", () => ok({ status: true, ticketData: { id: 2 }, needsOtp: true })),
    leadOtp: spy("leadOtp", () => ok({ status: true })),
    ticket: spy("ticket", () => ok({ status: true })),
    captchaFailLead: spy("captchaFailLead", () => ok({ status: true, redirect: "/thank-you?lead=3" })),
    ...Object.fromEntries(Object.entries(api).map(([k, f]) => [k, spy(k as keyof LeadFormApi, f)])),
  } as unknown as LeadFormApi;
  const deps = { api: full, now: () => now, redirect: vi.fn(), setCookie: vi.fn(), track: vi.fn(), log: vi.fn(), resetForm: vi.fn(), setTimer: vi.fn() };
  const flow = new LeadSubmitFlow(
    {
      serviceId: 95,
      skipCaptchaForServiceIds: [248, 78],
      otp: { length: 6, resendCountdownSeconds: 30 },
      formResetFlagMs: 1000,
      thankYouRoute: "/thank-you",
      events: { leadFromCaptcha: "lead_created_successfully_from_captcha", leadFromCaptchaLabel: "entered" },
      messages: { limitReached: "You've reached the OTP limit. Retry later!.", failed: "OTP verification failed! Please try again", submitFailed: "not sent", processLeadAfterCaptchaFailed: "error in processLead from captha fail" },
      ...opts,
    },
    deps,
  );
  return { flow, api: full as any, deps, calls, tick: (ms: number) => (now += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("captcha, then the lead", () => {
  it("a token on load; on submit it is checked; success creates the lead with it and redirects to the server's address", async () => {
    const { flow, api, deps, calls } = setup();
    await flow.loadCaptcha();
    const done = flow.submit(values);
    expect(flow.getState().phase).toBe("submitting");
    await done;
    expect(calls).toEqual(["captchaToken", "captchaVerification", "createLead"]);
    expect(api.captchaVerification).toHaveBeenCalledWith("t1");
    expect(api.createLead).toHaveBeenCalledWith({ values, otpVerifiedStatus: false, captchaToken: "t1" });
    expect(flow.getState().phase).toBe("idle");
    expect(deps.redirect).toHaveBeenCalledWith("/thank-you?lead=1");
  });
  it("a click on the form fetches a fresh token", async () => {
    const { flow, calls } = setup();
    await flow.loadCaptcha();
    flow.formClicked();
    await settle();
    expect(calls).toEqual(["captchaToken", "captchaToken"]);
  });
  it("a failed check goes to the spam route with the score, then OTP", async () => {
    const { flow, api } = setup({}, { captchaVerification: () => ok({ status: true, success: false, score: 0.1 }) });
    await flow.loadCaptcha();
    await flow.submit(values);
    expect(api.spamCheck).toHaveBeenCalledWith({ values, score: 0.1 });
    expect(api.leadOtp).toHaveBeenCalledWith({ mobileNumber: "9812345670", email: "asha@example.com" });
    expect(flow.getState().phase).toBe("otp");
    expect(flow.getState().otp?.mobileNumber).toBe("9812345670");
  });
  it("a 403 answer goes to the spam route with csrfFailed, then OTP", async () => {
    const { flow, api } = setup({}, { createLead: () => fail(403, { status: false, error: { status: 403 } }) });
    await flow.loadCaptcha();
    await flow.submit(values);
    expect(api.spamCheck).toHaveBeenCalledWith({ values, csrfFailed: true });
    expect(flow.getState().phase).toBe("otp");
  });
  it("the OTP request failing in the spam route sends the browser to /thank-you", async () => {
    const { flow, deps } = setup({}, { captchaVerification: () => ok({ status: true, success: false, score: 0.1 }), leadOtp: () => fail(500) });
    await flow.loadCaptcha();
    await flow.submit(values);
    expect(deps.redirect).toHaveBeenCalledWith("/thank-you");
  });
  it("service ids 248 and 78 skip the captcha and go straight to OTP; success creates the lead with otpVerifiedStatus true", async () => {
    const { flow, api, calls, deps } = setup({ serviceId: 248 });
    await flow.submit(values);
    expect(calls).toEqual(["leadOtp"]);
    expect(flow.getState().phase).toBe("otp");
    flow.enterDigits(0, "12345");
    expect(api.leadOtp).toHaveBeenCalledTimes(1);
    flow.enterDigits(5, "6"); // the sixth digit verifies
    await settle();
    await settle();
    expect(api.leadOtp).toHaveBeenLastCalledWith({ mobileNumber: "9812345670", email: "asha@example.com", otp: "123456" });
    expect(api.createLead).toHaveBeenCalledWith({ values, otpVerifiedStatus: true });
    expect(flow.getState().phase).toBe("idle");
    expect(deps.redirect).toHaveBeenCalledWith("/thank-you?lead=1");
  });
});

describe("the OTP popup", () => {
  const atOtp = async (leadOtp: (b: { otp?: string }) => unknown) => {
    const s = setup({ serviceId: 78 }, { leadOtp: (b: { otp?: string }) => (b.otp ? leadOtp(b) : ok({ status: true })) });
    await s.flow.submit(values);
    return s;
  };
  it("paste fills the boxes; 429 shows the limit message and highlights; another failure its own message", async () => {
    const s = await atOtp(() => fail(429));
    s.flow.enterDigits(2, "654321");
    await settle();
    expect(s.flow.getState().otp).toMatchObject({ digits: ["6", "5", "4", "3", "2", "1"], status: "error", notice: "You've reached the OTP limit. Retry later!." });
    const t = await atOtp(() => fail(400));
    t.flow.enterDigits(0, "111111");
    await settle();
    expect(t.flow.getState().otp).toMatchObject({ status: "error", notice: "OTP verification failed! Please try again" });
    t.flow.enterDigits(5, ""); // editing a box clears the highlight
    expect(t.flow.getState().otp?.status).toBe("empty");
  });
  it("after a refused code, typing from a box starts the code again there: the stale digits are not sent", async () => {
    const sent: string[] = [];
    const s = await atOtp((b) => (sent.push(b.otp!), fail(401)));
    s.flow.enterDigits(0, "111111");
    await settle();
    s.flow.enterDigits(3, "7");
    expect(s.flow.getState().otp?.digits).toEqual(["1", "1", "1", "7", "", ""]);
    await settle();
    expect(sent).toEqual(["111111"]);
    s.flow.enterDigits(4, "8");
    s.flow.enterDigits(5, "9");
    await settle();
    expect(sent).toEqual(["111111", "111789"]);
  });
  it("closed and sent again within the countdown: the popup reopens on the code already sent, without asking for another", async () => {
    const s = await atOtp(() => ok({}));
    s.tick(10_000);
    s.flow.closeOtp();
    await s.flow.submit(values);
    expect(s.api.leadOtp).toHaveBeenCalledTimes(1);
    expect(s.flow.getState()).toMatchObject({ phase: "otp", otp: { status: "empty", notice: null, mobileNumber: "9812345670" } });
    expect(s.flow.resendSecondsLeft()).toBe(20);
    // Another number, or the countdown over: a new code is asked for.
    s.flow.closeOtp();
    await s.flow.submit({ ...values, phone: "9812345671" } as LeadValues);
    expect(s.api.leadOtp).toHaveBeenCalledTimes(2);
    s.flow.closeOtp();
    s.tick(30_000);
    await s.flow.submit({ ...values, phone: "9812345671" } as LeadValues);
    expect(s.api.leadOtp).toHaveBeenCalledTimes(3);
  });
  it("'Resend OTP in {n}s' counts 30 s; then resend sends again and clears the boxes", async () => {
    const s = await atOtp(() => ok({}));
    expect(s.flow.resendSecondsLeft()).toBe(30);
    s.flow.enterDigits(0, "12");
    await s.flow.resendOtp();
    expect(s.api.leadOtp).toHaveBeenCalledTimes(1);
    s.tick(30000);
    expect(s.flow.resendSecondsLeft()).toBe(0);
    await s.flow.resendOtp();
    expect(s.api.leadOtp).toHaveBeenCalledTimes(2);
    expect(s.flow.getState().otp?.digits.join("")).toBe("");
    expect(s.flow.resendSecondsLeft()).toBe(30);
  });
  it("closing the popup clears loading", async () => {
    const s = await atOtp(() => ok({}));
    s.flow.closeOtp();
    expect(s.flow.getState()).toMatchObject({ phase: "idle", otp: null });
  });
  it("in the spam route the browser goes where the ticket call's answer says (the thank-you page with the ticket)", async () => {
    const s = setup({}, { captchaVerification: () => ok({ status: true, success: false, score: 0.2 }), ticket: () => ok({ status: true, redirect: "/thank-you?ticket=VL-7K2M9QXD" }) });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    s.flow.enterDigits(0, "123456");
    await settle();
    await settle();
    expect(s.deps.redirect).toHaveBeenCalledWith("/thank-you?ticket=VL-7K2M9QXD");
  });
  it("in the spam route a verified OTP completes the lead with the follow-up ticket call", async () => {
    const s = setup({}, { captchaVerification: () => ok({ status: true, success: false, score: 0.2 }) });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    s.flow.enterDigits(0, "123456");
    await settle();
    await settle();
    expect(s.api.ticket).toHaveBeenCalledWith({ id: 2 });
    expect(s.deps.redirect).toHaveBeenCalledWith("/thank-you");
  });
});

describe("other paths", () => {
  it("no captcha token: the captcha-failure path records lead_created_successfully_from_captcha 'entered'", async () => {
    const s = setup({}, { captchaToken: () => fail(0) });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    expect(s.api.captchaFailLead).toHaveBeenCalledWith({ ...values, captchaFailed: true });
    expect(s.deps.track).toHaveBeenCalledWith("lead_created_successfully_from_captcha", "entered");
    expect(s.deps.redirect).toHaveBeenCalledWith("/thank-you?lead=3");
  });
  it("its failure clears loading and is only logged", async () => {
    const s = setup({}, { captchaToken: () => fail(0), captchaFailLead: () => fail(500) });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    expect(s.deps.log).toHaveBeenCalledWith("error in processLead from captha fail", expect.anything());
    expect(s.flow.getState()).toMatchObject({ phase: "idle", notice: null });
  });
  it("the lead-callback option receives the values and skips the flow", async () => {
    const leadCallback = vi.fn();
    const s = setup({ leadCallback });
    await s.flow.submit(values);
    expect(leadCallback).toHaveBeenCalledWith(values);
    expect(s.calls).toEqual([]);
  });
  it("after success: the cookie, then the success callback instead of the redirect; the reset option clears the form with a 1 s flag", async () => {
    const onSuccess = vi.fn();
    const s = setup({ cookieEvent: { name: "iec_lead_sent", value: "1" }, onSuccess, resetForm: true });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    expect(s.deps.setCookie).toHaveBeenCalledWith("iec_lead_sent", "1");
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ redirect: "/thank-you?lead=1" }));
    expect(s.deps.redirect).not.toHaveBeenCalled();
    expect(s.deps.resetForm).toHaveBeenCalled();
    expect(s.flow.getState().resetFlag).toBe(true);
    expect(s.deps.setTimer).toHaveBeenCalledWith(expect.any(Function), 1000);
    s.deps.setTimer.mock.calls[0][0]();
    expect(s.flow.getState().resetFlag).toBe(false);
  });
  it("a network failure keeps nothing busy and says so; a retry sends the same values", async () => {
    let down = true;
    const s = setup({}, { createLead: () => (down ? fail(0) : ok({ status: true, redirect: "/thank-you?lead=9" })) });
    await s.flow.loadCaptcha();
    await s.flow.submit(values);
    expect(s.flow.getState()).toMatchObject({ phase: "idle", notice: "not sent" });
    down = false;
    s.flow.formClicked();
    await s.flow.submit(values);
    expect(s.api.createLead).toHaveBeenLastCalledWith({ values, otpVerifiedStatus: false, captchaToken: "t1" });
    expect(s.deps.redirect).toHaveBeenCalledWith("/thank-you?lead=9");
  });
});
