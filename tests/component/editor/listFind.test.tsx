// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { EditorForm } from "../../../src/admin/editor/EditorForm.js";
import { OpenItemsProvider } from "../../../src/admin/editor/openItems.js";
import { FieldProblems } from "../../../src/admin/editor/fieldProblems.js";
import { fill } from "../../../src/lib/fill.js";
import { context, kindFormFor, words } from "./editorKit.js";

// A long list of the editor (the services catalogue: 168 services) has a search box: a content editor finds a service
// by any of its texts instead of paging through 168 'Edit …' buttons.
afterEach(cleanup);
const services = JSON.parse(readFileSync("config/services.json", "utf8")) as { services: Record<string, unknown>[]; categories: unknown[] };

function drawServices() {
  const form = kindFormFor("services.schema.json");
  const changes: unknown[] = [];
  render(
    <OpenItemsProvider>
      <FieldProblems.Provider value={new Map()}>
        <EditorForm {...form} formData={services} context={context} onChange={(d) => changes.push(d)} />
      </FieldProblems.Provider>
    </OpenItemsProvider>,
  );
  const list = document.getElementById("root_services") as HTMLElement;
  // The catalogue's own rows (not those of a list inside its open item).
  const rows = () => [...list.querySelectorAll(":scope > ol > li > .editor-item-bar > .editor-item-summary")].map((b) => b.textContent).filter((t) => t !== words.close);
  return { list, rows, changes };
}

/** The services whose JSON holds every word, as a reader would look (not the editor's own code). */
const holding = (...wordsTyped: string[]) => services.services.filter((s) => wordsTyped.every((w) => JSON.stringify(s).toLowerCase().includes(w)));

describe("a long list's search box", () => {
  it("lists only the items holding every word typed, in any of their texts, and says how many of how many", () => {
    const { list, rows } = drawServices();
    expect(rows()).toHaveLength(services.services.length);
    const find = within(list).getByLabelText(words.findInList) as HTMLInputElement;
    fireEvent.change(find, { target: { value: "GST  return" } });
    const expected = holding("gst", "return");
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(services.services.length);
    expect(rows()).toEqual(expected.map((s) => fill(words.edit, { item: String(s.name) })));
    expect(within(list).getByRole("status").textContent).toBe(fill(words.listShown, { shown: expected.length, total: services.services.length }));
    // A number finds a service by its id, an address by its address.
    const one = services.services[40];
    fireEvent.change(find, { target: { value: String(one.serviceId) } });
    expect(rows()).toEqual(holding(String(one.serviceId)).map((s) => fill(words.edit, { item: String(s.name) })));
    expect(rows()).toContain(fill(words.edit, { item: String(one.name) }));
    fireEvent.change(find, { target: { value: String(one.route) } });
    expect(rows()).toContain(fill(words.edit, { item: String(one.name) }));
  });

  it("says when nothing holds the text, keeps the open item in view, and gives every item back when emptied", () => {
    const { list, rows } = drawServices();
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    const find = within(list).getByLabelText(words.findInList);
    fireEvent.change(find, { target: { value: "zzqx no such service" } });
    expect(within(list).getByRole("status").textContent).toBe(fill(words.listNoMatch, { text: "zzqx no such service" }));
    // The open item stays (its fields are being edited), the others are gone.
    expect(within(list).getByRole("button", { name: words.close })).toBeTruthy();
    expect(rows()).toEqual([]);
    expect(document.getElementById("root_services_2_name")).toBeTruthy();
    fireEvent.change(find, { target: { value: "" } });
    expect(within(list).getByRole("status").textContent).toBe("");
    expect(rows()).toHaveLength(services.services.length - 1);
  });

  it("Enter in the box does not submit the form; a short list has no box", () => {
    const { list } = drawServices();
    const find = within(list).getByLabelText(words.findInList);
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    find.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    // The catalogue's 25 categories are a long list too; a service's steps (a few) are not.
    expect(within(document.getElementById("root_categories") as HTMLElement).getByLabelText(words.findInList)).toBeTruthy();
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[0]);
    const steps = document.getElementById("root_services_0_steps");
    expect(steps).toBeTruthy();
    expect(within(steps as HTMLElement).queryByLabelText(words.findInList)).toBeNull();
    expect(screen.getAllByLabelText(words.findInList)).toHaveLength(2);
  });

  it("an item closed while a search is typed stays listed with the focus on its button; moving waits for the box to be empty", () => {
    const { list, rows } = drawServices();
    const third = services.services[2];
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    const find = within(list).getByLabelText(words.findInList);
    fireEvent.change(find, { target: { value: "zzqx no such service" } });
    const up = within(list).getByRole("button", { name: `${words.moveUp} (3)` }) as HTMLButtonElement;
    const down = within(list).getByRole("button", { name: `${words.moveDown} (3)` }) as HTMLButtonElement;
    expect([up.disabled, down.disabled]).toEqual([true, true]);
    expect(within(list).getByRole("status").textContent).toBe(fill(words.listNoMatch, { text: "zzqx no such service" }));
    const close = within(list).getByRole("button", { name: words.close });
    close.focus();
    fireEvent.click(close);
    // The same button, now the item's line: still in the list, still focused.
    expect(rows()).toEqual([fill(words.edit, { item: String(third.name) })]);
    expect(document.activeElement).toBe(close);
    // A new search lists what it finds only.
    fireEvent.change(find, { target: { value: "zzqx" } });
    expect(rows()).toEqual([]);
    fireEvent.change(find, { target: { value: "" } });
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    expect((within(list).getByRole("button", { name: `${words.moveUp} (3)` }) as HTMLButtonElement).disabled).toBe(false);
  });
});
