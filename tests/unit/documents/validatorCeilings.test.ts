import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pointerOf } from "../../../src/documents/sourceMap.js";
import { brokenSite, check, schemasDir } from "../fixtureSite.js";

type Node = Record<string, unknown>;
const schemaOf = (file: string): Node => JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
const documentSchemas = readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json"));

const isNumber = (n: Node) => [n.type].flat().some((t) => t === "number" || t === "integer");
const hasCeiling = (n: Node) => n.maximum !== undefined || n.exclusiveMaximum !== undefined || n.enum !== undefined || n.const !== undefined;

/** Every schema node of `node` that takes a number, with its pointer in the schema file. */
function numberNodes(node: unknown, at: (string | number)[] = []): { at: string; node: Node }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => numberNodes(n, [...at, i]));
  if (!node || typeof node !== "object") return [];
  const n = node as Node;
  return [...(isNumber(n) ? [{ at: pointerOf(at), node: n }] : []), ...Object.entries(n).flatMap(([k, v]) => numberNodes(v, [...at, k]))];
}

/** The schema node a $ref names ("common.schema.json#/$defs/serviceId", or "#/$defs/x" within `file`). */
function resolved(node: Node, file: string): Node {
  if (typeof node.$ref !== "string") return node;
  const [target, pointer] = node.$ref.split("#");
  const segments = pointer.split("/").slice(1);
  return segments.reduce<Node>((n, s) => n[s] as Node, schemaOf(target || file));
}

/** The places of a document of the constants schema that hold a number, as paths (the first item of a list). */
function constantsNumbers(node: Node, at: (string | number)[] = []): { path: (string | number)[]; maximum: number }[] {
  const n = resolved(node, "constants.schema.json");
  if (isNumber(n)) return [{ path: at, maximum: n.maximum as number }];
  if (n.items) return constantsNumbers(n.items as Node, [...at, 0]);
  return Object.entries((n.properties as Record<string, Node> | undefined) ?? {}).flatMap(([k, v]) => constantsNumbers(v, [...at, k]));
}

describe("every number a document holds has a ceiling", () => {
  it("each number or whole number of every document schema has a maximum (or is one of a list), so a new one without fails here", () => {
    const without = documentSchemas.flatMap((file) => numberNodes(schemaOf(file)).filter(({ node }) => !hasCeiling(node)).map(({ at }) => `${file}#${at}`));
    expect(without).toEqual([]);
    expect(documentSchemas).toContain("constants.schema.json");
  });

  it("a constant at 1e308 is refused at its place with a sentence naming the field and its ceiling, for every number of the constants", () => {
    const numbers = constantsNumbers(schemaOf("constants.schema.json"));
    expect(numbers.length).toBeGreaterThan(60);
    const { root, text } = brokenSite("config/constants.json", (d) => {
      for (const { path } of numbers) {
        const parent = path.slice(0, -1).reduce((o, s) => o[s], d);
        parent[path.at(-1)!] = 1e308;
      }
    });
    const lines = text.split("\n");
    const problems = check(root).problems;
    expect(problems.map((p) => p.pointer).sort()).toEqual(numbers.map(({ path }) => pointerOf(path)).sort());
    for (const { path, maximum } of numbers) {
      const p = problems.find((q) => q.pointer === pointerOf(path))!;
      expect(p.file).toBe("config/constants.json");
      expect(p.message).toMatch(new RegExp(`^[A-Z].* must be at most ${maximum}( \\([a-z0-9 ]+\\))?, not 1e\\+308$`));
      const last = path.at(-1)!;
      expect(lines[p.line - 1]).toContain(typeof last === "number" ? "1e+308" : `"${last}": 1e+308`);
    }
    const said = (pointer: string) => problems.find((p) => p.pointer === pointer)?.message;
    expect(said("/limits/windowSeconds")).toBe("Window (seconds) must be at most 86400 (a day), not 1e+308");
    expect(said("/otp/expirySeconds")).toBe("Code lifetime (seconds) must be at most 3600 (an hour), not 1e+308");
    expect(said("/otp/maxWrongTries")).toBe("Wrong tries per code must be at most 20, not 1e+308");
    expect(said("/leads/duplicateWindowSeconds")).toBe("Duplicate window (seconds) must be at most 86400 (a day), not 1e+308");
    expect(said("/limits/maxPerAddress/~1api~1leads~1otp")).toBe("Lead form: code sends and checks must be at most 10000, not 1e+308");
  });
});
