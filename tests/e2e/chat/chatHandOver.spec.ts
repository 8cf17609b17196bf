import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import messages from "../../../config/messages.json" with { type: "json" };
import constants from "../../../config/constants.json" with { type: "json" };
import { fillNextOpening, type ChatHours } from "../../../src/rules/chatHours.js";
import { icon, keptId, m, proactivePage, visit } from "./chatKit.js";
import { startClockServer, type ClockServer } from "../clockServer.js";
import { nextOpenDayAt } from "./chatDays.js";

// The hand-over to a person, on a server of its own whose clock the tests move: the server decides the hours when
// the visitor asks for a person. In hours, the bot asks the name and number, and the agent sees them before replying;
// at 19:02 India time it says when the chat is back and offers a note instead. The browser's clock (page.clock)
// decides what the widget shows; the server's clock (POST /dev/clock) what the bot does.
const a = messages.adminChat;
const triggers = messages.chat.triggers;
const w = messages.chatWidget;
const hours: ChatHours = { ...constants.chat, businessDays: constants.chat.businessDays as ChatHours["businessDays"] };
const askName = "Before I connect you to an expert: what is your name?";
const offerNote = "Leave a note with your question and we will call you back.";

test.describe.configure({ mode: "serial" });
let server: ClockServer;
test.beforeAll(async () => {
  // A hook has the config's timeout, not the file's: a server of its own starts in minutes on a busy machine.
  test.setTimeout(240_000);
  server = await startClockServer(process.cwd());
});
test.afterAll(() => server?.stop());

/** The GST page's chat at a browser instant, "Talk to an expert now" pressed; answers typed into the bot's field. */
async function askForPerson(page: Page, browserTime: string) {
  await visit(page, server.url + proactivePage, browserTime);
  await icon(page).click();
  const panel = page.getByRole("dialog", { name: m.panelTitle });
  await panel.getByRole("button", { name: "Talk to an expert now" }).click();
  const said = (text: string) => panel.getByRole("listitem").filter({ hasText: text });
  await expect(said(askName)).toHaveCount(1);
  const answer = async (text: string) => {
    await panel.getByLabel(m.answerLabel).fill(text);
    await panel.getByLabel(m.answerLabel).press("Enter");
    await expect(said(`${m.you}: ${text}`)).toHaveCount(1);
  };
  return { panel, said, answer };
}

