import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { advanceServerClock, demoAccounts, demoContacts, latestOtp } from "../demoAccounts.js";
import messages from "../../../config/messages.json" with { type: "json" };
import { fixtureSession } from "../fixtureSession.js";
import { reachForHeader } from "../headerKit.js";

// Every path of the 'Login or Create account' drawer in Chromium against the real server, with codes
// read from the local OTP outbox. Each test uses its own contact, so the server's per-contact limits never meet.
const nameOf = (contact: string) => demoAccounts.find((a) => a.mobile === contact || a.email === contact)!.name;

async function openDrawer(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto("/");
  await reachForHeader(page);
  if (width < 768) {
    await page.locator("#burger-button").click();
    await page.locator("#mobile-nav").getByRole("link", { name: "Login" }).click();
  } else {
    await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
  }
  const drawer = page.getByRole("dialog", { name: "Login or Create account" });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function submitContact(page: Page, contact: string) {
  const drawer = page.getByRole("dialog", { name: "Login or Create account" });
  const field = drawer.getByLabel("Mobile number or email");
  await field.fill(contact);
  await field.press("Enter");
}

async function typeCode(page: Page, code: string) {
  const first = page.getByLabel("Digit 1 of the code");
  await first.click();
  await page.keyboard.type(code);
}

const wrongCode = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

test("an active user by mobile: a wrong code, then the right one, Login, the portal greets them, and the header is signed in", async ({ page, request }) => {
  const events: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/event-track") && events.push(r.postDataJSON().eventName));
  const contact = demoContacts.activeMobile;
  const drawer = await openDrawer(page);
  const go = drawer.getByRole("button", { name: "Continue" });
  await expect(go).toBeDisabled();
  await submitContact(page, contact);
  await expect(drawer.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  await expect(drawer).toContainText(`We have sent a 6-digit code to ${contact}`);
  await expect(drawer).toContainText(/Resend code in \d+s/);
  const code = (await latestOtp(request, contact))!;
  expect(code).toMatch(/^\d{6}$/);

  await typeCode(page, wrongCode(code));
  await expect(drawer.getByRole("alert")).toHaveText("Verification failed! Enter correct OTP");
  await expect(drawer.getByLabel("Digit 1 of the code")).toHaveAttribute("aria-invalid", "true");
  await expect(drawer.getByRole("button", { name: "Login" })).toBeDisabled();
  // Clear the boxes with Backspace, which walks back from the last box.
  await page.getByLabel("Digit 6 of the code").focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press("Backspace");
  await expect(page.getByLabel("Digit 1 of the code")).toBeFocused();
  await page.keyboard.type(code);
  await expect(drawer.getByRole("status")).toHaveText("Verification successful");
  await expect(drawer.getByLabel("Digit 3 of the code")).toHaveAttribute("readonly", "");
  expect(await new AxeBuilder({ page }).include(".login-drawer").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

  await drawer.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/portal\/?\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("page_source")).toBe("/");
  expect(params.get("click_source")).toBe("header-cta");
  expect(params.get("token")).toBeTruthy();
  await expect(page.locator(".portal-greeting")).toContainText(nameOf(contact));
  expect(events).toEqual(expect.arrayContaining(["grc_login_clicked", "login_details_entered", "login_otp_entered", "login_otp_failure", "login_otp_success"]));

  // Back on the site the stored token signs the header in.
  await page.goto("/gst-registration");
  await expect(page.locator(".header-bar .account")).toContainText(`Hi, ${nameOf(contact).split(" ")[0]}`);
});

test("an active user by email at 390 px, the code pasted", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const contact = demoContacts.activeEmail;
  const drawer = await openDrawer(page, 390);
  await submitContact(page, contact.toUpperCase());
  await expect(drawer).toContainText(`We have sent a 6-digit code to ${contact}`);
  const code = (await latestOtp(request, contact))!;
  await page.evaluate((c) => navigator.clipboard.writeText(c), code);
  await page.getByLabel("Digit 1 of the code").focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(drawer.getByRole("status")).toHaveText("Verification successful");
  expect(await new AxeBuilder({ page }).include(".login-drawer").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  await drawer.getByRole("button", { name: "Login" }).click();
  await expect(page.locator(".portal-greeting")).toContainText(nameOf(contact));
});

test("an inactive account stays on screen 1 with the inactive message, and no code is sent", async ({ page, request }) => {
  const drawer = await openDrawer(page);
  await submitContact(page, demoContacts.inactiveMobile);
  await expect(drawer.getByRole("alert")).toHaveText("Please try a different mobile number as the one entered is inactive");
  await expect(drawer.getByLabel("Mobile number or email")).toBeVisible();
  expect(await latestOtp(request, demoContacts.inactiveMobile)).toBeUndefined();
});

test("a new user is sent to the portal's sign-up page with the contact in the query", async ({ page }) => {
  await openDrawer(page);
  await submitContact(page, "someone.new@example.com");
  await expect(page).toHaveURL(/\/portal\/login\?/);
  expect(new URL(page.url()).searchParams.get("email")).toBe("someone.new@example.com");
  await expect(page.locator(".portal-contact")).toContainText("someone.new@example.com");
});

test("a number with two accounts: screen 3 lists both, the chosen one logs in and the portal greets it", async ({ page, request }) => {
  const contact = demoContacts.sharedMobile;
  const drawer = await openDrawer(page);
  await submitContact(page, contact);
  await expect(drawer.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  await typeCode(page, (await latestOtp(request, contact))!);
  await expect(drawer.getByRole("status")).toHaveText("Verification successful");
  await drawer.getByRole("button", { name: "Login" }).click();
  await expect(drawer).toContainText("We found more than one mail ID linked with this number");
  const choices = drawer.getByRole("radio");
  await expect(choices).toHaveCount(2);
  const chosen = demoAccounts.find((a) => a.mobile === contact && a.email?.startsWith("accounts@"))!;
  await expect(drawer.getByRole("button", { name: "Continue" })).toBeDisabled();
  await drawer.getByLabel(chosen.email!).check();
  expect(await new AxeBuilder({ page }).include(".login-drawer").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  await drawer.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".portal-greeting")).toContainText(chosen.name);
  await page.goto("/");
  await page.locator(".header-bar .avatar-button").click();
  await expect(page.locator(".header-bar .account-tray")).toContainText(chosen.email!);
});

test("resend appears after the 30 s countdown (controlled clock), resets the boxes, and only the new code works", async ({ page, request }) => {
  const contact = fixtureSession().user.mobile;
  const drawer = await openDrawer(page);
  // The page's clock is taken over once the drawer has loaded (React reveals a lazily loaded panel on a timer).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await submitContact(page, contact);
  await expect(drawer).toContainText("Resend code in 30s");
  const first = (await latestOtp(request, contact))!;
  await page.getByLabel("Digit 1 of the code").click();
  await page.keyboard.type(first.slice(0, 3));
  await page.clock.runFor(29_000);
  await expect(drawer).toContainText("Resend code in 1s");
  await expect(drawer.getByRole("button", { name: "Resend code" })).toHaveCount(0);
  await page.clock.runFor(1_000);
  const resend = drawer.getByRole("button", { name: "Resend code" });
  await expect(resend).toBeVisible();
  // The server keeps its own 30 s between two codes for one contact: its clock moves on with the page's.
  await advanceServerClock(request, 30);
  await resend.click();
  await expect(drawer.getByLabel("Digit 1 of the code")).toHaveValue("");
  await expect(drawer.getByLabel("Digit 1 of the code")).toBeFocused();
  await expect(drawer).toContainText("Resend code in 30s");
  await expect.poll(() => latestOtp(request, contact), { timeout: 30_000 }).not.toBe(first);
  const second = (await latestOtp(request, contact))!;
  await typeCode(page, second);
  await expect(drawer.getByRole("status")).toHaveText("Verification successful");
});

test("closing the drawer, by its icon or Escape, resets it to an empty screen 1; focus returns to the login tab", async ({ page }) => {
  const drawer = await openDrawer(page);
  await submitContact(page, demoContacts.inactiveMobile);
  await expect(drawer.getByRole("alert")).toBeVisible();
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator(".desktop-nav").getByRole("link", { name: "Login" })).toBeFocused();
  await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
  await expect(drawer.getByLabel("Mobile number or email")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  // The legal line's links.
  await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
  await expect(drawer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(drawer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-of-service");
});

test("a login trigger that a page document places (the home page's call to action) opens the drawer; without JavaScript it goes to the portal", async ({ page, browser }) => {
  // The header is not React until reached for; once the page is idle its code is fetched (a state that says the
  // page's script has armed it). A click on the trigger then hydrates the header and is played to it.
  const headerCode = page.waitForResponse(/\/assets\/Header-[\w-]+\.js$/);
  await page.goto("/");
  await headerCode;
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(0);
  const trigger = page.getByRole("link", { name: "Log in to your account" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  await expect(page.getByRole("dialog", { name: "Login or Create account" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/");
  await plain.getByRole("link", { name: "Log in to your account" }).click();
  await expect(plain).toHaveURL(/\/portal\/?$/);
  await noJs.close();
});

test("signed out, the header's Login button goes to the portal, whose 'Log in' comes back with the drawer open and ?login gone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/gst-registration");
  await reachForHeader(page);
  await page.locator(".header-bar").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/portal\/?\?source=website_header_login&page_source=%2Fgst-registration$/);
  await page.getByRole("link", { name: messages.portal.logIn }).click();
  await expect(page.getByRole("dialog", { name: "Login or Create account" })).toBeVisible();
  // Back on the page the visitor left from, not the home page.
  await expect(page).toHaveURL(/\/gst-registration$/);
  // A reload does not open it again: once the header knows the visitor is signed out (when it would have opened it).
  await page.reload();
  await reachForHeader(page);
  await expect(page.locator(".header-login[data-session=signedOut]")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "Login or Create account" })).toHaveCount(0);
  // Other parameters and the fragment stay as written.
  await page.goto("/?utm_source=portal%20stand-in&login&flag#how");
  await expect(page.getByRole("dialog", { name: "Login or Create account" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.search + location.hash)).toBe("?utm_source=portal%20stand-in&flag#how");
});
