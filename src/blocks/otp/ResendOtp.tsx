import { fill } from "../../lib/fill.js";

/**
 * The resend control under the OTP boxes (login drawer and lead popup): 'Resend … in {n}s' while the
 * countdown runs, then a button. The button gives way to the countdown when clicked, so focus goes to the emptied
 * first box rather than out of the panel.
 */
export function ResendOtp({ secondsLeft, countdown, label, onResend, firstBox }: { secondsLeft: number; countdown: string; label: string; onResend(): void; firstBox: () => HTMLInputElement | null | undefined }) {
  return (
    <div className="login-resend" aria-live="polite">
      {secondsLeft > 0 ? (
        <span>{fill(countdown, { n: secondsLeft })}</span>
      ) : (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onResend();
            firstBox()?.focus();
          }}
        >
          {label}
        </button>
      )}
    </div>
  );
}
