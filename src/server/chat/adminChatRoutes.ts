import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { adminAllowed, staffOf } from "../staff/adminAuth.js";
import { adminUser } from "../staff/adminUser.js";
import type { StaffGate } from "../staff/staffPassword.js";
import type { LiveHub } from "./liveHub.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import { adminAssetsDir } from "../staff/adminAssets.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { adminChatCalls } from "./adminChatCalls.js";
import { adminChatStream } from "./adminChatStream.js";


/**
 * /admin/chat, the agents' live chat page, and everything under it: behind the admin's Basic authentication (the
 * browser sends the same password to the script, the calls and the stream). The page is HTML drawn here with its
 * words as a JSON data block; its script /admin/assets/chat.js (src/admin/chat/, never in the visitors' JavaScript)
 * draws the list and the open conversation and keeps them live from /admin/chat/stream.
 */
export const adminChatRoutes: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; now: () => Date; staffGate: StaffGate; distDir: string; hub: LiveHub; streams: Set<FastifyReply> }> = async (app, deps) => {
  // The words are read at each request, so that a published messages.json applies without a restart.
  const words = () => deps.documents.messages.adminChat;
  app.addHook("onRequest", async (request, reply) => {
    if (!(await adminAllowed(request, reply, { gate: deps.staffGate, realm: "vidhi chat", loginNeeded: words().loginNeeded }))) return reply;
  });
  app.get("/admin/chat", { config: { refusalShape: "page" } }, async (request, reply) =>
    reply.type("text/html; charset=utf-8").send(agentsPage(words(), deps.documents.constants.chat.timeZone, agentNameOf(staffOf(request)))),
  );
  for (const [file, type] of [["chat.js", "text/javascript; charset=utf-8"], ["chat.css", "text/css; charset=utf-8"]] as const) {
    const path = join(deps.distDir, adminAssetsDir, file);
    app.get(`/admin/assets/${file}`, async (_request, reply) => {
      if (!existsSync(path)) return reply.code(404).type("text/plain; charset=utf-8").send(deps.documents.messages.server.pageNotFound);
      return reply.type(type).send(readFileSync(path));
    });
  }
  await app.register(adminChatCalls, deps);
  await app.register(adminChatStream, deps);
};

/**
 * The name visitors see for a named staff account, until its agent types another in this browser: the account's name
 * with a capital ('meera' is Meera). None for the shared 'admin', which is no one's name: its agent types one.
 */
export function agentNameOf(staff: string | undefined): string {
  return staff && staff !== adminUser ? staff.charAt(0).toUpperCase() + staff.slice(1) : "";
}

/** The page's frame: the agent's name, the list, the open conversation, a live region; the script fills them. */
function agentsPage(w: ServerDocuments["messages"]["adminChat"], timeZone: string, accountName: string): string {
  const e = escapeHtml;
  const body = `<h1>${e(w.title)}</h1>
<form id="agent-form"><label for="agent-name">${e(w.agentName)}</label> <input id="agent-name" name="agent" maxlength="60" autocomplete="name" required> <button type="submit">${e(w.saveName)}</button></form>
<p id="chat-status" role="status" aria-live="polite"></p>
<section aria-labelledby="list-heading"><h2 id="list-heading">${e(w.listHeading)}</h2><div id="conversation-list" tabindex="0" role="group" aria-labelledby="list-heading"></div></section>
<section id="conversation" aria-labelledby="conversation-heading" hidden><h2 id="conversation-heading" tabindex="-1"></h2>
<ol id="conversation-messages" aria-live="polite"></ol>
<form id="reply-form"><label for="reply-text">${e(w.reply)}</label><textarea id="reply-text" name="text" maxlength="2000" rows="3" required></textarea>
<button type="submit" id="reply-send">${e(w.send)}</button> <button type="button" id="take-button">${e(w.take)}</button> <button type="button" id="close-button">${e(w.close)}</button></form></section>
<script type="application/json" id="admin-chat-words">${JSON.stringify(w).replace(/</g, "\\u003c")}</script>
<script type="application/json" id="admin-chat-time-zone">${JSON.stringify(timeZone).replace(/</g, "\\u003c")}</script>
<script type="application/json" id="admin-chat-account-name">${JSON.stringify(accountName).replace(/</g, "\\u003c")}</script>
<link rel="stylesheet" href="/admin/assets/chat.css">
<script defer src="/admin/assets/chat.js"></script>`;
  return htmlPage(w.title, body, { wide: true });
}
