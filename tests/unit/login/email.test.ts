import { fullFormats } from "ajv-formats/dist/formats.js";
import { describe, expect, it } from "vitest";
import { isWellFormedEmail } from "../../../src/rules/email.js";

// The one email rule of the lead form, the login panel and the server's check: it must agree with the `email` format
// the API schemas validate bodies with, or a form would accept an address its own request is then refused for.
const samples = [
  "asha.verma@example.com",
  "Asha.Verma@Example.co.in",
  "asha!@example.com",
  "a+b@sub.example.org",
  "asha@example.c1",
  "asha@example",
  "asha verma@example.com",
  ".asha@example.com",
  "asha.@example.com",
  "as..ha@example.com",
  "asha@-example.com",
  "asha@example-.com",
  "@example.com",
  "asha@",
  "",
];

describe("the email rule", () => {
  it("agrees with the API schemas' email format", () => {
    const schemaFormat = fullFormats.email as RegExp;
    for (const s of samples) expect(isWellFormedEmail(s), s).toBe(schemaFormat.test(s));
  });
  it("accepts plain addresses and refuses ones without a dotted domain, with spaces or stray dots", () => {
    expect(isWellFormedEmail("asha.verma@example.com")).toBe(true);
    expect(isWellFormedEmail("asha@example")).toBe(false);
    expect(isWellFormedEmail("asha verma@example.com")).toBe(false);
    expect(isWellFormedEmail("as..ha@example.com")).toBe(false);
  });
});
