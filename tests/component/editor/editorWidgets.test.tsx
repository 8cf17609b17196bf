// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { EditorForm } from "../../../src/admin/editor/EditorForm.js";
import { OpenItemsProvider } from "../../../src/admin/editor/openItems.js";
import { FieldProblems, problemsByField } from "../../../src/admin/editor/fieldProblems.js";
import { paiseOf, rupeesOf } from "../../../src/admin/editor/widgets/RupeesWidget.js";
import { context, kindFormFor } from "./editorKit.js";

// The editor's widgets (docs/editor.md: mistakes hard to make), drawn by the real rjsf form from the real schemas.
afterEach(cleanup);
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, any>;

function drawForm(schemaFile: string, data: unknown, problems: { pointer: string; message: string }[] = []) {
  const form = kindFormFor(schemaFile);
  const changes: any[] = [];
  const byField = problemsByField(problems.map((p) => ({ ...p, file: "x", line: 1, column: 1 })));
  render(
    <OpenItemsProvider>
      <FieldProblems.Provider value={byField}>
        <EditorForm {...form} formData={data} context={context} onChange={(d) => changes.push(d)} />
      </FieldProblems.Provider>
    </OpenItemsProvider>,
  );
  return changes;
}

describe("widgets derived from the schema", () => {
  it("a banner action's kind is chosen by its branch select alone: no box to type a kind no branch has", () => {
    const banners = read("config/banners.json");
    const changes = drawForm("banners.schema.json", banners);
    fireEvent.click(screen.getAllByRole("button", { name: /^Edit / })[0]); // the first notice (its action opens a pop-up)
    const kind = document.getElementById("root_notices_0_action_kind") as HTMLInputElement | null;
    expect(kind === null || kind.type === "hidden").toBe(true);
    expect(screen.queryByLabelText(/^Action kind/)).toBeNull();
    const branch = [...document.querySelectorAll("select")].find((s) => [...s.options].some((o) => o.text === "Go to a page"))!;
    fireEvent.change(branch, { target: { value: [...branch.options].find((o) => o.text === "Go to a page")!.value } });
    expect(changes.at(-1).notices[0].action.kind).toBe("link");
  });

  it("a link's address is a combobox of the site's pages and sister websites that still takes typing", () => {
    const menu = read("config/menus/main.json");
    const changes = drawForm("menu.schema.json", menu);
    const url = document.getElementById("root_bookCallBack_url") as HTMLInputElement;
    expect(url.getAttribute("list")).toBe("editor-pages");
    const options = [...document.querySelectorAll("#editor-pages option")].map((o) => o.getAttribute("value"));
    expect(options).toEqual(["/gst-registration", "https://trademarks.vidhi.example"]);
    fireEvent.change(url, { target: { value: "/not-a-page-yet" } });
    expect(changes.at(-1).bookCallBack.url).toBe("/not-a-page-yet");
  });

  it("money in paise is shown and typed in rupees; the document keeps paise", () => {
    expect([rupeesOf(149900), rupeesOf(150), paiseOf("1499"), paiseOf("1.5"), paiseOf(""), paiseOf("x")]).toEqual(["1499", "1.5", 149900, 150, undefined, undefined]);
    const plans = read("config/plans.json");
    const changes = drawForm("plans.schema.json", plans);
    fireEvent.click(screen.getAllByRole("button", { name: /^Edit / })[0]); // the first service's entry
    fireEvent.click(screen.getAllByRole("button", { name: /^Edit / })[0]); // its first plan (the entry's own button now reads Close)
    const fee = document.getElementById("root_services_0_plans_0_professionalFeePaise") as HTMLInputElement;
    expect(fee.value).toBe(String(plans.services[0].plans[0].professionalFeePaise / 100));
    expect(fee.getAttribute("aria-describedby")).toContain("-unit");
    fireEvent.change(fee, { target: { value: "1999.5" } });
    expect(changes.at(-1).services[0].plans[0].professionalFeePaise).toBe(199950);
    expect(fee.value).toBe("1999.5");
  });

  it("a service id is a select showing the service's name; a plan id a select of the plans that exist", () => {
    const plans = read("config/plans.json");
    drawForm("plans.schema.json", plans);
    fireEvent.click(screen.getAllByRole("button", { name: /^Edit / })[0]);
    const service = document.getElementById("root_services_0_serviceId") as HTMLSelectElement;
    expect(service.tagName).toBe("SELECT");
    expect(service.selectedOptions[0].textContent).toBe("Private Limited Company Registration (1)");
  });

  it("an id that does not exist stays shown as written, beside the CLI's sentence", () => {
    const page = read("pages-json/home.json");
    page.header.menu = "mian";
    const sentence = "Menu 'mian' does not exist; did you mean 'main'? add a menu document with this id";
    drawForm("page.schema.json", page, [{ pointer: "/header/menu", message: sentence }]);
    const select = document.getElementById("root_header_menu") as HTMLSelectElement;
    expect(select.value).toBe("mian");
    expect([...select.options].map((o) => o.value)).toEqual(["", "mian", "main", "incorporation"]);
    expect(within(select.closest(".form-group") as HTMLElement).getByText(sentence)).toBeTruthy();
  });

  it("the chat's times are time inputs; long texts are text areas", () => {
    drawForm("constants.schema.json", read("config/constants.json"));
    const times = [...document.querySelectorAll<HTMLInputElement>("input[type=time]")];
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.every((t) => /^\d\d:\d\d$/.test(t.value))).toBe(true);
    cleanup();
    drawForm("page.schema.json", read("pages-json/home.json"));
    expect(document.getElementById("root_meta_description")?.tagName).toBe("TEXTAREA");
  });

  it("a notice's schedule is a plain form: 'Show from' and 'Show until' are date-and-time inputs that write India's local time", () => {
    const changes = drawForm("banners.schema.json", read("config/banners.json"));
    fireEvent.click(screen.getAllByRole("button", { name: /^Edit / })[1]); // the second notice
    const from = document.getElementById("root_notices_1_schedule_from") as HTMLInputElement;
    expect(from.type).toBe("datetime-local");
    expect(screen.getAllByText(/^Show until/).length).toBeGreaterThan(0);
    fireEvent.change(from, { target: { value: "2026-12-20T09:00" } });
    expect(changes.at(-1).notices[1].schedule).toEqual({ from: "2026-12-20T09:00" });
  });

  it("a theme colour shows a swatch that opens the colour picker beside its digits; either writes the colour", () => {
    const theme = read("config/theme.json");
    const changes = drawForm("theme.schema.json", theme);
    const digits = document.getElementById("root_colors_primary_background") as HTMLInputElement;
    expect(digits.value).toBe(theme.colors.primary.background);
    // Each colour's swatch sits beside its digits (in the surface's group, which names it for a screen reader).
    const primary = digits.parentElement!.querySelector<HTMLInputElement>("input[type=color]")!;
    expect(primary.getAttribute("aria-label")).toBe("Choose the colour of Background");
    expect(primary.value).toBe(theme.colors.primary.background);
    fireEvent.input(primary, { target: { value: "#0b5d3b" } });
    expect(changes.at(-1).colors.primary.background).toBe("#0b5d3b");
    // A half-typed colour is kept as typed (its sentence comes from the server); the swatch keeps a colour it can show.
    fireEvent.change(digits, { target: { value: "#0b5" } });
    expect(changes.at(-1).colors.primary.background).toBe("#0b5");
    expect(primary.value).toMatch(/^#[0-9a-f]{6}$/);
  });
});
