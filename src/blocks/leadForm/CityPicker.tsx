import { useEffect, useRef, useState } from "react";
import { cityFromComponents, type CityOption, type LeadFormApi } from "../../api/leadForm.js";
import { comboboxKeys } from "./comboboxKeys.js";
import { comboboxProps, Field, type FieldFrame } from "./fields.js";
import type { LeadFormMessages, LeadFormRules } from "./leadFormRules.js";

type Status = "idle" | "short" | "loading" | "results" | "empty";

/** A place chosen in the city search: the label the field holds meanwhile, and the 'city, state, country' its details make. */
export interface PendingCity {
  label: string;
  city: Promise<string>;
}

/**
 * The city picker: search from citySearch.minChars characters after a citySearch.debounceMs pause (config/constants.json), by place search or
 * (geoCityField) location search; a chosen place is resolved into 'city, state, country'.
 */
export function CityPicker({
  frame,
  value,
  geo,
  api,
  rules,
  messages,
  onChange,
  onBlur,
  onResolving,
}: {
  frame: FieldFrame;
  value: string;
  geo: boolean;
  api: LeadFormApi;
  rules: LeadFormRules["citySearch"];
  messages: LeadFormMessages;
  onChange(city: string): void;
  onBlur(): void;
  /** A chosen place whose details are on the way: its label now, the city they make once they answer (the submit waits for it). */
  onResolving?(pending: PendingCity): void;
}) {
  const [text, setText] = useState(value);
  const [status, setStatus] = useState<Status>("idle");
  const [options, setOptions] = useState<CityOption[]>([]);
  const [active, setActive] = useState(0);
  const seq = useRef(0);
  // The field's value as it is now: a chosen place's details apply only while it still holds that place's label (typing
  // clears it, another choice or the form's reset changes it), so they never overwrite what the visitor has since done.
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A city chosen (or set) from outside shows in the box; the box keeps what is typed while the value is cleared.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setText(value);
  }

  const search = (query: string) => {
    const mine = ++seq.current;
    window.clearTimeout(timer.current);
    if (query.trim().length < rules.minChars) return setStatus("short");
    setStatus("loading");
    timer.current = window.setTimeout(async () => {
      const found: CityOption[] = [];
      if (geo) {
        const a = await api.geoCity(query.trim(), rules.countryCode);
        if (a.ok && a.body.status) found.push(...a.body.cities);
        else console.warn("city search failed", a);
      } else {
        const a = await api.getCity(query.trim(), rules.countryCode);
        if (a.ok && a.body.status) found.push(...a.body.cities.map((c) => ({ value: c.place_id, label: c.description.split(",").slice(0, 2).join(",").trim() })));
        else console.warn("city search failed", a);
      }
      if (mine !== seq.current) return; // a later search replaced this one
      setOptions(found);
      setActive(0);
      setStatus(found.length ? "results" : "empty");
    }, rules.debounceMs);
  };

  const choose = async (o: CityOption) => {
    seq.current++;
    setStatus("idle");
    setText(o.label);
    // A location search's place comes whole: 'city, state, country', as a place's details make it.
    if (typeof o.value !== "string") return onChange([o.value.city, o.value.state, o.value.country].join(", "));
    // The place's label is the city until its details answer: a visitor who submits at once is not told the city is
    // missing while they look at the one they chose.
    onChange(o.label);
    const resolved = api.getCityDetails(o.value).then((details) => (details.ok && details.body.status ? cityFromComponents(details.body.result.address_components) : o.label));
    onResolving?.({ label: o.label, city: resolved });
    const city = await resolved;
    if (latestValue.current !== o.label) return;
    setText(city);
    onChange(city);
  };

  const open = status !== "idle";
  const listId = `${frame.id}-list`;
  return (
    <Field frame={frame} className="lead-city">
      <div className="lead-combo">
        <input
          {...comboboxProps(frame, listId, open, status === "results" ? active : null)}
          placeholder={messages.cityPlaceholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (value) onChange("");
            search(e.target.value);
          }}
          onFocus={() => !value && search(text)}
          onKeyDown={(e) => {
            // Enter while the list is open (a note or places) belongs to the list, not to the form's submit.
            if (e.key === "Enter" && status !== "idle" && status !== "results") return e.preventDefault();
            if (status === "results") comboboxKeys(e, active, options.length, { move: setActive, choose: (i) => void choose(options[i]), close: () => setStatus("idle") });
          }}
          onBlur={() => {
            seq.current++;
            window.clearTimeout(timer.current);
            setStatus("idle");
            onBlur();
          }}
        />
        {open && (
          <ul id={listId} role="listbox" aria-label={frame.label} className="lead-options" style={{ maxHeight: rules.dropdownMaxHeightPx }}>
            {status === "results" ? (
              options.map((o, i) => (
                <li
                  key={i}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  data-active={i === active || undefined}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    void choose(o);
                  }}
                >
                  {o.label}
                </li>
              ))
            ) : (
              <li className="lead-option-empty" role="presentation">
                {status === "short" ? messages.cityMinChars : status === "loading" ? messages.cityLoading : messages.cityNoResults}
              </li>
            )}
          </ul>
        )}
      </div>
    </Field>
  );
}
