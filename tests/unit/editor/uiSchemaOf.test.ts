import { describe, expect, it } from "vitest";
import type { UiSchema } from "@rjsf/utils";
import { selfContainedSchema } from "../../../src/cli/editorSchemas.js";
import { uiSchemaOf } from "../../../src/admin/editor/uiSchemaOf.js";

// The editor's form of a page is one uiSchema for every block type (rjsf hands a oneOf's branches the same one): each
// block's fields keep their widgets whatever other blocks the page schema lists, wherever a block comes in that list.
const widget = (ui: UiSchema, ...path: string[]) => path.reduce<UiSchema | undefined>((u, key) => u?.[key] as UiSchema | undefined, ui)?.["ui:widget"];

describe("the page form's uiSchema", () => {
  const schema = selfContainedSchema("schemas", "page.schema.json");
  const blocks = uiSchemaOf(schema).blocks?.items as UiSchema;

  it("keeps the widgets of every block's fields: a service select, a lead form choice, links, an image, text areas", () => {
    expect(widget(blocks, "props", "serviceId")).toBe("serviceChoice"); // the pricing block's
    expect(widget(blocks, "props", "form")).toBe("idChoice"); // the lead form block's
    expect(widget(blocks, "props", "image", "src")).toBe("image"); // the hero's
    expect(widget(blocks, "props", "actions", "items", "url")).toBe("link"); // the hero's buttons
    expect(widget(blocks, "props", "action", "url")).toBe("link"); // the call to action's
    expect(widget(blocks, "props", "text")).toBe("textarea"); // the request number's sentence, and the call to action's text
    expect(widget(blocks, "type")).toBe("hidden");
  });

  it("gives the same widgets with the block types in the other order", () => {
    const reversed = structuredClone(schema) as typeof schema & { $defs: Record<string, { oneOf?: unknown[] }> };
    reversed.$defs.block.oneOf = [...reversed.$defs.block.oneOf!].reverse();
    const again = uiSchemaOf(reversed).blocks?.items as UiSchema;
    for (const path of [["props", "serviceId"], ["props", "form"], ["props", "image", "src"], ["props", "action", "url"]]) expect(widget(again, ...path), path.join(".")).toBe(widget(blocks, ...path));
  });
});
