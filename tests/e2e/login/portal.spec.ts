import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { advanceServerClock, latestOtp } from "../demoAccounts.js";
import { fixtureSession, portalUsers } from "../fixtureSession.js";

const messages = JSON.parse(readFileSync("config/messages.json", "utf8"));

// The portal stand-in (docs/login.md): the page a login hands over to, on the real server and store.
test("the portal greets the account of a token from the store, and refuses a damaged one", async ({ page }) => {
  const { token, user } = fixtureSession();
  const res = await page.goto(`/portal/?token=${encodeURIComponent(token)}&page_source=%2F&click_source=header-cta`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.portal.greeting.replace("{name}", user.name));
  await expect(page.getByText(messages.portal.signedInAs.replace("{email}", user.email))).toBeVisible();
  const refused = await page.goto(`/portal/?token=${encodeURIComponent(token.slice(0, -4))}AAAA`);
  expect(refused?.status()).toBe(401);
  await expect(page.getByText(messages.portal.loginNotValid)).toBeVisible();
});

test("the sign-up page names the new visitor's contact", async ({ page }) => {
  await page.goto("/portal/login?mobile=7000000001");
  await expect(page.getByText(messages.portal.signupContact.replace("{contact}", "7000000001"))).toBeVisible();
  await expect(page.getByText(messages.portal.signupSentence)).toBeVisible();
});

// Accounts of these tests alone (portalUsers): the login tests send codes to the demo accounts meanwhile.
test("an account's code reaches /dev/otp-outbox, and the code logs in through the API", async ({ page, request }) => {
  const { mobile, name } = portalUsers.byMobile;
  expect((await request.post("/api/verifyUser", { data: { contact_number: mobile } })).ok()).toBe(true);
  expect((await request.post("/api/sendOtp", { data: { mobile_number: mobile } })).status()).toBe(200);
  const code = await latestOtp(request, mobile);
  expect(code).toMatch(/^[0-9]{6}$/);
  const outbox = await page.goto("/dev/otp-outbox");
  expect(outbox?.status()).toBe(200);
  await expect(page.getByRole("row", { name: new RegExp(mobile) }).first()).toContainText(code!);
  const verified = await request.post("/api/verifyOtp", { data: { contact_number: mobile, otp: code } });
  expect(verified.status()).toBe(200);
  const { data } = await verified.json();
  await page.goto(`/portal/?token=${encodeURIComponent(data.token)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.portal.greeting.replace("{name}", name));
});

test("a second code for the same contact waits for the resend countdown, on the server's movable clock", async ({ request }) => {
  const { email } = portalUsers.byEmail;
  expect((await request.post("/api/sendOtp", { data: { email } })).status()).toBe(200);
  const first = await latestOtp(request, email);
  expect((await request.post("/api/sendOtp", { data: { email } })).status()).toBe(429);
  await advanceServerClock(request, Number(JSON.parse(readFileSync("config/constants.json", "utf8")).otp.resendCountdownSeconds));
  expect((await request.post("/api/sendOtp", { data: { email } })).status()).toBe(200);
  const second = await latestOtp(request, email);
  expect((await request.post("/api/verifyOtp", { data: { email, otp: second } })).status()).toBe(200);
  if (first !== second) expect((await request.post("/api/verifyOtp", { data: { email, otp: first } })).status()).toBe(401);
});
