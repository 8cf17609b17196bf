/** One Server-Sent Event as a browser's EventSource sees it (comments, the heartbeats, are not events). */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads a live stream over real HTTP with fetch, as EventSource does, handing each event to `onEvent`; `close()` ends
 * the connection and waits for the reading to stop. For the chat's bench and its tests.
 */
export async function readSse(url: string, onEvent: (e: SseEvent) => void, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const answer = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const reading = (async () => {
    if (!answer.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) onEvent(event);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: answer.status,
    ok: answer.ok,
    headers: answer.headers,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

function parseBlock(block: string): SseEvent | undefined {
  const e: SseEvent = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const [field, value] = colon < 0 ? [line, ""] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, "")];
    if (field === "id") e.id = value;
    else if (field === "event") e.event = value;
    else if (field === "data") data.push(value);
  }
  if (!data.length) return undefined;
  e.data = data.join("\n");
  return e;
}
