import { describe, expect, it } from "vitest";
import { dataFor, gstVisitorValues, leadFormsOf } from "../../component/fixturePage.js";
import { normalisePhone } from "../../../src/blocks/leadForm/leadCleanup.js";
import { choiceNamedBy, filterChoices, languageChoices, visibleFields } from "../../../src/blocks/leadForm/leadFieldVisibility.js";
import { initialLeadInput, type LeadInput } from "../../../src/blocks/leadForm/leadInput.js";
import { fieldError, formErrors } from "../../../src/blocks/leadForm/leadValidation.js";
import { buildLeadValues, processLeadPayload } from "../../../src/blocks/leadForm/leadValues.js";
import { isValidMobileNumber } from "../../../src/rules/mobileNumber.js";
import type { LeadFormDocument } from "../../../src/documents/types.js";

// The values built on submit, the process-lead payload and the field rules: the literal sentences are written here so that
// a changed message or rule fails this test.
const forms = leadFormsOf(dataFor("/lead-forms"));
const lawyer = leadFormsOf(dataFor("/talk-to-a-lawyer"))["talk-to-a-lawyer"];
const { rules, messages } = forms["company-registration"];
const m = messages.leadForm;
const company = forms["company-registration"].form;
const trademark = forms["trademark-registration"].form;
const gst = forms["gst-registration"].form;
const iec = forms["import-export-code"].form;
const withOptions = (form: LeadFormDocument, options: LeadFormDocument["options"]): LeadFormDocument => ({ ...form, options: { ...form.options, ...options } });
const input = (form: LeadFormDocument, patch: Partial<LeadInput> = {}): LeadInput => ({ ...initialLeadInput(form, rules), ...patch });
const err = (form: LeadFormDocument, key: Parameters<typeof fieldError>[0], patch: Partial<LeadInput>, phase: "change" | "blur" | "submit" = "submit") => fieldError(key, input(form, patch), form, rules, m, phase);

describe("email", () => {
  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["asha", "Please enter a valid email address"],
    ["asha@example", "Please enter a valid email address"],
    ["asha verma@example.com", "Please enter a valid email address"],
    ["asha!@example.com", "Please enter your email address"], // valid address, but not the extra pattern
    ["asha@example.c1", "Please enter your email address"],
    ["Asha.Verma@Example.co.in", null],
  ])("%j → %j", (email, expected) => expect(err(company, "email", { email })).toBe(expected));
});

describe("phone", () => {
  it.each([
    ["", "Please enter your mobile number"],
    ["98123", "Please enter a valid mobile number"],
    ["5999999999", "Please enter a valid mobile number"],
    ["6000000000", null],
    ["9812345670", null],
  ])("%j → %j", (phone, expected) => expect(err(company, "phone", { phone })).toBe(expected));

  it("each of the 18 blocked numbers is refused, though it has 10 digits", () => {
    expect(rules.mobile.blockedNumbers).toHaveLength(18);
    for (const phone of rules.mobile.blockedNumbers) expect(err(company, "phone", { phone }), phone).toBe("Please enter a valid mobile number");
    expect(isValidMobileNumber("9876543210", rules.mobile)).toBe(false);
    expect(isValidMobileNumber("9876543211", rules.mobile)).toBe(true);
    expect(isValidMobileNumber("98765432101", rules.mobile)).toBe(false);
  });

  it("keeps digits only, at most 10; with mobile validation disabled only 'required' applies and the input is kept", () => {
    expect(normalisePhone("98-123 45abc6789012", company, rules)).toBe("9812345678");
    // A pasted number with the country code or the trunk prefix keeps the visitor's ten digits.
    expect(rules.mobile.pastedPrefixes).toEqual(["91", "0"]);
    for (const pasted of ["+91 98123 45670", "+91-9812345670", "09812345670", "98123 45670", "(981) 234-5670"]) expect(normalisePhone(pasted, company, rules), pasted).toBe("9812345670");
    expect(normalisePhone("9198765432", company, rules)).toBe("9198765432"); // ten digits are a number, whatever they start with
  });

  it("typed key by key, the field ends with the visitor's number, prefix or not, and an eleventh digit of a number is refused", () => {
    const type = (keys: string) => [...keys].reduce((field, key) => normalisePhone(field + key, company, rules), "");
    for (const typed of ["+91 98123 45670", "919812345670", "+91-98123-45670", "09812345670", "9812345670"]) expect(type(typed), typed).toBe("9812345670");
    // Halfway through a country code's number the field holds eleven digits, which is not a valid number if left so.
    expect(type("+91 98123 4567")).toBe("91981234567");
    expect(err(company, "phone", { phone: type("+91 98123 4567") })).toBe("Please enter a valid mobile number");
    // A number that does not start with a prefix keeps its ten digits, whatever follows; so does one whose prefix came whole.
    expect(type("98123456709")).toBe("9812345670");
    expect(type("+91 98123 456701")).toBe("9812345670");
    const relaxed = withOptions(company, { disableMobileValidation: true });
    expect(normalisePhone("+44 20 7946 0958", relaxed, rules)).toBe("+44 20 7946 0958");
    expect(err(relaxed, "phone", { phone: "" })).toBe("Please enter your mobile number");
    expect(err(relaxed, "phone", { phone: "123" })).toBeNull();
  });
});

