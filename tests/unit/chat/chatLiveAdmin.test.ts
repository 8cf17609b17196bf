import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findConversation, updateConversation } from "../../../src/server/chat/conversationStore.js";
import { setStaffPassword } from "../../../src/server/staff/staffAccounts.js";
import { serverDocuments, testApp } from "../testApp.js";
import { openSse, storedConversation, storedMessages } from "./chatLiveStreams.js";

const words = serverDocuments.messages.adminChat;
const admin = { authorization: `Basic ${Buffer.from("admin:agents-secret").toString("base64")}` };
const json = { ...admin, "content-type": "application/json" };

/** A build output with the agents' script in it, as cli/buildAdmin.ts writes it. */
function buildWithAdminScript(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
  mkdirSync(join(dist, "client"));
  mkdirSync(join(dist, "admin"));
  writeFileSync(join(dist, "admin/chat.js"), "console.log('agents');");
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [] }));
  return dist;
}

/** The agents' page and its calls, over real HTTP where it streams (the app listening on 127.0.0.1). */
describe("/admin/chat: the agents' live page", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let base: string;
  beforeEach(async () => {
    t = await testApp({ adminPassword: "agents-secret", distDir: buildWithAdminScript() });
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(() => t.close());
  const post = (path: string, body: object) => fetch(`${base}${path}`, { method: "POST", headers: json, body: JSON.stringify(body) });

  it("answers 401 asking for the admin password on the page, its script, its calls and its stream", async () => {
    const id = await storedConversation(t.store);
    for (const [method, path] of [
      ["GET", "/admin/chat"],
      ["GET", "/admin/assets/chat.js"],
      ["GET", "/admin/chat/conversations"],
      ["GET", "/admin/chat/stream"],
      ["POST", `/admin/chat/conversations/${id}/take`],
    ]) {
      const answer = await fetch(`${base}${path}`, { method, headers: { "content-type": "application/json", authorization: `Basic ${Buffer.from("admin:wrong").toString("base64")}` }, body: method === "POST" ? "{}" : undefined });
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get("www-authenticate"), path).toContain("Basic");
      expect(await answer.text(), path).toBe(words.loginNeeded);
    }
  });

  it("serves the page with its words, labels, a live region and its script from /admin/assets (no inline script, never cached)", async () => {
    const page = await fetch(`${base}/admin/chat`, { headers: admin });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const scriptSrc = page.headers.get("content-security-policy")!.split(";").find((d) => d.trim().startsWith("script-src "))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    const html = await page.text();
    expect(html).toContain(`<h1>${words.title}</h1>`);
    expect(html).toContain(`<label for="agent-name">${words.agentName}</label>`);
    expect(html).toContain(`<label for="reply-text">${words.reply}</label>`);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<script defer src="/admin/assets/chat.js"></script>');
    // The only other script elements are JSON data (the words, the chat's time zone), which the browser never runs.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="admin-chat-words">',
      '<script type="application/json" id="admin-chat-time-zone">',
      '<script type="application/json" id="admin-chat-account-name">',
      '<script defer src="/admin/assets/chat.js">',
    ]);
    // The shared admin is no one's name: its agent types one.
    expect(html).toContain('<script type="application/json" id="admin-chat-account-name">""</script>');
    expect(html).toContain(`<script type="application/json" id="admin-chat-time-zone">${JSON.stringify(serverDocuments.constants.chat.timeZone)}</script>`);
    const script = await fetch(`${base}/admin/assets/chat.js`, { headers: admin });
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toBe("console.log('agents');");
  });

  it("a named staff account's agent is called by the account's name until they type another (meera is Meera)", async () => {
    await setStaffPassword(t.store.query, "meera", "meera-password-1", new Date("2026-05-01T10:00:00Z"));
    const page = await fetch(`${base}/admin/chat`, { headers: { authorization: `Basic ${Buffer.from("meera:meera-password-1").toString("base64")}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="application/json" id="admin-chat-account-name">"Meera"</script>');
  });

  it("lists open conversations newest activity first with page, contact, ticket and mode; a closed one leaves the list", async () => {
    const older = await storedConversation(t.store, new Date("2026-05-01T10:00:00Z"));
    const newer = await storedConversation(t.store, new Date("2026-05-01T11:00:00Z"));
    const closed = await storedConversation(t.store, new Date("2026-05-01T12:00:00Z"));
    await updateConversation(t.store.query, older, { mode: "waiting", contact: { name: "Ravi", mobile: "9876543210" }, ticket_id: "T-17" }, new Date("2026-05-01T10:30:00Z"));
    await updateConversation(t.store.query, closed, { mode: "closed" }, new Date("2026-05-01T12:00:00Z"));
    const list = (await (await fetch(`${base}/admin/chat/conversations`, { headers: admin })).json()) as { data: { conversationId: string }[] };
    expect(list.data.map((r) => r.conversationId)).toEqual([newer, older]);
    expect(list.data[1]).toEqual({
      conversationId: older,
      pageUrl: "https://example.com/gst-registration",
      pageType: "service",
      contact: { name: "Ravi", mobile: "9876543210" },
      ticketId: "T-17",
      mode: "waiting",
      agent: null,
      lastActivityAt: "2026-05-01T10:30:00.000Z",
      waitingSince: "2026-05-01T10:30:00.000Z",
      revision: 1,
    });
  });

  it("an agent's message reaches the visitor's stream; the first message of a waiting conversation takes it", async () => {
    const id = await storedConversation(t.store);
    await updateConversation(t.store.query, id, { mode: "waiting" }, new Date());
    const visitor = await openSse(`${base}/api/chat/conversations/${id}/stream`);
    const answer = await post(`/admin/chat/conversations/${id}/messages`, { agent: "Asha", text: "Hello, I am Asha. How can I help?" });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { conversation: { mode: string; agent: string }; messages: { id: number }[] } };
    // Handed over (revision 1), taken by the message (2), the message stored (3): the answer is the conversation after
    // all of it, the mode event the conversation after the take.
    expect(data.conversation).toMatchObject({ mode: "agent", agent: "Asha", revision: 3 });
    expect(await visitor.nextWhere((e) => e.event === "mode" && e.data.includes("agent"))).toEqual({ event: "mode", data: JSON.stringify({ mode: "agent", revision: 2 }) });
    const said = await visitor.nextMessage();
    expect(said.id).toBe(String(data.messages.at(-1)!.id));
    expect(JSON.parse(said.data)).toMatchObject({ author: "agent", agent: "Asha", text: "Hello, I am Asha. How can I help?" });
    await visitor.close();
  });

  it("the agents' stream sees a new conversation, each message and a take", async () => {
    const agents = await openSse(`${base}/admin/chat/stream`, admin);
    const id = await storedConversation(t.store);
    const created = await agents.next();
    expect(created.event).toBe("conversation");
    expect(JSON.parse(created.data)).toMatchObject({ conversation: { conversationId: id, mode: "bot" } });
    const [m] = await storedMessages(t.store, id, [{ author: "visitor", body: "Can someone call me?" }]);
    expect(JSON.parse((await agents.next()).data)).toMatchObject({ conversation: { conversationId: id }, message: { id: m.id, author: "visitor", text: "Can someone call me?" } });
    expect((await post(`/admin/chat/conversations/${id}/take`, { agent: "Asha" })).status).toBe(200);
    expect(JSON.parse((await agents.next()).data)).toMatchObject({ conversation: { conversationId: id, mode: "agent", agent: "Asha" } });
    await agents.close();
  });

  it("closes a conversation; a closed or unknown conversation refuses the agent with the page's words", async () => {
    const id = await storedConversation(t.store);
    expect((await post(`/admin/chat/conversations/${id}/close`, { agent: "Asha" })).status).toBe(200);
    expect((await findConversation(t.store.query, id))!.mode).toBe("closed");
    const refused = await post(`/admin/chat/conversations/${id}/messages`, { agent: "Asha", text: "Still there?" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ status: false, error: words.closedConversation });
    const unknown = await post("/admin/chat/conversations/gst-registration-00000000-0000-4000-8000-000000000000/take", { agent: "Asha" });
    expect(unknown.status).toBe(404);
    expect((await post(`/admin/chat/conversations/${id}/messages`, { agent: "", text: "x" })).status).toBe(400);
  });
});
