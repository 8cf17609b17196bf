import type { ReactNode } from "react";

/** The login panel's button: disabled, or loading with a spinner (and then disabled too). A click handler makes it a plain button. */
export function SubmitButton({ busy, disabled, onClick, children }: { busy: boolean; disabled: boolean; onClick?: () => void; children: ReactNode }) {
  return (
    <button type={onClick ? "button" : "submit"} className="button login-submit" disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
