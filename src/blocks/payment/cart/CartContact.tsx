import type { Contact } from "../../../rules/contactRules.js";
import { keptMobileDigits, type MobileEntryRules } from "../../../rules/mobileNumber.js";
import type { CartMessages } from "../words.js";

export type ContactField = keyof Contact;
export const contactFields: ContactField[] = ["name", "email", "mobile"];

export interface CartContactProps {
  contact: Contact;
  /** The message to show under each field, if any. */
  errors: Partial<Record<ContactField, string>>;
  idOf(field: ContactField): string;
  mobileRules: MobileEntryRules;
  m: Omit<CartMessages, "receipt">;
  onChange(field: ContactField, value: string): void;
  onBlur(field: ContactField): void;
}

const inputAttributes: Record<ContactField, { type: string; autoComplete: string; inputMode?: "numeric" | "email" }> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  mobile: { type: "tel", autoComplete: "tel-national", inputMode: "numeric" },
};

/** The buyer's name, email and mobile number, each with its label and, when it has one, the lead form's message. */
export function CartContact({ contact, errors, idOf, mobileRules, m, onChange, onBlur }: CartContactProps) {
  const labels: Record<ContactField, string> = { name: m.nameLabel, email: m.emailLabel, mobile: m.mobileLabel };
  return (
    <div className="cart-fields">
      {contactFields.map((field) => {
        const id = idOf(field);
        const error = errors[field];
        return (
          <div key={field} className="cart-field">
            <label htmlFor={id}>{labels[field]}</label>
            <input
              id={id}
              name={field}
              {...inputAttributes[field]}
              value={contact[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              // The mobile number is kept as the lead form keeps it: its digits, a '+91' or '0' before them dropped. No
              // maxLength: the browser would cut a pasted '+91 98450 12345' to '+91 98450 ' before it is read.
              onChange={(e) => onChange(field, field === "mobile" ? keptMobileDigits(e.target.value, mobileRules) : e.target.value)}
              onBlur={() => onBlur(field)}
            />
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
