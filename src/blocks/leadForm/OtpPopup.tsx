import { OtpBoxes } from "../otp/OtpBoxes.js";
import { ResendOtp } from "../otp/ResendOtp.js";
import { useId, useRef, useSyncExternalStore } from "react";
import type { LeadSubmitFlow } from "./leadSubmitFlow.js";
import type { LeadFormData } from "./leadFormData.js";
import { useCountdown } from "../ui/useCountdown.js";
import { useDialog } from "../ui/useDialog.js";

/** The OTP popup: six boxes, the sixth digit verifies, paste fills, 'Resend OTP in {n}s'. */
export function OtpPopup({ flow, messages, returnFocus }: { flow: LeadSubmitFlow; messages: LeadFormData["messages"]["otp"]; returnFocus?: () => HTMLElement | null }) {
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  const otp = state.otp;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const titleId = useId();
  const noticeId = useId();
  const sentToId = useId();
  const left = useCountdown(otp?.resendAt ?? null);
  // Closed: focus goes back to the form (the send button, enabled again), not to the top of the page.
  const dialog = useDialog(otp !== null, { onClose: () => flow.closeOtp(), onOpen: () => boxes.current[0]?.focus(), returnFocus });
  return (
    <dialog {...dialog} className="otp-popup" aria-labelledby={titleId} aria-describedby={otp ? sentToId : undefined}>
      <div className="login-head">
        <h2 id={titleId}>{messages.title}</h2>
        <button type="button" className="login-close" onClick={() => flow.closeOtp()} aria-label={messages.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {otp && (
        <>
          <p id={sentToId}>
            {messages.sentTo} <strong>{otp.mobileNumber}</strong>
          </p>
          <OtpBoxes
            digits={otp.digits}
            groupLabel={messages.title}
            digitLabel={messages.digitLabel}
            status={otp.status}
            describedBy={otp.notice ? noticeId : undefined}
            readOnly={otp.status === "verifying"}
            entry={flow}
            boxesRef={boxes}
          />
          {otp.notice && (
            <p id={noticeId} className="login-notice login-notice-error" role="alert">
              {otp.notice}
            </p>
          )}
          <ResendOtp secondsLeft={left} countdown={messages.resendIn} label={messages.resend} onResend={() => void flow.resendOtp()} firstBox={() => boxes.current[0]} />
        </>
      )}
    </dialog>
  );
}
