// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Profiler } from "react";
import { describe, expect, it, vi } from "vitest";
import { LeadFormView } from "../../../src/blocks/leadForm/LeadForm.js";
import { cannedServer, forms, lawyer, m, field, messageOf } from "./leadFormKit.js";

// The lead form's analytics and user-track call, its city and category pickers, and its render cost; the server's
// answers are canned per call (leadFormKit.ts). Its fields and messages: leadForm.test.tsx.
const { answers, calls, held } = cannedServer();

describe("analytics and the user-track call", () => {
  const events = () => calls.filter((c) => c.url === "/api/event-track").map((c) => c.body as { eventName: string; event: string; eventProperties: { label: string; value: string }; platform: string; serviceId: unknown });

  it("an event on field entry and on selection, then submit_click; a valid submit posts user-track with channel 'service-form-primary'", async () => {
    answers["/api/emailvalidation"] = { status: 200, body: { status: true, data: "" } };
    const data = forms["import-export-code"];
    render(<LeadFormView data={data} leadCallback={() => {}} />);
    fireEvent.change(field("Email"), { target: { value: "ravi@example.com" } });
    fireEvent.blur(field("Email"));
    fireEvent.click(screen.getByLabelText("Export"));
    fireEvent.blur(field("Mobile number")); // left empty: nothing entered, no event
    expect(events().map((e) => [e.eventName, e.eventProperties])).toEqual([
      ["lead_form_field_entered", { label: "email", value: "" }],
      ["lead_form_option_selected", { label: "iecType", value: "Export" }],
    ]);
    expect(events().every((e) => e.event === "lead_form" && e.platform === "website" && e.serviceId === (data.serviceId ?? null))).toBe(true);
    fireEvent.change(field("Mobile number"), { target: { value: "9812345670" } });
    fireEvent.change(field("City"), { target: { value: "Pun" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: "Pune, Maharashtra" }));
    await waitFor(() => expect(field("City").value).toBe("Pune, Maharashtra, India"));
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(events().at(-1)).toMatchObject({ eventName: "submit_click", eventProperties: { label: data.form.id } });
    expect(calls.find((c) => c.url === "/api/user-track")?.body).toMatchObject({ channel: "service-form-primary", email: "ravi@example.com", mobile: "9812345670", mode: "chat", pageType: "service", flag: "cart", city: "Other Cities", language: "English", ticketId: "" });
  });
});

