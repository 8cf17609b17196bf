import type { ReactNode } from "react";
import type { MessagesDocument } from "../../documents/types.js";
import type { LoginFlow } from "./loginFlow.js";
import type { LoginState } from "./loginState.js";
import { SubmitButton } from "./SubmitButton.js";

/** Screen 3 of the login panel: several accounts share the contact; Continue logs in as the chosen one. */
export function AccountsScreen({ flow, state, messages: m, contactButton }: { flow: LoginFlow; state: LoginState; messages: MessagesDocument["login"]; contactButton: ReactNode }) {
  return (
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
  );
}
