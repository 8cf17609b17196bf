import { memo, type ReactNode } from "react";
import { fill } from "../../../lib/fill.js";
import type { EditorWords } from "../formContext.js";

interface Props {
  index: number;
  total: number;
  /** Whether ↑ and ↓ may move it (not while the list is searched: a neighbour may be hidden). */
  movable: boolean;
  /** The closed item's line (lists of texts show the field itself instead). */
  summary: string | undefined;
  open: boolean;
  hasProblems: boolean;
  words: EditorWords;
  act: (action: "up" | "down" | "remove" | "open", index: number) => void;
  children: ReactNode;
}

/**
 * One item of a list: its summary line (a button that opens it), and when open its fields and its buttons (move up,
 * move down, remove; a list of texts shows them on every item). Memoised: a closed item whose line did not change is
 * not drawn again while another item is typed in, and a closed item is one button, so a long list stays light.
 */
export const ListItemRow = memo(function ListItemRow({ index, total, movable, summary, open, hasProblems, words, act, children }: Props) {
  // Each button says which item it acts on (a list of texts shows the text itself beside them).
  const named = summary === undefined ? "" : `: ${summary}`;
  return (
    <li className={hasProblems ? "editor-item editor-item-problem" : "editor-item"} data-item={index}>
      <div className="editor-item-bar">
        {summary !== undefined && (
          <button type="button" className="editor-item-summary" aria-expanded={open} onClick={() => act("open", index)}>
            {open ? words.close : fill(words.edit, { item: summary })}
          </button>
        )}
        {(open || summary === undefined) && (
          <>
            <button type="button" data-action="up" disabled={!movable || index === 0} onClick={() => act("up", index)} aria-label={`${words.moveUp}${named} (${index + 1})`}>
              ↑
            </button>
            <button type="button" data-action="down" disabled={!movable || index === total - 1} onClick={() => act("down", index)} aria-label={`${words.moveDown}${named} (${index + 1})`}>
              ↓
            </button>
            <button type="button" data-action="remove" aria-label={`${words.remove}${named}`} onClick={() => act("remove", index)}>
              {words.remove}
            </button>
          </>
        )}
      </div>
      {children}
    </li>
  );
});
