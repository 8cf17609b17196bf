import { useRef, useState } from "react";
import type { ApiEditorDeletedPage, ApiEditorDocumentVersion } from "../../../contract/types.js";
import { fill } from "../../../lib/fill.js";
import { editorCalls } from "../editorCalls.js";
import type { EditorWords } from "../formContext.js";
import { HistoryDialog, versionTime } from "../HistoryDialog.js";

interface Props {
  pages: ApiEditorDeletedPage[];
  words: EditorWords;
  timeZone: string;
  /** A version of a deleted page is its draft again (or the restore failed: `notice` says so): open it. */
  onRestored: (file: string, notice: string) => void;
}

/**
 * Under the documents: the pages a publish from the editor deleted (docs/editor.md, 'New pages'), who deleted each and
 * when, and its history, whose 'Restore this version' makes that text the page's draft again. Nothing is live until
 * it is published, through the same checks as any draft (its address may have been taken since, or links removed).
 */
export function DeletedPages({ pages, words, timeZone, onRestored }: Props) {
  const w = words.pages;
  const [open, setOpen] = useState<ApiEditorDeletedPage>();
  // The button that opened the history, where focus returns when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  if (pages.length === 0) return null;
  // Whichever version is restored (the one deletion holds, or an older one), the notice dates the deletion it undoes.
  const restore = async (page: ApiEditorDeletedPage, v: ApiEditorDocumentVersion) => {
    const restored = (await editorCalls.restore(page.file, v.version)).ok;
    onRestored(page.file, !restored ? words.failed : fill(w.restoredDeleted, { name: page.name, time: versionTime(page.deletedAt, timeZone), file: page.file }));
  };
  return (
    <section aria-labelledby="deleted-heading" className="editor-deleted">
      <h2 id="deleted-heading">{w.deletedHeading}</h2>
      <p>{w.deletedIntro}</p>
      <ul>
        {pages.map((page) => (
          <li key={page.file}>
            <strong>{page.name}</strong> <small>{page.file}</small>
            <br />
            {fill(w.deletedLine, { who: page.deletedBy ?? "", time: versionTime(page.deletedAt, timeZone) })}{" "}
            <button
              type="button"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(page);
              }}
            >
              {fill(w.deletedHistory, { name: page.name })}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <HistoryDialog
          file={open.file}
          name={open.name}
          words={words}
          timeZone={timeZone}
          onRestore={(v) => void restore(open, v)}
          onClose={() => {
            setOpen(undefined);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      )}
    </section>
  );
}
