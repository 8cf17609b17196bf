import type { RefObject } from "react";
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
}

/** The draft's state (announced politely), "Discard draft" while there is one, "History" and "Publish…". */
export function DraftBar({ status, words, timeZone, onDiscard, onPublish, publishRef, onHistory, historyRef }: Props) {
  const time = (at: string) => new Intl.DateTimeFormat("en-IN", { timeZone, timeStyle: "medium" }).format(new Date(at));
  const text =
    status.kind === "saving" ? words.saving : status.kind === "saved" ? fill(words.savedAt, { time: time(status.at) }) : status.kind === "failed" ? words.saveFailed : words.noDraft;
  return (
    <div className="editor-draft-bar">
      <p role="status" aria-live="polite" className="editor-draft-status">
        {text}
      </p>
      {status.kind !== "none" && (
        <button type="button" onClick={onDiscard}>
          {words.discard}
        </button>
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
