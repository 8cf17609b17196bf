import { describe, expect, it } from "vitest";
import { admittedBy, captchaMayAdmit, claimsVerifiedNumber } from "../../../src/server/leads/leadPolicy.js";

// The rule for letting a form lead in, without HTTP or a store (src/server/leads/leadPolicy.ts).
describe("leadPolicy", () => {
  it("looks a verified number up only when the form says so and the lead has a number", () => {
    expect(claimsVerifiedNumber(true, "9876543210")).toBe(true);
    expect(claimsVerifiedNumber(false, "9876543210")).toBe(false);
    expect(claimsVerifiedNumber(undefined, "9876543210")).toBe(false);
    expect(claimsVerifiedNumber(true, "")).toBe(false);
    expect(claimsVerifiedNumber(true, null)).toBe(false);
  });

  it("lets a captcha token decide only for a service that does not skip the captcha, and only when one was sent", () => {
    expect(captchaMayAdmit(7, "token", [])).toBe(true);
    expect(captchaMayAdmit(7, "token", [7])).toBe(false);
    expect(captchaMayAdmit(7, undefined, [])).toBe(false);
    expect(captchaMayAdmit(7, "", [])).toBe(false);
    // A lead without a service counts as service -1, so a skip list naming -1 covers it and no other list does.
    expect(captchaMayAdmit(null, "token", [-1])).toBe(false);
    expect(captchaMayAdmit(undefined, "token", [7])).toBe(true);
  });

  it("marks a lead let in by code verified, and one let in by captcha with the captcha's score", () => {
    expect(admittedBy("otp", null)).toEqual({ status: "verified", otpVerified: true });
    expect(admittedBy("captcha", 0.8)).toEqual({ captchaScore: 0.8 });
  });
});
