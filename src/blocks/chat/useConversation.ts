import { useAtom, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiChatChatMessage, ApiChatConversationView, ApiChatEventBody, ApiChatStreamModeEvent } from "../../contract/types.js";
import type { ChatApi } from "../../api/chat.js";
import type { SafeStore } from "../../lib/storage.js";
import { chatConversationAtom, chatIdentityAtom } from "../../state/chat.js";
import type { ChatData } from "./chatData.js";
import { conversationIdFor, forgetConversation } from "./conversationId.js";

export type ConversationStatus = "opening" | "ready" | "failed" | "leaving";

/** The messages of both, each once, in order of id: an answer and the stream may both bring a message. */
export function mergeMessages(had: ApiChatChatMessage[], added: ApiChatChatMessage[]): ApiChatChatMessage[] {
  const byId = new Map(had.map((m) => [m.id, m]));
  for (const m of added) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A live stream event's data, or null when it is not a JSON object. */
function streamed<T>(data: string): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value == "object" ? value : null;
  } catch {
    return null;
  }
}

/** The seams of the browser: the calls, local storage, the live stream and leaving for the cart. */
export interface ConversationDeps {
  api: ChatApi;
  store: SafeStore;
  openStream(url: string): EventSource;
  go(url: string): void;
}

/**
 * The page's conversation once the panel opens: opened (or found again, with its history) by its id, kept up to date by
 * the live stream (EventSource reconnects by itself, and the server resumes after Last-Event-ID), and moved on by the
 * visitor's events. An answer with a redirect (a plan offered) takes the visitor to the cart.
 */
export function useConversation(data: ChatData, deps: ConversationDeps) {
  const [view, setView] = useAtom(chatConversationAtom);
  const setIdentity = useSetAtom(chatIdentityAtom);
  const [status, setStatus] = useState<ConversationStatus>("opening");
  const [attempt, setAttempt] = useState(0);
  const depsRef = useRef(deps);
  const apply = useCallback(
    (next: ApiChatConversationView) => {
      setView((had) => {
        const same = had?.conversationId === next.conversationId;
        const messages = mergeMessages(same ? had.messages : [], next.messages);
        // An answer made before a change the widget has drawn already (an agent closed the conversation while the
        // visitor's message was on its way): its messages are new, its mode and question are not.
        return same && had.revision > next.revision ? { ...had, messages } : { ...next, messages };
      });
      if (next.redirect) {
        setStatus("leaving");
        depsRef.current.go(next.redirect);
      }
    },
    [setView],
  );

  useEffect(() => {
    const { api, store, openStream } = depsRef.current;
    const { page, section, storageKey, tokenKey } = data;
    const conversationId = conversationIdFor(page.url, storageKey, store);
    const authToken = store.get(tokenKey);
    let stream: EventSource | undefined;
    let stopped = false;
    void api
      .open({
        conversationId,
        pageUrl: page.url,
        serviceId: page.serviceId,
        pageType: page.pageType,
        context: { clientConversationId: conversationId, clientGroupId: page.url, serviceName: page.serviceName, page_name: page.title, section_name: section },
        ...(authToken ? { authToken } : {}),
      })
      .then((answer) => {
        if (stopped) return;
        if (!answer.ok) return setStatus("failed");
        apply(answer.body.data);
        setStatus((s) => (s === "leaving" ? s : "ready"));
        // From the last message it has; after a drop, EventSource sends Last-Event-ID and the server resumes from there.
        stream = openStream(api.streamUrl(conversationId, answer.body.data.messages.at(-1)?.id ?? 0));
        stream.onmessage = (event: MessageEvent<string>) => {
          const message = streamed<ApiChatChatMessage>(event.data);
          // An event without a message the panel can draw (a proxy's line, `null`) is left out, not thrown in render.
          if (typeof message?.id == "number" && typeof message.text == "string") setView((had) => had && { ...had, messages: mergeMessages(had.messages, [message as ApiChatChatMessage]) });
        };
        // A mode change (taken by an agent, closed) is an event of its own.
        // Out of the bot's hands (an agent took it, or closed it), the bot's question and its refusal go, as the
        // server's view has them: the visitor then writes to the agent, and not through the question's rule.
        stream.addEventListener("mode", (event: MessageEvent<string>) => {
          const { mode, revision } = streamed<ApiChatStreamModeEvent>(event.data) ?? {};
          // A change older than what the widget drew (an answer made after it came first) is left; one without a
          // revision (a process of an older build) is drawn as it comes.
          if (typeof mode == "string")
            setView((had) => {
              if (!had || (typeof revision == "number" && had.revision > revision)) return had;
              return { ...had, mode, ...(typeof revision == "number" ? { revision } : {}), ...(mode === "bot" ? {} : { awaiting: null, refused: undefined }) };
            });
        });
      });
    return () => {
      stopped = true;
      stream?.close();
    };
  }, [data, apply, setView, attempt]);

  const send = useCallback(
    async (event: ApiChatEventBody): Promise<boolean> => {
      if (!view) return false;
      const asked = view.awaiting?.kind === "question" ? view.awaiting.field : undefined;
      const answer = await depsRef.current.api.send(view.conversationId, event);
      if (!answer.ok) {
        setStatus("failed");
        return false;
      }
      setStatus("ready");
      apply(answer.body.data);
      if (event.kind === "text" && asked && asked !== "city" && asked !== "note" && !answer.body.data.refused) setIdentity((had) => ({ ...had, [asked]: event.text }));
      return !answer.body.data.refused;
    },
    [view, apply, setIdentity],
  );

  const again = () => {
    setStatus("opening");
    setAttempt((n) => n + 1);
  };
  return {
    view,
    status,
    send,
    retry: again,
    /** A new conversation on this page, once an agent has closed the one it had: its id forgotten, then opened anew. */
    startAgain: () => {
      forgetConversation(data.page.url, data.storageKey, depsRef.current.store);
      setView(null);
      again();
    },
  };
}
