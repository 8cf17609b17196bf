/**
 * The OTP digit entry of the login drawer and the lead form's popup: one digit a
 * box, a paste fills, Backspace in an empty box walks back, the last box completes the code. Pure: the flows keep
 * the digits in their state and decide what a complete code does.
 */
export interface OtpEntry {
  digits: string[];
  /** The last whole code was refused: typing into a box starts the code again from there. */
  refused: boolean;
}

export type OtpEntryAction =
  /** Text typed or pasted into box `index` (anything but digits is dropped; nothing left empties the box). */
  | { type: "typed"; index: number; text: string }
  /** Backspace in box `index`. */
  | { type: "backspace"; index: number };

export interface OtpEntryStep {
  /** Editing clears the refusal: the boxes are no longer marked. */
  entry: OtpEntry;
  /** The box that takes focus next. */
  focus: number;
  /** Every box holds a digit: the code is ready to verify. */
  complete: boolean;
}

/** The boxes of a fresh code. */
export function emptyDigits(length: number): string[] {
  return Array<string>(length).fill("");
}

/** The next entry, or null when the key has nothing to do (Backspace in the empty first box) and is left to the browser. */
export function otpEntryReducer({ digits: before, refused }: OtpEntry, action: OtpEntryAction): OtpEntryStep | null {
  const digits = [...before];
  const step = (focus: number): OtpEntryStep => ({ entry: { digits, refused: false }, focus, complete: digits.every((d) => d !== "") });
  if (action.type === "backspace") {
    const { index } = action;
    // A filled box is cleared where it is; an empty one moves back and clears the one before.
    const target = digits[index] ? index : index - 1;
    if (target < 0) return null;
    digits[target] = "";
    return step(target);
  }
  const { index } = action;
  const incoming = action.text.replace(/\D/g, "");
  if (!incoming) {
    digits[index] = "";
    return step(index);
  }
  // After a refused code, typing into a box starts the code again from there: the boxes after it are emptied, so
  // the stale digits are not sent (and not counted as another wrong try) before the new code is complete.
  if (refused && incoming.length < digits.length) digits.fill("", index);
  // A paste of a whole code fills from the first box, so that it lands whole.
  let i = incoming.length >= digits.length ? 0 : index;
  for (const d of incoming) if (i < digits.length) digits[i++] = d;
  return step(Math.min(i, digits.length - 1));
}

/**
 * What was typed into a box that held `old` and now holds `value`: a box holds one digit, so what was added before or
 * after the old one is the new input (the old digit is replaced rather than spilling into the next box).
 */
export function typedIntoBox(old: string, value: string): string {
  if (!old) return value;
  if (value.startsWith(old)) return value.slice(old.length);
  if (value.endsWith(old)) return value.slice(0, -old.length);
  return value;
}
