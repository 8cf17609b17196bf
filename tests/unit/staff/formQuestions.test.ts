import { describe, expect, it } from "vitest";
import { formQuestions } from "../../../src/server/staff/formQuestions.js";
import { serverDocuments } from "../testApp.js";

/** Staff read a lead form's keys by the questions the visitor read (the leads' answers, the insights' stops). */
describe("formQuestions", () => {
  const { leadForms, messages } = serverDocuments;
  const q = formQuestions(leadForms, messages.leadForm);

  it("names a lead's own answers by their question: extra fields, generic inputs, the custom field in small letters", () => {
    expect(leadForms.length).toBeGreaterThan(1);
    expect(q.answer("turnover")).toBe("Yearly turnover");
    expect(q.answer("businesspan")).toBe("PAN of the business");
    expect(q.answer("trademarkClass")).toBe("What does your brand sell?");
    expect(q.answer("partnerOwnKey")).toBe("partnerOwnKey");
  });

  it("names the form's fields by the keys its events send: the common fields by the form's labels, the others by their forms'", () => {
    expect(q.field("phone")).toBe(messages.leadForm.mobileLabel);
    expect(q.field("language")).toBe(messages.leadForm.languageLabel);
    expect(q.field("input.turnover")).toBe("Yearly turnover");
    expect(q.field("extra.trademarkClass")).toBe("What does your brand sell?");
    expect(q.field("custom")).toBe("PAN of the business");
    expect(q.field("input.gone")).toBe("input.gone");
  });
});
