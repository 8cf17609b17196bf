import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../fixtureSite.js";

const doc = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), "utf8"));

/** The figures and words the product requires, written out here so that an edit of a document that changes one fails. */
describe("the documents hold the required constants", () => {
  const c = doc("config/constants.json");
  it.each([
    ["mobile.length", c.mobile.length, 10],
    ["mobile.validFirstDigits", c.mobile.validFirstDigits, ["6", "7", "8", "9"]],
    ["mobile.lowerBound", c.mobile.lowerBound, 6000000000],
    ["mobile.blockedNumbers count", c.mobile.blockedNumbers.length, 18],
    ["otp.length", c.otp.length, 6],
    ["otp.resendCountdownSeconds", c.otp.resendCountdownSeconds, 30],
    ["citySearch", [c.citySearch.minChars, c.citySearch.debounceMs, c.citySearch.countryCode, c.citySearch.dropdownMaxHeightPx], [3, 250, "in", 250]],
    ["name and brand name minimum", [c.name.minChars, c.brandName.minChars], [3, 3]],
    ["lead defaults", c.leadDefaults, { city: "Other Cities", language: "English", pageType: "service", workflow: "generic", whatsappOptIn: true, callToAction: "Get Started", languages: ["English", "Hindi", "Tamil"], iecChoices: ["Import", "Export", "Both"] }],
    ["captcha skipped for", [...c.captcha.skipForServiceIds].sort(), [248, 78].sort()],
    ["form reset flag", c.formResetFlagMs, 1000],
    ["breakpoints (now in the theme)", [doc("config/theme.json").breakpoints.phoneBelowPx, doc("config/theme.json").breakpoints.leadFormPhoneAtMostPx], [768, 768]],
    ["announcement bar", c.announcementBar, { autoHideMs: 10000, scrollThresholdPx: 50 }],
    ["menu dropdown", c.menuDropdown, { heightPerLinkPx: 75, maxHeightPx: 550 }],
    ["GST update date", c.gstUpdate.effectiveDate, "2024-09-06"],
    ["token key and analytics cookie", [c.storage.tokenKey, c.storage.analyticsCookie], ["grc_token", "_ga"]],
    ["brand banner's session storage key", c.storage.brandBannerHiddenKey, "brand_banner_hidden"],
    ["chat hours", [c.chat.timeZone, c.chat.businessDays, c.chat.opensAt, c.chat.closesAt], ["Asia/Kolkata", [1, 2, 3, 4, 5, 6], "10:00", "19:00"]],
    ["chat delays", [c.chat.autoOpenDelayMs, c.chat.popupRemovalDelayMs, c.chat.loadPollIntervalMs, c.chat.loadPollTimeoutMs, c.chat.fastPollIntervalMs, c.chat.fastPollTimeoutMs, c.chat.loadedAfterMs], [10000, 5000, 2000, 10000, 500, 10000, 3000]],
    ["chat callbacks", [c.chat.expertCallbackMinutes, c.chat.noteCallbackHours], [10, 12]],
    ["payment display", [c.payment.hideCardlessEmi, c.payment.highlightedMethods, c.payment.methodOrder], [true, ["gpay", "phonepe", "paytm"], ["upi", "card", "netbanking"]]],
    ["request timeout: none", c.http.requestTimeoutMs, null],
    ["footer links per column", [c.footer.linksPerColumn, c.footer.minLinksPerColumn], [5, 4]],
    ["portal hand-off", c.portal, { loginSource: "website_header_login", clickSource: "header-cta" }],
    ["lead form: user-track channel, fallback page, submit and captcha-path events", [c.leadForm.channel, c.leadForm.thankYouRoute, c.leadForm.events.submitClick, c.leadForm.events.leadFromCaptcha, c.leadForm.events.leadFromCaptchaLabel], ["service-form-primary", "/thank-you", "submit_click", "lead_created_successfully_from_captcha", "entered"]],
  ])("%s", (_name, actual, expected) => expect(actual).toEqual(expected));

  it("blocked numbers are repeated or sequential digits and each would otherwise pass the length rule", () => {
    for (const n of c.mobile.blockedNumbers as string[]) {
      expect(n).toMatch(/^\d{10}$/);
      const repeated = new Set(n).size === 1;
      const digits = [...n].map(Number);
      const step = (digits[1] - digits[0] + 10) % 10;
      const sequential = (step === 1 || step === 9) && digits.every((d, i) => i === 0 || (d - digits[i - 1] + 10) % 10 === step);
      expect(repeated || sequential, n).toBe(true);
    }
  });
});

