import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiEditorProblem } from "../../contract/types.js";
import { editorCalls } from "./editorCalls.js";

/** How long typing must pause before the draft is saved: one save per pause, not per keystroke. */
const saveAfterMs = 600;

/** Every save of this page, whichever document made it: the list read again after a document closes waits for them. */
let allSaves: Promise<unknown> = Promise.resolve();
export const draftsSaved = (): Promise<unknown> => allSaves;

/** `conflict`: another tab or person saved a draft since this edit began (its time `theirs`); this change is not saved. */
export type DraftStatus = { kind: "none" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed" } | { kind: "conflict"; message: string; theirs: string };

/**
 * The open document's draft: every change is saved after a pause (even with problems), with the disk hash the edit
 * began from and the time of the draft it began from (`savedAt`, then each of its own saves' time); saves go one after
 * the other, so the last change is the one kept. A draft saved meanwhile by another tab or person is not overwritten:
 * the status says so (`conflict`), and `keepMine` saves this change over it. `flush` saves a pending change now
 * (before publishing). Each save answers the whole site's problems.
 */
export function useDraft(file: string, baseHash: string, savedAt: string | undefined, onProblems: (p: ApiEditorProblem[]) => void) {
  const [status, setStatus] = useState<DraftStatus>(savedAt ? { kind: "saved", at: savedAt } : { kind: "none" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<object | undefined>(undefined);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const saving = useRef(false);
  // The draft this tab's edit stands on; the last data it tried to save, for keeping it over another's draft.
  const over = useRef<string | null>(savedAt ?? null);
  const last = useRef<object | undefined>(undefined);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    const data = pending.current;
    pending.current = undefined;
    if (data === undefined) return queue.current;
    saving.current = true;
    queue.current = queue.current.then(async () => {
      setStatus({ kind: "saving" });
      last.current = data;
      const answer = await editorCalls.saveDraft(file, data, baseHash, over.current).finally(() => {
        if (pending.current === undefined) saving.current = false;
      });
      if (!answer.ok) {
        const theirs = answer.status === 409 ? answer.refusal?.savedAt : undefined;
        setStatus(theirs ? { kind: "conflict", message: answer.refusal!.message, theirs } : { kind: "failed" });
        return false;
      }
      over.current = answer.data.savedAt;
      setStatus({ kind: "saved", at: answer.data.savedAt });
      onProblems(answer.data.problems);
      return true;
    });
    allSaves = Promise.all([allSaves, queue.current]);
    return queue.current;
  }, [file, baseHash, onProblems]);

  const schedule = useCallback(
    (data: object) => {
      pending.current = data;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), saveAfterMs);
    },
    [flush],
  );
  // Leaving the document saves what was typed last.
  useEffect(() => () => void flush(), [flush]);
  // Closing the tab or leaving the editor's page while a change is not saved yet: the save starts, and the browser
  // asks first, so that a change typed a moment before is not lost (a save under way holds the page too).
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (pending.current === undefined && !saving.current) return;
      void flush();
      event.preventDefault();
    };
    addEventListener("beforeunload", ask);
    return () => removeEventListener("beforeunload", ask);
  }, [flush]);
  /** After a conflict: this tab's last change saved over the draft the other saved (the one the refusal named). */
  const keepMine = useCallback((): Promise<boolean> => {
    if (status.kind !== "conflict" || last.current === undefined) return Promise.resolve(false);
    over.current = status.theirs;
    pending.current ??= last.current;
    return flush();
  }, [status, flush]);
  return { status, setStatus, schedule, flush, keepMine };
}
