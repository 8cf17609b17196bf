// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { blockKinds, type BlockKind } from "../../../src/admin/editor/pages/blockKinds.js";
import { BlockPalette } from "../../../src/admin/editor/pages/BlockPalette.js";
import { kindFormFor, words } from "./editorKit.js";

// A page's block palette (docs/editor.md, 'Composing a page'), with the block kinds of the real page schema.
afterEach(cleanup);
const kinds = blockKinds(kindFormFor("page.schema.json").schema);
const kind = (type: string) => kinds.find((k) => k.type === type) as BlockKind;
const w = words.pages;
type Block = { type?: unknown; props?: unknown };

/** The palette as the editor holds it: the blocks in state, each change drawn again, the opened block noted. */
function drawPalette(start: Block[]) {
  const seen: { blocks: Block[]; opened: (number | undefined)[]; selected: number[] } = { blocks: start, opened: [], selected: [] };
  function Page() {
    const [blocks, setBlocks] = useState(start);
    return (
      <BlockPalette
        blocks={blocks}
        kinds={kinds}
        words={words}
        onBlocks={(next, open) => {
          seen.blocks = next;
          seen.opened.push(open);
          setBlocks(next);
        }}
        onSelect={(i) => seen.selected.push(i)}
      />
    );
  }
  render(<Page />);
  return seen;
}

const landing = (): Block[] => [
  { type: "hero", props: { heading: "Diwali offer" } },
  { type: "leadForm", props: { form: "gst" } },
  { type: "pricing", props: { heading: "Plans" } },
];
const blockButton = (i: number) => document.getElementById(`palette-block-${i}`) as HTMLButtonElement;
const said = () => screen.getByRole("status").textContent;

describe("the block palette: kinds from the schema, moves by keyboard, drag and buttons, each announced", () => {
  it("offers every block kind of the page schema with its name and one-line description", () => {
    expect(kinds.map((k) => k.type)).toEqual(expect.arrayContaining(["hero", "leadForm", "pricing", "richText", "faq"]));
    expect(kind("hero")).toEqual({ type: "hero", name: "Hero block", description: expect.stringContaining("big heading") });
    drawPalette(landing());
    const add = screen.getByRole("button", { name: fill(w.paletteAdd, { name: "Pricing block" }) });
    expect(document.getElementById(add.getAttribute("aria-describedby")!)?.textContent).toBe(kind("pricing").description);
  });

  it("moves a block down and up with Alt and an arrow key, announces where it went and keeps the focus on it", async () => {
    const seen = drawPalette(landing());
    blockButton(0).focus();
    fireEvent.keyDown(blockButton(0), { key: "ArrowDown", altKey: true });
    expect(seen.blocks.map((b) => b.type)).toEqual(["leadForm", "hero", "pricing"]);
    expect(said()).toBe(fill(w.blockMoved, { name: "Hero block", position: 2, count: 3 }));
    await waitFor(() => expect(document.activeElement).toBe(blockButton(1)));
    expect(blockButton(1).textContent).toContain("Hero block");
    fireEvent.keyDown(blockButton(1), { key: "ArrowUp", altKey: true });
    expect(seen.blocks.map((b) => b.type)).toEqual(["hero", "leadForm", "pricing"]);
    expect(said()).toBe(fill(w.blockMoved, { name: "Hero block", position: 1, count: 3 }));
    await waitFor(() => expect(document.activeElement).toBe(blockButton(0)));
  });

  it("does nothing for an arrow without Alt, or past either end", () => {
    const seen = drawPalette(landing());
    fireEvent.keyDown(blockButton(0), { key: "ArrowDown" });
    fireEvent.keyDown(blockButton(0), { key: "ArrowUp", altKey: true });
    fireEvent.keyDown(blockButton(2), { key: "ArrowDown", altKey: true });
    expect(seen.blocks.map((b) => b.type)).toEqual(["hero", "leadForm", "pricing"]);
    expect(seen.opened).toEqual([]);
    expect(said()).toBe("");
  });

  it("moves by drag and drop, by the move buttons, removes, and adds a kind at the end with its form opened", () => {
    const seen = drawPalette(landing());
    const rows = () => [...document.querySelectorAll(".editor-palette-blocks li")];
    fireEvent.dragStart(rows()[2]);
    fireEvent.dragOver(rows()[0]);
    fireEvent.drop(rows()[0]);
    expect(seen.blocks.map((b) => b.type)).toEqual(["pricing", "hero", "leadForm"]);
    expect(said()).toBe(fill(w.blockMoved, { name: "Pricing block", position: 1, count: 3 }));
    fireEvent.click(screen.getAllByRole("button", { name: new RegExp(`^${words.moveDown}: 1\\. Pricing block`) })[0]);
    expect(seen.blocks.map((b) => b.type)).toEqual(["hero", "pricing", "leadForm"]);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${words.remove}: 3\\. Lead form block`) }));
    expect(seen.blocks.map((b) => b.type)).toEqual(["hero", "pricing"]);
    expect(said()).toBe(fill(w.blockRemoved, { name: "Lead form block", count: 2 }));
    fireEvent.click(screen.getByRole("button", { name: fill(w.paletteAdd, { name: "Text block" }) }));
    expect(seen.blocks.at(-1)).toEqual({ type: "richText", props: {} });
    expect(seen.opened.at(-1)).toBe(2);
    expect(said()).toBe(fill(w.blockAdded, { name: "Text block", position: 3, count: 3 }));
    fireEvent.click(blockButton(1));
    expect(seen.selected).toEqual([1]);
  });

  it("a removed block can be put back where it was ('Undo'), and the focus goes on to the block that took its place", async () => {
    const seen = drawPalette(landing());
    const undo = () => screen.queryByRole("button", { name: fill(w.undoRemove, { name: "Lead form block" }) });
    expect(undo()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${words.remove}: 2\\. Lead form block`) }));
    expect(seen.blocks.map((b) => b.type)).toEqual(["hero", "pricing"]);
    await waitFor(() => expect(document.activeElement).toBe(blockButton(1)));
    expect(blockButton(1).textContent).toContain("Pricing block");
    fireEvent.click(undo()!);
    expect(seen.blocks).toEqual(landing());
    expect(said()).toBe(fill(w.blockRestored, { name: "Lead form block", position: 2, count: 3 }));
    await waitFor(() => expect(document.activeElement).toBe(blockButton(1)));
    expect(undo()).toBeNull();
    // The last block removed: the focus goes to the one before it; any other change takes 'Undo' away.
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${words.remove}: 3\\. Pricing block`) }));
    await waitFor(() => expect(document.activeElement).toBe(blockButton(1)));
    expect(screen.getByRole("button", { name: fill(w.undoRemove, { name: "Pricing block" }) })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: new RegExp(`^${words.moveDown}: 1\\. `) })[0]);
    expect(screen.queryByRole("button", { name: fill(w.undoRemove, { name: "Pricing block" }) })).toBeNull();
  });
});
