import { describe, expect, it } from "vitest";
import { resolveContext } from "../../../renderer/resolve/pageData.js";
import type { SiteModel } from "../../../src/documents/siteModel.js";
import { resolve as footer } from "../../../src/blocks/footer/footerResolver.js";
import { resolve as receipt } from "../../../src/blocks/payment/receipt/receiptResolver.js";
import { receiptView } from "../../../src/blocks/payment/receipt/receiptView.js";
import { pagesToRender } from "../../../src/cli/renderMemory.js";
import { fixture } from "../../component/fixturePage.js";

// Dates the site tells are in the zones its constants name, never the build machine's or a zone written in code.
const withZones = (zone: string): SiteModel => ({
  ...fixture,
  constants: { ...fixture.constants, schedules: { ...fixture.constants.schedules, timeZone: zone }, payment: { ...fixture.constants.payment, timeZone: zone } },
});
const page = fixture.pages.find((p) => p.page.route === "/")!.page;
// 12:00 UTC on the last day of 2026: still 2026 in India (17:30), already 2027 on Kiritimati (UTC+14).
const newYearsEve = new Date("2026-12-31T12:00:00Z");

describe("the site's time zone comes from constants", () => {
  it("the footer's copyright year is the year in constants.schedules.timeZone", () => {
    expect(footer(undefined, resolveContext(fixture, page, {}, newYearsEve)).year).toBe(2026);
    expect(footer(undefined, resolveContext(withZones("Pacific/Kiritimati"), page, {}, newYearsEve)).year).toBe(2027);
  });

  it("the receipt tells the payment's time in constants.payment.timeZone", () => {
    const receiptPage = fixture.pages.find((p) => p.page.route === "/payment/success")!.page;
    const data = receipt({ heading: "Receipt" } as never, resolveContext(withZones("Asia/Dubai"), receiptPage, {}, newYearsEve));
    expect(data.timeZone).toBe("Asia/Dubai");
    const answer = { ok: true, status: 200, body: { status: true, data: { orderId: "o", receipt: "VDH-1", orderStatus: "paid", amount: 100, currency: "INR", planId: "p", planName: "P", serviceName: "S", paidAt: "2026-03-01T10:05:00.000Z" } } };
    const paidAt = (zone: string) => {
      const view = receiptView(answer as never, data.messages, zone);
      return view.kind === "receipt" ? view.lines.find((l) => l.label === data.messages.paidAt)?.value : undefined;
    };
    expect(paidAt("Asia/Kolkata")).toBe("1 March 2026, 3:35 PM IST");
    expect(paidAt(data.timeZone)).toMatch(/^1 March 2026, 2:05 PM/);
  });

  it("a publish renders every page again on the first render of a new day in the site's zone", () => {
    const again = { served: "build-1", memory: { view: {}, token: "build-1", inputs: "", paths: new Map() } };
    // What the render depends on besides the documents (template, environment, day): a change renders every page.
    const inputsAt = (timeZone: string, at: string) => {
      pagesToRender(again as never, {}, "<html>", {}, { now: new Date(at), timeZone });
      return (again.memory as unknown as { inputs: string }).inputs;
    };
    // India: 17:00 UTC is 22:30 on the 31st, 19:00 UTC is 00:30 on 1 January (still the 31st in UTC).
    expect(inputsAt("Asia/Kolkata", "2026-12-31T17:00:00Z")).toBe(inputsAt("Asia/Kolkata", "2026-12-31T12:00:00Z"));
    expect(inputsAt("Asia/Kolkata", "2026-12-31T19:00:00Z")).not.toBe(inputsAt("Asia/Kolkata", "2026-12-31T17:00:00Z"));
    // Kiritimati (UTC+14): 09:00 UTC is 23:00 on the 31st, 11:00 UTC is 01:00 on 1 January; one India day.
    expect(inputsAt("Pacific/Kiritimati", "2026-12-31T11:00:00Z")).not.toBe(inputsAt("Pacific/Kiritimati", "2026-12-31T09:00:00Z"));
  });
});
