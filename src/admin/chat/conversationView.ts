import type { ApiChatAgentConversation, ApiChatChatMessage } from "../../contract/types.js";
import type { AgentClock } from "./clock.js";
import { byId, make, withValues, type AdminChatWords } from "./dom.js";
import { modeName, pageOf } from "./listView.js";

/** Who wrote a message, in the page's words. */
function authorOf(words: AdminChatWords, m: ApiChatChatMessage): string {
  if (m.author === "agent") return withValues(words.authorAgent, { agent: m.agent ?? "" });
  return m.author === "bot" ? words.authorBot : words.authorVisitor;
}

/** Adds the messages not drawn yet (by id: a message that comes by the stream and by a call is drawn once). */
export function appendMessages(words: AdminChatWords, clock: AgentClock, messages: ApiChatChatMessage[], lastId: number): number {
  const list = byId<HTMLOListElement>("conversation-messages");
  let last = lastId;
  for (const m of messages) {
    if (m.id <= last) continue;
    list.append(make("li", { attrs: { "data-author": m.author } }, make("strong", { text: `${authorOf(words, m)}: ` }), make("span", { text: m.text }), make("time", { text: clock.message(m.at), attrs: { datetime: m.at } })));
    last = m.id;
  }
  return last;
}

/** Shows the open conversation's frame (its heading, the buttons its mode allows); `fresh` empties its messages. */
export function drawConversation(words: AdminChatWords, row: ApiChatAgentConversation, agent: string, fresh: boolean): void {
  const section = byId<HTMLElement>("conversation");
  section.hidden = false;
  byId("conversation-heading").textContent = `${withValues(words.historyHeading, { page: pageOf(row) })} (${row.mode === "agent" && row.agent ? row.agent : modeName(words, row.mode)})`;
  if (fresh) byId("conversation-messages").replaceChildren();
  const closed = row.mode === "closed";
  byId<HTMLButtonElement>("take-button").disabled = closed || (row.mode === "agent" && row.agent === agent);
  byId<HTMLButtonElement>("close-button").disabled = closed;
  for (const id of ["reply-text", "reply-send"]) byId<HTMLInputElement>(id).disabled = closed;
}
