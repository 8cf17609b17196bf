// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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
  return drawWith(services);
}

function drawWith(data: unknown) {
  const form = kindFormFor("services.schema.json");
  const changes: unknown[] = [];
  render(
    <OpenItemsProvider>
      <FieldProblems.Provider value={new Map()}>
        <EditorForm {...form} formData={data} context={context} onChange={(d) => changes.push(d)} />
      </FieldProblems.Provider>
    </OpenItemsProvider>,
  );
  const list = document.getElementById("root_services") as HTMLElement;
  // The catalogue's own rows (not those of a list inside its open item).
  const rows = () => [...list.querySelectorAll(":scope > ol > li > .editor-item-bar > .editor-item-summary")].map((b) => b.textContent).filter((t) => t !== words.close);
  return { list, rows, changes };
}

/** The search's status line (the list has another, for what its buttons did). */
const findStatus = (list: HTMLElement) => list.querySelector(".editor-list-find [role=status]") as HTMLElement;

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
    // All of them, in any order here (the next test orders them).
    expect([...rows()].sort()).toEqual(expected.map((s) => fill(words.edit, { item: String(s.name) })).sort());
    expect(findStatus(list).textContent).toBe(fill(words.listShown, { shown: expected.length, total: services.services.length }));
    // A number finds a service by its id, an address by its address.
    const one = services.services[40];
    fireEvent.change(find, { target: { value: String(one.serviceId) } });
    expect([...rows()].sort()).toEqual(holding(String(one.serviceId)).map((s) => fill(words.edit, { item: String(s.name) })).sort());
    // The service whose id it is comes first; the others hold the number somewhere in a text.
    expect(rows()[0]).toBe(fill(words.edit, { item: String(one.name) }));
    fireEvent.change(find, { target: { value: String(one.route) } });
    expect(rows()).toContain(fill(words.edit, { item: String(one.name) }));
  });

  it("says when nothing holds the text, keeps the open item in view, and gives every item back when emptied", () => {
    const { list, rows } = drawServices();
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    const find = within(list).getByLabelText(words.findInList);
    fireEvent.change(find, { target: { value: "zzqx no such service" } });
    expect(findStatus(list).textContent).toBe(fill(words.listNoMatch, { text: "zzqx no such service" }));
    // The open item stays (its fields are being edited), the others are gone.
    expect(within(list).getByRole("button", { name: words.close })).toBeTruthy();
    expect(rows()).toEqual([]);
    expect(document.getElementById("root_services_2_name")).toBeTruthy();
    fireEvent.change(find, { target: { value: "" } });
    expect(findStatus(list).textContent).toBe("");
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
    // Each button names the item it moves.
    const up = within(list).getByRole("button", { name: `${words.moveUp}: ${third.name} (3)` }) as HTMLButtonElement;
    const down = within(list).getByRole("button", { name: `${words.moveDown}: ${third.name} (3)` }) as HTMLButtonElement;
    expect([up.disabled, down.disabled]).toEqual([true, true]);
    expect(findStatus(list).textContent).toBe(fill(words.listNoMatch, { text: "zzqx no such service" }));
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
    expect((within(list).getByRole("button", { name: `${words.moveUp}: ${third.name} (3)` }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a removed item can be put back until the list changes again; the focus goes on to the item in its place, then back", async () => {
    const { list, rows, changes } = drawServices();
    const [third, fourth] = [services.services[2], services.services[3]];
    const button = (index: number, action: string) => list.querySelector<HTMLButtonElement>(`:scope > ol > li[data-item="${index}"] [data-action="${action}"]`)!;
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    fireEvent.click(button(2, "remove"));
    const left = changes.at(-1) as { services: { name: string }[] };
    expect(left.services.map((s) => s.name)).toEqual(services.services.filter((s) => s !== third).map((s) => s.name));
    expect(list.querySelector(":scope > .editor-list-said")?.textContent).toBe(fill(words.itemRemoved, { name: String(third.name), count: services.services.length - 1 }));
    // The focus is on the line of the item now in its place.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(fill(words.edit, { item: String(fourth.name) })));
    fireEvent.click(within(list).getByRole("button", { name: fill(words.undoRemoveItem, { name: String(third.name) }) }));
    const back = changes.at(-1) as { services: { name: string }[] };
    expect(back.services.map((s) => s.name)).toEqual(services.services.map((s) => s.name));
    expect(list.querySelector(":scope > .editor-list-said")?.textContent).toBe(fill(words.itemRestored, { name: String(third.name), position: 3, count: services.services.length }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(fill(words.edit, { item: String(third.name) })));
    expect(within(list).queryByRole("button", { name: fill(words.undoRemoveItem, { name: String(third.name) }) })).toBeNull();
    // Removed again, then the list changes otherwise (an item moved): no undo any more.
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[2]);
    fireEvent.click(button(2, "remove"));
    fireEvent.click(within(list).getAllByRole("button", { name: /^Edit / })[5]);
    fireEvent.click(button(5, "up"));
    // The focus follows the item to its new place, on the same button.
    await waitFor(() => expect(document.activeElement).toBe(button(4, "up")));
    expect(list.querySelector(":scope > .editor-list-said")?.textContent).toBe(fill(words.itemMoved, { name: String(left.services[5].name), position: 5, count: services.services.length - 1 }));
    expect(within(list).queryByRole("button", { name: fill(words.undoRemoveItem, { name: String(third.name) }) })).toBeNull();
    expect(rows()).toHaveLength(services.services.length - 2);
  });

  it("Enter in the box opens the one item found; the item whose text is exactly what was typed comes first", () => {
    const { list, rows } = drawServices();
    const find = within(list).getByLabelText(words.findInList);
    const gst = services.services.find((s) => s.route === "/gst-registration")!;
    expect(holding("/gst-registration")).toEqual([gst]);
    fireEvent.change(find, { target: { value: "/gst-registration" } });
    expect(rows()).toEqual([fill(words.edit, { item: String(gst.name) })]);
    fireEvent.keyDown(find, { key: "Enter" });
    expect(document.getElementById(`root_services_${services.services.indexOf(gst)}_name`)).toBeTruthy();
  });

  it("a list that drops under ten items loses its search and what was typed; grown back, it starts with an empty box and every item", () => {
    const ten = { ...services, services: services.services.slice(0, 10) };
    const { list, rows } = drawWith(ten);
    const box = within(list).getByRole("searchbox", { name: words.findInList });
    const name = String(ten.services[3].name);
    fireEvent.change(box, { target: { value: name } });
    expect(rows().length).toBeLessThan(10);
    fireEvent.click(within(list).getByRole("button", { name: fill(words.edit, { item: name }) }));
    fireEvent.click(within(list).getByRole("button", { name: `${words.remove}: ${name}` }));
    expect(within(list).queryByRole("searchbox")).toBeNull();
    expect(rows()).toHaveLength(9);
    fireEvent.click(within(list).getAllByRole("button", { name: /^Add/ }).at(-1)!);
    expect((within(list).getByRole("searchbox", { name: words.findInList }) as HTMLInputElement).value).toBe("");
    // Every item listed: the nine and the new one (open, so its bar says Close).
    expect(list.querySelectorAll(":scope > ol > li")).toHaveLength(10);
  });
});
