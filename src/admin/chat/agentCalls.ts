import type { ApiChatAgentHistoryAnswer, ApiChatAgentListAnswer } from "../../contract/types.js";

/** The conversation and its messages, as the agents' calls answer them. */
export type History = ApiChatAgentHistoryAnswer["data"];

const base = "/admin/chat/conversations";

/**
 * The agents' calls (src/server/chat/adminChatCalls.ts). The browser sends the admin password it was asked for with each, as it
 * did for the page. A refusal answers the server's sentence; a failed connection answers undefined.
 */
async function call<T>(path: string, body?: object): Promise<{ ok: true; data: T } | { ok: false; error?: string }> {
  try {
    const answer = await fetch(path, body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {});
    const json = (await answer.json()) as { status: boolean; data?: T; error?: string };
    return answer.ok && json.status ? { ok: true, data: json.data as T } : { ok: false, error: json.error };
  } catch {
    return { ok: false };
  }
}

const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const agentCalls = {
  list: () => call<ApiChatAgentListAnswer["data"]>(base),
  history: (id: string, after: number) => call<History>(`${one(id)}/messages?after=${after}`),
  take: (id: string, agent: string) => call<History>(`${one(id)}/take`, { agent }),
  write: (id: string, agent: string, text: string) => call<History>(`${one(id)}/messages`, { agent, text }),
  close: (id: string, agent: string) => call<History>(`${one(id)}/close`, { agent }),
};
