import { useEffect, useEffectEvent, useRef, type SyntheticEvent } from "react";

export interface DialogOptions {
  /** The visitor closed it (Escape, or a `<form method="dialog">` button): the owner sets its state to closed. */
  onClose(): void;
  /** Runs right after it opens, e.g. to put focus in a first field. */
  onOpen?(): void;
  /** Where focus goes when it closes; by default back to the element that had focus when it opened. */
  returnFocus?(): HTMLElement | null | undefined;
}

/**
 * A modal `<dialog>` driven by the owner's state (login drawer, OTP popup, the banners' pop-ups): `open` shows it
 * with showModal and closing it returns focus, so the page behind is inert while it shows and the visitor lands
 * where they were. Escape does not close it behind the owner's back: it asks `onClose`, and the state closes it.
 * Spread the answer on the element: `<dialog {...dialog}>`.
 */
export function useDialog(open: boolean, { onClose, onOpen, returnFocus }: DialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  // The element focused when it opened; null while it is closed.
  const opener = useRef<HTMLElement | null>(null);
  const opened = useEffectEvent(() => onOpen?.());
  const focusBack = useEffectEvent((from: HTMLElement | null) => (returnFocus ? returnFocus() : from)?.focus());

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      d.showModal();
      opened();
    }
    if (!open && opener.current) {
      // Already closed when a method="dialog" form closed it natively.
      if (d.open) d.close();
      const from = opener.current;
      opener.current = null;
      focusBack(from);
    }
  }, [open]);

  return {
    ref,
    onCancel(e: SyntheticEvent<HTMLDialogElement>) {
      e.preventDefault();
      onClose();
    },
    // Fires for every close, also the ones this hook makes; only a close the state did not ask for is news.
    onClose() {
      if (open) onClose();
    },
  };
}
