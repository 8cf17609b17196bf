import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import constants from "../../../config/constants.json" with { type: "json" };
import { adminAuth, at, icon, m, proactivePage, visit } from "./chatKit.js";

// A whole bot conversation from a service page to the cart (and one that ends in a note and
// stays), all on the real server (the hand-over to an agent, whose outcome the server decides by its hours, is in
// chatHandOver.spec.ts on a server of its own). The browser's clock (page.clock) opens the chat, at 18:00 on a
// Saturday in India so that a test never meets 19:00.
// The product's required words: written out, so that a change to the documents fails here.
const spec = { mobileInvalid: "Please enter a valid mobile number", noteLeft: "Our experts will contact you in next 12 hours" };

/** A contact no other test (nor an earlier run of this one) uses, so no lead is taken for a repeat of another. */
function freshContact(name: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { name, email: `${name.toLowerCase().replace(" ", ".")}.${n}@example.in`, mobile: `98${n}` };
}

interface ChatLead {
  ticketId: string;
  source: string;
  name: string | null;
  email: string;
  mobileNumber: string;
  serviceId: number;
  channel: string | null;
  pageType: string | null;
}

/** The lead of `email` as the people who run the site see it (GET /admin/leads?format=json, user admin). */
async function storedLead(request: APIRequestContext, email: string): Promise<ChatLead[]> {
  const res = await request.get("/admin/leads?format=json&limit=500", { headers: adminAuth() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as ChatLead[]).filter((l) => l.email === email);
}

/** The GST page's chat opened by a click and its first quick reply pressed. */
async function chooseFirst(page: Page, choice: string) {
  await visit(page, proactivePage, at.saturday1800);
  await icon(page).click();
  const panel = page.getByRole("dialog", { name: m.panelTitle });
  await panel.getByRole("button", { name: choice }).click();
  const field = panel.getByLabel(m.answerLabel);
  const answer = async (text: string) => {
    await field.fill(text);
    await field.press("Enter");
  };
  const said = (text: string) => panel.getByRole("listitem").filter({ hasText: text });
  return { panel, field, answer, said };
}

test("a whole bot conversation: quick reply, a refused then an accepted mobile number, the lead with the chat channel, the cart with plan and contact", async ({ page, request }) => {
  const contact = freshContact("Kavya Rao");
  const { field, answer, said } = await chooseFirst(page, "See the plan and buy");
  await expect(said(`${m.you}: See the plan and buy`)).toHaveCount(1);
  await answer(contact.name);
  await expect(said(`Thanks, ${contact.name}. What is your email address?`)).toHaveCount(1);
  await answer(contact.email);
  await expect(said("And your 10-digit mobile number?")).toHaveCount(1);
  // The lead form's mobile rule, reused by the bot: the message at the field, the answer kept there to be put right.
  await answer("12345");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(spec.mobileInvalid);
  await expect(field).toHaveValue("12345");
  // The conversation is longer than its list by now: the list shows its end, the bot's last question.
  const list = page.getByRole("list", { name: m.conversation });
  await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);
  expect(await storedLead(request, contact.email)).toEqual([]);
  await answer(contact.mobile);
  await page.waitForURL(/\/cart\?magicKey=[A-Za-z0-9_-]{43}$/);

  const [lead, ...more] = await storedLead(request, contact.email);
  expect(more).toEqual([]);
  expect(lead).toMatchObject({ source: "chat", channel: constants.chat.channel, name: contact.name, mobileNumber: contact.mobile, serviceId: 95, pageType: "service" });
  // The trigger messages of this conversation (thanks, the redirect to payment) each posted a tracking record.
  const tracks = await request.get("/admin/user-tracks?format=json&limit=500", { headers: adminAuth() });
  expect(tracks.status()).toBe(200);
  const mine = ((await tracks.json()) as Record<string, unknown>[]).filter((r) => r.email === contact.email);
  expect(mine).toHaveLength(2);
  for (const r of mine) expect(r).toMatchObject({ mode: "chat", flag: "cart", pageType: "service", channel: constants.chat.channel, serviceId: 95, mobile: contact.mobile, city: "Other Cities", language: "English", ticketId: lead.ticketId });
  await expect(page.getByRole("heading", { name: "GST Registration: Standard" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(contact.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(contact.email);
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue(contact.mobile);
});

test("a conversation that ends in a note says the note's line and stays on the page", async ({ page }) => {
  const { panel, answer, said } = await chooseFirst(page, "Leave a note");
  // A redirect comes in the answer to the visitor's event and is followed as that answer is applied
  // (useConversation.ts), so the answer applied is the state to wait for, not a time.
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/chat\/conversations\/[^/]+\/events$/.test(new URL(r.url()).pathname));
  await answer("Do I need GST registration for exports?");
  expect((await answered).status()).toBe(200);
  await expect(said(spec.noteLeft)).toHaveCount(1);
  // One frame later any navigation the answer asked for has begun; none has.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(new URL(page.url()).pathname).toBe(proactivePage);
  await expect(panel.getByText(m.goingToCart)).toHaveCount(0);
  await expect(panel).toBeVisible();
});
