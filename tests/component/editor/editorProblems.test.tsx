// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiEditorProblem } from "../../../src/contract/types.js";
import { DocumentEditor } from "../../../src/admin/editor/DocumentEditor.js";
import { OpenItemsProvider } from "../../../src/admin/editor/openItems.js";
import { problemsByField } from "../../../src/admin/editor/fieldProblems.js";
import { fieldIdOf } from "../../../src/admin/editor/problemPaths.js";
import { context, editorDocument, kindFormFor, words } from "./editorKit.js";
import { createSchemaRegistry } from "../../../src/documents/schemaRegistry.js";
import { describeSchemaError } from "../../../src/documents/schemaMessages.js";

// Errors in the CLI's words: the server's sentence at its field, in a list above the form whose items move
// focus to their field (opening the list items on the way), and the problems this edit causes in other documents.
afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling; a browser scrolls the field into view.
Element.prototype.scrollIntoView ??= function () {};

const problem = (file: string, pointer: string, message: string): ApiEditorProblem => ({ file, line: 3, column: 7, pointer, message });
const misspelt = "Link to '/gst-registraton' goes to no page; did you mean '/gst-registration'?";
const menuFile = "config/menus/main.json";

function drawMenu(problems: ApiEditorProblem[]) {
  const doc = editorDocument(menuFile, "menu", "menu.schema.json");
  render(
    <OpenItemsProvider>
      <DocumentEditor doc={doc} form={kindFormFor("menu.schema.json")} problems={problems} setProblems={() => {}} choices={context.choices} words={words} reload={() => {}} />
    </OpenItemsProvider>,
  );
  return doc;
}

describe("pointer → field", () => {
  it("each sentence, unchanged, under the id rjsf gives the field at its pointer; a problem of the whole document at the root", () => {
    const byField = problemsByField([problem("f", "/tabs/1/content/0/items/0/links/1/url", misspelt), problem("f", "", "Whole"), problem("f", "/a~1b", "Slash")]);
    expect([...byField]).toEqual([
      ["root_tabs_1_content_0_items_0_links_1_url", [misspelt]],
      ["root", ["Whole"]],
      ["root_a/b", ["Slash"]],
    ]);
    expect(fieldIdOf("/tabs/1/content/0/items/0/links/1/url")).toBe("root_tabs_1_content_0_items_0_links_1_url");
  });
});

