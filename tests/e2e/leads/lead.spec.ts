import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { advanceServerClock } from "../demoAccounts.js";
import { storedLead, section3Keys, expectedValues, open, chooseCity, fillCommon, expectMessage, sentCode, wrongCodeFor, pasteCode, captchaChecks, thankYouSentence } from "./leadKit.js";
import { readFileSync } from "node:fs";
import type { MessagesDocument } from "../../../src/documents/types.js";

const messages = JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument;

// Leads sent through the real form to the real server, and found in the store with the lead's values
// (the admin page's JSON). Each test uses its own contact, so the duplicate window and the send limits
// never meet; the server starts with no leads (tests/e2e/serve.ts).

test("layout 1 (company registration): the messages of the empty form, then a lead through the captcha, stored with the lead's values", async ({ page, request }) => {
  const form = await open(page, "/company-registration");
  await form.getByRole("button", { name: "Get Started" }).click();
  // Focus goes to the first field in error, and every message is tied to its field.
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  await expectMessage(form, "Name", "Please enter your name");
  await expectMessage(form, "Email", "Please enter your email address");
  await expectMessage(form, "Mobile number", "Please enter your mobile number");
  await expectMessage(form, "City", "Please select a City");
  await expectMessage(form, "Problem type", "Please select your Problem Type");
  await expectMessage(form, "Proposed company name", "Please enter the name you would like for your company");
  // A generic text input checks itself on key-up: the message goes with a key and comes back when emptied.
  const proposed = form.getByLabel("Proposed company name");
  await proposed.press("S");
  await expect(proposed).not.toHaveAttribute("aria-invalid", "true");
  await proposed.press("Backspace");
  await expectMessage(form, "Proposed company name", "Please enter the name you would like for your company");
  await expect(proposed).toBeFocused();
  // A number below 6000000000, a short one and one of the 18 blocked numbers are all invalid.
  for (const bad of ["1111111111", "98450", "9999999999"]) {
    await form.getByLabel("Mobile number").fill(bad);
    await form.getByLabel("Mobile number").blur();
    await expectMessage(form, "Mobile number", "Please enter a valid mobile number");
  }
  // Digits only, at most 10.
  await form.getByLabel("Mobile number").fill("");
  await form.getByLabel("Mobile number").pressSequentially("98a45-01234567");
  await expect(form.getByLabel("Mobile number")).toHaveValue("9845012345");
  // A number pasted with the country code keeps its ten digits.
  await form.getByLabel("Mobile number").fill("+91 98450 12345");
  await expect(form.getByLabel("Mobile number")).toHaveValue("9845012345");

  await fillCommon(page, form, { name: "Kavya Rao", email: "Kavya.Rao@Example.com", mobile: "9845012345", city: ["Beng", "Bengaluru, Karnataka"] });
  await expect(form.getByRole("combobox", { name: "City" })).toHaveValue("Bengaluru, Karnataka, India");
  await form.getByLabel("Problem type").selectOption("One Person Company");
  await proposed.fill("Sunrise Agro Foods");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ticket=/);

  const lead = await storedLead(request, "kavya.rao@example.com");
  // The thank-you page gives the visitor the stored lead's request number (pages-json/thank-you.json, block leadTicket).
  await expect(page.locator(".lead-ticket p")).toHaveText(thankYouSentence(lead.ticketId));
  expect(lead).toMatchObject({ source: "form", status: "new", serviceId: 119, name: "Kavya Rao", mobileNumber: "9845012345", city: "Bengaluru", state: "Karnataka", country: "India", problemType: "One Person Company", language: "English", whatsappOptIn: true, brandName: null, iecType: null, workflow: "company_registration", pageType: "service", channel: "service-form-primary" });
  expect(Object.keys(lead.submitted).sort()).toEqual([...section3Keys, "proposedName"].sort());
  expect(lead.submitted).toEqual(
    expectedValues(page, "/company-registration", 119, { proposedName: "Sunrise Agro Foods", name: "Kavya Rao", email: "kavya.rao@example.com", phone: "9845012345", updateCity: "Bengaluru", updateState: "Karnataka", updateCountry: "India", problemType: "One Person Company", workflow: "company_registration" }),
  );
});

