import { describe, expect, it } from "vitest";
import messages from "../../../config/messages.json" with { type: "json" };
import { fillCount } from "../../../src/lib/fillCount.js";

describe("fillCount: a sentence with a number in the form English needs", () => {
  const problems = { one: "{count} problem in {file}", other: "{count} problems in {file}" };

  it.each([
    [1, "1 problem in a.json"],
    [0, "0 problems in a.json"],
    [2, "2 problems in a.json"],
    [21, "21 problems in a.json"],
  ])("%i → %s", (count, said) => expect(fillCount(problems, count, { file: "a.json" })).toBe(said));

  it("the documents' counted sentences read right for one and for many", () => {
    expect(fillCount(messages.adminEditor.problemsRemain, 1)).toBe("Publishing waits until every problem is fixed: 1 remains.");
    expect(fillCount(messages.adminEditor.problemsRemain, 3)).toBe("Publishing waits until every problem is fixed: 3 remain.");
    expect(fillCount(messages.server.leadListing.repeats, 1)).toBe("(+1 repeat)");
    expect(fillCount(messages.server.leadListing.repeats, 4)).toBe("(+4 repeats)");
  });
});
