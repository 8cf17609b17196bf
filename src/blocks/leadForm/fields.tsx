import { useState, type ReactNode } from "react";
import { comboboxKeys } from "./comboboxKeys.js";
import { choiceNamedBy, filterChoices, type Choice } from "./leadFieldVisibility.js";

/** What every field is drawn with: its id, label, message, and whether the message shows yet. */
export interface FieldFrame {
  id: string;
  label: string;
  error: string | null;
  /** The message shows once the field was touched, or after a submit. */
  shown: boolean;
  note?: string | null;
}

export const errorId = (id: string) => `${id}-error`;
const described = (f: FieldFrame) => (f.shown && f.error ? errorId(f.id) : f.note ? `${f.id}-note` : undefined);
const invalid = (f: FieldFrame) => (f.shown && !!f.error) || undefined;

/** Under a field: its message once shown, else its note (the email check's), else nothing. */
const message = (f: FieldFrame) =>
  f.shown && f.error ? (
    <p id={errorId(f.id)} className="lead-field-error" role="alert">
      {f.error}
    </p>
  ) : f.note ? (
    <p id={`${f.id}-note`} className="lead-field-note">
      {f.note}
    </p>
  ) : null;

/** A field's label, control and message; the message is tied to the control with aria-describedby. */
export function Field({ frame, children, className }: { frame: FieldFrame; children: ReactNode; className?: string }) {
  return (
    <div className={`lead-field${className ? ` ${className}` : ""}`} data-invalid={invalid(frame)}>
      <label htmlFor={frame.id}>{frame.label}</label>
      {children}
      {message(frame)}
    </div>
  );
}

export const controlProps = (f: FieldFrame) => ({ id: f.id, "aria-invalid": invalid(f), "aria-describedby": described(f) });

/** The input of an ARIA combobox (the city search, a filtered dropdown): its list, open or not, and the option the arrows are on. */
export const comboboxProps = (f: FieldFrame, listId: string, open: boolean, activeIndex: number | null) => ({
  ...controlProps(f),
  role: "combobox",
  "aria-expanded": open,
  "aria-controls": listId,
  "aria-autocomplete": "list" as const,
  "aria-activedescendant": activeIndex === null ? undefined : `${listId}-${activeIndex}`,
  autoComplete: "off",
});

/** A group of radio buttons under a legend (the IEC question, radio inputs). */
export function RadioGroup({ frame, name, choices, value, onChange }: { frame: FieldFrame; name: string; choices: Choice[]; value: string; onChange(v: string): void }) {
  return (
    <fieldset className="lead-field lead-radios" id={frame.id} tabIndex={-1} aria-describedby={described(frame)} data-invalid={invalid(frame)}>
      <legend>{frame.label}</legend>
      <div className="lead-radio-row">
        {choices.map((c) => (
          <label key={c.value} className="lead-radio">
            <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {message(frame)}
    </fieldset>
  );
}

/**
 * A dropdown that filters its choices by what is typed (a case-insensitive part of the label),
 * as an ARIA combobox: arrows move, Enter chooses, Escape closes.
 */
export function FilterDropdown({
  frame,
  choices,
  value,
  placeholder,
  noMatches,
  onChange,
  onBlur,
}: {
  frame: FieldFrame;
  choices: Choice[];
  value: string;
  placeholder?: string;
  noMatches: string;
  onChange(v: string): void;
  onBlur(): void;
}) {
  const chosen = choices.find((c) => c.value === value);
  // What the visitor typed (null: the input shows the chosen label), and whether the list is open.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = open ? filterChoices(choices, query ?? "") : [];
  const listId = `${frame.id}-list`;
  const choose = (c: Choice) => {
    onChange(c.value);
    setQuery(null);
    setOpen(false);
  };
  const openList = () => {
    setQuery(query ?? "");
    setOpen(true);
  };
  return (
    <Field frame={frame}>
      <div className="lead-combo">
        <input
          {...comboboxProps(frame, listId, open, open && shown[active] ? active : null)}
          placeholder={placeholder}
          value={query ?? chosen?.label ?? ""}
          onFocus={openList}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
            if (value) onChange("");
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && !open) openList(); // the arrow down opens a closed list
            comboboxKeys(e, active, shown.length, { move: setActive, choose: (i) => choose(shown[i]), close: () => setOpen(false) });
          }}
          onBlur={() => {
            // Typed text that names one choice chooses it; any other text stays for the visitor to finish, and the
            // field's message says a choice is needed (nothing typed is wiped).
            const named = query ? choiceNamedBy(choices, query) : undefined;
            if (named) choose(named);
            else {
              setOpen(false);
              if (!query) setQuery(null);
            }
            onBlur();
          }}
        />
        {open && (
          <ul id={listId} role="listbox" className="lead-options" aria-label={frame.label}>
            {shown.length === 0 ? (
              <li className="lead-option-empty" role="presentation">
                {noMatches}
              </li>
            ) : (
              shown.map((c, i) => (
                <li
                  key={c.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={c.value === value}
                  data-active={i === active || undefined}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(c);
                  }}
                >
                  {c.label}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </Field>
  );
}