describe("the city picker", () => {
  it("'Enter minimum 3 characters', then 'Loading...' for 250 ms, then places; a chosen place becomes 'city, state, country'", async () => {
    vi.useFakeTimers();
    render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    fireEvent.change(city, { target: { value: "Pu" } });
    expect(screen.getByRole("listbox").textContent).toBe("Enter minimum 3 characters");
    fireEvent.change(city, { target: { value: "Pun" } });
    expect(screen.getByRole("listbox").textContent).toBe("Loading...");
    await act(async () => vi.advanceTimersByTime(249));
    expect(calls.filter((c) => c.url === "/api/getCity")).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const places = () => within(screen.getByRole("listbox"));
    await waitFor(() => expect(places().getByRole("option").textContent).toBe("Pune, Maharashtra"));
    expect(calls.find((c) => c.url === "/api/getCity")?.body).toEqual({ query: "Pun", countryCode: "in" });
    expect((screen.getByRole("listbox") as HTMLElement).style.maxHeight).toBe("250px");
    fireEvent.mouseDown(places().getByRole("option"));
    await waitFor(() => expect(city.value).toBe("Pune, Maharashtra, India"));
    expect(calls.find((c) => c.url === "/api/getCityDetails")?.body).toEqual({ placeId: "p-pune" });
  });
  it("a chosen place counts at once, as its label, while its details are on the way: the field left at once is not 'missing'", async () => {
    let release = () => {};
    held["/api/getCityDetails"] = new Promise((done) => (release = done));
    render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    fireEvent.change(city, { target: { value: "Pun" } });
    const option = await within(await screen.findByRole("listbox")).findByRole("option");
    fireEvent.mouseDown(option);
    fireEvent.blur(city);
    expect(city.value).toBe("Pune, Maharashtra");
    expect(city.getAttribute("aria-invalid")).not.toBe("true");
    expect(messageOf(city)).toBeUndefined();
    release();
    await waitFor(() => expect(city.value).toBe("Pune, Maharashtra, India"));
  });

  it("sent at once after a place is chosen: the lead waits for the place's details and carries its state and country; a second click meanwhile sends nothing more", async () => {
    let release = () => {};
    held["/api/getCityDetails"] = new Promise((done) => (release = done));
    answers["/api/emailvalidation"] = { status: 200, body: { status: true, data: "" } };
    const got: { updateCity: string; updateState: string; updateCountry: string }[] = [];
    render(<LeadFormView data={forms["import-export-code"]} leadCallback={(v) => void got.push(v as never)} />);
    fireEvent.change(field("Email"), { target: { value: "ravi@example.com" } });
    fireEvent.change(field("Mobile number"), { target: { value: "9812345670" } });
    const city = field("City");
    fireEvent.change(city, { target: { value: "Pun" } });
    fireEvent.mouseDown(await within(await screen.findByRole("listbox")).findByRole("option"));
    expect(city.value).toBe("Pune, Maharashtra");
    const send = screen.getByRole("button", { name: "Get Started" });
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute("aria-busy")).toBe("true"));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(send);
    expect(got).toEqual([]);
    release();
    await waitFor(() => expect(got).toHaveLength(1));
    expect(got[0]).toMatchObject({ updateCity: "Pune", updateState: "Maharashtra", updateCountry: "India" });
    expect(calls.filter((c) => c.url === "/api/user-track")).toHaveLength(1);
  });

  it("a place's details that answer after the visitor typed another city leave the typed text and the empty value as they are", async () => {
    let release = () => {};
    held["/api/getCityDetails"] = new Promise((done) => (release = done));
    render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    fireEvent.change(city, { target: { value: "Pun" } });
    fireEvent.mouseDown(await within(await screen.findByRole("listbox")).findByRole("option"));
    expect(city.value).toBe("Pune, Maharashtra");
    fireEvent.change(city, { target: { value: "Nagpur" } });
    release();
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/getCityDetails")).toHaveLength(1));
    // The details' answer has come (the call is done and its promise settled): the field keeps what was typed.
    await act(async () => await held["/api/getCityDetails"]);
    expect(city.value).toBe("Nagpur");
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    await waitFor(() => expect(messageOf(city)).toBe(m.cityRequired));
  });

  it("'No results found' when nothing matches; geoCityField searches with GET /api/geoCity", async () => {
    answers["/api/geoCity"] = { status: 200, body: { status: true, cities: [] } };
    render(<LeadFormView data={lawyer} />);
    fireEvent.change(field("City"), { target: { value: "Xyzzy" } });
    await waitFor(() => expect(screen.getByRole("listbox").textContent).toBe("No results found"));
    expect(calls.some((c) => c.url === "/api/geoCity?query=Xyzzy&countryCode=in")).toBe(true);
  });

  it("an OK answer that says status true but holds no places, or places of another shape, is 'No results found', never a crash", async () => {
    const { unmount } = render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    for (const body of [{ status: true }, { status: 1 }, { status: true, cities: [{ place_id: 7 }] }, { status: true, cities: "Pune" }]) {
      answers["/api/getCity"] = { status: 200, body };
      fireEvent.change(city, { target: { value: "" } });
      fireEvent.change(city, { target: { value: "Pun" } });
      await waitFor(() => expect(screen.getByRole("listbox").textContent).toBe("No results found"));
    }
    answers["/api/geoCity"] = { status: 200, body: { status: true, cities: [{ label: "Lucknow", value: "Lucknow" }] } };
    unmount();
    render(<LeadFormView data={lawyer} />);
    fireEvent.change(field("City"), { target: { value: "Luck" } });
    await waitFor(() => expect(screen.getByRole("listbox").textContent).toBe("No results found"));
  });

  it("a place's details that say status true without address components leave the place's label as the city", async () => {
    answers["/api/getCityDetails"] = { status: 200, body: { status: true, result: {} } };
    render(<LeadFormView data={forms["company-registration"]} />);
    const city = field("City");
    fireEvent.change(city, { target: { value: "Pun" } });
    fireEvent.mouseDown(await within(await screen.findByRole("listbox")).findByRole("option", { name: "Pune, Maharashtra" }));
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/getCityDetails")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(city.value).toBe("Pune, Maharashtra");
    expect(messageOf(city)).not.toBe(m.cityRequired);
  });

  it("a place of the location search (geoCityField) is 'city, state, country' at once: the lead carries the country", async () => {
    answers["/api/geoCity"] = { status: 200, body: { status: true, cities: [{ label: "Lucknow, Uttar Pradesh", value: { city: "Lucknow", state: "Uttar Pradesh", country: "India" } }] } };
    render(<LeadFormView data={lawyer} />);
    const city = field("City");
    fireEvent.change(city, { target: { value: "Luck" } });
    fireEvent.mouseDown(await within(await screen.findByRole("listbox")).findByRole("option", { name: "Lucknow, Uttar Pradesh" }));
    expect(city.value).toBe("Lucknow, Uttar Pradesh, India");
    expect(calls.filter((c) => c.url === "/api/getCityDetails")).toHaveLength(0);
  });
});

