import { useAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { chatApi } from "../../api/chat.js";
import { preloadClient } from "../../api/lazyClient.js";
import { localStore } from "../../lib/storage.js";
import { chatOpenAtom } from "../../state/chat.js";
import type { ChatData } from "./chatData.js";
import { alwaysOpenFlag, chatShows, closedNote, closingOf, fillNextOpening } from "./chatGate.js";
import { ChatPanel } from "./ChatPanel.js";
import type { ConversationDeps } from "./useConversation.js";

/** The icon's states: default when drawn, loading while the chat gets ready, loaded after `loadedAfterMs`. */
export type IconState = "default" | "loading" | "loaded";

export interface ChatWidgetSeams {
  /** The clock that decides the hours (the tests' fixed clock). */
  now?: () => Date;
  deps?: Partial<ConversationDeps>;
}

function browserDeps(given: Partial<ConversationDeps> = {}): ConversationDeps {
  return {
    api: given.api ?? chatApi(),
    store: given.store ?? localStore,
    openStream: given.openStream ?? ((url) => new EventSource(url)),
    go: given.go ?? ((url) => window.location.assign(url)),
  };
}

/**
 * Whether the visitor is busy in the page, which a panel opening by itself would interrupt: the focus is in `<main>` (a
 * lead form's field, its submit button, a button of the content) or in a dialog (the form's pickers and code pop-up),
 * or on the chat's own icon, whose click opens the chat anyway.
 */
const busyInPage = (icon: HTMLElement | null) => {
  const focused = document.activeElement;
  return focused !== null && (focused === icon || focused.closest("main, dialog, [role=dialog]") !== null);
};

/** The floating icon and its panel, in hours; opens on a click, or by itself after `autoOpenDelayMs` on a proactive page. */
function OpenChat({ data, deps, closedNow }: { data: ChatData; deps: ConversationDeps; closedNow: string | null }) {
  const m = data.messages;
  const [icon, setIcon] = useState<IconState>("default");
  const [open, setOpen] = useAtom(chatOpenAtom);
  const [takeFocus, setTakeFocus] = useState(false);
  const [used, setUsed] = useState(false);
  const clicked = useRef(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const { loadedAfterMs, autoOpenDelayMs } = data.timing;

  useEffect(() => {
    // Loading starts as soon as the icon is drawn: the calls' chunk is fetched ahead of the first click.
    const loading = window.setTimeout(() => {
      setIcon("loading");
      preloadClient();
    }, 0);
    const loaded = window.setTimeout(() => setIcon("loaded"), loadedAfterMs);
    // A proactive chat opens by itself, unless the visitor clicked first. While they are busy in the page (a lead
    // form being filled), the panel, which would cover the form (the whole screen on a phone, the form's column at
    // 1280 px), waits: it opens once the focus has left the content and no pointer is down (a press moves the focus
    // before its click lands), not over their typing nor under their click.
    let waiting: (() => void) | undefined;
    const openNowOrOnceAside = () => {
      if (clicked.current) return;
      if (!busyInPage(launcher.current)) return setOpen(true);
      let settle = 0;
      let pressed = false;
      const check = () => {
        window.clearTimeout(settle);
        // After the focus has settled on its next element, which may be the form's next field.
        settle = window.setTimeout(() => {
          if (pressed || busyInPage(launcher.current)) return;
          waiting?.();
          if (!clicked.current) setOpen(true);
        }, 0);
      };
      const down = () => (pressed = true);
      const up = () => {
        pressed = false;
        check();
      };
      document.addEventListener("focusout", check);
      document.addEventListener("pointerdown", down, true);
      document.addEventListener("pointerup", up, true);
      document.addEventListener("pointercancel", up, true);
      waiting = () => {
        window.clearTimeout(settle);
        document.removeEventListener("focusout", check);
        document.removeEventListener("pointerdown", down, true);
        document.removeEventListener("pointerup", up, true);
        document.removeEventListener("pointercancel", up, true);
        waiting = undefined;
      };
    };
    const auto = data.chatType === "proactive" ? window.setTimeout(openNowOrOnceAside, autoOpenDelayMs) : undefined;
    return () => {
      [loading, loaded, auto].forEach((t) => window.clearTimeout(t));
      waiting?.();
    };
  }, [data.chatType, loadedAfterMs, autoOpenDelayMs, setOpen]);

  const toggle = () => {
    clicked.current = true;
    setUsed(true);
    setTakeFocus(true);
    setOpen(!open);
  };
  const close = () => {
    setUsed(true);
    setOpen(false);
    launcher.current?.focus();
  };
  // At closing time the icon goes, unless the visitor has the chat open or has used it on this page: they are told in it.
  if (closedNow && !open && !used) return null;
  return (
    <div className="chat">
      {open && <ChatPanel data={data} deps={deps} takeFocus={takeFocus} close={close} closedNow={closedNow} />}
      <button ref={launcher} type="button" className="chat-icon" data-state={icon} aria-expanded={open} aria-label={icon === "loaded" ? m.openChat : `${m.openChat} (${m.loadingChat})`} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M4 4h16v12H8l-4 4z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The chat widget's chunk, fetched by the launcher when the browser is idle. Outside the chat's hours (or on a holiday),
 * without the override flag, it notes the next opening in the console and draws nothing.
 */
export function ChatWidget({ now = () => new Date(), deps, ...props }: ChatData & ChatWidgetSeams) {
  // Decided once, with the data and seams of the first render: a later render must not reopen the conversation.
  const [data] = useState(() => props);
  const [shows] = useState(() => chatShows(now(), window.location.search, data));
  const [allDeps] = useState(() => browserDeps(deps));
  const [closedNow, setClosedNow] = useState<string | null>(null);
  useEffect(() => {
    // The hours are checked again at closing time while the page stays open (not with the override flag).
    const closes = shows && !alwaysOpenFlag(window.location.search, data.alwaysOpen) ? closingOf(now(), data) : undefined;
    if (!closes) return;
    const m = data.messages;
    const timer = window.setTimeout(() => {
      const at = now();
      console.info(closedNote(at, data));
      setClosedNow(fillNextOpening(at, data, m.closedNow) ?? m.closedNote);
    }, closes.getTime() - now().getTime());
    return () => window.clearTimeout(timer);
    // Once, for the page's data and clock: they never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shows ? <OpenChat data={data} deps={allDeps} closedNow={closedNow} /> : null;
}