describe("name and brand name", () => {
  it("required; the 3-character rule on blur and submit, not while typing", () => {
    expect(err(company, "name", { name: "" }, "change")).toBe("Please enter your name");
    expect(err(company, "name", { name: "As" }, "change")).toBeNull();
    expect(err(company, "name", { name: "As" }, "blur")).toBe("Name should be atleast 3 characters");
    expect(err(company, "name", { name: "A1." }, "blur")).toBe("Name should be atleast 3 characters");
    expect(err(company, "name", { name: "Asha" }, "blur")).toBeNull();
    expect(err(trademark, "brandName", { brandName: "" })).toBe("Please enter your BrandName");
    expect(err(trademark, "brandName", { brandName: "Ab" }, "blur")).toBe("Brand Name should be atleast 3 characters");
    expect(err(trademark, "brandName", { brandName: "Chai Point" }, "blur")).toBeNull();
  });
  it("only when shown", () => {
    expect(visibleFields(gst)).not.toContain("name");
    expect(visibleFields(company)).not.toContain("brandName");
    expect(formErrors(input(gst), gst, rules, m).name).toBeUndefined();
  });
});

describe("city, language, problem type, IEC", () => {
  it("city is required unless hidden", () => {
    expect(err(company, "city", { city: "" })).toBe("Please select a City");
    expect(err(company, "city", { city: "Pune, Maharashtra, India" })).toBeNull();
    expect(visibleFields(withOptions(company, { hideCityField: true }))).not.toContain("city");
    expect(m.cityMinChars).toBe("Enter minimum 3 characters");
  });
  it("language is required when shown; the choices are English, Hindi, Tamil and the form's extras", () => {
    expect(visibleFields(company)).not.toContain("language");
    expect(err(gst, "language", { language: "" })).toBe("Please select a Language");
    expect(languageChoices(gst, rules)).toEqual(["English", "Hindi", "Tamil", "Telugu", "Kannada"]);
    expect(languageChoices(company, rules)).toEqual(["English", "Hindi", "Tamil"]);
  });
  it("problem type is required with more than one option; a single option is taken as the value", () => {
    expect(visibleFields(company)).toContain("problemType");
    expect(err(company, "problemType", { problemType: "" })).toBe("Please select your Problem Type");
    expect(visibleFields(iec)).not.toContain("problemType");
    expect(initialLeadInput(iec, rules).problemType).toBe("IEC registration");
    const one = { ...company, problemOptions: [{ label: "OPC", value: "One Person Company" }] };
    expect(visibleFields(one)).not.toContain("problemType");
    expect(initialLeadInput(one, rules).problemType).toBe("One Person Company");
    expect(visibleFields(lawyer.form)).toContain("problemType"); // chosen in the category picker
    expect(initialLeadInput(trademark, rules).problemType).toBe("New trademark application"); // prefillProblemType
  });
  it("the IEC question is optional", () => {
    expect(visibleFields(iec)).toContain("iecType");
    expect(err(iec, "iecType", { iecType: "" })).toBeNull();
    expect(rules.leadDefaults.iecChoices).toEqual(["Import", "Export", "Both"]);
  });
});

