import { useState, type DragEvent, type KeyboardEvent } from "react";
import { fill } from "../../../lib/fill.js";
import { itemSummary } from "../../../lib/itemSummary.js";
import type { EditorWords } from "../formContext.js";
import { kindOf, type BlockKind } from "./blockKinds.js";
import { keyTarget, moveBlock, removeBlock } from "./blockMoves.js";

type Block = { type?: unknown; props?: unknown };

interface Props {
  blocks: readonly Block[];
  kinds: BlockKind[];
  words: EditorWords;
  /** The page's new blocks (the form starts again from them), and the index to open in the form, if any. */
  onBlocks: (blocks: Block[], open?: number) => void;
  /** Opens the form of the block at index. */
  onSelect: (index: number) => void;
}

/**
 * A page's blocks and the palette of the kinds it can add (docs/editor.md, 'Composing a page'): each block moves by
 * drag, by its buttons and by Alt with an arrow key on it, is removed, or opens its form; each kind is added with its
 * name and one-line description from the page schema. Every change is announced in words to a screen reader, and
 * the focus follows a block moved by keyboard.
 */
export function BlockPalette({ blocks, kinds, words, onBlocks, onSelect }: Props) {
  const w = words.pages;
  const [said, setSaid] = useState("");
  const [dragged, setDragged] = useState<number>();
  // The block last removed and where it was, while 'Undo' can put it back (until the next change of the list).
  const [removed, setRemoved] = useState<{ block: Block; index: number; blocks: readonly Block[] }>();
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const nameAt = (list: readonly Block[], i: number) => kindOf(kinds, list[i]?.type).name;
  const move = (from: number, to: number, focus = false) => {
    if (from === to) return;
    const next = moveBlock(blocks, from, to);
    onBlocks(next);
    setRemoved(undefined);
    setSaid(fill(w.blockMoved, { name: nameAt(next, to), position: to + 1, count: next.length }));
    if (focus) focusLater(`palette-block-${to}`);
  };
  // The focus goes on to the block that took the removed one's place (or the one before it), else to 'Undo'.
  const remove = (i: number) => {
    const next = removeBlock(blocks, i);
    onBlocks(next);
    setRemoved({ block: blocks[i], index: i, blocks: next });
    setSaid(fill(w.blockRemoved, { name: nameAt(blocks, i), count: next.length }));
    focusLater(next.length ? `palette-block-${Math.min(i, next.length - 1)}` : "palette-undo");
  };
  const undo = () => {
    if (!removed) return;
    const next = [...blocks.slice(0, removed.index), removed.block, ...blocks.slice(removed.index)];
    onBlocks(next);
    setRemoved(undefined);
    setSaid(fill(w.blockRestored, { name: nameAt(next, removed.index), position: removed.index + 1, count: next.length }));
    focusLater(`palette-block-${removed.index}`);
  };
  // 'Undo' is offered only while the list is the one the removal left (a change elsewhere, a fresh start: gone).
  const canUndo = removed !== undefined && removed.blocks === blocks;
  const add = (kind: BlockKind) => {
    setRemoved(undefined);
    const next = [...blocks, { type: kind.type, props: {} }];
    onBlocks(next, next.length - 1);
    setSaid(fill(w.blockAdded, { name: kind.name, position: next.length, count: next.length }));
  };
  const onKey = (event: KeyboardEvent, i: number) => {
    if (!event.altKey) return;
    const to = keyTarget(event.key, i, blocks.length);
    if (to === undefined) return;
    event.preventDefault();
    move(i, to, true);
  };
  const drop = (event: DragEvent, i: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, i);
    setDragged(undefined);
  };

  return (
    <section className="editor-palette" aria-labelledby="palette-heading">
      <h3 id="palette-heading">{w.paletteHeading}</h3>
      <p id="palette-hint" className="editor-help">
        {w.paletteHint}
      </p>
      <ol className="editor-palette-blocks">
        {blocks.map((block, i) => {
          const name = nameAt(blocks, i);
          const label = fill(w.blockLabel, { position: i + 1, name, detail: itemSummary(block.props) ?? "" }).trim();
          return (
            <li key={i} draggable onDragStart={() => setDragged(i)} onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, i)} className={dragged === i ? "editor-dragged" : undefined}>
              <button type="button" id={`palette-block-${i}`} aria-describedby="palette-hint" onKeyDown={(e) => onKey(e, i)} onClick={() => onSelect(i)}>
                {label}
              </button>{" "}
              <button type="button" aria-label={`${words.moveUp}: ${label}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                {words.moveUp}
              </button>{" "}
              <button type="button" aria-label={`${words.moveDown}: ${label}`} disabled={i === blocks.length - 1} onClick={() => move(i, i + 1)}>
                {words.moveDown}
              </button>{" "}
              <button type="button" aria-label={`${words.remove}: ${label}`} onClick={() => remove(i)}>
                {words.remove}
              </button>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="editor-palette-said">
        {said}
      </p>
      {canUndo && (
        <p>
          <button type="button" id="palette-undo" onClick={undo}>
            {fill(w.undoRemove, { name: kindOf(kinds, removed.block.type).name })}
          </button>
        </p>
      )}
      <h4>{w.paletteAddHeading}</h4>
      <ul className="editor-palette-kinds">
        {kinds.map((kind) => (
          <li key={kind.type}>
            <button type="button" aria-describedby={`kind-help-${kind.type}`} onClick={() => add(kind)}>
              {fill(w.paletteAdd, { name: kind.name })}
            </button>{" "}
            <span id={`kind-help-${kind.type}`}>{kind.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
