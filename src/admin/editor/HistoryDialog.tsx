import { useEffect, useRef, useState } from "react";
import type { ApiEditorDocumentVersion } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { ChangeList } from "./ChangeList.js";
import { editorCalls } from "./editorCalls.js";
import type { EditorWords } from "./formContext.js";

interface Props {
  file: string;
  name: string;
  words: EditorWords;
  /** The zone times are told in (constants editor.timeZone), which the sentences name. */
  timeZone: string;
  /** Makes the version the draft (the dialog stays open, its button busy, until the editor reloads). */
  onRestore: (version: ApiEditorDocumentVersion) => void;
  onClose: () => void;
}

/** A version's date and time in the editor's zone: "26 Nov 2026, 6:10 am". */
export const versionTime = (at: string, timeZone: string) => new Intl.DateTimeFormat("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(at));

/**
 * Who published a version and when, in words (a text found on disk has no author: it is dated by the publish that
 * replaced it; a deletion says who deleted the file, its text being the file as it was then).
 */
export function versionLine(v: ApiEditorDocumentVersion, words: EditorWords, timeZone: string): string {
  const time = versionTime(v.publishedAt, timeZone);
  if (v.deleted) return fill(words.historyDeleted, { who: v.publishedBy ?? "", time });
  return v.publishedBy === null ? fill(words.historyFirstSeen, { time }) : fill(words.historyPublished, { who: v.publishedBy, time });
}

/**
 * The open document's published versions, newest first (modal; focus moves in and, on closing, back to the History
 * button): who and when, the commit, the changes in plain words, and "Restore this version" on each that is not the
 * file now. Each button is described by its version's line, so a screen reader says which version it restores.
 */
export function HistoryDialog({ file, name, words, timeZone, onRestore, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [versions, setVersions] = useState<ApiEditorDocumentVersion[] | "failed">();
  const [restoring, setRestoring] = useState<number>();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    void editorCalls.history(file).then((answer) => setVersions(answer.ok ? answer.data.versions : "failed"));
  }, [file]);
  const restore = (v: ApiEditorDocumentVersion) => {
    setRestoring(v.version);
    onRestore(v);
  };
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby="history-heading" onClose={onClose}>
      <h2 id="history-heading">{fill(words.historyHeading, { name })}</h2>
      <p role="status" aria-live="polite">
        {versions === undefined ? words.historyLoading : versions === "failed" ? words.failed : versions.length === 0 ? words.historyEmpty : ""}
      </p>
      {Array.isArray(versions) && versions.length > 0 && (
        <ol className="editor-history" reversed>
          {versions.map((v) => (
            <li key={v.version} className="editor-history-version">
              <p id={`version-${v.version}`}>
                <strong>{versionLine(v, words, timeZone)}</strong>
                {v.commit && <> · {fill(words.historyCommit, { commit: v.commit.slice(0, 7) })}</>}
              </p>
              {/* A deletion changes no field: its line says what it did. A text found on disk has no changes recorded. */}
              {v.changes.length ? <ChangeList changes={v.changes} words={words} /> : !v.deleted && <p>{v.firstSeen ? words.historyFoundOnDisk : words.historyNoChanges}</p>}
              {/* In a paragraph as the current version's line is: the button keeps the same space from the changes above. */}
              <p>
                {v.current ? (
                  words.historyCurrent
                ) : (
                  <button type="button" aria-describedby={`version-${v.version}`} disabled={restoring !== undefined} onClick={() => restore(v)}>
                    {words.restore}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p>
        {/* Nothing here is pending to cancel: the dialog only shows versions, so its button closes it. */}
        <button type="button" onClick={() => ref.current?.close()}>
          {words.close}
        </button>
      </p>
    </dialog>
  );
}
