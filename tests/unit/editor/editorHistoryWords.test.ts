import { describe, expect, it } from "vitest";
import type { ApiEditorDocumentVersion } from "../../../src/contract/types.js";
import { versionLine } from "../../../src/admin/editor/HistoryDialog.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditorPage;
const version = (publishedBy: string | null, deleted = false): ApiEditorDocumentVersion => ({
  version: 3,
  publishedBy,
  publishedAt: "2026-11-25T10:53:49Z",
  changes: [],
  commit: null,
  firstSeen: publishedBy === null,
  deleted,
  current: false,
});

describe("a version's line in the history", () => {
  it("names who published it and when, in the editor's zone (India time, named), whatever zone the computer is in", () => {
    expect(versionLine(version("meera"), words, "Asia/Kolkata")).toBe("Published by meera on 25 Nov 2026, 4:23 pm India time");
  });

  it("tells a text found on disk by when a publish replaced it", () => {
    expect(versionLine(version(null), words, "Asia/Kolkata")).toBe("As found on disk (not published from the editor) until 25 Nov 2026, 4:23 pm India time");
  });

  it("tells a deletion by who deleted the file and when", () => {
    expect(versionLine(version("meera", true), words, "Asia/Kolkata")).toBe("Deleted by meera on 25 Nov 2026, 4:23 pm India time: this is the page as it was then.");
  });
});
