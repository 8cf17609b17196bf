// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadFormView } from "../../../src/blocks/leadForm/LeadForm.js";
import { dataFor, leadFormsOf } from "../fixturePage.js";

// The keys of the lead form's two comboboxes: the filtered dropdown of a generic input and the city search.
// fireEvent returns false when the key's default (the form's submit, the caret) was prevented.
const answers: Record<string, unknown> = {
  "/api/captcha/token": { token: "t" },
  "/api/getCity": {
    status: true,
    cities: [
      { place_id: "p-pune", description: "Pune, Maharashtra, India" },
      { place_id: "p-pun", description: "Punalur, Kerala, India" },
    ],
  },
  "/api/getCityDetails": {
    status: true,
    result: {
      address_components: [
        { long_name: "Pune", short_name: "Pune", types: ["locality"] },
        { long_name: "Maharashtra", short_name: "MH", types: ["administrative_area_level_1"] },
        { long_name: "India", short_name: "IN", types: ["country"] },
      ],
    },
  },
};
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(answers[url.split("?")[0]] ?? {}), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const forms = leadFormsOf(dataFor("/lead-forms"));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const cityOptions = () => within(screen.getByRole("listbox", { name: "City" })).queryAllByRole("option");
/** The option the arrows are on: the one the input names as its active descendant. */
const active = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent ?? null;

describe("the filtered dropdown's keys", () => {
  it("arrows move within the list, Enter chooses, Escape closes, the arrow down opens it again", () => {
    render(<LeadFormView data={forms["gst-registration"]} />);
    const turnover = field("Yearly turnover");
    fireEvent.focus(turnover);
    const options = within(screen.getByRole("listbox", { name: "Yearly turnover" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(active(turnover)).toBe(options[0]);
    expect(fireEvent.keyDown(turnover, { key: "ArrowUp" })).toBe(false);
    expect(active(turnover)).toBe(options[0]);
    for (let i = 0; i < options.length + 2; i++) fireEvent.keyDown(turnover, { key: "ArrowDown" });
    expect(active(turnover)).toBe(options.at(-1));
    fireEvent.keyDown(turnover, { key: "ArrowUp" });
    expect(active(turnover)).toBe(options.at(-2));
    expect(fireEvent.keyDown(turnover, { key: "Enter" })).toBe(false);
    expect(turnover.value).toBe(options.at(-2));
    expect(screen.queryByRole("listbox", { name: "Yearly turnover" })).toBeNull();
    fireEvent.keyDown(turnover, { key: "ArrowDown" });
    expect(screen.getByRole("listbox", { name: "Yearly turnover" })).toBeTruthy();
    expect(fireEvent.keyDown(turnover, { key: "Escape" })).toBe(true);
    expect(screen.queryByRole("listbox", { name: "Yearly turnover" })).toBeNull();
    expect(fireEvent.keyDown(turnover, { key: "Enter" })).toBe(true); // a closed list leaves Enter to the form
  });
});

describe("the filtered dropdown left without a choice", () => {
  it("chooses the one choice the typed text names; text naming several or none stays, with the field's message", () => {
    render(<LeadFormView data={forms["gst-registration"]} />);
    const turnover = field("Yearly turnover");
    const message = () => document.getElementById(turnover.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent ?? "";
    fireEvent.focus(turnover);
    fireEvent.change(turnover, { target: { value: "lakh" } });
    fireEvent.blur(turnover);
    expect(turnover.value).toBe("lakh");
    expect(screen.queryByRole("listbox", { name: "Yearly turnover" })).toBeNull();
    expect(turnover.getAttribute("aria-invalid")).toBe("true");
    expect(message()).toBe("Please choose your yearly turnover");
    // Back in the field, the text is still there to finish, and the list shows what it holds.
    fireEvent.focus(turnover);
    expect(turnover.value).toBe("lakh");
    expect(within(screen.getByRole("listbox", { name: "Yearly turnover" })).getAllByRole("option").length).toBe(3);
    fireEvent.change(turnover, { target: { value: "20 lakh to" } });
    fireEvent.blur(turnover);
    expect(turnover.value).toBe("₹20 lakh to ₹40 lakh");
    expect(turnover.getAttribute("aria-invalid")).not.toBe("true");
  });
});

describe("the city search's keys", () => {
  it("Enter over a note is held back from the form; over places the arrows move and Enter chooses", async () => {
    render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: "Pu" } });
    expect(fireEvent.keyDown(city, { key: "Enter" })).toBe(false);
    expect(fireEvent.keyDown(city, { key: "ArrowDown" })).toBe(true); // no places yet: the arrows are the input's
    fireEvent.change(city, { target: { value: "Pun" } });
    await waitFor(() => expect(cityOptions().length).toBe(2));
    expect(active(city)).toBe("Pune, Maharashtra");
    fireEvent.keyDown(city, { key: "ArrowDown" });
    fireEvent.keyDown(city, { key: "ArrowDown" });
    expect(active(city)).toBe("Punalur, Kerala");
    fireEvent.keyDown(city, { key: "ArrowUp" });
    expect(active(city)).toBe("Pune, Maharashtra");
    expect(fireEvent.keyDown(city, { key: "Escape" })).toBe(true);
    expect(screen.queryByRole("listbox", { name: "City" })).toBeNull();
    fireEvent.change(city, { target: { value: "Pune" } });
    await waitFor(() => expect(cityOptions().length).toBe(2));
    expect(fireEvent.keyDown(city, { key: "Enter" })).toBe(false);
    await waitFor(() => expect(city.value).toBe("Pune, Maharashtra, India"));
  });
});
