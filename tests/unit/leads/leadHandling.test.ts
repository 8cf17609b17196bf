import { describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { escapeHtml } from "../../../src/server/html/escapeHtml.js";
import { fieldsFromValues } from "../../../src/server/leads/leadFields.js";
import { recordLead, type LeadRow } from "../../../src/server/leads/leadStore.js";
import { serverDocuments } from "../testApp.js";
import { adminPassword, clock, leadPipeline, values } from "./leadsKit.js";

// The staff follow a lead up on its page, /admin/leads/<ticket>: where it stands, who follows it up, their notes.
const w = serverDocuments.messages.server.leadHandling;
const { noteMaxLength, assigneeMaxLength } = serverDocuments.constants.leads;
const admin = { authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}` };
const form = { ...admin, "content-type": "application/x-www-form-urlencoded" };
const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("a lead's page: where it stands, who follows it up, the notes", () => {
  const { send, store } = leadPipeline();
  let ticket = "";
  const page = async () => {
    const res = await send("GET", `/admin/leads/${ticket}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const row = async () => (await store().query<LeadRow>("select * from leads where ticket_id = $1", [ticket]))[0];

  it("shows what the lead holds and the form at its state: not yet contacted, no one, no notes; the listing links to it", async () => {
    const v = values({ name: "Ravi <Kumar>", serviceId: 248 });
    const { stored } = await recordLead(store(), { source: "form", status: "new", fields: fieldsFromValues(v, serverDocuments.constants.mobile), submitted: v }, { now: clock.now(), windowSeconds: 600 });
    ticket = stored!.ticket.ticketId;
    const html = await page();
    expect(html).toContain(`<h1>${escapeHtml(fill(w.title, { ticket }))}</h1>`);
    expect(html).toContain("<dd>Ravi &lt;Kumar&gt;</dd>");
    expect(html).toContain(`<option value="open" selected>${escapeHtml(w.states.open)}</option>`);
    expect(html).toContain(`<p>${escapeHtml(w.noNotes)}</p>`);
    expect(html).toContain(`maxlength="${noteMaxLength}"`);
    const listing = await send("GET", "/admin/leads", undefined, admin);
    expect(listing.body).toContain(`<th scope="row"><a href="/admin/leads/${ticket}">${ticket}</a></th>`);
    expect(listing.body).toContain(`<td>${escapeHtml(w.states.open)}</td>`);
  });

  it("a save sets the state and who follows it up, adds the note, and comes back (303) saying so; the listing and its JSON show it", async () => {
    const res = await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "contacted", assignedTo: "  Meera  ", note: "Called at 11.\nWants the GST plan." }), form);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/leads/${ticket}?saved=1`);
    expect(await row()).toMatchObject({ handling: "contacted", assigned_to: "Meera", handled_by: "admin" });
    const after = (await send("GET", `/admin/leads/${ticket}?saved=1`, undefined, admin)).body;
    expect(after).toContain(`<p role="status">${escapeHtml(w.saved)}</p>`);
    expect(after).toContain(`<title>${escapeHtml(`${w.saved} ${fill(w.title, { ticket })}`)}</title>`);
    expect(after).toContain(`<option value="contacted" selected>`);
    expect(after).toContain('value="Meera"');
    expect(after).toContain(`<p class="note">Called at 11.\nWants the GST plan.</p>`);
    expect(after).toContain(escapeHtml(w.lastChange.split("{who}")[0]));
    const listing = await send("GET", "/admin/leads", undefined, admin);
    expect(listing.body).toContain(`<td>${escapeHtml(w.states.contacted)} · Meera</td>`);
    const [json] = (await send("GET", `/admin/leads?format=json&q=${ticket}`, undefined, admin)).json() as { handling: string; assignedTo: string }[];
    expect(json).toMatchObject({ handling: "contacted", assignedTo: "Meera", notes: [{ author: "admin", body: "Called at 11.\nWants the GST plan.", createdAt: clock.now().toISOString() }] });

    // A note alone keeps the rest; each note is kept, oldest first, by who wrote it.
    const handledAt = (await row()).handled_at;
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "contacted", assignedTo: "Meera", note: "Sent the quote." }), form)).statusCode).toBe(303);
    expect((await row()).handled_at).toEqual(handledAt);
    const notes = await store().query<{ body: string; author: string }>("select body, author from lead_notes where ticket_id = $1 order by id", [ticket]);
    expect(notes.map((n) => n.body)).toEqual(["Called at 11.\nWants the GST plan.", "Sent the quote."]);
    // Empty name: no one follows it up.
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "won", assignedTo: "", note: "" }), form)).statusCode).toBe(303);
    expect(await row()).toMatchObject({ handling: "won", assigned_to: null });
  });

  it("refuses, with the page and what was typed kept: a state not offered, a name or a note too long (400); nothing changes", async () => {
    const before = await row();
    for (const [fields, sentence] of [
      [{ handling: "done", note: "kept text" }, fill(w.handlingNotValid, { value: "done" })],
      [{ handling: "open", assignedTo: "x".repeat(assigneeMaxLength + 1), note: "kept text" }, fill(w.assignedTooLong, { max: assigneeMaxLength })],
      [{ handling: "open", note: "n".repeat(noteMaxLength + 1) }, fill(w.noteTooLong, { max: noteMaxLength })],
    ] as const) {
      const res = await send("POST", `/admin/leads/${ticket}`, encoded(fields), form);
      expect(res.statusCode, sentence).toBe(400);
      expect(res.body).toContain(`<div class="refused" role="alert"><h2>${escapeHtml(w.refusedHeading)}</h2><p>${escapeHtml(sentence)}</p></div>`);
      if ("note" in fields && fields.note === "kept text") expect(res.body).toContain(">kept text</textarea>");
      // The state chosen is kept too (the first one's is not offered: the list shows the lead's).
      if (fields.handling === "open" && "assignedTo" in fields) expect(res.body).toContain('<option value="open" selected>');
    }
    // U+0000 no store keeps: 400 in words, before anything is read.
    expect((await send("POST", `/admin/leads/${ticket}`, "note=a%00b", form)).statusCode).toBe(400);
    expect(await row()).toEqual(before);
  });

  it("refuses a save another site's page sent (Sec-Fetch-Site, Origin): 403, nothing changes; the site's own form and a script's call pass", async () => {
    const before = await row();
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
      const res = await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "lost", note: "x" }), { ...form, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain(escapeHtml(w.crossSite));
    }
    expect(await row()).toEqual(before);
    const own = await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "lost" }), { ...form, "sec-fetch-site": "same-origin", origin: "http://localhost:80", host: "localhost:80" });
    expect(own.statusCode).toBe(303);
  });

  it("a ticket no lead has is 404 with the way back; without the password 401; odd bodies are 4xx, never a 500", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await send(method, "/admin/leads/VL-NOSUCH00", method === "POST" ? encoded({ handling: "open" }) : undefined, method === "POST" ? form : admin);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(escapeHtml(fill(w.notFound, { ticket: "VL-NOSUCH00" })));
      expect(res.body).toContain('<a href="/admin/leads">');
    }
    expect((await send("GET", `/admin/leads/${ticket}`)).statusCode).toBe(401);
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ handling: "open" }), { "content-type": "application/x-www-form-urlencoded" })).statusCode).toBe(401);
    // A script may send JSON (no other site's page can: it needs a preflight); a text body has no parser here.
    expect((await send("POST", `/admin/leads/${ticket}`, { handling: "open" }, admin)).statusCode).toBe(303);
    expect((await send("POST", `/admin/leads/${ticket}`, "handling=open", { ...admin, "content-type": "text/plain" })).statusCode).toBe(415);
    for (const odd of ["%", "handling=%E0%A4", "__proto__=x&handling=open", "handling=open&handling=lost"]) {
      const res = await send("POST", `/admin/leads/${ticket}`, odd, form);
      expect(res.statusCode, odd).toBeLessThan(500);
    }
  });

  it("two staff on one lead: a field left as shown keeps the other's change; a change over theirs is refused (409) with what was typed kept", async () => {
    await send("POST", `/admin/leads/${ticket}`, JSON.stringify({ handling: "open", assignedTo: "" }), { ...admin, "content-type": "application/json" });
    // Both opened the page at "open", no one. A saves "contacted", Priya.
    const shown = { wasHandling: "open", wasAssignedTo: "" };
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ ...shown, handling: "contacted", assignedTo: "Priya", note: "A: called" }), form)).statusCode).toBe(303);
    // B, on the page as it was, only writes a note: A's change stays.
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ ...shown, handling: "open", assignedTo: "", note: "B: sent the brochure" }), form)).statusCode).toBe(303);
    expect(await row()).toMatchObject({ handling: "contacted", assigned_to: "Priya" });
    // B then chooses "lost" over A's "contacted": refused, nothing saved, B's choice and note kept, the form now from A's.
    const refused = await send("POST", `/admin/leads/${ticket}`, encoded({ ...shown, handling: "lost", assignedTo: "", note: "B: not interested" }), form);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(escapeHtml(w.changedMeanwhile.split("{who}")[1].split("{time}")[0]));
    expect(refused.body).toContain(`<option value="lost" selected>`);
    expect(refused.body).toContain(">B: not interested</textarea>");
    expect(refused.body).toContain('name="wasHandling" value="contacted"');
    expect(await row()).toMatchObject({ handling: "contacted", assigned_to: "Priya" });
    const notes = await store().query<{ body: string }>("select body from lead_notes where ticket_id = $1 order by id", [ticket]);
    expect(notes.map((n) => n.body).slice(-2)).toEqual(["A: called", "B: sent the brochure"]);
    // Saved again from that page, B's choice is made.
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ wasHandling: "contacted", wasAssignedTo: "Priya", handling: "lost", assignedTo: "Priya", note: "" }), form)).statusCode).toBe(303);
    expect((await row()).handling).toBe("lost");
  });

  it("a note's line breaks as a browser sends them (CR LF) count as one character each and are kept as LF", async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(99, "x"));
    const note = lines.join("\r\n");
    expect([...lines.join("\n")].length).toBeLessThanOrEqual(noteMaxLength);
    expect([...note].length).toBeGreaterThan(noteMaxLength);
    expect((await send("POST", `/admin/leads/${ticket}`, encoded({ note }), form)).statusCode).toBe(303);
    const [last] = await store().query<{ body: string }>("select body from lead_notes where ticket_id = $1 order by id desc limit 1", [ticket]);
    expect(last.body).toBe(lines.join("\n"));
  });

  it("a ticket in small letters is the same lead; a form in another charset or broken percent-encoding, fields that are not text, or nothing to save: refused in words, nothing kept", async () => {
    expect((await send("GET", `/admin/leads/${ticket.toLowerCase()}`, undefined, admin)).statusCode).toBe(200);
    const count = async () => Number((await store().query<{ n: string | number }>("select count(*) as n from lead_notes where ticket_id = $1", [ticket]))[0].n);
    const notes = await count();
    const latin1 = await send("POST", `/admin/leads/${ticket}`, Buffer.from("note=caf\xe9", "latin1").toString("latin1"), { ...form, "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" });
    expect(latin1.statusCode).toBe(415);
    expect(latin1.body).toContain(escapeHtml(fill(w.formNotUtf8, { reason: "charset iso-8859-1" })));
    expect((await send("POST", `/admin/leads/${ticket}`, "note=%E0%A4", form)).statusCode).toBe(400);
    expect((await send("POST", `/admin/leads/${ticket}`, "note=%E0%A4%95", { ...form, "content-type": "application/x-www-form-urlencoded; charset=UTF-8" })).statusCode).toBe(303);
    for (const [body, sentence] of [
      [{ handling: ["won"] }, fill(w.fieldNotText, { field: "handling" })],
      [{ note: { a: 1 } }, fill(w.fieldNotText, { field: "note" })],
      [{ assignedTo: 5 }, fill(w.fieldNotText, { field: "assignedTo" })],
      [[1, 2], w.nothingSent],
      [{}, w.nothingSent],
    ] as const) {
      const res = await send("POST", `/admin/leads/${ticket}`, JSON.stringify(body), { ...admin, "content-type": "application/json" });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(escapeHtml(sentence));
    }
    expect((await send("POST", `/admin/leads/${ticket}`, "", form)).statusCode).toBe(400);
    expect(await count()).toBe(notes + 1);
    // A body over the form's limit says its limit.
    const large = await send("POST", `/admin/leads/${ticket}`, `note=${"a".repeat(70_000)}`, form);
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain(String(64 * 1024));
  });
});
