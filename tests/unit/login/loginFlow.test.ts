import { describe, expect, it, vi } from "vitest";
import type { Contact, LoginApi } from "../../../src/api/login.js";
import type { JsonAnswer } from "../../../src/api/client.js";
import { contactKeyAllowed, contactMaxLength, normaliseContactInput, parseContact } from "../../../src/blocks/login/contactInput.js";
import { LoginFlow, type LoginDeps, type LoginRules } from "../../../src/blocks/login/loginFlow.js";
import { portalHref, signUpHref } from "../../../src/blocks/portal/portalLinks.js";
import { fixture } from "../../component/fixturePage.js";

// Every transition of the login panel, with the rules and words of the documents.
const c = fixture.constants;
const rules: LoginRules = { mobile: { length: c.mobile.length, validFirstDigits: c.mobile.validFirstDigits, pastedPrefixes: c.mobile.pastedPrefixes }, otp: { length: c.otp.length, resendCountdownSeconds: c.otp.resendCountdownSeconds } };
const m = fixture.messages.login;
const ok = <T>(body: T): JsonAnswer<T> => ({ ok: true, status: 200, body });
const fail = (status: number): JsonAnswer<never> => ({ ok: false, status, body: { status: false } });

function setup(api: Partial<Record<keyof LoginApi, ReturnType<typeof vi.fn>>> = {}, storedToken: string | null = null) {
  let token = storedToken;
  let now = 1_000_000;
  const deps = {
    api: {
      verifyUser: api.verifyUser ?? vi.fn(async () => ok({ status: true, inactive: false, isNewUser: false })),
      sendOtp: api.sendOtp ?? vi.fn(async () => ok({ status: true })),
      verifyOtp: api.verifyOtp ?? vi.fn(async () => ok({ status: true, isMultiple: false, user_details: [], data: { token: "tok-1" } })),
      loginUser: api.loginUser ?? vi.fn(async () => ok({ status: true, data: { token: "tok-2" } })),
    } as unknown as LoginApi,
    token: { read: () => token, write: vi.fn((t: string) => void (token = t)), clear: vi.fn(() => void (token = null)) },
    redirect: vi.fn(),
    now: () => now,
    track: vi.fn(),
    log: vi.fn(),
    messages: { inactiveUser: m.inactiveUser, otpFailed: m.otpFailed, otpVerified: m.otpVerified },
    portal: { base: "https://portal.example.in", pageSource: "/gst-registration", clickSource: c.portal.clickSource },
  } satisfies LoginDeps;
  const flow = new LoginFlow(rules, deps);
  return { flow, deps, advance: (ms: number) => void (now += ms), token: () => token };
}
const flush = () => new Promise((r) => setTimeout(r, 0));
async function toOtpScreen(s: ReturnType<typeof setup>, contact = "9812345678") {
  s.flow.setInput(contact);
  await s.flow.submitContact();
}
const typeCode = async (s: ReturnType<typeof setup>, code: string) => {
  [...code].forEach((d, i) => s.flow.enterDigits(i, d));
  await flush();
};

