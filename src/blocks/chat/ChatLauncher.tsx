import { useEffect, useState, type ComponentType } from "react";
import type { ChatData } from "./chatData.js";

/** Calls `then` once the browser is idle (requestIdleCallback, else a timeout); gives the cancel. */
export function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(then);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 1);
  return () => window.clearTimeout(id);
}

/**
 * The chat's island on a service page: draws nothing (as the prerender did) until the browser is idle, then
 * fetches the widget's chunk, which decides by the hours whether anything shows. Kept tiny: it is all a service page
 * carries of the chat before then.
 */
export function ChatLauncher(data: ChatData) {
  const [Widget, setWidget] = useState<ComponentType<ChatData> | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        void import("./ChatWidget.js").then(
          (m) => setWidget(() => m.ChatWidget),
          (error: unknown) => console.error("The chat could not be loaded:", error),
        );
      }),
    [],
  );
  return Widget ? <Widget {...data} /> : null;
}