describe("the category picker", () => {
  it("titled from the form data; one category open at a time; clicking the open one closes it; a value is reported; 'Others' is chosen directly", async () => {
    render(<LeadFormView data={lawyer} />);
    fireEvent.click(field("Problem type"));
    const dialog = await screen.findByRole("dialog", { name: "Select your Category" });
    const family = within(dialog).getByRole("button", { name: "Family & Divorce" });
    const property = within(dialog).getByRole("button", { name: "Property" });
    fireEvent.click(family);
    expect(family.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(property);
    expect([family.getAttribute("aria-expanded"), property.getAttribute("aria-expanded")]).toEqual(["false", "true"]);
    fireEvent.click(property);
    expect(property.getAttribute("aria-expanded")).toBe("false");
    const others = within(dialog).getByRole("button", { name: "Others" });
    expect(others.hasAttribute("aria-expanded")).toBe(false); // no arrow
    fireEvent.click(family);
    fireEvent.click(within(dialog).getByRole("button", { name: "Child custody" }));
    expect(field("Problem type").textContent).toBe("Child custody");
    fireEvent.click(field("Problem type"));
    const again = await screen.findByRole("dialog", { name: "Select your Category" });
    expect(within(again).getByRole("button", { name: "Family & Divorce" }).getAttribute("aria-expanded")).toBe("true"); // preselected
    fireEvent.click(within(again).getByRole("button", { name: "Others" }));
    expect(field("Problem type").textContent).toBe("Others");
  });
  it("the close button closes the panel", async () => {
    render(<LeadFormView data={lawyer} />);
    fireEvent.click(field("Problem type"));
    const dialog = await screen.findByRole("dialog", { name: "Select your Category" });
    fireEvent.click(within(dialog).getByRole("button", { name: m.close }));
    expect(screen.queryByRole("dialog", { name: "Select your Category" })).toBeNull();
    expect(lawyer.form.showConfusedPanel && screen.getByText("Confused about your next step?")).toBeTruthy();
  });
});

describe("render cost", () => {
  it("one commit per keystroke in a text field", () => {
    let commits = 0;
    render(
      <Profiler id="lead" onRender={() => void commits++}>
        <LeadFormView data={forms["gst-registration"]} />
      </Profiler>,
    );
    const pan = field("PAN of the business");
    commits = 0;
    for (const v of ["A", "AB", "ABC", "ABCD", "ABCDE"]) fireEvent.change(pan, { target: { value: v } });
    expect(commits).toBe(5);
  });
});
