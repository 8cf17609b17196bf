import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { MessagesDocument } from "../../../src/documents/types.js";
import { publishedNotice } from "../../../src/admin/editor/publishFlow.js";

const words = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPage;
const editor = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditor;
const answer = { file: "config/banners.json", commit: "0123456789abcdef", pages: 190, seconds: 1.234 };

describe("what the editor says after a publish", () => {
  it("is the pages made again of the site's, and the commit, when all went through", () => {
    // A content change makes again only the pages that show it.
    expect(publishedNotice({ ...answer, rendered: 1 }, words)).toBe("Published; 1 of the site's 190 pages made again in 1.2 s (commit 0123456).");
    // Without the count (a process of an older build): every page.
    expect(publishedNotice(answer, words)).toBe("Published; 190 of the site's 190 pages made again in 1.2 s (commit 0123456).");
  });

  it("tells each thing that did not happen in the server's words, then what to do", () => {
    const commitError = editor.commitFailed.replace("{reason}", "the index is locked");
    const shareError = editor.shareFailed.replace("{reason}", "the store is down");
    const notice = publishedNotice({ ...answer, commit: null, commitError, shareError }, words);
    expect(notice.startsWith("Published; 190 of the site's 190 pages made again in 1.2 s.")).toBe(true);
    expect(notice).toContain(commitError);
    expect(notice).toContain(shareError);
    expect(notice.endsWith(words.publishProblemAdvice)).toBe(true);
  });

  it("does not say pages were rebuilt when they were not: visitors still see the pages before", () => {
    const rebuildError = editor.rebuildFailed.replace("{reason}", "Build stopped: 1 problem in the documents.");
    const notice = publishedNotice({ ...answer, pages: 0, seconds: 0, rebuildError }, words);
    expect(notice).toBe(`${words.publishedNotLive} ${rebuildError} ${words.publishProblemAdvice}`);
    expect(notice).not.toContain("made again");
  });
});
