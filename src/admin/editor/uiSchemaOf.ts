import type { RJSFSchema, UiSchema } from "@rjsf/utils";

type Node = RJSFSchema & { patternErrorMessage?: string };

/** The kinds of id a field may name, each offered as a select of the ids that exist (siteChoices.ts). */
export type ChoiceKind = "menu" | "banner" | "modal" | "leadForm" | "plan" | "step" | "category";

/**
 * Properties that name an id of another document (or of the document's own list: the chat script's steps, the
 * catalogue's categories), as the cross-reference checks read them.
 */
const idProperties: Record<string, ChoiceKind> = { menu: "menu", banners: "banner", modal: "modal", form: "leadForm", planId: "plan", start: "step", next: "step", category: "category" };
/** Addresses written outside the common link definition (a menu group's heading link). */
const linkProperties = new Set(["url", "href"]);
/** Definitions of common.schema.json as the build inlines them (cli/editorSchemas.ts). */
const linkDef = "#/$defs/common_link";
const imageDef = "#/$defs/common_image";
const serviceIdDef = "#/$defs/common_serviceId";
/** The catalogue's own service (services.schema.json), where a new service's id is written, not chosen among those that exist. */
const catalogueServiceDef = "#/$defs/service";
/** Above this many characters a text is a paragraph and gets a text area. */
const longText = 120;
const timePattern = /:\[0-5\]\[0-9\]\$$/;
/** The theme's colours: # and six hexadecimal digits. */
const colourPattern = "^#[0-9a-fA-F]{6}$";

/**
 * The form's uiSchema, derived from the schema by walking it (never written per document): link addresses offer the
 * site's pages, ids are selects of the ids that exist, a service id shows the service's name, images pick from the
 * site's pictures, long texts get a text area, times a time input (dates and times a date-and-time one), colours a swatch with a picker, amounts in paise are typed in rupees, a
 * discriminated oneOf's tag is left to its branch select. A oneOf's branches share one uiSchema (rjsf hands the same
 * to whichever branch is chosen), so theirs are merged.
 */
export function uiSchemaOf(root: RJSFSchema): UiSchema {
  const defs = (root.$defs ?? {}) as Record<string, Node>;
  const walk = (node: Node | undefined, name: string, seen: Set<string>): UiSchema => {
    if (!node || typeof node !== "object") return {};
    if (node.$ref) {
      if (node.$ref === serviceIdDef) return { "ui:widget": "serviceChoice" };
      if (seen.has(node.$ref)) return {};
      const target = defs[node.$ref.replace("#/$defs/", "")];
      const ui = walk(target, name, new Set(seen).add(node.$ref));
      if (node.$ref === linkDef) ui.url = { ...(ui.url as UiSchema), "ui:widget": "link" };
      if (node.$ref === imageDef) ui.src = { ...(ui.src as UiSchema), "ui:widget": "image" };
      if (node.$ref === catalogueServiceDef) delete ui.serviceId;
      return ui;
    }
    const ui: UiSchema = {};
    for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) mergeInto(ui, walk(branch as Node, name, seen));
    // A discriminated oneOf's tag ("kind": "modal") is what its branch select chooses (rjsf writes the chosen branch's
    // const): a box of its own would only invite a value no branch has.
    const tag = (node as { discriminator?: { propertyName?: string } }).discriminator?.propertyName;
    if (tag) ui[tag] = { ...(ui[tag] as UiSchema | undefined), "ui:widget": "hidden" };
    if (node.properties) {
      for (const [key, child] of Object.entries(node.properties)) {
        const sub = walk(child as Node, key, seen);
        if (Object.keys(sub).length) ui[key] = { ...(ui[key] as UiSchema | undefined), ...sub };
      }
    }
    if (node.items && typeof node.items === "object") {
      const sub = walk(node.items as Node, name, seen);
      if (Object.keys(sub).length) ui.items = sub;
    }
    if (node.type === "string") Object.assign(ui, stringWidget(node, name));
    if ((node.type === "integer" || node.type === "number") && name.endsWith("Paise")) ui["ui:widget"] = "rupees";
    return ui;
  };
  // The schema's address and version are the file's own business (a migration changes the version), not a person's.
  return { ...walk(root as Node, "", new Set()), $schema: { "ui:widget": "hidden" }, schemaVersion: { "ui:widget": "hidden" } };
}

/**
 * Merges a branch's uiSchema into the branches' so far, key by key all the way down: two blocks' `props` both keep
 * their fields' widgets (a shallow merge kept only the last branch's `props`, so a block added to the page schema's
 * list took the pricing block's service select away). Where both say something else about one key, the later wins.
 */
function mergeInto(into: UiSchema, from: UiSchema): void {
  for (const [key, value] of Object.entries(from)) {
    const before = into[key] as unknown;
    if (isPlainObject(before) && isPlainObject(value)) mergeInto(before as UiSchema, value as UiSchema);
    else into[key] = isPlainObject(value) ? structuredClone(value) : value;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function stringWidget(node: Node, name: string): UiSchema {
  if (linkProperties.has(name)) return { "ui:widget": "link" };
  if (name in idProperties) return { "ui:widget": "idChoice", "ui:options": { choices: idProperties[name] } };
  // A date and a time ("Show from" of a schedule) ends as a time does: the browser's date-and-time input writes it.
  if (node.pattern && timePattern.test(node.pattern)) return node.pattern.includes("T(") ? { "ui:widget": "time", "ui:options": { inputType: "datetime-local" } } : { "ui:widget": "time" };
  if (node.pattern === colourPattern) return { "ui:widget": "colour" };
  if ((node.maxLength ?? 0) > longText || /paragraph/i.test(node.description ?? "")) return { "ui:widget": "textarea" };
  return {};
}
