// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentProps } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import CategoryPicker from "../../../src/blocks/leadForm/CategoryPicker.js";
import type { CategoryOptionsDocument, MessagesDocument } from "../../../src/documents/types.js";
import { projectRoot } from "../../unit/fixtureSite.js";
import { shimDialogs } from "../dialogShim.js";

// The 'Select your Category' picker on its own, with the site's legal-issues categories.
// How the lead form opens it and shows the choice is tested in leadForm.test.tsx.
beforeAll(shimDialogs);
let scrolled: MockInstance<Element["scrollIntoView"]>;
beforeEach(() => {
  Element.prototype.scrollIntoView ??= function () {}; // jsdom does not scroll
  scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const config = (file: string) => JSON.parse(readFileSync(join(projectRoot, "config", file), "utf8"));
const doc: CategoryOptionsDocument = config("category-options/legal-issues.json");
const m = (config("messages.json") as MessagesDocument).leadForm;
const categories = doc.categories;
const title = doc.formTitle ?? m.categoryPickerTitle;

type Props = ComponentProps<typeof CategoryPicker>;
function picker(props: Partial<Props> = {}) {
  const onSelect = vi.fn<Props["onSelect"]>();
  const onClose = vi.fn();
  const all: Props = { open: true, title, closeLabel: m.close, categories, onSelect, onClose, ...props };
  const view = render(<CategoryPicker {...all} />);
  const dialog = screen.getByRole("dialog", { name: all.title }) as HTMLDialogElement;
  const category = (label: string) => within(dialog).getByRole("button", { name: label });
  const expanded = () =>
    within(dialog)
      .getAllByRole("button")
      .filter((b) => b.getAttribute("aria-expanded") === "true")
      .map((b) => b.textContent);
  return { ...view, dialog, category, expanded, onSelect, onClose, rerenderWith: (more: Partial<Props>) => view.rerender(<CategoryPicker {...all} {...more} />) };
}
/** Every element of `root` that Tab reaches, in order (no positive tabindex is used). */
const tabbable = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href], [tabindex]")).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled);
/** What a browser does with Enter or Space on a focused button: the key goes to it, and unless a handler prevents the key, it clicks. */
function press(el: HTMLElement, key: "Enter" | " ") {
  el.focus();
  const go = fireEvent.keyDown(el, { key }) && (key === "Enter" || fireEvent.keyUp(el, { key }));
  if (go && el instanceof HTMLButtonElement) fireEvent.click(el);
}

it("the picker's words are the documents'", () => {
  expect(doc.formTitle).toBe("Select your Category");
  expect(m.categoryPickerTitle).toBe("Select your Category");
  expect(categories.at(-1)?.label).toBe("Others");
  expect(categories.at(-1)?.values ?? []).toEqual([]);
});

describe("the panel", () => {
  it("is a modal titled from the form data, with a close button", () => {
    const { dialog, onClose } = picker();
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole("heading").textContent).toBe(title);
    fireEvent.click(within(dialog).getByRole("button", { name: m.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes another title when the form data gives one", () => {
    const { dialog } = picker({ title: "What is your matter about?" });
    expect(within(dialog).getByRole("heading").textContent).toBe("What is your matter about?");
  });

  it("Escape (the dialog's cancel event) asks the parent to close it; open=false closes it", () => {
    const { dialog, onClose, rerenderWith } = picker();
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true); // the parent closes it, so its state stays true
    expect(onClose).toHaveBeenCalledTimes(1);
    rerenderWith({ open: false });
    expect(dialog.open).toBe(false);
  });

  it("lists every category with its image and label, in the document's order", () => {
    const { dialog } = picker();
    const buttons = Array.from(dialog.querySelectorAll<HTMLButtonElement>(".category-button"));
    expect(buttons.map((b) => b.textContent)).toEqual(categories.map((c) => c.label));
    buttons.forEach((b, i) => {
      const img = b.querySelector("img")!;
      expect(img.getAttribute("src")).toBe(categories[i].image.src);
      expect(img.getAttribute("alt")).toBe(categories[i].image.alt);
    });
  });
});

describe("expanding", () => {
  it("nothing is open at first; one category is open at a time, showing its values; clicking the open one closes it", () => {
    const { dialog, category, expanded } = picker();
    expect(expanded()).toEqual([]);
    fireEvent.click(category("Family & Divorce"));
    expect(expanded()).toEqual(["Family & Divorce"]);
    const list = within(dialog).getByRole("list", { name: "Family & Divorce" });
    expect(category("Family & Divorce").getAttribute("aria-controls")).toBe(list.id);
    expect(within(list).getAllByRole("button").map((b) => b.textContent)).toEqual(categories[0].values);
    fireEvent.click(category("Property"));
    expect(expanded()).toEqual(["Property"]);
    expect(within(dialog).queryByRole("list", { name: "Family & Divorce" })).toBeNull();
    fireEvent.click(category("Property"));
    expect(expanded()).toEqual([]);
    expect(within(dialog).queryByRole("list", { name: "Property" })).toBeNull();
  });

  it("choosing a value reports it with its category", () => {
    const { dialog, category, onSelect } = picker();
    fireEvent.click(category("Family & Divorce"));
    fireEvent.click(within(within(dialog).getByRole("list", { name: "Family & Divorce" })).getByRole("button", { name: "Child custody" }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("Child custody", "Family & Divorce");
  });

  it("the last category, 'Others', has no arrow and is chosen directly", () => {
    const { dialog, category, expanded, onSelect } = picker();
    const withValues = categories.slice(0, -1).map((c) => category(c.label));
    expect(withValues.every((b) => b.hasAttribute("aria-expanded") && b.querySelector(".category-arrow"))).toBe(true);
    const others = category("Others");
    expect(others.hasAttribute("aria-expanded")).toBe(false);
    expect(others.querySelector(".category-arrow")).toBeNull();
    fireEvent.click(others);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("Others", "Others");
    expect(expanded()).toEqual([]);
    expect(within(dialog).queryAllByRole("list").filter((l) => l.classList.contains("category-values"))).toEqual([]);
  });
});

describe("preselection, scrolled into view", () => {
  const scrolledInto = (item: HTMLElement) => scrolled.mock.contexts.some((el) => item.closest("li")!.contains(el as Element));

  it("by the selected option: its category is open and the option is marked", () => {
    const { dialog, category, expanded } = picker({ selected: "Tenant eviction" });
    expect(expanded()).toEqual(["Property"]);
    const option = within(within(dialog).getByRole("list", { name: "Property" })).getByRole("button", { name: "Tenant eviction" });
    expect(option.getAttribute("aria-pressed")).toBe("true");
    expect(scrolledInto(category("Property"))).toBe(true);
    // The option itself, so that on a bottom sheet it is not left below the fold.
    expect(scrolled.mock.contexts).toContain(option);
  });

  it("by the selected category label", () => {
    const { category, expanded } = picker({ categoryLabel: "Criminal" });
    expect(expanded()).toEqual(["Criminal"]);
    expect(scrolledInto(category("Criminal"))).toBe(true);
  });

  it("by the problem category label", () => {
    const { category, expanded } = picker({ problemCategoryLabel: "Consumer" });
    expect(expanded()).toEqual(["Consumer"]);
    expect(scrolledInto(category("Consumer"))).toBe(true);
  });

  it("'Others' chosen before is marked and scrolled to", () => {
    const { category, expanded } = picker({ selected: "Others" });
    expect(expanded()).toEqual([]);
    expect(category("Others").getAttribute("aria-pressed")).toBe("true");
    expect(scrolledInto(category("Others"))).toBe(true);
  });

  it("an unknown or missing preselection opens nothing and scrolls nowhere", () => {
    const { expanded } = picker({ selected: "Nothing like this", categoryLabel: "Nor this" });
    expect(expanded()).toEqual([]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("is read again each time the panel opens", () => {
    const { expanded, rerenderWith } = picker({ selected: "Bail" });
    expect(expanded()).toEqual(["Criminal"]);
    rerenderWith({ open: false, selected: "Cheque bounce" });
    rerenderWith({ open: true, selected: "Cheque bounce" });
    expect(expanded()).toEqual(["Business & Contracts"]);
  });
});

describe("keyboard", () => {
  it("Tab reaches the close button, then every category; an open category's values come right after it", () => {
    const { dialog, category } = picker();
    const labels = categories.map((c) => c.label);
    expect(tabbable(dialog)).toEqual([within(dialog).getByRole("button", { name: m.close }), ...labels.map(category)]);
    fireEvent.click(category("Property"));
    const values = within(within(dialog).getByRole("list", { name: "Property" })).getAllByRole("button");
    expect(values.every((v) => v instanceof HTMLButtonElement && v.type === "button")).toBe(true);
    const order = tabbable(dialog);
    const at = order.indexOf(category("Property"));
    expect(order.slice(at + 1, at + 1 + values.length)).toEqual(values);
    expect(order[at + 1 + values.length]).toBe(category("Business & Contracts"));
  });

  it("Enter and Space open and close a category (native buttons, keys not swallowed); focus stays on it; Enter chooses a value", () => {
    const { dialog, category, expanded, onSelect } = picker();
    const family = category("Family & Divorce");
    expect(family).toBeInstanceOf(HTMLButtonElement);
    press(family, "Enter");
    expect(expanded()).toEqual(["Family & Divorce"]);
    expect(document.activeElement).toBe(family);
    press(family, " ");
    expect(expanded()).toEqual([]);
    press(category("Criminal"), " ");
    expect(expanded()).toEqual(["Criminal"]);
    press(within(dialog).getByRole("button", { name: "Cyber crime" }), "Enter");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("Cyber crime", "Criminal");
  });
});
