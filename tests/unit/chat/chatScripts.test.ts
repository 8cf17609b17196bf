import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brokenSite, check, lineOf, onlyProblem, writeRaw } from "../fixtureSite.js";

const script = "config/chat/gst-registration.json";

describe("chat bot scripts: seeded mistakes are caught with file, line and pointer", () => {
  it("a step that does not exist, with a did-you-mean", () => {
    const { root, text } = brokenSite(script, (d) => (d.steps[1].reply.next = "ask-emial"));
    const p = onlyProblem(root);
    expect([p.file, p.pointer]).toEqual([script, "/steps/1/reply/next"]);
    expect(p.message).toBe("Step 'ask-emial' does not exist; did you mean 'ask-email'?");
    expect(p.line).toBe(lineOf(text, '"next": "ask-emial"'));
  });

  it("an unknown plan", () => {
    const { root } = brokenSite(script, (d) => (d.steps[5].action.planId = "gst-registration-gold"));
    const p = onlyProblem(root);
    expect(p.pointer).toBe("/steps/5/action/planId");
    expect(p.message).toMatch(/^Plan 'gst-registration-gold' does not exist; did you mean 'gst-registration-/);
  });

  it("a step no way reaches", () => {
    const { root } = brokenSite(script, (d) => {
      for (const i of [0, 9]) d.steps[i].reply.options = d.steps[i].reply.options.filter((o: { next: string }) => o.next !== "ask-note");
    });
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([["/steps/11/id", "Step 'ask-note' is never reached: no choice or step leads to it from the first step 'greet'"], ["/steps/12/id", "Step 'leave-note' is never reached: no choice or step leads to it from the first step 'greet'"]]);
  });

  it("a branch with no way out", () => {
    const { root } = brokenSite(script, (d) => (d.steps[11].reply.next = "ask-note"));
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/steps/11/id", "Step 'ask-note' has no way out: every way from it goes round in a loop; add a choice that leads to an action"],
      ["/steps/12/id", "Step 'leave-note' is never reached: no choice or step leads to it from the first step 'greet'"],
    ]);
  });

  it("a lead before the mobile number was asked on every way", () => {
    const { root } = brokenSite(script, (d) => (d.steps[2].reply.next = "create-lead"));
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toContainEqual(["/steps/4/action", "A lead needs the visitor's mobile: ask for it (a question step) on every way to step 'create-lead'"]);
  });

  it("a hand-over before the name and number were asked on every way; a 'when closed' step that does not exist", () => {
    const { root } = brokenSite(script, (d) => (d.steps[0].reply.options[1].next = "connect-agent"));
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toContainEqual(["/steps/8/action", "The agents need to know whom they talk to: ask for the visitor's name and mobile (a question step) on every way to step 'connect-agent'"]);
    const missing = onlyProblem(brokenSite(script, (d) => (d.steps[8].action.whenClosed = "closed-ofer-note")).root);
    expect([missing.pointer, missing.message]).toEqual(["/steps/8/action/whenClosed", "Step 'closed-ofer-note' does not exist; did you mean 'closed-offer-note'?"]);
  });

  it("'{name}' before the name was asked; an unknown placeholder", () => {
    const { root } = brokenSite(script, (d) => (d.steps[0].say = ["Hi {name}!", "About {servce}?"]));
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/steps/0/say/0", "'{name}' may not be known yet at step 'greet': ask for the name on every way here first"],
      ["/steps/0/say/1", "'{servce}' is not something a bot message can name; use {name} or {service}"],
    ]);
  });

  it("a step with both a reply and an action; a service no catalogue has; a service with two scripts", () => {
    const both = onlyProblem(brokenSite(script, (d) => (d.steps[8].reply = { kind: "quickReplies", options: [{ label: "Ok", next: "greet" }] })).root);
    expect([both.pointer, both.message]).toEqual(["/steps/8", "Step 'connect-agent' needs exactly one of 'reply' (what the visitor answers) and 'action' (what the bot does); it has both"]);
    const noService = onlyProblem(brokenSite(script, (d) => (d.appliesTo.serviceIds = [9999])).root);
    expect(noService.message).toBe("Service id 9999 is not in the services catalogue; add the service to config/services.json or remove the id");
    const twice = onlyProblem(brokenSite(script, (d) => (d.appliesTo.serviceIds = [95, 95])).root);
    expect(twice.pointer).toBe("/appliesTo/serviceIds/1");
    expect(twice.message).toMatch(/twice|same|unique|duplicate/i);
  });

  it("a page chats with one script: a second script for the same service is refused", () => {
    const { root } = brokenSite(script, () => {});
    const copy = { ...JSON.parse(readFileSync(join(root, script), "utf8")), id: "gst-second" };
    writeRaw(root, "config/chat/gst-second.json", JSON.stringify(copy, null, 2));
    const p = onlyProblem(root);
    expect([p.file, p.pointer]).toEqual(["config/chat/gst-second.json", "/appliesTo/serviceIds/0"]);
    expect(p.message).toBe(`The service 95 already chats with ${script}; a page chats with one script, so remove it from one of them`);
  });
});