describe("the problem list", () => {
  it("lists this document's sentences; a click opens the items on the way and focuses the field, which shows the same sentence", async () => {
    drawMenu([problem(menuFile, "/tabs/1/content/0/items/0/links/1/url", misspelt)]);
    const list = screen.getByRole("region", { name: words.problemsHeading.replace("{count}", "1") });
    expect(document.getElementById("root_tabs_1_content_0_items_0_links_1_url")).toBeNull(); // items are closed
    fireEvent.click(within(list).getByRole("button", { name: misspelt }));
    await waitFor(() => expect(document.activeElement?.id).toBe("root_tabs_1_content_0_items_0_links_1_url"));
    const group = document.activeElement!.closest(".form-group") as HTMLElement;
    expect(within(group).getByText(misspelt)).toBeTruthy();
  });

  it("a missing required field's sentence, as the validator words it, is shown at that field and its button focuses it", async () => {
    const doc = editorDocument(menuFile, "menu", "menu.schema.json");
    const data = structuredClone(doc.data) as { tabs: { content: { items: { links: { text?: string }[] }[] }[] }[] };
    delete data.tabs[1].content[0].items[0].links[0].text;
    const registry = createSchemaRegistry("schemas");
    const validate = registry.validator("menu.schema.json")!;
    expect(validate(data)).toBe(false);
    const found = validate.errors!.map((e) => describeSchemaError(e, registry, { schemaFile: "menu.schema.json", data }));
    expect(found).toHaveLength(1);
    drawMenu([problem(menuFile, found[0].pointer, found[0].message)]);
    const list = screen.getByRole("region", { name: words.problemsHeading.replace("{count}", "1") });
    fireEvent.click(within(list).getByRole("button", { name: found[0].message }));
    await waitFor(() => expect(document.activeElement?.id).toBe("root_tabs_1_content_0_items_0_links_0_text"));
    expect(within(document.activeElement!.closest(".form-group") as HTMLElement).getByText(found[0].message)).toBeTruthy();
  });

  it("a field with a problem is marked invalid for assistive technology and described by its sentence; its neighbours are not", async () => {
    drawMenu([problem(menuFile, "/tabs/1/content/0/items/0/links/1/url", misspelt)]);
    fireEvent.click(screen.getByRole("button", { name: misspelt }));
    const field = await waitFor(() => document.getElementById("root_tabs_1_content_0_items_0_links_1_url")!);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field).toHaveProperty("tagName", "INPUT");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "");
    expect(described.join(" ")).toContain(misspelt);
    expect(document.getElementById("root_tabs_1_content_0_items_0_links_1_text")?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("the mark goes when the problem goes", async () => {
    const doc = editorDocument(menuFile, "menu", "menu.schema.json");
    const draw = (problems: ApiEditorProblem[]) => (
      <OpenItemsProvider>
        <DocumentEditor doc={doc} form={kindFormFor("menu.schema.json")} problems={problems} setProblems={() => {}} choices={context.choices} words={words} reload={() => {}} />
      </OpenItemsProvider>
    );
    const { rerender } = render(draw([problem(menuFile, "/tabs/0/tabName", "Say the tab's name")]));
    expect(document.getElementById("root_tabs_0_tabName")).toBeNull(); // the tab's item is closed until its problem is followed
    fireEvent.click(screen.getByRole("button", { name: "Say the tab's name" }));
    const field = await waitFor(() => document.getElementById("root_tabs_0_tabName")!);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    rerender(draw([]));
    expect(field.hasAttribute("aria-invalid")).toBe(false);
  });

  it("names the problems this edit causes in other documents by file, line and column", () => {
    drawMenu([problem("pages-json/home.json", "/blocks/0/props/links/0/url", "Link to '/old' goes to no page")]);
    const list = screen.getByRole("region", { name: words.otherProblemsHeading });
    expect(list.textContent).toContain("pages-json/home.json:3:7 Link to '/old' goes to no page");
  });

  it("no problems: no list", () => {
    drawMenu([]);
    expect(screen.queryByRole("region", { name: /Problems/ })).toBeNull();
  });
});

describe("lists", () => {
  it("draw one line per item and only the open item's fields; items move, are added and removed", () => {
    drawMenu([]);
    const tabs = document.getElementById("root_tabs") as HTMLElement;
    const rows = () => [...tabs.querySelectorAll(":scope > ol > li .editor-item-summary")].map((b) => b.textContent);
    const before = rows();
    expect(before[0]).toMatch(/^Edit /);
    expect(tabs.querySelectorAll("input").length).toBe(0);
    expect(within(tabs).queryByRole("button", { name: new RegExp(`^${words.remove}`) })).toBeNull(); // a closed item is its line only
    fireEvent.click(within(tabs).getAllByRole("button", { name: /^Edit / })[0]);
    expect(document.getElementById("root_tabs_0_tabName")).not.toBeNull();
    // Each button names its item: "Move down: <its line> (1)".
    fireEvent.click(within(tabs).getByRole("button", { name: `${words.moveDown}: ${before[0]!.replace(/^Edit /, "")} (1)` }));
    expect(rows()[0]).toBe(before[1]);
    expect(document.getElementById("root_tabs_1_tabName")).not.toBeNull(); // the moved item stays open
    const count = before.length;
    fireEvent.click(tabs.querySelector(":scope > button") as HTMLElement); // the list's own Add
    expect(rows().length).toBe(count + 1);
    expect(document.getElementById(`root_tabs_${count}_id`)).not.toBeNull(); // the new item is open
    fireEvent.click(within(tabs).getAllByRole("button", { name: new RegExp(`^${words.remove}: `) }).at(-1)!);
    expect(rows().length).toBe(count);
  });
});
