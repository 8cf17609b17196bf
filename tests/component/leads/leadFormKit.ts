import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { loadClient } from "../../../src/api/lazyClient.js";
import type { LeadFormData } from "../../../src/blocks/leadForm/leadFormData.js";
import { shimDialogs } from "../dialogShim.js";
import { dataFor, leadFormsOf } from "../fixturePage.js";

// What the lead form's component tests share (leadForm.test.tsx, leadFormPickers.test.tsx): the server's answers
// canned per call, the forms of the fixture pages, and how a field and its message are found.

/** The calls' canned server, set up before each test of the file that calls it: answers by path, the calls made, and answers held back. */
export function cannedServer() {
  beforeAll(shimDialogs);
  // In the browser the form fetches the HTTP client as focus or the pointer reaches it, before a field is left.
  beforeAll(() => loadClient());
  const answers: Record<string, { status: number; body: unknown }> = {};
  const calls: { url: string; body: unknown }[] = [];
  /** Answers held back until the test lets them go (a slow server). */
  const held: Record<string, Promise<void>> = {};
  beforeEach(() => {
    for (const url of Object.keys(held)) delete held[url];
    calls.length = 0;
    Object.assign(answers, {
      "/api/captcha/token": { status: 200, body: { token: "t" } },
      "/api/getCity": { status: 200, body: { status: true, cities: [{ place_id: "p-pune", description: "Pune, Maharashtra, India" }] } },
      "/api/getCityDetails": { status: 200, body: { status: true, result: { address_components: [{ long_name: "Pune", short_name: "Pune", types: ["locality"] }, { long_name: "Maharashtra", short_name: "MH", types: ["administrative_area_level_1"] }, { long_name: "India", short_name: "IN", types: ["country"] }] } } },
      "/api/emailvalidation": { status: 200, body: { status: false, data: "" } },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
        await held[url.split("?")[0]];
        const a = answers[url.split("?")[0]] ?? { status: 200, body: {} };
        return new Response(JSON.stringify(a.body), { status: a.status });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return { answers, calls, held };
}

export const forms = leadFormsOf(dataFor("/lead-forms"));
export const lawyer = leadFormsOf(dataFor("/talk-to-a-lawyer"))["talk-to-a-lawyer"];
export const m = forms["company-registration"].messages.leadForm;
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const messageOf = (el: HTMLElement) => {
  const id = el.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};
/** A form of the fixture with some of its settings changed. */
export const variant = (id: string, change: (f: LeadFormData["form"]) => Partial<LeadFormData["form"]>): LeadFormData => ({ ...forms[id], form: { ...forms[id].form, ...change(forms[id].form) } });
