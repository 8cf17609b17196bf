import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../../src/documents/problem.js";
import { statedTimes } from "../../../src/documents/references/statedNumbers.js";
import { brokenSite, check, lineOf, writeRaw } from "../fixtureSite.js";

/** A broken copy of the fixture's constants, and its one problem. */
const only = (edit: (d: any) => void) => {
  const { root, text } = brokenSite("config/constants.json", edit);
  const { problems, model } = check(root);
  expect(model).toBeUndefined();
  expect(problems).toHaveLength(1);
  return { p: problems[0], text };
};

describe("paired settings in config/constants.json do not cross, with a located sentence", () => {
  it("the chat's closing time before its opening time", () => {
    const { p, text } = only((d) => (d.chat.closesAt = "09:30"));
    expect(formatProblem(p)).toBe(
      `config/constants.json:${lineOf(text, '"closesAt": "09:30"')}:5  /chat/closesAt  The chat's closing time 09:30 must be later than its opening time 10:00, or the chat never shows; write the closing time after 10:00`,
    );
  });

  it("a pattern setting that is not a regular expression is reported at its place (the chat's name pattern as the bot compiles it, with the Unicode flag)", () => {
    const bad = only((d) => (d.chat.namePattern = "^[\\p{L}"));
    expect(bad.p.pointer).toBe("/chat/namePattern");
    expect(bad.p.message).toMatch(/^The chat bot's name pattern is not a regular expression \(.+\); write it as JavaScript reads one with the 'u' flag$/);
    // \p{Letter} is no property in Unicode mode, though a pattern without the flag would take it.
    expect(only((d) => (d.chat.namePattern = "^\\p{Letter2}+$")).p.pointer).toBe("/chat/namePattern");
    expect(only((d) => (d.leadForm.emailPattern = "(")).p.pointer).toBe("/leadForm/emailPattern");
  });

  it("the same opening and closing time is refused too (an empty window)", () => {
    expect(only((d) => (d.chat.closesAt = d.chat.opensAt)).p.pointer).toBe("/chat/closesAt");
  });

  it.each([
    ["/chat/loadPollTimeoutMs", (d: any) => (d.chat.loadPollTimeoutMs = d.chat.loadPollIntervalMs - 1), "load check limit"],
    ["/chat/fastPollTimeoutMs", (d: any) => (d.chat.fastPollTimeoutMs = 100), "quick check limit (100 ms)"],
    ["/footer/linksPerColumn", (d: any) => (d.footer.linksPerColumn = d.footer.minLinksPerColumn - 1), "fewest it may have"],
    ["/menuDropdown/maxHeightPx", (d: any) => (d.menuDropdown.maxHeightPx = 50), "tallest dropdown (50 px)"],
    ["/otp/expirySeconds", (d: any) => (d.otp.expirySeconds = 20), "expires (after 20 s)"],
    ["/otp/maxSendsPerAddressPerHour", (d: any) => (d.otp.maxSendsPerAddressPerHour = 5), "fewer codes an hour (5)"],
    ["/captcha/embeddedScore", (d: any) => (d.captcha.embeddedScore = 0.2), "every local captcha check fails"],
  ])("%s", (pointer, edit, words) => {
    const { p, text } = only(edit);
    expect(p.file).toBe("config/constants.json");
    expect(p.pointer).toBe(pointer);
    expect(p.message).toContain(words);
    expect(p.line).toBe(lineOf(text, `"${pointer.split("/").pop()}"`, `"${pointer.split("/")[1]}": {`));
  });

  it("equal limits pass (a limit may equal its interval)", () => {
    const { root } = brokenSite("config/constants.json", (d) => (d.footer.linksPerColumn = d.footer.minLinksPerColumn));
    expect(check(root).problems).toEqual([]);
  });
});

describe("a sentence that states a number of config/constants.json states the same number", () => {
  it.each([
    ["/name/minChars", (d: any) => (d.name.minChars = 4), "/leadForm/nameTooShort", "Name should be atleast 3 characters"],
    ["/otp/length", (d: any) => (d.otp.length = 4), "/login/otpSentTo", "We have sent a 6-digit code to"],
    ["/citySearch/minChars", (d: any) => (d.citySearch.minChars = 2), "/leadForm/cityMinChars", "Enter minimum 3 characters"],
    ["/chat/noteCallbackHours", (d: any) => (d.chat.noteCallbackHours = 24), "/chat/triggers/noteLeft", "Our experts will contact you in next 12 hours"],
    ["/chat/expertCallbackMinutes", (d: any) => (d.chat.expertCallbackMinutes = 15), "/chat/triggers/expertCall", "Our expert will call you within 10 minutes."],
  ])("%s changed alone is reported at the sentence", (_setting, edit, pointer, sentence) => {
    const { root } = brokenSite("config/constants.json", edit);
    const { problems } = check(root);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe("config/messages.json");
    expect(problems[0].pointer).toBe(pointer);
    expect(problems[0].line).toBeGreaterThan(1);
    expect(problems[0].message).toMatch(new RegExp(`^'${sentence}' does not state .*, which config/constants.json sets to \\d+; write \\d+ in the sentence, or change both$`));
  });

  it("the call-back window after a note names the chat's opening and closing times: a changed closing time is reported at the window", () => {
    const { root } = brokenSite("config/constants.json", (d) => (d.chat.closesAt = "20:00"));
    const { problems } = check(root);
    expect(problems.map((p) => [p.file, p.pointer, p.message])).toEqual([
      ["config/constants.json", "/chat/noteCallbackWindow", "'10am to 7pm, all days' should name the chat's hours, from 10:00 (chat.opensAt) to 20:00 (chat.closesAt), in that order, like '10am to 7pm'; write those times in it, or change the hours"],
    ]);
    const { root: agreed } = brokenSite("config/constants.json", (d) => {
      d.chat.closesAt = "20:00";
      d.chat.noteCallbackWindow = "10 am to 8:00 pm, all days";
    });
    expect(check(agreed).problems).toEqual([]);
    expect(statedTimes("9.30am to 18:45")).toEqual([570, 1125]);
  });

  it("changing both together passes", () => {
    const { root } = brokenSite("config/constants.json", (d) => (d.brandName.minChars = 4));
    expect(check(root).problems.map((p) => p.pointer)).toEqual(["/leadForm/brandNameTooShort"]);
    const { root: both } = brokenSite("config/messages.json", (d) => (d.leadForm.brandNameTooShort = "Brand Name should be atleast 4 characters"));
    const constants = JSON.parse(readFileSync(join(root, "config/constants.json"), "utf8"));
    writeRaw(both, "config/constants.json", JSON.stringify(constants, null, 2));
    expect(check(both).problems).toEqual([]);
  });
});
