import type { MessagesDocument } from "../../../documents/types.js";

/**
 * The preview's "as at" choice: a date and time, India time as the schedules are written, at which the page is drawn
 * (scheduled banners, notices and blocks shown or hidden then), and a button back to now. The browser's date-and-time
 * input writes "2026-12-20T09:00", the schedules' own format; empty is now.
 */
export function PreviewAsAt({ words, asAt, onChange }: { words: Pick<MessagesDocument["adminEditorPreview"], "asAtLabel" | "asAtNow">; asAt: string; onChange(asAt: string): void }) {
  return (
    <span className="editor-preview-as-at">
      <label>
        {words.asAtLabel} <input type="datetime-local" value={asAt} onChange={(e) => onChange(e.target.value.slice(0, 16))} />
      </label>{" "}
      <button type="button" disabled={asAt === ""} onClick={() => onChange("")}>
        {words.asAtNow}
      </button>
    </span>
  );
}
