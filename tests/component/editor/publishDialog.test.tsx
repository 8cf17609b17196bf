// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiEditorChange } from "../../../src/contract/types.js";
import { PublishDialog } from "../../../src/admin/editor/PublishDialog.js";
import type { PublishStep } from "../../../src/admin/editor/publishFlow.js";
import { fill } from "../../../src/lib/fill.js";
import { shimDialogs } from "../dialogShim.js";
import { words } from "./editorKit.js";

shimDialogs();
afterEach(cleanup);
const change = (title: string, before: string, after: string): ApiEditorChange => ({ pointer: "/x", title, kind: "changed", before, after });
const dialog = (step: PublishStep, onConfirm = () => {}) =>
  render(<PublishDialog step={step} timeZone="Asia/Kolkata" name="services" file="config/services.json" words={words} onConfirm={onConfirm} onKeepDraft={() => {}} onDiscard={() => {}} onClose={() => {}} />);

describe("the publish dialog", () => {
  it("lists the drafts published with this one under their names with their changes, and the redirects; its button says how many", () => {
    const onConfirm = vi.fn();
    dialog(
      {
        kind: "changes",
        changes: [change("Services › 30 (GST Registration) › Page address", "/gst-registration", "/gst-registration-online")],
        together: [{ file: "config/footer.json", name: "footer", changes: [change("Default columns › Link address", "/gst-registration", "/gst-registration-online")] }],
        redirects: [{ from: "/gst-registration", to: "/gst-registration-online" }],
        redirectsRemoved: [{ from: "/gst-online", to: "/gst-registration" }],
      },
      onConfirm,
    );
    expect(screen.getByText(words.togetherIntro)).toBeTruthy();
    const footer = screen.getByRole("region", { name: "footer config/footer.json" });
    expect(within(footer).getByText(/Default columns › Link address/)).toBeTruthy();
    expect(screen.getByText(words.redirectsIntro)).toBeTruthy();
    expect(screen.getAllByRole("listitem").some((li) => li.textContent === "/gst-registration → /gst-registration-online")).toBe(true);
    expect(screen.getByText(words.redirectsRemovedIntro).nextElementSibling?.textContent).toBe("/gst-online → /gst-registration");
    fireEvent.click(screen.getByRole("button", { name: fill(words.confirmTogether, { count: 2 }) }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("alone, says neither and keeps its own button", () => {
    dialog({ kind: "changes", changes: [change("Book a call", "Book", "Book a call")], together: [], redirects: [], redirectsRemoved: [] });
    expect(screen.queryByText(words.togetherIntro)).toBeNull();
    expect(screen.queryByText(words.redirectsIntro)).toBeNull();
    expect(screen.queryByText(words.redirectsRemovedIntro)).toBeNull();
    expect(screen.getByRole("button", { name: words.confirm })).toBeTruthy();
  });

  it("on a conflict: who wrote the file on disk, what keeping the draft would change in plain words, both versions on request", () => {
    dialog({
      kind: "conflict",
      disk: { regionLabel: "Site announcements" },
      draft: { regionLabel: "Announcements" },
      changes: [change("Announcements label", "Site announcements", "Announcements")],
      onDisk: { version: 4, publishedBy: "meera", publishedAt: "2026-11-25T10:53:49Z", changes: [], commit: null, firstSeen: false, deleted: false, current: true },
    });
    expect(screen.getByText(fill(words.conflictOnDiskNow, { version: "Published by meera on 25 Nov 2026, 4:23 pm India time" }))).toBeTruthy();
    expect(screen.getByText(words.conflictChanges)).toBeTruthy();
    expect(screen.getByText(/Announcements label/)).toBeTruthy();
    const full = screen.getByText(words.conflictFull).closest("details")!;
    expect(full.open).toBe(false);
    expect(within(full).getByText(/"regionLabel": "Site announcements"/)).toBeTruthy();
    expect(screen.getByRole("button", { name: words.keepDraft })).toBeTruthy();
  });

  it("a refusal with a message of its own (a draft published with it changed on disk) says it instead of the problems' sentence", () => {
    const message = fill(words.otherChangedOnDisk, { file: "config/footer.json" });
    dialog({ kind: "refused", problems: [], message });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText(words.refused)).toBeNull();
  });
});
