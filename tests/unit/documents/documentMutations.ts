import fc from "fast-check";

/** One change an author (or a bad merge) could make to a document. Numbers pick the place and the variant. */
export interface Mutation {
  kind: "changeType" | "deleteKey" | "unknownKey" | "corruptString" | "swapItems" | "breakLink" | "breakSyntax";
  at: number;
  variant: number;
  key: string;
  value: unknown;
}

const kinds: Mutation["kind"][] = ["changeType", "deleteKey", "unknownKey", "corruptString", "swapItems", "breakLink", "breakSyntax"];

/** One to three mutations; breakSyntax is rarer, since a file that is not JSON stops every other check. */
export const mutationsArbitrary: fc.Arbitrary<Mutation[]> = fc.array(
  fc.record({
    kind: fc.oneof({ arbitrary: fc.constantFrom(...kinds.slice(0, 6)), weight: 12 }, { arbitrary: fc.constant(kinds[6]), weight: 1 }),
    at: fc.nat(),
    variant: fc.nat(),
    key: fc.string({ maxLength: 12 }),
    value: fc.jsonValue({ maxDepth: 3 }),
  }),
  { minLength: 1, maxLength: 3 },
);

type Path = (string | number)[];
type Container = Record<string, unknown> | unknown[];

/** Every place in the document (the root included), depth first, with the value there. */
function places(doc: unknown): { path: Path; value: unknown }[] {
  const out: { path: Path; value: unknown }[] = [];
  const walk = (value: unknown, path: Path) => {
    out.push({ path, value });
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(doc, []);
  return out;
}

function pick<T>(items: T[], at: number): T | undefined {
  return items.length ? items[at % items.length] : undefined;
}

function parentOf(doc: unknown, path: Path): Container {
  return path.slice(0, -1).reduce<unknown>((node, seg) => (node as Record<string | number, unknown>)[seg], doc) as Container;
}

function setAt(doc: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  (parentOf(doc, path) as Record<string | number, unknown>)[path[path.length - 1]] = value;
  return doc;
}

const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
const otherTypes: unknown[] = [42, -1.5, "text", true, null, [], {}, ["a", 1], { x: 1 }];

function corrupt(s: string, m: Mutation): string {
  const variants = [
    "",
    s + m.key,
    m.key,
    s.slice(0, m.at % (s.length + 1)),
    s.repeat(2) + "x".repeat(5000),
    s + "\u0000\ud800\u{1F600}",
    "  " + s + "  ",
    s.toUpperCase() + "<script>alert(1)</script>",
    "${" + s + "}",
  ];
  return variants[m.variant % variants.length];
}

/** Applies one mutation to a document's data (in place when possible; returns the new root). */
export function mutate(doc: unknown, m: Mutation): unknown {
  const all = places(doc);
  switch (m.kind) {
    case "changeType": {
      const place = pick(all.slice(1), m.at) ?? all[0];
      const candidates = [m.value, ...otherTypes].filter((v) => kindOf(v) !== kindOf(place.value));
      // A copy: a shared constant put in the document would be changed by the next mutation, and by the next run.
      return setAt(doc, place.path, structuredClone(candidates[m.variant % candidates.length]));
    }
    case "deleteKey": {
      const place = pick(all.slice(1), m.at);
      if (!place) return doc;
      const parent = parentOf(doc, place.path);
      const last = place.path[place.path.length - 1];
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last as string];
      return doc;
    }
    case "unknownKey": {
      const objects = all.filter((p) => kindOf(p.value) === "object");
      const place = pick(objects, m.at);
      if (place) (place.value as Record<string, unknown>)[m.key || "extra"] = structuredClone(m.value);
      return doc;
    }
    case "corruptString": {
      const place = pick(all.filter((p) => typeof p.value === "string"), m.at);
      return place ? setAt(doc, place.path, corrupt(place.value as string, m)) : doc;
    }
    case "swapItems": {
      const place = pick(all.filter((p) => Array.isArray(p.value) && p.value.length > 1), m.at);
      if (!place) return doc;
      const list = place.value as unknown[];
      const i = m.at % list.length;
      const j = m.variant % list.length;
      [list[i], list[j]] = [list[j], list[i]];
      return doc;
    }
    case "breakLink": {
      // Addresses and ids other documents point at (or that point at them): a valid shape with nothing behind it.
      const links = all.filter((p) => typeof p.value === "string" && (p.value.startsWith("/") || /(^id$|Id$|^menu$|^form|^route$|^url$)/.test(String(p.path[p.path.length - 1]))));
      const place = pick(links, m.at);
      if (!place) return doc;
      const s = place.value as string;
      const broken = [s + "-gone", "/no-such-page", s.startsWith("/") ? s + "/" : "missing-" + s, "/" + s, "#" + s];
      return setAt(doc, place.path, broken[m.variant % broken.length]);
    }
    case "breakSyntax":
      return doc;
  }
}

/** The document's text after the mutations: pretty JSON, with the syntax broken when a mutation asks for it. */
export function mutatedText(data: unknown, mutations: Mutation[]): string {
  let doc = structuredClone(data);
  for (const m of mutations) doc = mutate(doc, m);
  let text = JSON.stringify(doc, null, 2) ?? "null";
  for (const m of mutations.filter((x) => x.kind === "breakSyntax")) {
    const at = m.at % (text.length + 1);
    const junk = [",", "}", "{", '"', "", "//", "\u00ff\ufffe", "NaN"][m.variant % 8];
    text = m.variant % 3 === 0 ? text.slice(0, at) : text.slice(0, at) + junk + text.slice(at);
  }
  return text + "\n";
}
