import { useAtomValue } from "jotai";
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import type { ApiChatChatMessage } from "../../contract/types.js";
import { chatKnownAtom } from "../../state/chat.js";
import type { ChatData } from "./chatData.js";
import { ChatReply, ChatTextForm } from "./ChatReply.js";
import { useConversation, type ConversationDeps } from "./useConversation.js";
import { fill } from "../../lib/fill.js";

/** Who wrote a message, as a screen reader hears it before the text. */
function authorOf(message: ApiChatChatMessage, m: ChatData["messages"]): string {
  if (message.author === "visitor") return m.you;
  if (message.author === "bot") return m.bot;
  return fill(m.agent, { agent: message.agent ?? "" }).replace(/^\W+/, "");
}

/** A sentence the panel says (an alert or a status) with the button that acts on it: try again, start a new chat. */
function SentenceWithAction({ role, className, text, action, onAction }: { role: "alert" | "status"; className: string; text: string; action: string; onAction(): void }) {
  return (
    <p role={role} className={className}>
      {text}{" "}
      <button type="button" onClick={onAction}>
        {action}
      </button>
    </p>
  );
}

export interface ChatPanelProps {
  data: ChatData;
  deps: ConversationDeps;
  /** Whether to move focus into the panel (a click opened it; an automatic opening leaves focus where it is). */
  takeFocus: boolean;
  close(): void;
  /** Said at the end of the conversation once the chat's closing time has come while the page is open (null before). */
  closedNow: string | null;
}

/**
 * The open chat: its messages as one polite live region, then what the visitor may answer the bot, and the chat input
 * box only once an agent has written (until then the visitor answers the bot with the replies it offers). Escape closes it.
 */
export function ChatPanel({ data, deps, takeFocus, close, closedNow }: ChatPanelProps) {
  const m = data.messages;
  const { view, status, send, retry, startAgain } = useConversation(data, deps);
  const known = useAtomValue(chatKnownAtom);
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  // The newest message stays in view: the list follows the conversation's end (a new message, a reply box that grew
  // under it) unless the visitor has scrolled up to read, until they come back down.
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [view, status]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };
  // The input box shows once an agent's message has arrived, until the conversation is closed: the bot asks through its replies.
  const agentWrote = view?.mode !== "closed" && (view?.messages.some((x) => x.author === "agent") ?? false);
  return (
    <section ref={panel} className="chat-panel" role="dialog" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="chat-panel-head">
        <h2 id={headingId}>{m.panelTitle}</h2>
        <button type="button" className="chat-close" onClick={close} aria-label={m.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ol
        ref={list}
        className="chat-messages"
        aria-live="polite"
        aria-label={m.conversation}
        onScroll={(e) => {
          const el = e.currentTarget;
          following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
        }}
      >
        {view?.messages.map((x) => (
          <li key={x.id} className={`chat-message chat-message--${x.author}`}>
            <span className="visually-hidden">{authorOf(x, m)}: </span>
            {x.text}
          </li>
        ))}
      </ol>
      {closedNow && view?.mode !== "agent" && (
        <p role="status">
          {closedNow}
        </p>
      )}
      {status === "opening" && <p role="status">{m.opening}</p>}
      {status === "leaving" && <p role="status">{m.goingToCart}</p>}
      {status === "failed" && <SentenceWithAction role="alert" className="chat-failed" text={m.failed} action={m.retry} onAction={retry} />}
      {status === "ready" && view?.mode === "closed" && <SentenceWithAction role="status" className="chat-ended" text={m.conversationEnded} action={m.startAgain} onAction={startAgain} />}
      {status === "ready" && view?.awaiting && <ChatReply awaiting={view.awaiting} refused={view.refused} known={known} m={m} send={send} />}
      {status === "ready" && agentWrote && !view?.awaiting && <ChatTextForm label={m.messageLabel} m={m} send={send} />}
    </section>
  );
}
