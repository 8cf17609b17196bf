import { useRef } from "react";
import { typedIntoBox } from "./otpEntry.js";
import { fill } from "../../lib/fill.js";

/** What the boxes ask of a flow; each answers the box that takes focus next. */
export interface OtpEntryHandlers {
  /** Digits typed or pasted into box `index`. */
  enterDigits(index: number, typed: string): number;
  /** Backspace in an empty box; null leaves the key to the browser. */
  backspace(index: number): number | null;
}

export interface OtpBoxesProps {
  digits: string[];
  /** The group's spoken name, and each box's label with {n} for its number (from the messages). */
  groupLabel: string;
  digitLabel: string;
  /** Drawn as data-status: the styles mark error and verified boxes; "error" also marks them invalid. */
  status: string;
  describedBy?: string;
  readOnly: boolean;
  /** The flow that keeps the digits (login or lead). */
  entry: OtpEntryHandlers;
  /** Lets the owner focus a box (the first one when its screen opens). */
  boxesRef?: React.RefObject<(HTMLInputElement | null)[]>;
}

/** The one-time-password boxes shared by the login drawer and the lead form's OTP popup: one digit a box, paste fills, Backspace walks back. */
export function OtpBoxes({ digits, groupLabel, digitLabel, status, describedBy, readOnly, entry, boxesRef }: OtpBoxesProps) {
  const invalid = status === "error";
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
          aria-label={fill(digitLabel, { n: i + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          // Focus selects the digit, so that typing replaces it.
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const typed = typedIntoBox(d, e.target.value);
            const next = entry.enterDigits(i, typed);
            if (typed) boxes.current[next]?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key !== "Backspace" || d) return;
            const back = entry.backspace(i);
            if (back === null) return;
            e.preventDefault();
            boxes.current[back]?.focus();
          }}
          onPaste={(e) => {
            e.preventDefault();
            boxes.current[entry.enterDigits(i, e.clipboardData.getData("text"))]?.focus();
          }}
        />
      ))}
    </div>
  );
}
