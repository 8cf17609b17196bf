// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DraftBar } from "../../../src/admin/editor/DraftBar.js";
import { words } from "./editorKit.js";

afterEach(cleanup);
const bar = (at: string, timeZone: string) =>
  render(<DraftBar status={{ kind: "saved", at }} words={words} timeZone={timeZone} onDiscard={() => {}} onPublish={() => {}} publishRef={createRef()} onHistory={() => {}} historyRef={createRef()} onLoadTheirs={() => {}} onKeepMine={() => {}} />);

describe("the draft bar", () => {
  it("tells when the draft was saved in India time and says so, whatever zone the computer is in", () => {
    bar("2026-11-25T10:53:49Z", "Asia/Kolkata");
    expect(screen.getByRole("status").textContent).toBe("Draft saved at 4:23:49 pm India time; it survives a reload.");
  });

  it("reads its zone from what it is given (constants editor.timeZone), not from the computer", () => {
    bar("2026-11-25T10:53:49Z", "UTC");
    expect(screen.getByRole("status").textContent).toContain("10:53:49 am");
  });

  it("says who saved a draft meanwhile, and offers theirs or keeping this change", () => {
    const [onLoadTheirs, onKeepMine] = [vi.fn(), vi.fn()];
    const message = "Asha saved a draft of this document after you began editing it.";
    render(<DraftBar status={{ kind: "conflict", message, theirs: "2026-11-25T10:53:49Z" }} words={words} timeZone="Asia/Kolkata" onDiscard={() => {}} onPublish={() => {}} publishRef={createRef()} onHistory={() => {}} historyRef={createRef()} onLoadTheirs={onLoadTheirs} onKeepMine={onKeepMine} />);
    expect(screen.getByRole("status").textContent).toBe(message);
    fireEvent.click(screen.getByRole("button", { name: words.loadTheirs }));
    expect(onLoadTheirs).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: words.keepMine }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
  });

  it("asks before throwing a draft away: Keep the draft (focused) or Escape keeps it, Discard discards", () => {
    const onDiscard = vi.fn();
    render(<DraftBar status={{ kind: "saved", at: "2026-11-25T10:53:49Z" }} words={words} timeZone="Asia/Kolkata" onDiscard={onDiscard} onPublish={() => {}} publishRef={createRef()} onHistory={() => {}} historyRef={createRef()} onLoadTheirs={() => {}} onKeepMine={() => {}} />);
    const ask = () => fireEvent.click(screen.getByRole("button", { name: words.discard }));
    ask();
    expect(screen.getByRole("group", { name: words.discard }).textContent).toContain(words.discardQuestion);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: words.discardNo }));
    fireEvent.click(screen.getByRole("button", { name: words.discardNo }));
    expect(onDiscard).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: words.discard }));
    ask();
    fireEvent.keyDown(screen.getByRole("button", { name: words.discardNo }), { key: "Escape" });
    expect(screen.queryByRole("group", { name: words.discard })).toBeNull();
    expect(onDiscard).not.toHaveBeenCalled();
    ask();
    fireEvent.click(screen.getByRole("button", { name: words.discardYes }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