describe("login input", () => {
  it("accepts an email or a 10-digit number starting with 6 to 9; anything else keeps Continue disabled", () => {
    expect(parseContact("9812345678", rules)).toEqual({ kind: "mobile", value: "9812345678" });
    expect(parseContact("6000000000", rules)?.kind).toBe("mobile");
    for (const bad of ["5812345678", "981234567", "0812345678", "", "asha@", "asha@example", "as ha@example.com", "98123456789"]) expect(parseContact(bad, rules), bad).toBeNull();
    expect(parseContact("Asha.Verma@Example.COM", rules)).toEqual({ kind: "email", value: "asha.verma@example.com" });
  });

  it("lowercases, cuts a number at 10 digits, and blocks other keys once the field holds a number", () => {
    expect(normaliseContactInput("ASHA@X.IN", rules)).toBe("asha@x.in");
    expect(normaliseContactInput("981234567899", rules)).toBe("9812345678");
    expect(contactMaxLength("98", rules)).toBe(10);
    expect(contactMaxLength("asha", rules)).toBeUndefined();
    expect(contactKeyAllowed("98", "a")).toBe(false);
    expect(contactKeyAllowed("98", "7")).toBe(true);
    expect(contactKeyAllowed("98", "Backspace")).toBe(true);
    expect(contactKeyAllowed("", "a")).toBe(true);
    expect(contactKeyAllowed("asha", "@")).toBe(true);
  });

  it("keeps a number written with spaces, a '+91' or a '0' as its ten digits, pasted or typed key by key (never its first ten)", () => {
    for (const written of ["+91 98123 45670", "98123 45670", "+91-98123-45670", "098123 45670", "(+91) 98123.45670", "+91 (0) 98123 45670", "+91 098123 45670"]) {
      const kept = normaliseContactInput(written, rules);
      expect(kept, written).toBe("9812345670");
      expect(parseContact(kept, rules), written).toEqual({ kind: "mobile", value: "9812345670" });
    }
    // Key by key, as the field's own rules let the keys through: the space is blocked once it holds digits.
    for (const typed of ["+91 98123 45670", "+91 (0) 98123 45670", "098123 45670"]) {
      let field = "";
      for (const key of typed) {
        if (!contactKeyAllowed(field, key)) continue;
        const max = contactMaxLength(field, rules);
        if (max !== undefined && field.length >= max) continue;
        field = normaliseContactInput(field + key, rules);
      }
      expect(field, typed).toBe("9812345670");
    }
    // A ten-digit number that starts as a prefix does is the number itself.
    expect(normaliseContactInput("9198123456", rules)).toBe("9198123456");
    expect(normaliseContactInput("Asha@X.in", rules)).toBe("asha@x.in");
    expect(normaliseContactInput("+", rules)).toBe("+");
  });

  it("Continue does nothing while the contact is not valid", async () => {
    const s = setup();
    s.flow.setInput("12345");
    await s.flow.submitContact();
    expect(s.deps.api.verifyUser).not.toHaveBeenCalled();
    expect(s.flow.getState().screen).toBe("contact");
  });
});

describe("screen 1 → 2", () => {
  it("an existing active user gets a code by mobile_number and screen 2, with the 30 s countdown", async () => {
    const s = setup();
    await toOtpScreen(s);
    const contact: Contact = { kind: "mobile", value: "9812345678" };
    expect(s.deps.api.verifyUser).toHaveBeenCalledWith(contact);
    expect(s.deps.api.sendOtp).toHaveBeenCalledWith(contact);
    expect(s.flow.getState()).toMatchObject({ screen: "otp", contact, busy: false, otpStatus: "empty" });
    expect(s.flow.resendSecondsLeft()).toBe(30);
    expect(s.deps.track).toHaveBeenCalledWith("detailsEntered", "mobile");
  });

  it("an inactive user stays on screen 1 with the inactive message", async () => {
    const s = setup({ verifyUser: vi.fn(async () => ok({ status: true, inactive: true, isNewUser: false })) });
    await toOtpScreen(s);
    expect(s.flow.getState()).toMatchObject({ screen: "contact", busy: false, notice: { tone: "error", text: "Please try a different mobile number as the one entered is inactive" } });
    expect(s.deps.api.sendOtp).not.toHaveBeenCalled();
  });

  it("a new user goes to the portal's sign-up page with the contact in the query", async () => {
    const s = setup({ verifyUser: vi.fn(async () => ok({ status: true, inactive: false, isNewUser: true })) });
    await toOtpScreen(s, "new.person@example.com");
    const url = new URL(s.deps.redirect.mock.calls[0][0]);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("email")).toBe("new.person@example.com");
    expect(url.searchParams.get("click_source")).toBe("header-cta");
  });

  it("a verifyUser failure is logged and the button does not stay loading", async () => {
    const s = setup({ verifyUser: vi.fn(async () => fail(0)) });
    await toOtpScreen(s);
    expect(s.flow.getState()).toMatchObject({ screen: "contact", busy: false, notice: null });
    expect(s.deps.log).toHaveBeenCalled();
  });

  it("a sendOtp failure is logged only: screen 2 still shows, and resend is there after the countdown", async () => {
    const s = setup({ sendOtp: vi.fn(async () => fail(429)) });
    await toOtpScreen(s);
    expect(s.flow.getState().screen).toBe("otp");
    expect(s.deps.log).toHaveBeenCalledWith("sendOtp failed", expect.anything());
  });
});

