import type { ReactNode } from "react";
import type { MessagesDocument } from "../../documents/types.js";
import { contactKeyAllowed, contactMaxLength, type ContactRules } from "./contactInput.js";
import type { LoginFlow } from "./loginFlow.js";
import type { LoginState } from "./loginState.js";
import { SubmitButton } from "./SubmitButton.js";

export interface ContactScreenProps {
  flow: LoginFlow;
  state: LoginState;
  messages: MessagesDocument["login"];
  rules: ContactRules;
  inputId: string;
  /** The sentence under the field (an inactive account), and its id. */
  notice: ReactNode;
  noticeId: string;
}

/** Screen 1 of the login panel: the phone or email field; Continue once it is valid. */
export function ContactScreen({ flow, state, messages: m, rules, inputId, notice, noticeId }: ContactScreenProps) {
  return (
    <form
      className="login-screen"
      data-screen="contact"
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submitContact();
      }}
    >
      <label htmlFor={inputId}>{m.contactLabel}</label>
      <input
        id={inputId}
        className="login-input"
        value={state.input}
        placeholder={m.contactPlaceholder}
        autoComplete="username"
        maxLength={contactMaxLength(state.input, rules)}
        aria-invalid={state.notice?.tone === "error" || undefined}
        aria-describedby={state.notice ? noticeId : undefined}
        onKeyDown={(e) => {
          if (!e.ctrlKey && !e.metaKey && !contactKeyAllowed(state.input, e.key)) e.preventDefault();
        }}
        onChange={(e) => flow.setInput(e.target.value)}
      />
      {notice}
      <SubmitButton busy={state.busy} disabled={flow.validContact() === null}>
        {m.continue}
      </SubmitButton>
    </form>
  );
}
