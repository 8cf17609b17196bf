import { useEffect, useRef, useState } from "react";
import type { ApiEditorEditorDocument } from "../../../contract/types.js";
import { fill } from "../../../lib/fill.js";
import { editorCalls } from "../editorCalls.js";
import type { EditorWords } from "../formContext.js";
import type { Choice } from "../siteChoices.js";
import { NewPageDialog } from "./NewPageDialog.js";

interface Props {
  doc: ApiEditorEditorDocument;
  documents: ApiEditorEditorDocument[];
  services: Choice[];
  words: EditorWords;
  /** A copy's draft was made: open it. */
  onMade: (file: string, route: string) => void;
  /** The page was marked for deletion (or, never published, lost its draft): the site is fetched again. */
  onDeleted: (notice?: string) => void;
}

/** The open page's "Duplicate…" (the new-page dialog starting from this page) and "Delete page…" (asked first). */
export function PageActions({ doc, documents, services, words, onMade, onDeleted }: Props) {
  const w = words.pages;
  const [open, setOpen] = useState<"duplicate" | "delete">();
  const duplicateButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const close = (button: HTMLButtonElement | null) => {
    setOpen(undefined);
    requestAnimationFrame(() => button?.focus());
  };
  return (
    <p className="editor-page-actions">
      <button type="button" ref={duplicateButton} onClick={() => setOpen("duplicate")}>
        {w.duplicate}
      </button>{" "}
      <button type="button" ref={deleteButton} onClick={() => setOpen("delete")}>
        {w.delete}
      </button>
      {open === "duplicate" && (
        <NewPageDialog
          documents={documents}
          services={services}
          words={words}
          start={{ template: doc.file, title: doc.name, heading: fill(w.duplicateHeading, { name: doc.name }) }}
          onMade={onMade}
          onClose={() => close(duplicateButton.current)}
        />
      )}
      {open === "delete" && <DeletePageDialog doc={doc} words={words} onDeleted={onDeleted} onClose={() => close(deleteButton.current)} />}
    </p>
  );
}

/** Asks before marking the page for deletion, saying that the site is checked without it before anything is published. */
function DeletePageDialog({ doc, words, onDeleted, onClose }: { doc: ApiEditorEditorDocument; words: EditorWords; onDeleted: (notice?: string) => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const confirm = async () => {
    setBusy(true);
    const answer = await editorCalls.deletePage(doc.file);
    onDeleted(answer.ok ? undefined : (answer.refusal?.message ?? words.failed));
  };
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby="delete-page-heading" onClose={onClose}>
      <h2 id="delete-page-heading">{fill(words.pages.deleteHeading, { name: doc.name })}</h2>
      <p>{fill(words.pages.deleteIntro, { route: String((doc.data as { route?: unknown }).route) })}</p>
      <p>
        <button type="button" disabled={busy} onClick={() => void confirm()}>
          {words.pages.deleteConfirm}
        </button>{" "}
        <button type="button" onClick={() => ref.current?.close()}>
          {words.cancel}
        </button>
      </p>
    </dialog>
  );
}