test("in hours: the bot asks the name and a valid number, then an agent sees who and for how long before replying; live both ways; closed, the box goes", async ({ page, browser }) => {
  await server.moveTo(nextOpenDayAt(await server.now(), "11:00"));
  const { panel, said, answer } = await askForPerson(page, "2026-11-28T05:30:00Z");
  await answer("Farah Khan");
  await panel.getByLabel(m.answerLabel).fill("12345");
  await panel.getByLabel(m.answerLabel).press("Enter");
  await expect(panel.getByLabel(m.answerLabel)).toHaveAccessibleDescription(messages.leadForm.mobileInvalid);
  await answer("9876512345");
  await expect(said(triggers.liveAgent)).toHaveCount(1);
  await expect(panel.getByLabel(m.messageLabel)).toHaveCount(0);
  const id = (await keptId(page))!;

  const agentContext = await browser.newContext({ httpCredentials: { username: "admin", password: server.password } });
  try {
    const agent = await agentContext.newPage();
    await agent.goto(`${server.url}/admin/chat`);
    await agent.getByLabel(a.agentName).fill("Meera");
    await agent.getByRole("button", { name: a.saveName }).click();
    await expect(agent.getByRole("status")).toHaveText(a.nameSaved.replace("{agent}", "Meera"));
    // Before anyone replies: the row is the visitor's, by name, with the number, the page and the wait.
    const row = agent.locator("tr", { has: agent.locator(`[id="row-${id}"]`) });
    await expect(row.getByRole("rowheader")).toHaveText("Farah Khan");
    await expect(row.getByRole("cell", { name: "9876512345" })).toHaveCount(1);
    await expect(row.getByRole("cell", { name: proactivePage })).toHaveCount(1);
    await expect(row.locator("[data-mode]")).toHaveText(a.modeWaiting);
    await expect(row.locator("[data-waiting-since]")).toHaveText(a.waitedNow);
    expect((await new AxeBuilder({ page: agent }).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    // Handed over with a number, the visitor is a lead already, linked to its page, which says an agent was asked for.
    const ticket = row.getByRole("link", { name: /^VL-[0-9A-Z]{8}$/ });
    await expect(ticket).toHaveAttribute("href", /^\/admin\/leads\/VL-[0-9A-Z]{8}$/);
    const leadPage = await agentContext.newPage();
    await leadPage.goto(`${server.url}${await ticket.getAttribute("href")}`);
    await expect(leadPage.locator(".lead-details")).toContainText("Farah Khan");
    await expect(leadPage.locator(".lead-details")).toContainText(messages.server.leadListing.agentAsked.split("{time}")[0]);
    await leadPage.close();

    await row.getByRole("button", { name: a.open }).click();
    await agent.getByRole("button", { name: a.take }).click();
    await expect(row.locator("[data-mode]")).toHaveText(a.modeAgent);
    await agent.getByLabel(a.reply).fill("Hello Farah, I am Meera. Which state is your business in?");
    await agent.getByRole("button", { name: a.send, exact: true }).click();
    await expect(said("Hello Farah, I am Meera. Which state is your business in?")).toHaveCount(1);
    const box = panel.getByLabel(m.messageLabel);
    await box.fill("Karnataka.");
    await box.press("Enter");
    await expect(agent.locator("#conversation-messages li").filter({ hasText: "Karnataka." })).toHaveAttribute("data-author", "visitor");
    await agent.getByRole("button", { name: a.close }).click();
    await expect(panel.getByLabel(m.messageLabel)).toHaveCount(0);
  } finally {
    await agentContext.close();
  }
});

test("at 19:02 India time: the widget tells the open conversation, and the hand-over says when the chat is back and offers a note, never a live agent", async ({ page, request }) => {
  const serverDay = nextOpenDayAt(await server.now(), "18:58");
  await server.moveTo(serverDay);
  // The browser: Saturday 28 November 2026, 18:58 India time.
  const { panel, said, answer } = await askForPerson(page, "2026-11-28T13:28:00Z");
  await answer("Farah Khan");

  // 19:00 passes in the browser with the chat open: it says so in the chat's words, with Monday's opening.
  await page.clock.fastForward("04:00");
  await expect(panel.getByRole("status")).toHaveText(w.closedNow.replace("{day}", "Monday 30 November").replace("{time}", "10:00 AM"));

  await server.moveTo(new Date(serverDay.getTime() + 4 * 60_000));
  await answer("9876512345");
  const back = fillNextOpening(await server.now(), hours, messages.chat.backAt, { day: w.closedDayFormat, time: w.closedTimeFormat })!;
  await expect(said(back)).toHaveCount(1);
  await expect(said(offerNote)).toHaveCount(1);
  await expect(said(triggers.liveAgent)).toHaveCount(0);

  await panel.getByRole("button", { name: "Leave a note" }).click();
  await answer("Please call me about GST for my shop.");
  await expect(said(triggers.noteLeft)).toHaveCount(1);
  // Nobody was handed the conversation: the agents' list has it with the bot.
  const id = (await keptId(page))!;
  const list = await request.get(`${server.url}/admin/chat/conversations`, { headers: { authorization: `Basic ${Buffer.from(`admin:${server.password}`).toString("base64")}` } });
  const row = ((await list.json()) as { data: { conversationId: string; mode: string; contact: object }[] }).data.find((r) => r.conversationId === id);
  expect(row).toMatchObject({ mode: "bot", contact: { name: "Farah Khan", mobile: "9876512345" } });
});
