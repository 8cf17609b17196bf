import type { ChatScriptDocument, ChatScriptReply } from "../../documents/types.js";
import type { ApiChatAwaiting } from "../../contract/types.js";
import { chatOpen, fillNextOpening } from "../../rules/chatHours.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { BotContext, BotState } from "./bot.js";

/** Where a chat is opened: the page's service (if any) and its page type. */
export interface ChatPage {
  serviceId: number | null;
  pageType: "service" | "home";
}

/**
 * The script a page chats with: the one whose appliesTo.serviceIds has the page's service, else the one of its page
 * type, else none (the validator lets each service and page type have one script at most).
 */
export function scriptForPage(scripts: ChatScriptDocument[], page: ChatPage): ChatScriptDocument | undefined {
  const byService = page.serviceId === null ? undefined : scripts.find((s) => s.appliesTo.serviceIds?.includes(page.serviceId!));
  return byService ?? scripts.find((s) => s.appliesTo.pageType === page.pageType);
}

/** What the visitor may answer, as the widget draws it (the steps the options lead to stay on the server). */
export function awaitingView(reply: ChatScriptReply | null | undefined): ApiChatAwaiting | null {
  if (!reply) return null;
  if (reply.kind === "quickReplies") return { kind: "quickReplies", options: reply.options.map((o) => o.label) };
  if (reply.kind === "link") return { kind: "link", text: reply.text, url: reply.url };
  return { kind: "question", field: reply.field, ...(reply.placeholder ? { placeholder: reply.placeholder } : {}) };
}

/** The reply the conversation's waiting step expects (undefined when the bot waits for nothing). */
export function waitingReply(script: ChatScriptDocument | undefined, state: BotState): ChatScriptReply | undefined {
  return state.stepId ? script?.steps.find((s) => s.id === state.stepId)?.reply : undefined;
}

/**
 * The bot's rules and words at an instant: the lead form's contact rules, the service name of the page for {service},
 * and whether the agents are on duty (constants chat hours; outside them, messages chat.backAt with the next opening,
 * or chat.awayNoDate when none is within a month).
 */
export function botContext(documents: ServerDocuments, serviceId: number | null, pageServiceName: string, at: Date): BotContext {
  const { constants, messages, services } = documents;
  const w = messages.chatWidget;
  const hours = constants.chat;
  const closed = chatOpen(at, hours) ? null : (fillNextOpening(at, hours, messages.chat.backAt, { day: w.closedDayFormat, time: w.closedTimeFormat }) ?? messages.chat.awayNoDate);
  const service = services.services.find((s) => s.serviceId === serviceId)?.name ?? pageServiceName;
  return {
    service,
    rules: { mobile: constants.mobile, nameMinChars: constants.name.minChars, emailPattern: constants.leadForm.emailPattern, cityMinChars: constants.citySearch.minChars, namePattern: constants.chat.namePattern },
    messages,
    closed,
  };
}
