// @vitest-environment jsdom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { hydrateIsland } from "../../../renderer/hydrateIsland.js";
import { IslandRoot } from "../../../renderer/IslandRoot.js";
import type { SiteContextValue } from "../../../renderer/SiteContext.js";

// A form island the visitor fills in before it is React's: a text field, a switch (checkbox), a select and a radio
// group, controlled as the lead form's are. What React holds is drawn in <output>, which is what a submit would send.
function Form() {
  const [name, setName] = useState("");
  const [whatsapp, setWhatsapp] = useState(true);
  const [kind, setKind] = useState("opc");
  const [language, setLanguage] = useState("English");
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <input aria-label="WhatsApp" type="checkbox" checked={whatsapp} onChange={(e) => setWhatsapp(e.target.checked)} />
      <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        <option value="opc">One Person Company</option>
        <option value="llp">LLP</option>
      </select>
      {["English", "Hindi"].map((l) => (
        <input key={l} aria-label={l} type="radio" name="language" value={l} checked={language === l} onChange={() => setLanguage(l)} />
      ))}
      <output>{JSON.stringify({ name, whatsapp, kind, language })}</output>
    </form>
  );
}

const context = {} as SiteContextValue;
const block = { type: "form", data: {} };
afterEach(() => {
  document.body.innerHTML = "";
  cleanup();
});

/** The island as the page has it: its prerendered HTML in a `data-island` element. */
function prerendered() {
  const element = document.createElement("div");
  element.dataset.island = "form";
  element.innerHTML = renderToString(<IslandRoot block={block} context={context} component={Form as never} />);
  document.body.append(element);
  const field = <T extends HTMLElement>(label: string) => element.querySelector<T>(`[aria-label="${label}"]`)!;
  const held = () => JSON.parse(element.querySelector("output")!.textContent!) as Record<string, unknown>;
  return { element, field, held };
}

/** What the visitor does on the plain HTML: the browser changes the fields, no React sees it. */
function fillBeforeHydration(field: ReturnType<typeof prerendered>["field"]) {
  field<HTMLInputElement>("Name").value = "Meera Iyer";
  field<HTMLInputElement>("WhatsApp").checked = false;
  field<HTMLSelectElement>("Kind").value = "llp";
  field<HTMLInputElement>("Hindi").checked = true;
}

const hydrate = (element: HTMLElement) => act(async () => hydrateIsland({ element, index: 0, block, component: Form as never }, context));

it("what the visitor typed, ticked and chose before hydrateRoot is React's state once the island is hydrated", async () => {
  const { element, field, held } = prerendered();
  fillBeforeHydration(field);
  await hydrate(element);
  expect(held()).toEqual({ name: "Meera Iyer", whatsapp: false, kind: "llp", language: "Hindi" });
  // The page still shows it, and the island says it is React's.
  expect(field<HTMLInputElement>("Name").value).toBe("Meera Iyer");
  expect(field<HTMLInputElement>("WhatsApp").checked).toBe(false);
  expect(field<HTMLSelectElement>("Kind").value).toBe("llp");
  expect(field<HTMLInputElement>("English").checked).toBe(false);
  expect(element.dataset.islandHydrated).toBe("");
  // React goes on from there: the next key is a change of the visitor's text.
  act(() => void fireEvent.change(field("Name"), { target: { value: "Meera Iyer." } }));
  expect(held().name).toBe("Meera Iyer.");
});

it("an untouched island hands nothing over: React's state is what the page was drawn with", async () => {
  const { element, held } = prerendered();
  await hydrate(element);
  expect(held()).toEqual({ name: "", whatsapp: true, kind: "opc", language: "English" });
});

it("what the visitor types while React hydrates the island (after hydrateRoot, before its first commit) is React's state too", async () => {
  const { element, field, held } = prerendered();
  // Outside act: React hydrates in its transition's slices, and the input comes before they are done.
  hydrateIsland({ element, index: 0, block, component: Form as never }, context);
  const name = field<HTMLInputElement>("Name");
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(name, "Meera Iyer");
  name.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.waitFor(() => expect(element.dataset.islandHydrated).toBe(""));
  await act(async () => undefined);
  expect(held().name).toBe("Meera Iyer");
  expect(name.value).toBe("Meera Iyer");
});