describe("screen 2: the code", () => {
  it("the sixth digit verifies; success stores the token, locks the boxes and enables Login", async () => {
    const s = setup();
    await toOtpScreen(s);
    await typeCode(s, "12345");
    expect(s.deps.api.verifyOtp).not.toHaveBeenCalled();
    await typeCode(s, "123456");
    expect(s.deps.api.verifyOtp).toHaveBeenCalledWith({ kind: "mobile", value: "9812345678" }, "123456");
    expect(s.flow.getState()).toMatchObject({ otpStatus: "verified", notice: { tone: "success", text: "Verification successful" } });
    expect(s.token()).toBe("tok-1");
    // Locked: typing changes nothing.
    s.flow.enterDigits(0, "9");
    expect(s.flow.getState().digits.join("")).toBe("123456");
    expect(s.deps.track.mock.calls.map((call) => call[0])).toEqual(["detailsEntered", "otpEntered", "otpSuccess"]);
  });

  it("Login with a stored token goes to the portal with token, page_source and click_source=header-cta", async () => {
    const s = setup();
    await toOtpScreen(s);
    await typeCode(s, "123456");
    s.flow.login();
    expect(s.deps.redirect).toHaveBeenCalledWith(portalHref(s.deps.portal, "tok-1"));
    expect(Object.fromEntries(new URL(s.deps.redirect.mock.calls[0][0]).searchParams)).toEqual({ token: "tok-1", page_source: "/gst-registration", click_source: "header-cta" });
  });

  it("a wrong code shows 'Verification failed! Enter correct OTP' and the boxes stay editable", async () => {
    const s = setup({ verifyOtp: vi.fn(async () => fail(401)) });
    await toOtpScreen(s);
    await typeCode(s, "000000");
    expect(s.flow.getState()).toMatchObject({ otpStatus: "error", busy: false, notice: { tone: "error", text: "Verification failed! Enter correct OTP" } });
    s.flow.login();
    expect(s.deps.redirect).not.toHaveBeenCalled();
    expect(s.deps.track).toHaveBeenCalledWith("otpFailure", "mobile");
    s.flow.enterDigits(5, "");
    expect(s.flow.getState().otpStatus).toBe("empty");
  });

  it("a 200 saying status true with neither a token nor, for several accounts, their list (each with its id, and an email or none) is a failed verify with its notice, not a Login to nowhere", async () => {
    for (const body of [{ status: true }, { status: true, isMultiple: false, user_details: [], data: {} }, { status: true, isMultiple: true, data: {} }, { status: true, isMultiple: true, user_details: null }, { status: true, isMultiple: true, user_details: [null] }, { status: true, isMultiple: true, user_details: [{ email: "a@b.in" }] }, { status: true, isMultiple: true, user_details: [{ user_uuid: "u1", email: {} }] }, { status: true, isMultiple: true, user_details: "u1" }]) {
      const s = setup({ verifyOtp: vi.fn(async () => ok(body)) }, "old-token");
      await toOtpScreen(s);
      [..."123456"].forEach((d, i) => s.flow.enterDigits(i, d));
      await vi.waitFor(() => expect(s.flow.getState().busy).toBe(false));
      expect(s.flow.getState(), JSON.stringify(body)).toMatchObject({ otpStatus: "error", accounts: [], notice: { tone: "error", text: m.otpFailed } });
      expect(s.deps.track).toHaveBeenCalledWith("otpFailure", "mobile");
      // Login stays off: neither the old token's portal nor an empty list of accounts.
      s.flow.login();
      expect(s.deps.redirect).not.toHaveBeenCalled();
      expect(s.flow.getState().screen).toBe("otp");
    }
  });

  it("after a wrong code, typing from a box starts the code again there: nothing is sent until all six are new", async () => {
    const s = setup({ verifyOtp: vi.fn(async () => fail(401)) });
    await toOtpScreen(s);
    await typeCode(s, "000000");
    expect(s.flow.enterDigits(0, "1")).toBe(1);
    expect(s.flow.getState().digits).toEqual(["1", "", "", "", "", ""]);
    await flush();
    expect(s.deps.api.verifyOtp).toHaveBeenCalledTimes(1);
    for (const [i, d] of [..."23456"].entries()) s.flow.enterDigits(i + 1, d);
    await flush();
    expect(s.deps.api.verifyOtp).toHaveBeenCalledTimes(2);
    expect(s.deps.api.verifyOtp).toHaveBeenLastCalledWith(expect.anything(), "123456");
  });

  it("a pasted code fills every box from the first and verifies", async () => {
    const s = setup();
    await toOtpScreen(s);
    expect(s.flow.enterDigits(3, " 65-43 21 ")).toBe(5);
    await flush();
    expect(s.deps.api.verifyOtp).toHaveBeenCalledWith(expect.anything(), "654321");
  });

  it("Backspace in an empty box moves to the previous one and clears it", async () => {
    const s = setup();
    await toOtpScreen(s);
    s.flow.enterDigits(0, "1");
    s.flow.enterDigits(1, "2");
    expect(s.flow.backspace(2)).toBe(1);
    expect(s.flow.getState().digits.slice(0, 3)).toEqual(["1", "", ""]);
    expect(s.flow.backspace(0)).toBe(0);
  });

  it("resend waits 30 s, then sends a new code, resets the boxes and restarts the countdown", async () => {
    const s = setup({ verifyOtp: vi.fn(async () => fail(401)) });
    await toOtpScreen(s);
    await typeCode(s, "000000");
    s.advance(29_001);
    expect(s.flow.resendSecondsLeft()).toBe(1);
    await s.flow.resend();
    expect(s.deps.api.sendOtp).toHaveBeenCalledTimes(1);
    s.advance(999);
    expect(s.flow.resendSecondsLeft()).toBe(0);
    await s.flow.resend();
    expect(s.deps.api.sendOtp).toHaveBeenCalledTimes(2);
    expect(s.flow.getState()).toMatchObject({ digits: ["", "", "", "", "", ""], otpStatus: "empty", notice: null });
    expect(s.flow.resendSecondsLeft()).toBe(30);
    expect(s.deps.track).toHaveBeenCalledWith("otpResent", "mobile");
  });

  it("the shown number goes back to screen 1 with it in the field", async () => {
    const s = setup();
    await toOtpScreen(s);
    s.flow.changeContact();
    expect(s.flow.getState()).toMatchObject({ screen: "contact", input: "9812345678", contact: null });
  });
});

