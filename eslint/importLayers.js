// The direction of imports between the project's layers (docs/architecture.md), as an ESLint rule.
// Each file belongs to the first layer whose path prefix it starts with; an import of a project file is allowed
// when the importing layer lists the imported file's layer in `may`. Packages are not checked.
import { dirname, join, normalize, relative } from "node:path";
import { noImportCycles } from "./importCycles.js";

/** The layer of a project path (relative to the root, with '/'), or undefined outside every layer. */
export function layerOf(path, layers) {
  return layers.find((layer) => layer.paths.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(p + "."))))?.name;
}

/** The project path an import source names, or undefined for a package. */
export function resolveImport(fromFile, source, root) {
  if (!source.startsWith(".")) return undefined;
  const target = normalize(join(dirname(fromFile), source));
  return relative(root, target).split("\\").join("/").replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
}

export const importLayers = {
  meta: {
    type: "problem",
    docs: { description: "Imports run one way between layers: renderer ← blocks ← the composition root; the server never imports a block." },
    schema: [
      {
        type: "object",
        properties: {
          layers: {
            type: "array",
            items: {
              type: "object",
              properties: { name: { type: "string" }, paths: { type: "array", items: { type: "string" } }, may: { type: "array", items: { type: "string" } } },
              required: ["name", "paths", "may"],
              additionalProperties: false,
            },
          },
        },
        required: ["layers"],
        additionalProperties: false,
      },
    ],
    messages: {
      wrongWay: "{{from}} may not import {{to}} ('{{source}}'): {{from}} may import only {{allowed}}. See docs/architecture.md.",
    },
  },
  create(context) {
    const { layers } = context.options[0];
    const root = context.cwd;
    const file = relative(root, context.filename).split("\\").join("/").replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
    const from = layerOf(file, layers);
    if (!from) return {};
    const layer = layers.find((l) => l.name === from);
    if (layer.may.includes("*")) return {};
    function check(node) {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const target = resolveImport(context.filename, node.value, root);
      if (target === undefined) return;
      const to = layerOf(target, layers);
      if (!to || to === from || layer.may.includes(to)) return;
      context.report({ node, messageId: "wrongWay", data: { from, to, source: node.value, allowed: [from, ...layer.may].join(", ") } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: "vidhi" }, rules: { "import-layers": importLayers, "no-import-cycles": noImportCycles } };
