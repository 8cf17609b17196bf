import type { RefObject } from "react";
import { fill } from "../../lib/fill.js";
import type { EditorWords } from "./formContext.js";
import type { DraftStatus } from "./useDraft.js";

interface Props {
  status: DraftStatus;
  words: EditorWords;
  onDiscard: () => void;
  onPublish: () => void;
  publishRef: RefObject<HTMLButtonElement | null>;
}

/** The draft's state (announced politely), "Discard draft" while there is one, and "Publish…". */
export function DraftBar({ status, words, onDiscard, onPublish, publishRef }: Props) {
  const text =
    status.kind === "saving" ? words.saving : status.kind === "saved" ? fill(words.savedAt, { time: new Date(status.at).toLocaleTimeString() }) : status.kind === "failed" ? words.saveFailed : words.noDraft;
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
      <button type="button" ref={publishRef} onClick={onPublish}>
        {words.publish}
      </button>
    </div>
  );
}
