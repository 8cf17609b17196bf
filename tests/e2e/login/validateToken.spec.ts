import { expect, test } from "@playwright/test";
import { fixtureSession } from "../fixtureSession.js";

// The header checks the stored token with GET /api/validateToken and reads success and data.
test("the fixture user's token validates against the running server; a tampered one is refused", async ({ request }) => {
  const { token, user } = fixtureSession();
  const ok = await request.get("/api/validateToken", { params: { auth_token: token } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()["cache-control"]).toBe("no-store");
  expect(await ok.json()).toEqual({
    success: true,
    data: { name: "Asha Verma", email: "asha.verma@example.com", maskedEmail: user.maskedEmail, profile_image: null },
  });

  // The payload rewritten to claim a later expiry, the signature kept.
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const tampered = [header, Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url"), signature].join(".");
  const refused = await request.get("/api/validateToken", { params: { auth_token: tampered } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["cache-control"]).toBe("no-store");
  const body = await refused.json();
  expect(body.success).toBe(false);
  expect(body.error).toMatch(/not valid or has expired/);
});