describe("custom, extra and generic fields", () => {
  it("the custom field and extra fields show their own error texts unless not mandatory", () => {
    expect(err(gst, "custom", { custom: " " })).toBe("Please enter the PAN of your business");
    expect(err(trademark, "extra.trademarkClass", { extra: { trademarkClass: "" } })).toBe("Please tell us what your brand sells");
    const optional = { ...trademark, extraFields: trademark.extraFields!.map((f) => ({ ...f, notMandatory: true })) };
    expect(err(optional, "extra.trademarkClass", { extra: { trademarkClass: "" } })).toBeNull();
  });
  it("a mandatory generic input shows its error text; an optional one none", () => {
    expect(err(gst, "input.turnover", { inputs: { turnover: "", constitution: "" } })).toBe("Please choose your yearly turnover");
    expect(err(gst, "input.constitution", { inputs: { turnover: "x", constitution: "" } })).toBeNull();
  });
  it("dropdown choices filter by a case-insensitive part of the label", () => {
    const choices = gst.inputs![0].options!;
    expect(filterChoices(choices, "LAKH").map((c) => c.value)).toEqual(["Below ₹20 lakh", "₹20 lakh to ₹40 lakh", "₹40 lakh to ₹1 crore"]);
    expect(filterChoices(choices, "crore").length).toBe(2);
    expect(filterChoices(choices, "  ").length).toBe(4);
  });
  it("text typed and left without a choice chooses the one choice it names: its label, or the only label holding it", () => {
    const choices = gst.inputs![0].options!;
    expect(choiceNamedBy(choices, " above ₹1 CRORE ")?.value).toBe("Above ₹1 crore");
    expect(choiceNamedBy(choices, "20 lakh to")?.value).toBe("₹20 lakh to ₹40 lakh");
    expect(choiceNamedBy(choices, "below")?.value).toBe("Below ₹20 lakh");
    expect(choiceNamedBy(choices, "lakh")).toBeUndefined(); // three hold it
    expect(choiceNamedBy(choices, "50 crore")).toBeUndefined();
    expect(choiceNamedBy(choices, "  ")).toBeUndefined();
    // A label that is also a part of another's: the label itself wins.
    expect(choiceNamedBy([{ label: "Company" }, { label: "Company (foreign)" }], "company")).toEqual({ label: "Company" });
  });
});

describe("values built on submit", () => {
  const filled = input(gst, {
    email: " Asha.Verma@Example.COM ",
    phone: "9812345670",
    city: "Pune, Maharashtra, India",
    language: "Hindi",
    problemType: "New GST registration",
    custom: "ABCDE1234F",
    inputs: { turnover: "Below ₹20 lakh", constitution: "Company" },
  });
  it("has exactly the lead values' fields, the custom field by its lowercase name, and extra data", () => {
    const v = buildLeadValues(filled, gst, rules, { serviceId: 95, url: "https://vidhi.example/gst-registration", extraData: { source_section: "hero" } });
    expect(v).toEqual(gstVisitorValues({ url: "https://vidhi.example/gst-registration", businesspan: "ABCDE1234F", turnover: "Below ₹20 lakh", constitution: "Company", source_section: "hero" }));
  });
  it("a single problem option is the problem type; the toggle's choice is kept; defaults when a field is not asked", () => {
    const v = buildLeadValues(input(iec, { email: "a@b.in", phone: "9812345670", city: "Surat, Gujarat", iecType: "Export", whatsappOptIn: false }), iec, rules, { url: "u" });
    expect([v.problemType, v.iecType, v.updateCity, v.updateState, v.updateCountry, v.language, v.serviceId]).toEqual(["IEC registration", "Export", "Surat", "Gujarat", "", "English", null]);
    expect(v.whatsappOptIn).toBe(true); // iec hides the toggle: the default is sent
    const t = buildLeadValues(input(trademark, { whatsappOptIn: false, brandName: " Chai Point " }), trademark, rules, { url: "u" });
    expect([t.whatsappOptIn, t.brandName, t.trademarkClass]).toEqual([false, "Chai Point", ""]);
    const hidden = withOptions(company, { hideCityField: true });
    expect(buildLeadValues(input(hidden), hidden, rules, { url: "u" }).updateCity).toBe("Other Cities");
    expect(buildLeadValues(input(company), company, rules, { url: "u" }).workflow).toBe("company_registration");
  });
  it("the process-lead payload", () => {
    const v = buildLeadValues(filled, gst, rules, { serviceId: 95, url: "https://vidhi.example/gst-registration" });
    expect(processLeadPayload(v, { route: "/gst-registration", name: "GST registration", source: "/gst-registration" })).toEqual({
      email: "asha.verma@example.com",
      mobileNumber: "9812345670",
      city: "Pune",
      state: "Maharashtra",
      country: "India",
      channel_opt_in: true,
      serviceId: 95,
      page: "/gst-registration",
      lang: "Hindi",
      page_source: "/gst-registration",
      pageType: "service",
      page_name: "GST registration",
      url: "https://vidhi.example/gst-registration",
      isThankYou: true,
      channel: "service-form-primary",
      language: { label: "Hindi", value: "Hindi" },
      problem_type: "New GST registration",
      iecType: "",
      workflow: "generic",
    });
  });
  it("on submit every visible field is checked, in the order drawn", () => {
    expect(Object.keys(formErrors(input(gst), gst, rules, m))).toEqual(["email", "phone", "city", "language", "problemType", "custom", "input.turnover"]);
    expect(formErrors(filled, gst, rules, m)).toEqual({});
  });
});
