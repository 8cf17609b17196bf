import type { Contact } from "../../../rules/contactRules.js";
import type { CartMessages } from "../words.js";

export type ContactField = keyof Contact;
export const contactFields: ContactField[] = ["name", "email", "mobile"];

export interface CartContactProps {
  contact: Contact;
  /** The message to show under each field, if any. */
  errors: Partial<Record<ContactField, string>>;
  idOf(field: ContactField): string;
  mobileLength: number;
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
export function CartContact({ contact, errors, idOf, mobileLength, m, onChange, onBlur }: CartContactProps) {
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
              maxLength={field === "mobile" ? mobileLength : undefined}
              value={contact[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              // The mobile number takes digits only, as in the lead form.
              onChange={(e) => onChange(field, field === "mobile" ? e.target.value.replace(/\D/g, "") : e.target.value)}
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
