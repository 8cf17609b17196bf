import { describe, expect, it } from "vitest";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import { contactErrors, type ContactRules } from "../../../src/rules/contactRules.js";

const rules: ContactRules = { mobile: constants.mobile, nameMinChars: constants.name.minChars, emailPattern: constants.leadForm.emailPattern };

describe("a contact (name, email, mobile number) by the lead form's rules, for the cart and the server's orders", () => {
  it("a good contact has no problem", () => {
    expect(contactErrors({ name: "Asha Rao", email: "asha.rao@example.in", mobile: "9876501234" }, rules, messages.leadForm)).toEqual({});
  });

  it("each field's required message", () => {
    expect(contactErrors({ name: "", email: "", mobile: "" }, rules, messages.leadForm)).toEqual({
      name: "Please enter your name",
      email: "Please enter your email address",
      mobile: "Please enter your mobile number",
    });
    expect(contactErrors({ name: "As", email: "asha@", mobile: "5876501234" }, rules, messages.leadForm)).toEqual({
      name: "Name should be atleast 3 characters",
      email: "Please enter a valid email address",
      mobile: "Please enter a valid mobile number",
    });
  });

  it("a blocked number is refused", () => {
    expect(contactErrors({ name: "Asha Rao", email: "asha@example.in", mobile: constants.mobile.blockedNumbers[0] }, rules, messages.leadForm)).toEqual({ mobile: "Please enter a valid mobile number" });
  });
});
