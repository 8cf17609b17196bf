import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { loginApi } from "../../api/login.js";
import { OtpBoxes } from "../otp/OtpBoxes.js";
import { ResendOtp } from "../otp/ResendOtp.js";
import { LegalLine } from "../LegalLine.js";
import type { HeaderData } from "../header/headerResolver.js";
import { contactKeyAllowed, contactMaxLength } from "./contactInput.js";
import { LoginFlow, type LoginDeps } from "./loginFlow.js";

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
 * The 'Login or Create account' side drawer (spec 2.4): a modal <dialog> on the right with
 * the three screens of LoginFlow. Closing it, by the icon or Escape, resets it to screen 1.
 */
export default function LoginDrawer({ open, onClose, login, tokenKey, portal, track }: LoginDrawerProps) {
  const m = login.messages;
  const [flow] = useState(
    () =>
      new LoginFlow(login.rules, {
        api: loginApi(),
        token: {
          read: () => storage(() => localStorage.getItem(tokenKey)),
          write: (t) => storage(() => localStorage.setItem(tokenKey, t)),
          clear: () => storage(() => localStorage.removeItem(tokenKey)),
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noticeId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  // The resend countdown redraws once a second while it runs; each drawing reads the clock afresh.
  const [, tick] = useState(0);
  const secondsLeft = flow.resendSecondsLeft();
  const counting = state.screen === "otp" && secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const t = window.setInterval(() => tick((n) => n + 1), 1000);
    return () => window.clearInterval(t);
  }, [counting, state.resendAt]);

  // Each screen starts with focus on its first field.
  useEffect(() => {
    if (!open) return;
    const d = dialog.current;
    if (state.screen === "otp") boxes.current[0]?.focus();
    else d?.querySelector<HTMLElement>(state.screen === "contact" ? "input" : "input[type=radio]")?.focus();
  }, [state.screen, open]);

  const close = () => {
    flow.reset();
    onClose();
  };
  const valid = flow.validContact() !== null;
  const verified = state.otpStatus === "verified";
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
    <dialog
      ref={dialog}
      className="login-drawer"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="login-head">
        <h2 id={titleId}>{m.panelTitle}</h2>
        <button type="button" className="login-close" onClick={close} aria-label={m.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {state.screen === "contact" && (
        <form
          className="login-screen"
          data-screen="contact"
          onSubmit={(e) => {
            e.preventDefault();
            void flow.submitContact();
          }}
        >
          <label htmlFor={`${titleId}-contact`}>{m.contactLabel}</label>
          <input
            id={`${titleId}-contact`}
            className="login-input"
            value={state.input}
            placeholder={m.contactPlaceholder}
            autoComplete="username"
            maxLength={contactMaxLength(state.input, login.rules)}
            aria-invalid={state.notice?.tone === "error" || undefined}
            aria-describedby={state.notice ? noticeId : undefined}
            onKeyDown={(e) => {
              if (!e.ctrlKey && !e.metaKey && !contactKeyAllowed(state.input, e.key)) e.preventDefault();
            }}
            onChange={(e) => flow.setInput(e.target.value)}
          />
          {notice}
          <SubmitButton busy={state.busy} disabled={!valid}>
            {m.continue}
          </SubmitButton>
        </form>
      )}

      {state.screen === "otp" && (
        <div className="login-screen" data-screen="otp">
          <h3>{m.otpHeading}</h3>
          <p className="login-sent-to">
            {m.otpSentTo} {contactButton}
          </p>
          <OtpBoxes
            digits={state.digits}
            groupLabel={m.otpHeading}
            digitLabel={m.otpDigit}
            status={state.otpStatus}
            invalid={state.otpStatus === "error"}
            describedBy={state.notice ? noticeId : undefined}
            readOnly={verified}
            onDigits={(i, typed) => flow.enterDigits(i, typed)}
            onBackspaceEmpty={(i) => flow.backspace(i)}
            boxesRef={boxes}
          />
          {notice}
          {!verified && <ResendOtp secondsLeft={secondsLeft} countdown={m.resendIn} label={m.resend} onResend={() => void flow.resend()} firstBox={() => boxes.current[0]} />}
          <SubmitButton busy={state.busy} disabled={!verified} onClick={() => flow.login()}>
            {m.login}
          </SubmitButton>
        </div>
      )}

      {state.screen === "accounts" && (
        <form
          className="login-screen"
          data-screen="accounts"
          onSubmit={(e) => {
            e.preventDefault();
            void flow.continueWithAccount();
          }}
        >
          <p className="login-sent-to">{contactButton}</p>
          <p className="login-notice login-notice-warning" role="status">
            {m.multipleAccounts}
          </p>
          <fieldset className="login-accounts">
            <legend>{m.accountsHeading}</legend>
            {state.accounts.map((a) => (
              <label key={a.user_uuid} className="login-account">
                <input type="radio" name="account" value={a.user_uuid} checked={state.selected === a.user_uuid} onChange={() => flow.select(a.user_uuid)} />
                <span>{a.email}</span>
              </label>
            ))}
          </fieldset>
          <SubmitButton busy={state.busy} disabled={!state.selected}>
            {m.continue}
          </SubmitButton>
        </form>
      )}

      <p className="login-legal">
        <LegalLine line={m.legalLine} links={m.legalLinks} />
      </p>
    </dialog>
  );
}

/** The panel's button: disabled, or loading with a spinner (and then disabled too). */
function SubmitButton({ busy, disabled, onClick, children }: { busy: boolean; disabled: boolean; onClick?: () => void; children: ReactNode }) {
  return (
    <button type={onClick ? "button" : "submit"} className="button login-submit" disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

function storage<T>(work: () => T): T | null {
  try {
    return work();
  } catch {
    return null;
  }
}
