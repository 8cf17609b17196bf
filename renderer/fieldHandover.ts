/**
 * What a visitor typed, chose or ticked in an island's fields before it was React's, handed to React once it is.
 *
 * Hydration keeps a field's value as the page shows it, but React's state is the value it was built with, and
 * React 19's production build plays no change event for the difference: the form would send the empty value it
 * believes in. So the island's fields are read just before hydrateRoot, and after its first commit each field that
 * still shows the visitor's value (and got no input since hydrateRoot, which React saw itself) is set so that React
 * sees the change its own way: React's value tracker is told the form's value through the element's own setter,
 * the visitor's value goes back through the prototype's setter, which the tracker does not see, and the event React
 * listens to for that kind of field follows.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  /** The visitor's value (`checked` for a checkbox or radio). */
  value: string | boolean;
}

const checkable = (f: Field): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio");
const selectedByDefault = (s: HTMLSelectElement) => [...s.options].find((o) => o.defaultSelected)?.value ?? s.options[0]?.value ?? "";

/** The fields whose value is no longer the one the page was drawn with. */
function typedFields(island: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const field of island.querySelectorAll<Field>("input, textarea, select")) {
    if (checkable(field)) {
      // A radio's group changes by the one chosen: that one is handed over, the others follow natively.
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)) typed.push({ field, value: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      if (field.value !== selectedByDefault(field)) typed.push({ field, value: field.value });
    } else if (field.type !== "file" && field.value !== field.defaultValue) typed.push({ field, value: field.value });
  }
  return typed;
}

/** The browser's own setter, past React's tracker (which React puts on the element itself). */
const nativeSetter = (field: Field, key: "value" | "checked") => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, key)!.set!;

function handOver({ field, value }: Typed): void {
  if (checkable(field)) {
    // Hydration leaves `defaultChecked` at React's value: when that is the visitor's, React has it already.
    if (field.defaultChecked === value) return;
    // React's tracker holds what the page shows: set it to the other state, and a click (the event React listens
    // to for these) toggles the field back to the visitor's choice as a change.
    field.checked = !(value as boolean);
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    // A select has no tracker, but hydration sets its options to React's value: the visitor's choice goes back, then its change.
    nativeSetter(field, "value").call(field, value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // Hydration leaves `defaultValue` at React's value: when that is the visitor's, React has it already.
  if (field.defaultValue === value) return;
  const focused = document.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  field.value = field.defaultValue;
  nativeSetter(field, "value").call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // The caret stays where the visitor left it (fields such as email have no selection to set).
  if (focused && start !== null && end !== null) field.setSelectionRange?.(start, end);
}

/**
 * Reads the island's changed fields now (call it just before hydrateRoot); the function it gives hands them to React
 * (call it once the island's first commit has run). A field the visitor changed in between may not be React's: React
 * hydrates in slices, and an input while it did (a fill in the browser tests) left React's state empty and the field
 * showing the text. So such a field is read again at the commit and handed over when it still differs from what React
 * drew (its default value, checked state or selected option, which hydration sets to React's).
 */
export function captureFields(island: HTMLElement): () => void {
  const typed = typedFields(island);
  const touched = new Set<EventTarget>();
  const seen = (e: Event) => e.target && touched.add(e.target);
  for (const type of ["input", "change"]) island.addEventListener(type, seen, true);
  return () => {
    for (const type of ["input", "change"]) island.removeEventListener(type, seen, true);
    for (const t of typed) if (t.field.isConnected && !touched.has(t.field) && stillShown(t)) handOver(t);
    for (const t of typedFields(island)) if (touched.has(t.field)) handOver(t);
  };
}

/** The field shows the visitor's value still (a select's options were set to React's value by hydration: it counts). */
const stillShown = ({ field, value }: Typed) => field instanceof HTMLSelectElement || (checkable(field) ? field.checked : field.value) === value;
