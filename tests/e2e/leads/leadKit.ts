import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { latestOtp } from "../demoAccounts.js";
import { e2eDataDir } from "../fixtureSession.js";
import thankYouPage from "../../../pages-json/thank-you.json" with { type: "json" };
import { reachForHeader } from "../headerKit.js";

// What the lead form's browser tests share (lead.spec.ts, leadJourneys.spec.ts): the stored lead as the staff's
// leads page gives it, the values a lead is built with, and the form's steps.

export const adminAuth = () => ({ authorization: `Basic ${Buffer.from(`admin:${readFileSync(join(e2eDataDir, "admin-password"), "utf8").trim()}`).toString("base64")}` });

export interface StoredLead {
  ticketId: string;
  source: string;
  status: string;
  otpVerified: boolean;
  captchaScore: number | null;
  csrfFailed: boolean;
  followedUpAt: string | null;
  name: string | null;
  email: string;
  mobileNumber: string;
  city: string | null;
  state: string | null;
  country: string | null;
  serviceId: number;
  problemType: string | null;
  language: string | null;
  whatsappOptIn: boolean | null;
  brandName: string | null;
  iecType: string | null;
  pageType: string | null;
  workflow: string | null;
  channel: string | null;
  submitted: Record<string, unknown>;
}

/** The thank-you page's sentence with `ticket` in it (pages-json/thank-you.json, its leadTicket block). */
export function thankYouSentence(ticket: string): string {
  const block = thankYouPage.blocks.find((b) => b.type === "leadTicket") as { props: { text: string } } | undefined;
  if (!block) throw new Error("pages-json/thank-you.json has no leadTicket block");
  return block.props.text.replace("{ticket}", ticket);
}

/** The lead of `email` as the people who run the site see it (GET /admin/leads?format=json, user admin). */
export async function storedLead(request: APIRequestContext, email: string): Promise<StoredLead> {
  const res = await request.get("/admin/leads?format=json&limit=500", { headers: adminAuth() });
  expect(res.status()).toBe(200);
  const matches = ((await res.json()) as StoredLead[]).filter((l) => l.email === email);
  expect(matches, `one lead for ${email}`).toHaveLength(1);
  return matches[0];
}

/** The lead values built on submit (schemas/api/leads.schema.json): the keys every lead carries, before the custom and extra fields. */
export const section3Keys = ["name", "email", "phone", "updateCity", "updateState", "updateCountry", "whatsappOptIn", "brandName", "serviceId", "url", "problemType", "language", "workflow", "pageType", "channel", "iecType", "isThankYou"];

/** The values a lead from `route` must carry, with the lead form's defaults unless `values` says otherwise. */
export function expectedValues(page: Page, route: string, serviceId: number, values: Record<string, unknown>) {
  return {
    name: "",
    brandName: "",
    whatsappOptIn: true,
    language: "English",
    workflow: "generic",
    pageType: "service",
    channel: "service-form-primary",
    iecType: "",
    isThankYou: true,
    serviceId,
    url: new URL(route, page.url()).href,
    ...values,
  };
}

export async function open(page: Page, route: string, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(route);
  await reachForHeader(page);
  return page.locator("form.lead-body").first();
}

export async function chooseCity(page: Page, form: Locator, typed: string, option: string) {
  await form.getByRole("combobox", { name: "City" }).fill(typed);
  await page.getByRole("listbox", { name: "City" }).getByRole("option", { name: option, exact: true }).click();
}

export async function fillCommon(page: Page, form: Locator, who: { name?: string; email: string; mobile: string; city?: [string, string] }) {
  if (who.name) await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Mobile number").fill(who.mobile);
  if (who.city) await chooseCity(page, form, ...who.city);
}

/** The messages shown under fields (config/messages.json leadForm), each checked by its literal words and tied to its field. */
export async function expectMessage(form: Locator, label: string, message: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAccessibleDescription(message);
  await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
}

/** The code the local outbox holds for `mobile`, once it has been sent. */
export async function sentCode(request: APIRequestContext, mobile: string, not?: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = await latestOtp(request, mobile)) !== undefined && code !== not).toBe(true);
  return code!;
}

export const wrongCodeFor = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

/** Pastes six digits into the popup's boxes, as a visitor copying the SMS would. */
export async function pasteCode(page: Page, popup: Locator, code: string) {
  await page.evaluate((c) => navigator.clipboard.writeText(c), code);
  await popup.getByLabel("Digit 1 of the OTP").focus();
  await page.keyboard.press("ControlOrMeta+V");
}

/** Counts the calls a page makes to the captcha check, to prove a path skips it. */
export function captchaChecks(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => r.url().includes("/api/captcha-verification") && seen.push(r.url()));
  return seen;
}
