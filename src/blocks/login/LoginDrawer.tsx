import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { loginApi } from "../../api/login.js";
import { localStore } from "../../lib/storage.js";
import { LegalLine } from "../LegalLine.js";
import { useDialog } from "../ui/useDialog.js";
import type { HeaderData } from "../header/headerResolver.js";
import { AccountsScreen } from "./AccountsScreen.js";
import { ContactScreen } from "./ContactScreen.js";
import { LoginFlow, type LoginDeps } from "./loginFlow.js";
import { OtpScreen } from "./OtpScreen.js";

export interface LoginDrawerProps {
  open: boolean;
  onClose(): void;
  login: HeaderData["login"];
  /** Where the token is kept, the portal's address and the page the visitor came from. */
  tokenKey: string;
  portal: LoginDeps["portal"];
  track: LoginDeps["track"];
}

/**
 * The 'Login or Create account' side drawer: a modal <dialog> on the right with
 * the three screens of LoginFlow. Closing it, by the icon or Escape, resets it to screen 1.
 */
export default function LoginDrawer({ open, onClose, login, tokenKey, portal, track }: LoginDrawerProps) {
  const m = login.messages;
  const [flow] = useState(
    () =>
      new LoginFlow(login.rules, {
        api: loginApi(),
        token: {
          read: () => localStore.get(tokenKey),
          write: (t) => localStore.set(tokenKey, t),
          clear: () => localStore.remove(tokenKey),
        },
        redirect: (url) => window.location.assign(url),
        now: () => Date.now(),
        track,
        log: (message, detail) => console.warn(message, detail),
        messages: m,
        portal,
      }),
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  const titleId = useId();
  const noticeId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const close = () => {
    flow.reset();
    onClose();
  };
  const dialog = useDialog(open, { onClose: close });

  // Each screen starts with focus on its first field.
  useEffect(() => {
    if (!open) return;
    const d = dialog.ref.current;
    if (state.screen === "otp") boxes.current[0]?.focus();
    else d?.querySelector<HTMLElement>(state.screen === "contact" ? "input" : "input[type=radio]")?.focus();
  }, [state.screen, open, dialog.ref]);

  const notice = state.notice && (
    <p id={noticeId} className={`login-notice login-notice-${state.notice.tone}`} role={state.notice.tone === "error" ? "alert" : "status"}>
      {state.notice.text}
    </p>
  );
  const contactButton = state.contact && (
    <button type="button" className="login-contact" onClick={() => flow.changeContact()} aria-label={`${m.changeContact}: ${state.contact.value}`}>
      {state.contact.value}
    </button>
  );

  return (
    <dialog {...dialog} className="login-drawer" aria-labelledby={titleId}>
      <div className="login-head">
        <h2 id={titleId}>{m.panelTitle}</h2>
        <button type="button" className="login-close" onClick={close} aria-label={m.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {state.screen === "contact" && <ContactScreen flow={flow} state={state} messages={m} rules={login.rules} inputId={`${titleId}-contact`} notice={notice} noticeId={noticeId} />}
      {state.screen === "otp" && <OtpScreen flow={flow} state={state} messages={m} contactButton={contactButton} notice={notice} noticeId={noticeId} boxes={boxes} />}
      {state.screen === "accounts" && <AccountsScreen flow={flow} state={state} messages={m} contactButton={contactButton} />}

      <p className="login-legal">
        <LegalLine line={m.legalLine} links={m.legalLinks} />
      </p>
    </dialog>
  );
}

