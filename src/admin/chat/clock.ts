import { formatInTimeZone } from "date-fns-tz";
import type { AdminChatWords } from "./dom.js";

/** Times on the agents' page, told in the chat's time zone (constants.chat.timeZone) whatever the agent's computer says. */
export interface AgentClock {
  /** A conversation's last activity in the list. */
  activity(at: string): string;
  /** The time beside a message. */
  message(at: string): string;
}

export function agentClock(words: AdminChatWords, timeZone: string): AgentClock {
  return {
    activity: (at) => formatInTimeZone(new Date(at), timeZone, words.activityTimeFormat),
    message: (at) => formatInTimeZone(new Date(at), timeZone, words.messageTimeFormat),
  };
}
