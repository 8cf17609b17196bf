import { useRef } from "react";
import { typedIntoBox } from "./otpEntry.js";

export interface OtpBoxesProps {
  digits: string[];
  /** The group's spoken name, and each box's label with {n} for its number (from the messages). */
  groupLabel: string;
  digitLabel: string;
  /** Drawn as data-status: the styles mark error and verified boxes. */
  status: string;
  invalid: boolean;
  describedBy?: string;
  readOnly: boolean;
  /** Digits typed or pasted into box `index`; returns the box that takes focus next. */
  onDigits(index: number, typed: string): number;
  /** Backspace in an empty box: returns the box that takes focus, or null to leave the key alone. */
  onBackspaceEmpty(index: number): number | null;
  /** Lets the owner focus a box (the first one when its screen opens). */
  boxesRef?: React.RefObject<(HTMLInputElement | null)[]>;
}

/** The one-time-password boxes shared by the login drawer and the lead form's OTP popup: one digit a box, paste fills, Backspace walks back. */
export function OtpBoxes({ digits, groupLabel, digitLabel, status, invalid, describedBy, readOnly, onDigits, onBackspaceEmpty, boxesRef }: OtpBoxesProps) {
  const own = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesRef ?? own;
  return (
    <div className="otp-boxes" role="group" aria-label={groupLabel} data-status={status}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => void (boxes.current[i] = el)}
          className="otp-box"
          value={d}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={digitLabel.replace("{n}", String(i + 1))}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          // Focus selects the digit, so that typing replaces it.
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const typed = typedIntoBox(d, e.target.value);
            const next = onDigits(i, typed);
            if (typed) boxes.current[next]?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key !== "Backspace" || d) return;
            const back = onBackspaceEmpty(i);
            if (back === null) return;
            e.preventDefault();
            boxes.current[back]?.focus();
          }}
          onPaste={(e) => {
            e.preventDefault();
            boxes.current[onDigits(i, e.clipboardData.getData("text"))]?.focus();
          }}
        />
      ))}
    </div>
  );
}
