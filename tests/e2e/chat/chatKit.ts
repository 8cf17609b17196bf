import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import { e2eDataDir } from "../fixtureSession.js";
import { reachForHeader } from "../headerKit.js";

// What the chat's browser tests share (chat.spec.ts, chatJourneys.spec.ts): the pages, the instants, the widget's
// words and the way a test opens a page at a fixed time.
export const m = messages.chatWidget;
export const proactivePage = "/gst-registration";
export const defaultPage = "/partnership-firm-registration";
// India time is UTC+5:30; 28 November 2026 is a Saturday, 25 December a holiday of constants.chat.
export const at = {
  saturday1800: "2026-11-28T12:30:00Z",
  saturday1859: "2026-11-28T13:29:00Z",
  saturday1900: "2026-11-28T13:30:00Z",
  sunday: "2026-11-29T06:30:00Z",
  christmas: "2026-12-25T06:30:00Z",
};

/** The admin password of the browser tests' server (generated into its data folder). */
export const adminPassword = () => readFileSync(join(e2eDataDir, "admin-password"), "utf8").trim();
export const adminAuth = () => ({ authorization: `Basic ${Buffer.from(`admin:${adminPassword()}`).toString("base64")}` });

/** The conversation id the widget keeps for the page it is on (under the page's canonical address). */
export const keptId = (page: Page) =>
  page.evaluate((prefix) => localStorage.getItem(prefix + document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href), constants.storage.chatConversationKey);

export const icon = (page: Page) => page.getByRole("button", { name: new RegExp(m.openChat) });

/** The page at a fixed instant that then runs on; resolves once the widget's chunk has decided (the icon, or the console note). */
export async function visit(page: Page, route: string, time: string) {
  const notes: string[] = [];
  page.on("console", (msg) => msg.type() === "info" && notes.push(msg.text()));
  await page.clock.install({ time: new Date(time) });
  await page.goto(route);
  await reachForHeader(page);
  return notes;
}

/**
 * Resolves once the page has run what React had queued (two rounds of message-channel tasks: React's scheduler posts
 * its work so, and the page's fake clock does not hold them): after it, a state the page's timers set is on screen,
 * so a check that something did not appear is not passed merely because it had not appeared yet.
 */
export const reactSettled = (page: Page) =>
  page.evaluate("new Promise((done) => { const c = new MessageChannel(); let n = 0; c.port1.onmessage = () => (++n === 2 ? done() : c.port2.postMessage(0)); c.port2.postMessage(0); })");

