// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentEditor } from "../../../src/admin/editor/DocumentEditor.js";
import { OpenItemsProvider } from "../../../src/admin/editor/openItems.js";
import { context, editorDocument, kindFormFor, words } from "./editorKit.js";

// Ids a document names among its own lists are chosen, not typed: a service's category is a select of the catalogue's
// categories as they are in the form (one added a moment ago included), as a chat step's next step is of the steps.
afterEach(cleanup);
Element.prototype.scrollIntoView ??= function () {};

const servicesFile = "config/services.json";

function drawServices() {
  const doc = editorDocument(servicesFile, "services", "services.schema.json");
  render(
    <OpenItemsProvider>
      <DocumentEditor doc={doc} form={kindFormFor("services.schema.json")} problems={[]} setProblems={() => {}} choices={context.choices} words={words} reload={() => {}} />
    </OpenItemsProvider>,
  );
  return doc.data as { services: { name: string; category: string }[]; categories: { id: string; name: string }[] };
}

const editButton = (list: HTMLElement, name: string) => within(list).getAllByRole("button", { name: new RegExp(`^Edit.*${name.replace(/[()]/g, "\\$&")}`) })[0];

describe("a service's category", () => {
  it("is a select of the catalogue's categories, each by its id and name, with the service's own chosen", () => {
    const data = drawServices();
    const first = data.services[0];
    fireEvent.click(editButton(document.getElementById("root_services") as HTMLElement, first.name));
    const select = document.getElementById("root_services_0_category") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect([...select.options].slice(1).map((o) => [o.value, o.text])).toEqual(data.categories.map((c) => [c.id, `${c.id} (${c.name})`]));
    expect(select.value).toBe(first.category);
    fireEvent.change(select, { target: { value: "tax-gst" } });
    expect((document.getElementById("root_services_0_category") as HTMLSelectElement).value).toBe("tax-gst");
  });

  it("offers a category added to the catalogue in the same edit, by the id typed", () => {
    const data = drawServices();
    const categories = document.getElementById("root_categories") as HTMLElement;
    fireEvent.click(within(categories).getAllByRole("button", { name: /^Add/ }).at(-1)!);
    const added = data.categories.length;
    // Without an id yet, and with an id another category has, it is no new choice: no blank option, no second one.
    fireEvent.click(editButton(document.getElementById("root_services") as HTMLElement, data.services[0].name));
    const options = () => [...(document.getElementById("root_services_0_category") as HTMLSelectElement).options];
    expect(options().filter((o) => o.value === "")).toHaveLength(1);
    fireEvent.change(document.getElementById(`root_categories_${added}_id`) as HTMLInputElement, { target: { value: data.categories[0].id } });
    expect(options().filter((o) => o.value === data.categories[0].id)).toHaveLength(1);
    expect(options()).toHaveLength(data.categories.length + 1);
    fireEvent.change(document.getElementById(`root_categories_${added}_id`) as HTMLInputElement, { target: { value: "space-law" } });
    fireEvent.change(document.getElementById(`root_categories_${added}_name`) as HTMLInputElement, { target: { value: "Space law" } });
    const select = document.getElementById("root_services_0_category") as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toContain("space-law (Space law)");
    expect(screen.getAllByText("space-law (Space law)")).toHaveLength(1);
  });
});
