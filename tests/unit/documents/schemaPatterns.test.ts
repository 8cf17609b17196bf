import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../../src/documents/problem.js";
import { brokenSite, check, lineOf, projectRoot, schemasDir, writeRaw } from "../fixtureSite.js";

const files = [
  ...readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json")),
  ...readdirSync(join(schemasDir, "api"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => `api/${f}`),
];

/** Every schema node that has a `pattern`, with its place. */
function* patterns(node: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== "object") return;
  const n = node as Record<string, unknown>;
  if (typeof n.pattern === "string") yield [at, n];
  for (const [key, child] of Object.entries(n)) yield* patterns(child, `${at}/${key}`);
}

describe("no raw pattern ever reaches a person", () => {
  it.each(files)("%s: every pattern has a sentence (patternErrorMessage) that is not itself a pattern", (file) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
    const missing: string[] = [];
    for (const [at, node] of patterns(schema, "#")) {
      const sentence = node.patternErrorMessage;
      if (typeof sentence !== "string" || sentence.trim().length < 10 || sentence.includes(String(node.pattern)) || /[\^$]|\\[dws]|\[[^\]]*-[^\]]*\]/.test(sentence)) missing.push(at);
    }
    expect(missing).toEqual([]);
  });

  it("the schemas have patterns at all (the walk finds them)", () => {
    const count = files.reduce((n, f) => n + [...patterns(JSON.parse(readFileSync(join(schemasDir, f), "utf8")), "#")].length, 0);
    expect(count).toBeGreaterThan(20);
  });

  it("a bad domain in config/email-checks.json gets the sentence, at its place, not the expression", () => {
    const { root } = brokenSite("config/site.json", () => {});
    const text = readFileSync(join(projectRoot, "config/email-checks.json"), "utf8").replace('"10minutemail.com"', '"Not A Domain"');
    writeRaw(root, "config/email-checks.json", text);
    const { problems } = check(root);
    expect(problems.map(formatProblem)).toEqual([
      `config/email-checks.json:${lineOf(text, "Not A Domain")}:5  /disposableDomains/1  Domain 'Not A Domain' is not in the right form: write a domain name in lowercase letters, digits, dots and dashes, like example.com, without '@' or 'https://'`,
    ]);
  });
});
