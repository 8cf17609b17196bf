import { useEffect, useId, useRef, useState } from "react";
import type { CategoryOptionsDocument } from "../../documents/types.js";

type Category = CategoryOptionsDocument["categories"][number];

/** The category that holds a preselection: a chosen sub-option, a chosen category label or a problem category label. */
export function preselectedCategory(categories: Category[], pre: { option?: string; categoryLabel?: string; problemCategoryLabel?: string }): number {
  if (pre.option) {
    const i = categories.findIndex((c) => c.values?.includes(pre.option!) || (!c.values?.length && c.label === pre.option));
    if (i >= 0) return i;
  }
  for (const label of [pre.categoryLabel, pre.problemCategoryLabel]) {
    const i = label ? categories.findIndex((c) => c.label === label) : -1;
    if (i >= 0) return i;
  }
  return -1;
}

/** Opening a category: one at a time; opening the open one closes it. */
export const toggleCategory = (open: number, clicked: number) => (open === clicked ? -1 : clicked);

/**
 * The 'Select your Category' picker: a modal panel with a title and a close button; categories with
 * images; one open at a time; the last one, without sub-options ('Others'), is chosen directly. A bottom sheet on
 * small screens; beside the lead form on wide screens, categories on the left and the open one's values on the right.
 */
export default function CategoryPicker({
  open,
  title,
  closeLabel,
  categories,
  selected,
  categoryLabel,
  problemCategoryLabel,
  onSelect,
  onClose,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  categories: Category[];
  selected?: string;
  categoryLabel?: string;
  problemCategoryLabel?: string;
  onSelect(value: string, category: string): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const preselected = () => preselectedCategory(categories, { option: selected, categoryLabel, problemCategoryLabel });
  const [expanded, setExpanded] = useState(preselected);
  // Each opening starts from the preselection again (set while rendering, so the panel opens already showing it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setExpanded(preselected());
  }
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);
  // The preselected item is scrolled into view when the panel opens.
  useEffect(() => {
    if (!open) return;
    // The chosen value itself when its category is open (on a bottom sheet it may sit below the fold), else the category.
    const d = dialog.current;
    const target = d?.querySelector<HTMLElement>(".category-value[aria-pressed=true]") ?? d?.querySelector<HTMLElement>("[aria-pressed=true], [aria-expanded=true]");
    target?.scrollIntoView?.({ block: "nearest" });
  }, [open, expanded]);

  return (
    <dialog
      ref={dialog}
      className="category-picker"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="category-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="login-close" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className="category-list">
        {categories.map((c, i) => {
          const direct = !c.values?.length;
          const isOpen = expanded === i;
          const valuesId = `${titleId}-values-${i}`;
          return (
            <li key={c.label} className="category" data-open={isOpen || undefined}>
              <button
                type="button"
                className="category-button"
                aria-expanded={direct ? undefined : isOpen}
                aria-controls={!direct && isOpen ? valuesId : undefined}
                aria-pressed={direct ? selected === c.label : undefined}
                onClick={() => (direct ? onSelect(c.label, c.label) : setExpanded(toggleCategory(expanded, i)))}
              >
                <img src={c.image.src} alt={c.image.alt} width={40} height={40} />
                <span>{c.label}</span>
                {!direct && <span className="category-arrow" aria-hidden="true" />}
              </button>
              {!direct && isOpen && (
                <ul id={valuesId} className="category-values" aria-label={c.label}>
                  {c.values!.map((v) => (
                    <li key={v}>
                      <button type="button" className="category-value" aria-pressed={selected === v} onClick={() => onSelect(v, c.label)}>
                        {v}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
