import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatInTimeZone } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin } from "../../../src/cli/buildAdmin.js";
import { findConversation, updateConversation } from "../../../src/server/chat/conversationStore.js";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments, testApp } from "../testApp.js";
import { openSse, storedConversation, storedMessages } from "./chatLiveStreams.js";

const words = serverDocuments.messages.adminChat;

/**
 * The agents' page in Debian's Chromium (as the end-to-end tests drive it), its script built by cli/buildAdmin.ts,
 * against the real app: two agents at once, the list live, take, write and close, the visitor's stream receiving.
 */
describe("the agents' page in a browser", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let base: string;
  let browser: Browser;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
    mkdirSync(join(dist, "client"));
    writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [] }));
    await buildAdmin(projectRoot, join(dist, "admin"));
    t = await testApp({ adminPassword: "agents-secret", distDir: dist });
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** An agent's tab: the admin password given, the name typed once. */
  async function agentTab(name: string, timezoneId?: string): Promise<Page> {
    const context = await browser.newContext({ httpCredentials: { username: "admin", password: "agents-secret" }, timezoneId });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The test's build has no site files: the favicon of the server's pages is the one address allowed to be missing.
    page.on("response", (r) => r.status() >= 400 && !r.url().endsWith("/favicon.svg") && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(`${base}/admin/chat`);
    await page.getByLabel(words.agentName).fill(name);
    await page.getByRole("button", { name: words.saveName }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(words.nameSaved.replace("{agent}", name));
    expect(errors).toEqual([]);
    return page;
  }

  it("keeps the list live, takes a waiting conversation, answers the visitor and closes it; a second agent sees it all", async () => {
    const asha = await agentTab("Asha");
    const ravi = await agentTab("Ravi");
    await expect.poll(() => asha.getByText(words.none).isVisible()).toBe(true);
    expect(await new AxeBuilder({ page: asha }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

    const id = await storedConversation(t.store);
    await storedMessages(t.store, id, [{ author: "visitor", body: "I need help with GST" }]);
    // Handed over five minutes ago by the store's clock: the list says who, how to reach them, where, and how long.
    await updateConversation(t.store.query, id, { mode: "waiting", contact: { name: "Meena Iyer", mobile: "9876501234" } }, new Date(Date.now() - 5 * 60_000));
    const row = asha.getByRole("row", { name: /Meena Iyer/ });
    await expect.poll(() => row.getByText(words.modeWaiting).isVisible()).toBe(true);
    await expect.poll(() => asha.getByRole("status").textContent()).toBe(words.newWaiting.replace("{page}", "/gst-registration"));
    expect(await row.getByRole("rowheader").textContent()).toBe("Meena Iyer");
    expect(await row.getByRole("cell").allTextContents()).toEqual(expect.arrayContaining(["9876501234", "/gst-registration", words.waitedMinutes.other.replace("{count}", "5")]));

    await row.getByRole("button", { name: words.open }).click();
    await expect.poll(() => asha.locator("#conversation-messages li").first().textContent()).toContain("I need help with GST");
    await asha.getByRole("button", { name: words.take }).click();
    await expect.poll(async () => (await findConversation(t.store.query, id))?.agent).toBe("Asha");
    expect(await new AxeBuilder({ page: asha }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    // The other agent's list shows who has it.
    await expect.poll(() => ravi.getByRole("row", { name: /Meena Iyer/ }).getByText("Asha").isVisible()).toBe(true);

    const visitor = await openSse(`${base}/api/chat/conversations/${id}/stream?after=1`);
    await asha.getByLabel(words.reply).fill("Hello Meena, I am Asha.");
    await asha.getByLabel(words.reply).press("Control+Enter");
    const said = await visitor.nextMessage(60_000);
    expect(JSON.parse(said.data)).toMatchObject({ author: "agent", agent: "Asha", text: "Hello Meena, I am Asha." });
    await expect.poll(() => asha.locator("#conversation-messages li").last().textContent()).toContain("Hello Meena, I am Asha.");
    await expect.poll(() => asha.getByLabel(words.reply).inputValue()).toBe("");
    await visitor.close();

    await storedMessages(t.store, id, [{ author: "visitor", body: "Thank you!" }]);
    await expect.poll(() => asha.locator("#conversation-messages li").last().textContent()).toContain("Thank you!");

    await asha.getByRole("button", { name: words.close }).click();
    await expect.poll(() => ravi.getByText(words.none).isVisible()).toBe(true);
    expect((await findConversation(t.store.query, id))!.mode).toBe("closed");
  });

  it("an answer of 200 without what the page reads (the list's rows, a take's conversation) says the page's failure, and nothing throws", async () => {
    const id = await storedConversation(t.store);
    await storedMessages(t.store, id, [{ author: "visitor", body: "Is anyone there?" }]);
    await updateConversation(t.store.query, id, { mode: "waiting", contact: { name: "Odd Answers" } }, new Date());
    const context = await browser.newContext({ httpCredentials: { username: "admin", password: "agents-secret" } });
    try {
      // The list answered by a stand-in: rows without their contact and last activity.
      const listed = await context.newPage();
      const errors: string[] = [];
      listed.on("pageerror", (e) => errors.push(e.message));
      await listed.route(`${base}/admin/chat/conversations`, (route) => route.fulfill({ json: { status: true, data: [{ conversationId: id }, { conversationId: "other" }] } }));
      await listed.goto(`${base}/admin/chat`);
      await expect.poll(() => listed.getByRole("status").textContent()).toBe(words.failed);
      // A take answered `{ status: true }` with no conversation: the failure is said.
      const asha = await agentTab("Asha");
      asha.on("pageerror", (e) => errors.push(e.message));
      await asha.route("**/take", (route) => route.fulfill({ json: { status: true } }));
      await asha.getByRole("row", { name: /Odd Answers/ }).getByRole("button", { name: words.open }).click();
      await expect.poll(() => asha.locator("#conversation-messages li").first().textContent()).toContain("Is anyone there?");
      await asha.getByRole("button", { name: words.take }).click();
      await expect.poll(() => asha.getByRole("status").textContent()).toBe(words.failed);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // The next test reads the list of open conversations: this one goes from it whatever happened here.
      await updateConversation(t.store.query, id, { mode: "closed" }, new Date());
    }
  });

  it("an answer read before a take and received after it never draws the conversation as waiting again: the higher revision is kept", async () => {
    const id = await storedConversation(t.store);
    await storedMessages(t.store, id, [{ author: "visitor", body: "Is my answer overtaken?" }]);
    await updateConversation(t.store.query, id, { mode: "waiting", contact: { name: "Late Answer" } }, new Date());
    const asha = await agentTab("Asha");
    const row = asha.getByRole("row", { name: /Late Answer/ });
    await expect.poll(() => row.getByText(words.modeWaiting).isVisible()).toBe(true);
    try {
      // Open's history call is read by the server at once (the conversation waiting) and reaches the page only after
      // the take's answer has been drawn: what a busy server or network may do to two calls in flight.
      let readByServer!: () => void;
      let release!: () => void;
      const read = new Promise<void>((r) => (readByServer = r));
      const taken = new Promise<void>((r) => (release = r));
      await asha.route(
        (url) => url.pathname.endsWith(`/${id}/messages`) && url.searchParams.get("after") === "0",
        async (route) => {
          const response = await route.fetch();
          readByServer();
          await taken;
          await route.fulfill({ response });
        },
      );
      await row.getByRole("button", { name: words.open }).click();
      await read;
      await asha.getByRole("button", { name: words.take }).click();
      await expect.poll(() => row.getByText(words.modeAgent).isVisible()).toBe(true);
      release();
      // The page has drawn the late answer once it focuses the conversation's heading (Open's last step).
      await expect.poll(() => asha.evaluate(() => document.activeElement?.id)).toBe("conversation-heading");
      expect(await row.locator("[data-mode]").textContent()).toBe(words.modeAgent);
      expect(await asha.getByRole("button", { name: words.take }).isDisabled()).toBe(true);
      expect(await asha.locator("#conversation-messages li").allTextContents()).toEqual([expect.stringContaining("Is my answer overtaken?")]);
    } finally {
      await asha.context().close();
      await updateConversation(t.store.query, id, { mode: "closed" }, new Date());
    }
  });

  it("tells times in the chat's time zone, whatever the agent's computer is set to", async () => {
    const timeZone = serverDocuments.constants.chat.timeZone;
    const farAway = await agentTab("Asha", "America/Los_Angeles");
    const id = await storedConversation(t.store);
    await storedMessages(t.store, id, [{ author: "visitor", body: "What time is it there?" }]);
    await updateConversation(t.store.query, id, { mode: "waiting" }, new Date("2026-03-01T18:45:00Z"));
    const activity = farAway.getByRole("row", { name: /\/gst-registration/ }).locator("time");
    await expect.poll(() => activity.getAttribute("datetime")).toBe("2026-03-01T18:45:00.000Z");
    // 18:45 UTC is 00:15 the next day in India (and 10:45 the same day in Los Angeles).
    expect(await activity.textContent()).toBe(formatInTimeZone(new Date("2026-03-01T18:45:00Z"), timeZone, words.activityTimeFormat));
    expect(await activity.textContent()).toContain("2 Mar");
    await farAway.getByRole("row", { name: /\/gst-registration/ }).getByRole("button", { name: words.open }).click();
    const said = farAway.locator("#conversation-messages li time").first();
    await expect.poll(() => said.getAttribute("datetime")).toBeTruthy();
    expect(await said.textContent()).toBe(formatInTimeZone(new Date((await said.getAttribute("datetime"))!), timeZone, words.messageTimeFormat));
    await updateConversation(t.store.query, id, { mode: "closed" }, new Date());
  });
});