test("layout 2 (trademark, service 78): name, brand, email and extra-field messages; straight to the OTP, a wrong code, the 429 limit, a resent code, the lead", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const checks = captchaChecks(page);
  const form = await open(page, "/trademark-registration");
  await form.getByRole("button", { name: "Register my trademark" }).click();
  await expectMessage(form, "Name", "Please enter your name");
  await expectMessage(form, "Brand name", "Please enter your BrandName");
  await expectMessage(form, "What does your brand sell?", "Please tell us what your brand sells");
  // prefillProblemType: the first problem is chosen already, so no problem-type message.
  await expect(form.getByLabel("Problem type")).toHaveValue("New trademark application");
  await expect(form.getByText("Please select your Problem Type")).toHaveCount(0);

  await form.getByLabel("Name", { exact: true }).fill("Al");
  await form.getByLabel("Brand name").fill("Zo");
  await form.getByLabel("Brand name").blur();
  await expectMessage(form, "Name", "Name should be atleast 3 characters");
  await expectMessage(form, "Brand name", "Brand Name should be atleast 3 characters");
  // The email: the format, the extra pattern, then the server's on-blur check (a disposable domain).
  for (const [typed, message] of [
    ["rohan@", "Please enter a valid email address"],
    ["rohan#1@example.com", "Please enter your email address"],
    ["rohan@mailinator.com", "Please enter a valid email address"],
  ]) {
    await form.getByLabel("Email").fill(typed);
    await form.getByLabel("Email").blur();
    await expectMessage(form, "Email", message);
  }

  await fillCommon(page, form, { name: "Rohan Mehta", email: "rohan@zestbrew.example.com", mobile: "9830011223", city: ["Kolkata", "Kolkata, West Bengal"] });
  await form.getByLabel("Brand name").fill("ZestBrew");
  await form.getByLabel("What does your brand sell?").selectOption({ label: "Not sure yet" });
  await form.getByLabel("Problem type").selectOption("Trademark renewal");
  await form.getByRole("switch").uncheck();
  await form.getByRole("button", { name: "Register my trademark" }).click();

  const popup = page.getByRole("dialog", { name: "OTP Verification" });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Enter OTP received on 9830011223");
  expect(await new AxeBuilder({ page }).include(".otp-popup").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  const first = await sentCode(request, "9830011223");
  // Wrong codes: the boxes are marked; the fifth wrong try spends the code and the server answers 429.
  for (let i = 1; i <= 5; i++) {
    await pasteCode(page, popup, wrongCodeFor(first));
    const message = i < 5 ? "OTP verification failed! Please try again" : "You've reached the OTP limit. Retry later!.";
    await expect(popup.getByRole("alert")).toHaveText(message);
    await expect(popup.getByLabel("Digit 1 of the OTP")).toHaveAttribute("aria-invalid", "true");
  }
  // A new code after the 30 s countdown (the page's clock and the server's move together).
  await page.clock.install();
  await page.clock.runFor(31_000);
  await advanceServerClock(request, 31);
  await popup.getByRole("button", { name: "Resend OTP" }).click();
  await expect(popup.getByLabel("Digit 1 of the OTP")).toHaveValue("");
  await expect(popup.getByLabel("Digit 1 of the OTP")).toBeFocused();
  const second = await sentCode(request, "9830011223", first);
  await pasteCode(page, popup, second);
  await expect(page).toHaveURL(/\/thank-you/);
  expect(checks, "service 78 skips the captcha").toEqual([]);

  const lead = await storedLead(request, "rohan@zestbrew.example.com");
  expect(lead).toMatchObject({ source: "form", status: "verified", otpVerified: true, serviceId: 78, brandName: "ZestBrew", whatsappOptIn: false, problemType: "Trademark renewal" });
  expect(lead.submitted).toEqual(
    expectedValues(page, "/trademark-registration", 78, { name: "Rohan Mehta", email: "rohan@zestbrew.example.com", phone: "9830011223", updateCity: "Kolkata", updateState: "West Bengal", updateCountry: "India", brandName: "ZestBrew", whatsappOptIn: false, problemType: "Trademark renewal", trademarkClass: "unsure" }),
  );
});

test("layout 3 (GST): language, custom-field and generic-input messages; the city search's three notes; a filtered dropdown; a lead through the captcha", async ({ page, request }) => {
  const form = await open(page, "/gst-registration");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(form.getByLabel("Email")).toBeFocused();
  await expectMessage(form, "Preferred language", "Please select a Language");
  await expectMessage(form, "Problem type", "Please select your Problem Type");
  await expectMessage(form, "PAN of the business", "Please enter the PAN of your business");
  await expectMessage(form, "Yearly turnover", "Please choose your yearly turnover");

  // City search: under 3 characters a note; 'Loading...' while the 250 ms debounce and the search run; no match.
  const city = form.getByRole("combobox", { name: "City" });
  const list = page.getByRole("listbox", { name: "City" });
  await city.fill("Pu");
  await expect(list).toHaveText("Enter minimum 3 characters");
  // The search's answer is held until 'Loading...' has been seen: a state, however slow the machine.
  let release = () => {};
  const seen = new Promise<void>((done) => (release = done));
  await page.route("**/api/getCity", async (route) => {
    await seen;
    await route.continue();
  });
  await city.fill("Zzqx");
  await expect(list).toHaveText("Loading...");
  release();
  await expect(list).toHaveText("No results found");
  await page.unroute("**/api/getCity");
  await chooseCity(page, form, "Pune", "Pune, Maharashtra");

  // The generic dropdown filters by any part of the label, ignoring case.
  const turnover = form.getByLabel("Yearly turnover");
  await turnover.fill("CRORE");
  await expect(page.getByRole("listbox", { name: "Yearly turnover" }).getByRole("option")).toHaveText(["₹40 lakh to ₹1 crore", "Above ₹1 crore"]);
  await page.getByRole("option", { name: "Above ₹1 crore" }).click();
  await expect(turnover).toHaveValue("Above ₹1 crore");
  await form.getByLabel("Partnership").check();

  await fillCommon(page, form, { email: "accounts@sharma-textiles.example.com", mobile: "9822001100" });
  await expect(form.getByLabel("Preferred language").locator("option")).toHaveText([messages.leadForm.languagePlaceholder, "English", "Hindi", "Tamil", "Telugu", "Kannada"]);
  await form.getByLabel("Preferred language").selectOption("Telugu");
  await form.getByLabel("Problem type").selectOption("GST for e-commerce seller");
  await form.getByLabel("PAN of the business").fill("ABCDE1234F");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ticket=/);

  const lead = await storedLead(request, "accounts@sharma-textiles.example.com");
  expect(lead).toMatchObject({ source: "form", serviceId: 95, language: "Telugu", city: "Pune", state: "Maharashtra", country: "India" });
  expect(lead.submitted).toEqual(
    expectedValues(page, "/gst-registration", 95, { email: "accounts@sharma-textiles.example.com", phone: "9822001100", updateCity: "Pune", updateState: "Maharashtra", updateCountry: "India", language: "Telugu", problemType: "GST for e-commerce seller", businesspan: "ABCDE1234F", turnover: "Above ₹1 crore", constitution: "Partnership" }),
  );
});
