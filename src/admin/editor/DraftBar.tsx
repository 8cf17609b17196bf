import { useEffect, useRef, useState, type RefObject } from "react";
import { fill } from "../../lib/fill.js";
import type { EditorWords } from "./formContext.js";
import type { DraftStatus } from "./useDraft.js";

interface Props {
  status: DraftStatus;
  words: EditorWords;
  /** The zone the time of the last save is told in (constants editor.timeZone), which the sentence names. */
  timeZone: string;
  onDiscard: () => void;
  onPublish: () => void;
  publishRef: RefObject<HTMLButtonElement | null>;
  onHistory: () => void;
  historyRef: RefObject<HTMLButtonElement | null>;
  /** After a conflict (another's draft saved meanwhile): open the document again with theirs, or save this change over it. */
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * The draft's state (announced politely), "Discard draft" while there is one, "History" and "Publish…". A discarded
 * draft cannot be brought back (History holds published versions), so "Discard draft" first asks, in place: the
 * question with "Discard" and "Keep the draft", focus on keeping it; Escape keeps it too.
 */
export function DraftBar({ status, words, timeZone, onDiscard, onPublish, publishRef, onHistory, historyRef, onLoadTheirs, onKeepMine }: Props) {
  const time = (at: string) => new Intl.DateTimeFormat("en-IN", { timeZone, timeStyle: "medium" }).format(new Date(at));
  const text =
    status.kind === "saving"
      ? words.saving
      : status.kind === "saved"
        ? fill(words.savedAt, { time: time(status.at) })
        : status.kind === "failed"
          ? words.saveFailed
          : status.kind === "conflict"
            ? status.message
            : words.noDraft;
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (asked.current) discardButton.current?.focus();
    asked.current = asking;
  }, [asking]);
  const hasDraft = status.kind !== "none";
  return (
    <div className="editor-draft-bar">
      <p role="status" aria-live="polite" className="editor-draft-status">
        {text}
      </p>
      {status.kind === "conflict" && (
        <span className="editor-draft-conflict">
          <button type="button" onClick={onLoadTheirs}>
            {words.loadTheirs}
          </button>{" "}
          <button type="button" onClick={onKeepMine}>
            {words.keepMine}
          </button>{" "}
        </span>
      )}
      {hasDraft && !asking && (
        <button type="button" ref={discardButton} onClick={() => setAsking(true)}>
          {words.discard}
        </button>
      )}
      {hasDraft && asking && (
        <span role="group" aria-label={words.discard} className="editor-discard-question" onKeyDown={(e) => e.key === "Escape" && setAsking(false)}>
          <span>{words.discardQuestion}</span>{" "}
          <button
            type="button"
            onClick={() => {
              asked.current = false;
              setAsking(false);
              onDiscard();
            }}
          >
            {words.discardYes}
          </button>{" "}
          <button type="button" ref={keepButton} onClick={() => setAsking(false)}>
            {words.discardNo}
          </button>
        </span>
      )}{" "}
      <button type="button" ref={historyRef} onClick={onHistory}>
        {words.history}
      </button>{" "}
      <button type="button" ref={publishRef} onClick={onPublish}>
        {words.publish}
      </button>
    </div>
  );
}
