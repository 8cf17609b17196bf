import type { ReactNode, RefObject } from "react";
import type { MessagesDocument } from "../../documents/types.js";
import { OtpBoxes } from "../otp/OtpBoxes.js";
import { ResendOtp } from "../otp/ResendOtp.js";
import { useCountdown } from "../ui/useCountdown.js";
import type { LoginFlow } from "./loginFlow.js";
import type { LoginState } from "./loginState.js";
import { SubmitButton } from "./SubmitButton.js";

export interface OtpScreenProps {
  flow: LoginFlow;
  state: LoginState;
  messages: MessagesDocument["login"];
  /** The contact the code went to, as a button back to screen 1. */
  contactButton: ReactNode;
  /** The sentence under the boxes (wrong code, verified), and its id. */
  notice: ReactNode;
  noticeId: string;
  /** Lets the drawer put focus in the first box. */
  boxes: RefObject<(HTMLInputElement | null)[]>;
}

/** Screen 2 of the login panel: the code's boxes, the resend countdown, and Login once the code is verified. */
export function OtpScreen({ flow, state, messages: m, contactButton, notice, noticeId, boxes }: OtpScreenProps) {
  const secondsLeft = useCountdown(state.resendAt);
  const verified = state.otpStatus === "verified";
  return (
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
        describedBy={state.notice ? noticeId : undefined}
        readOnly={verified}
        entry={flow}
        boxesRef={boxes}
      />
      {notice}
      {!verified && <ResendOtp secondsLeft={secondsLeft} countdown={m.resendIn} label={m.resend} onResend={() => void flow.resend()} firstBox={() => boxes.current[0]} />}
      <SubmitButton busy={state.busy} disabled={!verified} onClick={() => flow.login()}>
        {m.login}
      </SubmitButton>
    </div>
  );
}