describe("screen 3: several accounts", () => {
  const accounts = [
    { user_uuid: "11111111-1111-4111-8111-111111111111", email: "one@example.com" },
    { user_uuid: "22222222-2222-4222-8222-222222222222", email: "two@example.com" },
  ];
  const multiple = () => vi.fn(async () => ok({ status: true, isMultiple: true, user_details: accounts, data: {} }));

  it("clears the stored token, Login goes to screen 3, and Continue logs in as the chosen account", async () => {
    const s = setup({ verifyOtp: multiple() }, "old-token");
    await toOtpScreen(s);
    await typeCode(s, "123456");
    expect(s.deps.token.clear).toHaveBeenCalled();
    expect(s.token()).toBeNull();
    s.flow.login();
    expect(s.flow.getState()).toMatchObject({ screen: "accounts", accounts });
    await s.flow.continueWithAccount();
    expect(s.deps.api.loginUser).not.toHaveBeenCalled();
    s.flow.select(accounts[1].user_uuid);
    await s.flow.continueWithAccount();
    expect(s.deps.api.loginUser).toHaveBeenCalledWith(accounts[1].user_uuid);
    expect(s.token()).toBe("tok-2");
    expect(s.deps.redirect).toHaveBeenCalledWith(portalHref(s.deps.portal, "tok-2"));
  });

  it("a login-user failure is logged and the button does not stay loading", async () => {
    const s = setup({ verifyOtp: multiple(), loginUser: vi.fn(async () => fail(401)) });
    await toOtpScreen(s);
    await typeCode(s, "123456");
    s.flow.login();
    s.flow.select(accounts[0].user_uuid);
    await s.flow.continueWithAccount();
    expect(s.flow.getState()).toMatchObject({ screen: "accounts", busy: false });
    expect(s.deps.log).toHaveBeenCalledWith("login-user failed", expect.anything());
    expect(s.deps.redirect).not.toHaveBeenCalled();
  });
});

describe("closing", () => {
  it("reset returns to an empty screen 1", async () => {
    const s = setup();
    await toOtpScreen(s);
    s.flow.reset();
    expect(s.flow.getState()).toMatchObject({ screen: "contact", input: "", contact: null, digits: ["", "", "", "", "", ""] });
  });

  it("sign-up and portal addresses carry the contact or token with page_source and click_source", () => {
    const p = { base: "https://portal.example.in", pageSource: "/", clickSource: "header-cta" };
    expect(signUpHref(p, { kind: "mobile", value: "9812345678" })).toBe("https://portal.example.in/login?mobile=9812345678&page_source=%2F&click_source=header-cta");
  });
});