describe("the documents hold the required messages", () => {
  const m = doc("config/messages.json");
  it.each([
    [m.login.inactiveUser, "Please try a different mobile number as the one entered is inactive"],
    [m.login.otpFailed, "Verification failed! Enter correct OTP"],
    [m.login.otpVerified, "Verification successful"],
    [m.login.multipleAccounts, "We found more than one mail ID linked with this number"],
    [m.login.panelTitle, "Login or Create account"],
    [m.login.legalLine, "By signing up you agree to our Privacy Policy and Terms & Conditions"],
    [m.otp.limitReached, "You've reached the OTP limit. Retry later!."],
    [m.otp.failed, "OTP verification failed! Please try again"],
    [m.otp.title, "OTP Verification"],
    [m.otp.sentTo, "Enter OTP received on"],
    [m.otp.resendIn, "Resend OTP in {n}s"],
    [m.chat.triggers.noteLeft, "Our experts will contact you in next 12 hours"],
    [m.payment.sdkFailed, "Razorpay SDK Failed to load"],
    [m.payment.paymentFailed, "Payment failed. Please try again. Contact support for help"],
    [m.logs.processLeadAfterCaptchaFailed, "error in processLead from captha fail"],
    [m.leadForm.mobileInvalid, "Please enter a valid mobile number"],
    [m.leadForm.emailInvalid, "Please enter a valid email address"],
    [m.leadForm.emailRequired, "Please enter your email address"],
    [m.leadForm.mobileRequired, "Please enter your mobile number"],
    [m.leadForm.nameRequired, "Please enter your name"],
    [m.leadForm.nameTooShort, "Name should be atleast 3 characters"],
    [m.leadForm.brandNameTooShort, "Brand Name should be atleast 3 characters"],
    [m.leadForm.cityRequired, "Please select a City"],
    [m.leadForm.languageRequired, "Please select a Language"],
    [m.leadForm.problemTypeRequired, "Please select your Problem Type"],
    [m.leadForm.brandNameRequired, "Please enter your BrandName"],
    [m.leadForm.cityMinChars, "Enter minimum 3 characters"],
    [m.leadForm.cityLoading, "Loading..."],
    [m.leadForm.cityNoResults, "No results found"],
    [m.leadForm.termsNotice, "By proceeding, you agree to our T&C*"],
    [m.leadForm.whatsappLabel, "Get easy updates through"],
    [m.leadForm.iecQuestion, "You require IEC for?"],
    [m.leadForm.categoryPickerTitle, "Select your Category"],
    [m.leadForm.confusedTitle, "Confused about your next step?"],
    [m.leadForm.confusedText, "Get guidance from our senior lawyers who can understand your situation and help you make an informed decision."],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));
});

describe("the documents hold the required banners and footer rules", () => {
  const b = doc("config/banners.json");
  const f = doc("config/footer.json");
  it("banners", () => {
    expect(b.brandBanner.joinText).toBe("Is Now");
    const [a, bb] = b.notices;
    expect([a.text, a.action.label, a.action.kind]).toEqual(["GST verification now requires in-person biometric authentication", "Details here", "modal"]);
    expect([bb.text, bb.action.label, bb.action.url]).toEqual(["File GSTR 9/9C by 31 Dec", "Talk to our expert", "/gst-return-filing"]);
    expect(b.modals.find((x: { id: string }) => x.id === a.action.modal).title).toBe("Important Update");
  });
  it("footer: columns for every required service id, the tools-column rule, the blog fallback", () => {
    const ids = f.serviceColumns.flatMap((s: { serviceIds: number[] }) => s.serviceIds).sort((x: number, y: number) => x - y);
    expect(ids).toEqual([1, 3, 4, 6, 78, 95, 111, 119, 248, 257, 282, 361, 738, 739, 740, 948, 954]);
    expect([...f.toolsColumn.hiddenForServiceIds].sort((x: number, y: number) => x - y)).toEqual([1, 3, 4, 6, 78, 111, 119, 248, 257, 361, 738, 739, 740]);
    expect(f.seeAllBlogs.fallback).toBe("/sitemap");
  });
  it("footer: the five social networks, each named as the network spells its name", () => {
    expect(f.social.map((s: { name: string }) => s.name)).toEqual(["Facebook", "X", "LinkedIn", "YouTube", "Instagram"]);
    for (const s of f.social as { name: string; label: string }[]) expect(s.label).toContain(s.name);
  });
});
