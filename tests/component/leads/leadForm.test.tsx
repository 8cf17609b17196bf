// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadFormView } from "../../../src/blocks/leadForm/LeadForm.js";
import { gstVisitorValues } from "../fixturePage.js";
import leadsSchema from "../../../schemas/api/leads.schema.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import { cannedServer, forms, field, messageOf, variant } from "./leadFormKit.js";

// The lead form in the DOM, its fields and messages and the values built on submit; the server's answers are canned
// per call (leadFormKit.ts). Its analytics, pickers and render cost: leadFormPickers.test.tsx.
const { answers, calls } = cannedServer();

describe("fields and messages", () => {
  it("a message shows once the field is touched, tied with aria-describedby", () => {
    render(<LeadFormView data={forms["company-registration"]} />);
    const email = field("Email");
    expect(messageOf(email)).toBeUndefined();
    fireEvent.change(email, { target: { value: "asha" } });
    expect(messageOf(email)).toBe("Please enter a valid email address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(email, { target: { value: "" } });
    expect(messageOf(email)).toBe("Please enter your email address");
  });

  it("on submit every message shows and focus goes to the first invalid field", () => {
    render(<LeadFormView data={forms["company-registration"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(messageOf(field("Name"))).toBe("Please enter your name");
    expect(messageOf(field("Mobile number"))).toBe("Please enter your mobile number");
    expect(messageOf(field("City"))).toBe("Please select a City");
    expect(messageOf(field("Problem type"))).toBe("Please select your Problem Type");
    expect(document.activeElement).toBe(field("Name"));
    fireEvent.change(field("Name"), { target: { value: "Asha" } });
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(document.activeElement).toBe(field("Email"));
  });

  it("phone: digits only, at most 10; below 6000000000 and blocked numbers are invalid", () => {
    render(<LeadFormView data={forms["company-registration"]} />);
    const phone = field("Mobile number");
    fireEvent.change(phone, { target: { value: "98a12-345 6701234" } });
    expect(phone.value).toBe("9812345670");
    expect(messageOf(phone)).toBeUndefined();
    fireEvent.change(phone, { target: { value: "5999999999" } });
    expect(messageOf(phone)).toBe("Please enter a valid mobile number");
    fireEvent.change(phone, { target: { value: "1234567890" } });
    expect(messageOf(phone)).toBe("Please enter a valid mobile number");
  });

  it("a text field takes no more characters than the server accepts for it (schemas/api/leads.schema.json); the mobile number its prefix", () => {
    const limits = leadsSchema.$defs.leadValues;
    const text = limits.additionalProperties.anyOf[0].maxLength;
    const withInput = variant("company-registration", () => ({ inputs: [{ id: "proposed", label: "Proposed company name", keyName: "proposedName", type: "text" as const, mandatory: true, errorText: "Please enter a proposed name" }] }));
    render(<LeadFormView data={withInput} />);
    expect([field("Name").maxLength, field("Email").maxLength, field("Proposed company name").maxLength]).toEqual([limits.properties.name.maxLength, limits.properties.email.maxLength, text]);
    // No cut by the browser: a pasted '+91 …' is longer than the ten digits the field keeps of it.
    expect(field("Mobile number").hasAttribute("maxlength")).toBe(false);
    cleanup();
    // With mobile validation off the number is kept as typed: the server's limit then.
    render(<LeadFormView data={variant("company-registration", (f) => ({ options: { ...f.options, disableMobileValidation: true } }))} />);
    expect(field("Mobile number").maxLength).toBe(limits.properties.phone.maxLength);
    cleanup();
    render(<LeadFormView data={forms["trademark-registration"]} />);
    expect(field("Brand name").maxLength).toBe(limits.properties.brandName.maxLength);
    cleanup();
    render(<LeadFormView data={forms["gst-registration"]} />);
    expect(field("PAN of the business").maxLength).toBe(text);
  });

  it("name: the 3-character rule on blur; brand name likewise", () => {
    render(<LeadFormView data={forms["trademark-registration"]} />);
    fireEvent.change(field("Name"), { target: { value: "As" } });
    expect(messageOf(field("Name"))).toBeUndefined();
    fireEvent.blur(field("Name"));
    expect(messageOf(field("Name"))).toBe("Name should be atleast 3 characters");
    fireEvent.blur(field("Brand name"));
    expect(messageOf(field("Brand name"))).toBe("Please enter your BrandName");
    fireEvent.change(field("Brand name"), { target: { value: "Ab" } });
    fireEvent.blur(field("Brand name"));
    expect(messageOf(field("Brand name"))).toBe("Brand Name should be atleast 3 characters");
  });

  it("email: the server check runs on blur and its failure shows 'Please enter a valid email address'", async () => {
    render(<LeadFormView data={forms["company-registration"]} />);
    fireEvent.change(field("Email"), { target: { value: "asha@example.com" } });
    fireEvent.blur(field("Email"));
    await waitFor(() => expect(messageOf(field("Email"))).toBe("Please enter a valid email address"));
    expect(calls.some((c) => c.url === "/api/emailvalidation?q=asha%40example.com")).toBe(true);
  });

  it("language, custom field, generic inputs with their own texts; the dropdown filters by label ignoring case", () => {
    render(<LeadFormView data={forms["gst-registration"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(messageOf(field("Preferred language"))).toBe("Please select a Language");
    expect(messageOf(field("PAN of the business"))).toBe("Please enter the PAN of your business");
    const turnover = field("Yearly turnover");
    expect(messageOf(turnover)).toBe("Please choose your yearly turnover");
    fireEvent.focus(turnover);
    fireEvent.change(turnover, { target: { value: "CRORE" } });
    const list = screen.getByRole("listbox", { name: "Yearly turnover" });
    expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["₹40 lakh to ₹1 crore", "Above ₹1 crore"]);
    fireEvent.mouseDown(within(list).getAllByRole("option")[1]);
    expect(turnover.value).toBe("Above ₹1 crore");
    expect(screen.getAllByRole("option", { name: "Tamil" }).length).toBe(1);
    expect(screen.getByRole("option", { name: "Kannada" })).toBeTruthy();
  });

  it("IEC question is optional; the WhatsApp toggle is on by default with its label; CTA from the document or the constants", () => {
    render(<LeadFormView data={forms["import-export-code"]} />);
    expect(screen.getByRole("group", { name: "You require IEC for?" })).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull(); // hidden by this form
    cleanup();
    render(<LeadFormView data={forms["trademark-registration"]} />);
    const toggle = screen.getByRole("switch") as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.closest("label")?.textContent).toBe("Get trademark status updates through WhatsApp");
    expect(screen.getByRole("button", { name: "Register my trademark" })).toBeTruthy();
    expect(screen.getByText(/By proceeding, you agree to our/).textContent).toBe("By proceeding, you agree to our T&C*");
  });
});

/** A form of the fixture site with some options or fields changed, as a config author would. */

describe("the rest of the field rules, and the values built on submit", () => {
  it("email: a valid address that misses the extra pattern says 'Please enter your email address'; a passing server check shows its message", async () => {
    answers["/api/emailvalidation"] = { status: 200, body: { status: true, data: "Looks good" } };
    render(<LeadFormView data={forms["company-registration"]} />);
    fireEvent.change(field("Email"), { target: { value: "asha#1@example.com" } });
    expect(messageOf(field("Email"))).toBe("Please enter your email address");
    fireEvent.change(field("Email"), { target: { value: "asha@example.com" } });
    fireEvent.blur(field("Email"));
    await waitFor(() => expect(messageOf(field("Email"))).toBe("Looks good"));
    expect(field("Email").getAttribute("aria-invalid")).toBeNull();
  });

  it("email: a check's 2xx saying status without a string data (none, an object) is a failed check, 'Please enter a valid email address', never a throw", async () => {
    for (const body of [{ status: true }, { status: true, data: { text: "Looks good" } }, { status: true, data: 1 }]) {
      answers["/api/emailvalidation"] = { status: 200, body };
      render(<LeadFormView data={forms["company-registration"]} />);
      fireEvent.change(field("Email"), { target: { value: "asha@example.com" } });
      fireEvent.blur(field("Email"));
      await waitFor(() => expect(messageOf(field("Email")), JSON.stringify(body)).toBe("Please enter a valid email address"));
      expect(field("Email").getAttribute("aria-invalid")).toBe("true");
      cleanup();
    }
  });

  it("phone with disableMobileValidation: any input is kept and only 'required' applies", () => {
    render(<LeadFormView data={variant("company-registration", (f) => ({ options: { ...f.options, disableMobileValidation: true } }))} />);
    const phone = field("Mobile number");
    // No rule of the number's (the spec's "only required applies"); the server's limit on what it stores only.
    expect(phone.maxLength).toBe(20);
    fireEvent.change(phone, { target: { value: "+44 20 7946 0958" } });
    expect(phone.value).toBe("+44 20 7946 0958");
    expect(messageOf(phone)).toBeUndefined();
    fireEvent.change(phone, { target: { value: "" } });
    expect(messageOf(phone)).toBe("Please enter your mobile number");
  });

  it("a mandatory generic text input: its own error text when empty, checked on key-up and on blur", () => {
    const data = variant("company-registration", () => ({ inputs: [{ id: "proposed", label: "Proposed company name", keyName: "proposedName", type: "text" as const, mandatory: true, errorText: "Please enter a proposed name" }] }));
    render(<LeadFormView data={data} />);
    const input = field("Proposed company name");
    fireEvent.change(input, { target: { value: "S" } });
    fireEvent.keyUp(input, { key: "S" });
    expect(messageOf(input)).toBeUndefined();
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.keyUp(input, { key: "Backspace" });
    expect(messageOf(input)).toBe("Please enter a proposed name");
    cleanup();
    render(<LeadFormView data={data} />);
    fireEvent.blur(field("Proposed company name"));
    expect(messageOf(field("Proposed company name"))).toBe("Please enter a proposed name");
  });

  it("extra fields: required with their error text unless notMandatory", () => {
    const base = forms["trademark-registration"].form.extraFields![0];
    render(<LeadFormView data={variant("trademark-registration", () => ({ extraFields: [base, { ...base, keyName: "website", label: "Website", type: "text", options: undefined, customOptions: undefined, notMandatory: true, errorText: "Please enter your website" }] }))} />);
    // A plain list (nothing is typed in it): its hint says to choose, not to type.
    const list = field(base.label) as unknown as HTMLSelectElement;
    expect(list.tagName).toBe("SELECT");
    expect(list.options[0].textContent).toBe(messages.leadForm.chooseFromList);
    fireEvent.click(screen.getByRole("button", { name: "Register my trademark" }));
    expect(messageOf(field(base.label))).toBe(base.errorText);
    expect(messageOf(field("Website"))).toBeUndefined();
  });

  it("problem type: required with several options, hidden with one (taken as the value); hideCityField removes the city", () => {
    render(<LeadFormView data={variant("import-export-code", (f) => ({ options: { ...f.options, hideCityField: true } }))} />);
    expect(screen.queryByLabelText("Problem type")).toBeNull();
    expect(screen.queryByLabelText("City")).toBeNull();
  });

  it("the lead values: email lowercased, the city split into city, state, country, the toggle, the custom field by its lowercase name, the extra and generic fields, the defaults", async () => {
    const got: unknown[] = [];
    render(<LeadFormView data={forms["gst-registration"]} extraData={{ utmSource: "newsletter" }} leadCallback={(v) => void got.push(v)} />);
    fireEvent.change(field("Email"), { target: { value: "  Asha.Verma@Example.COM " } });
    fireEvent.change(field("Mobile number"), { target: { value: "9812345670" } });
    fireEvent.change(field("City"), { target: { value: "Pun" } });
    const option = await screen.findByRole("option", { name: "Pune, Maharashtra" });
    fireEvent.mouseDown(option);
    await waitFor(() => expect(field("City").value).toBe("Pune, Maharashtra, India"));
    fireEvent.change(field("Preferred language"), { target: { value: "Tamil" } });
    fireEvent.change(field("Problem type"), { target: { value: forms["gst-registration"].form.problemOptions[1].value } });
    fireEvent.change(field("PAN of the business"), { target: { value: "ABCDE1234F" } });
    fireEvent.focus(field("Yearly turnover"));
    fireEvent.mouseDown(within(screen.getByRole("listbox", { name: "Yearly turnover" })).getAllByRole("option")[0]);
    fireEvent.click(screen.getByLabelText("Company"));
    fireEvent.click(screen.getByRole("switch"));
    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    const gst = forms["gst-registration"];
    expect(got).toEqual([
      gstVisitorValues({ utmSource: "newsletter", turnover: "Below ₹20 lakh", constitution: "Company", whatsappOptIn: false, serviceId: gst.serviceId ?? null, url: location.href, problemType: gst.form.problemOptions[1].value, language: "Tamil", businesspan: "ABCDE1234F" }),
    ]);
  });
});
