import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConstantsDocument } from "../../../src/documents/types.js";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { captchaLedger } from "../../../src/server/captcha/captchaLedger.js";
import { embeddedCaptcha } from "../../../src/server/captcha/embeddedCaptcha.js";
import { formLeadAdmission } from "../../../src/server/leads/leadAdmission.js";
import { fieldsFromValues } from "../../../src/server/leads/leadFields.js";
import { recordLead, type LeadRow } from "../../../src/server/leads/leadStore.js";
import { markMobileVerified } from "../../../src/server/leads/leadVerification.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { openTestStore } from "../testStore.js";
import { serverDocuments } from "../testApp.js";

// A form lead let in (or not) by the checks of leads/leadAdmission.ts, run by recordLead in the lead's transaction,
// on a real store and the embedded captcha: without HTTP (both stores: npm run test:postgres).
const constants = JSON.parse(readFileSync("config/constants.json", "utf8")) as ConstantsDocument;
const key = new Uint8Array(32).fill(7);
const captcha = embeddedCaptcha(key, constants.captcha);
const at = new Date("2026-05-01T10:00:00Z");
let store: Store;
let ledger: ReturnType<typeof captchaLedger>;
beforeAll(async () => {
  store = await openTestStore();
  ledger = captchaLedger(store, captcha, constants.captcha);
}, 120_000);
afterAll(() => store?.close());

let seq = 0;
/** A form lead of a fresh contact, for a service that does not skip the captcha unless one is named. */
function formLead(serviceId = 95) {
  seq++;
  const values = sampleLeadValues({ name: "Asha Verma", email: `asha.${seq}@example.com`, phone: `97${String(10000000 + seq).slice(-8)}` }, { serviceId });
  return { source: "form" as const, status: "new" as const, fields: fieldsFromValues(values, serverDocuments.constants.mobile), submitted: values };
}
const admit = (lead: ReturnType<typeof formLead>, claim: { otpVerifiedStatus?: boolean; captchaToken?: string }) =>
  recordLead(store, lead, { now: at, windowSeconds: 600, admit: formLeadAdmission({ ...claim, fields: lead.fields }, { ledger, constants, at }) });
const rowsOf = (mobile: string | null) => store.query<LeadRow>("select * from leads where mobile = $1", [mobile]);

describe("a form lead's admission", () => {
  it("a number verified by code lets the lead in as verified, without a captcha", async () => {
    const lead = formLead();
    await markMobileVerified(store, lead.fields.mobile!, at, constants.leads.otpVerifiedWindowSeconds);
    const { stored, admission } = await admit(lead, { otpVerifiedStatus: true });
    expect(admission).toMatchObject({ accepted: true, how: "otp", score: null });
    expect(stored?.status).toBe("verified");
    expect((await rowsOf(lead.fields.mobile)).map((r) => [r.status, r.otp_verified, r.captcha_score])).toEqual([["verified", true, null]]);
  });

  it("a passing captcha token lets the lead in with its score once; spent again, it refuses the next lead and stores nothing", async () => {
    const token = await captcha.issue!({ now: at });
    const first = formLead();
    const { stored, admission } = await admit(first, { captchaToken: token });
    expect(admission).toMatchObject({ accepted: true, how: "captcha", score: constants.captcha.embeddedScore });
    expect((await rowsOf(first.fields.mobile)).map((r) => [r.status, r.otp_verified, r.captcha_score])).toEqual([["new", false, constants.captcha.embeddedScore]]);
    expect(stored?.duplicate).toBe(false);
    const second = formLead();
    const again = await admit(second, { captchaToken: token });
    expect(again.stored).toBeUndefined();
    expect(again.admission).toMatchObject({ accepted: false, captchaRefusal: { reason: "reused" } });
    expect(await rowsOf(second.fields.mobile)).toEqual([]);
  });

  it("no claim and no token, or a token for a service that skips the captcha, refuse the lead without spending the token", async () => {
    const bare = formLead();
    expect(await admit(bare, {})).toEqual({ stored: undefined, admission: { accepted: false, score: null } });
    const token = await captcha.issue!({ now: at });
    const skipped = formLead(constants.captcha.skipForServiceIds[0]);
    expect((await admit(skipped, { captchaToken: token })).admission).toEqual({ accepted: false, score: null });
    expect([...(await rowsOf(bare.fields.mobile)), ...(await rowsOf(skipped.fields.mobile))]).toEqual([]);
    // The token was not spent by the refused lead: it still lets another lead in.
    expect((await admit(formLead(), { captchaToken: token })).admission?.accepted).toBe(true);
  });
});
