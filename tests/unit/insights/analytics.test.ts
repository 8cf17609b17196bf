import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyticsClientId, headerClickEvent } from "../../../src/analytics/eventPayload.js";
import { addSchemaKeywords } from "../../../src/documents/schemaKeywords.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";
import { testApp } from "../testApp.js";

const constants = JSON.parse(readFileSync(join(projectRoot, "config/constants.json"), "utf8"));
const ctx = { url: "http://127.0.0.1/gst-registration", userAgent: "UA/1", cookie: "a=1; _ga=GA1.1.123.456; b=2", now: new Date("2026-11-22T10:00:00Z"), serviceId: 95 };

describe("header click events", () => {
  it("a followed menu link is a menu-service-click with the event payload's fields", () => {
    expect(headerClickEvent("link", "GST Registration", "/gst-registration", constants, ctx)).toEqual({
      eventName: "menu-service-click",
      event: "click",
      eventProperties: { label: "GST Registration", value: "/gst-registration" },
      _ga: "GA1.1.123.456",
      platform: "website",
      eventTime: "2026-11-22T10:00:00.000Z",
      url: "http://127.0.0.1/gst-registration",
      workflow: "generic",
      screenName: "service-landing-page",
      userAgent: "UA/1",
      serviceId: 95,
    });
  });

  it("an opened tab is a menu-click; no service id gives null; no cookie gives an empty _ga", () => {
    const e = headerClickEvent("tab", "Tax & Compliance", "tax", constants, { ...ctx, cookie: "", serviceId: undefined });
    expect([e.eventName, e._ga, e.serviceId]).toEqual(["menu-click", "", null]);
  });

  it("reads the analytics cookie named in the constants", () => {
    expect(analyticsClientId("x=1; _ga=GA1.2.3", "_ga")).toBe("GA1.2.3");
    expect(analyticsClientId("_gax=1", "_ga")).toBe("");
  });

  it("what the client sends is what the server's body schema accepts", () => {
    const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
    addFormats(ajv);
    ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, "api/common.schema.json"), "utf8")));
    const validate = ajv.compile(JSON.parse(readFileSync(join(schemasDir, "api/event-track.schema.json"), "utf8")));
    expect(validate(headerClickEvent("link", "GST", "/gst-registration", constants, ctx)), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe("POST /api/event-track", () => {
  it("stores the event in the store, and refuses a malformed one with every problem", async () => {
    const { app, store, close } = await testApp();
    const event = headerClickEvent("link", "GST", "/gst-registration", constants, ctx);
    const ok = await app.inject({ method: "POST", url: "/api/event-track", payload: event });
    expect(ok.statusCode).toBe(200);
    const rows = await store.query<{ event_name: string; payload: unknown }>("select event_name, payload from events");
    expect(rows).toEqual([{ event_name: "menu-service-click", payload: event }]);
    const bad = await app.inject({ method: "POST", url: "/api/event-track", payload: { ...event, platform: "app", surprise: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/platform.*surprise|surprise.*platform/);
    expect(await store.query("select * from events")).toHaveLength(1);
    await close();
  });
});
