import { describe, expect, it } from "vitest";
import { maxRefusalChars } from "../../../src/server/apiErrors.js";
import { newAddress } from "./edgeRequests.js";
import { testApp } from "../testApp.js";

// A refusal's sentence names where each problem is; a request that makes those names huge (a key of 5,000
// characters, hundreds of bad keys) must not make the sentence huge: the refusal schemas allow 2,000 characters.
describe("the sentence of a refused body", () => {
  it("cuts a huge name to its start, stops at the limit with the problems that fit, and counts characters, not UTF-16 units", async () => {
    const t = await testApp();
    try {
      const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/leads", payload: payload as object, remoteAddress: newAddress() });
      const hugeKey = "蓒".repeat(5_000);
      const one = await post({ values: { [hugeKey]: { a: [1] } }, otpVerifiedStatus: false });
      expect(one.statusCode).toBe(400);
      const error = one.json().error as string;
      expect(Array.from(error).length).toBeLessThanOrEqual(maxRefusalChars);
      expect(error).toContain(`${"蓒".repeat(63)}…`);
      expect(error).not.toContain("蓒".repeat(64));
      const many = await post({ values: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, { a: [i] }])), otpVerifiedStatus: false });
      expect(many.statusCode).toBe(400);
      const listed = many.json().error as string;
      expect(Array.from(listed).length).toBeLessThanOrEqual(maxRefusalChars);
      expect(listed.endsWith("; …")).toBe(true);
      expect(listed).toContain("body/values");
      // A key of lone surrogates (no store keeps them): the sentence names it escaped, cut the same way.
      const unstorable = await t.app.inject({ method: "POST", url: "/api/leads", payload: `{"values":{"${"\\udc00".repeat(3000)}":"x"},"otpVerifiedStatus":false}`, headers: { "content-type": "application/json" }, remoteAddress: newAddress() });
      expect(unstorable.statusCode).toBe(400);
      const escaped = unstorable.json().error as string;
      expect(escaped).toContain(`body/values/${"\\udc00".repeat(10)}`);
      expect(Array.from(escaped).length).toBeLessThan(400);
    } finally {
      await t.close();
    }
  });
});
