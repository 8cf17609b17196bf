import type { ApiChatAgentConversation } from "../../contract/types.js";
import { fillCount } from "../../lib/fillCount.js";
import type { AgentClock } from "./clock.js";
import { make, type AdminChatWords } from "./dom.js";

/** A conversation's mode in the page's words. */
export function modeName(words: AdminChatWords, mode: ApiChatAgentConversation["mode"]): string {
  return { bot: words.modeBot, waiting: words.modeWaiting, agent: words.modeAgent, closed: words.modeClosed }[mode];
}

/**
 * Of two states of one conversation, the later: `next` unless `before` has a higher revision (the store adds one at
 * each change; a state without one, from a process of an older build, is not compared). Answers and stream events
 * about one conversation may reach the page in another order than the changes: a history call read before a take and
 * answered after it must not draw the conversation as waiting again.
 */
export function newer(before: ApiChatAgentConversation | undefined, next: ApiChatAgentConversation): ApiChatAgentConversation {
  return before && before.revision > next.revision ? before : next;
}

/** The page address without the site's origin, shorter to read. */
export function pageOf(row: ApiChatAgentConversation): string {
  try {
    return new URL(row.pageUrl).pathname;
  } catch {
    return row.pageUrl;
  }
}

/** How long a visitor handed to the agents has waited at `now`, in whole minutes ("Just now" under one). */
export function waited(words: AdminChatWords, since: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(since)) / 60_000);
  return minutes < 1 ? words.waitedNow : fillCount(words.waitedMinutes, minutes);
}

/** Brings every waiting time of the list up to `now`, without redrawing the rows (the focus stays where it is). */
export function refreshWaited(into: HTMLElement, words: AdminChatWords, now: Date): void {
  for (const cell of into.querySelectorAll<HTMLElement>("[data-waiting-since]")) cell.textContent = waited(words, cell.dataset.waitingSince!, now);
}

const contactOf = (r: ApiChatAgentConversation) => ["mobile", "email", "city"].map((k) => r.contact[k]).filter(Boolean).join(", ");

/**
 * The open conversations as a table, newest activity first, each row with a button that opens it. Redrawn whole on
 * each change: a few dozen rows at most (constants.chat.agentListSize).
 */
export function drawList(into: HTMLElement, words: AdminChatWords, clock: AgentClock, rows: ApiChatAgentConversation[], onOpen: (id: string) => void, openId: string | null): void {
  const open = rows.filter((r) => r.mode !== "closed").sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
  if (!open.length) {
    into.replaceChildren(make("p", { text: words.none }));
    return;
  }
  const headings = [words.columnVisitor, words.columnContact, words.columnPage, words.columnMode, words.columnWaited, words.columnAgent, words.columnActivity, words.columnTicket, words.columnOpen];
  const now = new Date();
  const head = make("thead", {}, make("tr", {}, ...headings.map((h) => make("th", { text: h, attrs: { scope: "col" } }))));
  const body = make(
    "tbody",
    {},
    ...open.map((r) => {
      const button = make("button", { text: words.open, attrs: { type: "button", "aria-describedby": `row-${r.conversationId}` } });
      button.addEventListener("click", () => onOpen(r.conversationId));
      const row = make(
        "tr",
        r.conversationId === openId ? { attrs: { "aria-current": "true" } } : {},
        make("th", { text: r.contact.name || words.unknown, attrs: { scope: "row", id: `row-${r.conversationId}` } }),
        make("td", { text: contactOf(r) || words.unknown }),
        make("td", { text: pageOf(r) }),
        make("td", { text: modeName(words, r.mode), attrs: { "data-mode": r.mode } }),
        r.mode === "waiting" && r.waitingSince ? make("td", { text: waited(words, r.waitingSince, now), attrs: { "data-waiting-since": r.waitingSince } }) : make("td", { text: words.unknown }),
        make("td", { text: r.agent ?? words.unknown }),
        make("td", {}, make("time", { text: clock.activity(r.lastActivityAt), attrs: { datetime: r.lastActivityAt } })),
        // The conversation's lead, on its own page (/admin/leads/<ticket>), where the staff follow it up.
        make("td", r.ticketId ? {} : { text: words.unknown }, ...(r.ticketId ? [make("a", { text: r.ticketId, attrs: { href: `/admin/leads/${encodeURIComponent(r.ticketId)}` } })] : [])),
        make("td", {}, button),
      );
      return row;
    }),
  );
  into.replaceChildren(make("table", {}, head, body));
}
