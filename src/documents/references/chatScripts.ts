import type { ChatScriptDocument, ChatScriptStep } from "../types.js";
import type { LoadedDocument } from "../loadDocuments.js";
import { chatPaths, type AnswerField } from "./chatPaths.js";
import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** What a bot message may name: the visitor's name (once asked) and the page's service. */
const placeholders = new Set(["name", "service"]);

/**
 * Chat bot scripts (config/chat/): ids unique; each service and page type chats with one script; every step named by
 * another exists; plans exist; every step is reachable from the first; every step can reach an end; a lead is
 * created only after the email and the mobile number were asked on every way there, a hand-over to the agents only after
 * the name and the mobile number; '{name}' only once it was asked.
 */
export function checkChatScripts({ model, report }: ReferenceCheck, serviceIds: Set<number>): void {
  const scripts = model.documents.filter((d) => d.kind === "chatScript").map((doc) => ({ doc, data: doc.data as ChatScriptDocument }));
  const seenId = new Map<string, string>();
  const covered = new Map<string, string>();
  const planIds = model.plans.services.flatMap((s) => s.plans.map((p) => p.id));
  for (const { doc, data } of scripts) {
    if (seenId.has(data.id)) report(doc, "/id", `Id '${data.id}' is used by ${seenId.get(data.id)} too; choose another id`);
    seenId.set(data.id, doc.file);
    (data.appliesTo.serviceIds ?? []).forEach((id, i) => {
      const at = `/appliesTo/serviceIds/${i}`;
      if (!serviceIds.has(id)) report(doc, at, `Service id ${id} is not in the services catalogue; add the service to config/services.json or remove the id`);
      claim(`service ${id}`, doc, at);
    });
    if (data.appliesTo.pageType) claim(`page type '${data.appliesTo.pageType}'`, doc, "/appliesTo/pageType");
    checkSteps(doc, data, planIds, report);
  }

  function claim(what: string, doc: LoadedDocument, at: string) {
    if (covered.has(what)) report(doc, at, `The ${what} already chats with ${covered.get(what)}; a page chats with one script, so remove it from one of them`);
    else covered.set(what, doc.file);
  }
}

function checkSteps(doc: LoadedDocument, data: ChatScriptDocument, planIds: string[], report: ReferenceCheck["report"]) {
  const index = new Map<string, number>();
  data.steps.forEach((s, i) => {
    if (index.has(s.id)) report(doc, `/steps/${i}/id`, `Step id '${s.id}' is used twice in this script; choose another id`);
    else index.set(s.id, i);
  });
  const stepNames = [...index.keys()];
  let broken = false;
  const exists = (name: string, at: string) => {
    if (index.has(name)) return;
    broken = true;
    report(doc, at, unknown("Step", name, stepNames, "add a step with this id"));
  };
  exists(data.start, "/start");
  data.steps.forEach((s, i) => {
    const at = `/steps/${i}`;
    if (!s.reply === !s.action) report(doc, at, `Step '${s.id}' needs exactly one of 'reply' (what the visitor answers) and 'action' (what the bot does)${s.reply ? "; it has both" : ""}`);
    for (const [next, where] of nextsOf(s)) exists(next, `${at}/${where}`);
    if (s.action?.kind === "offerPlan" && !planIds.includes(s.action.planId)) report(doc, `${at}/action/planId`, unknown("Plan", s.action.planId, planIds, "add it to config/plans.json"));
    s.say.forEach((text, j) => {
      for (const m of text.matchAll(/\{([^}]*)\}/g)) if (!placeholders.has(m[1])) report(doc, `${at}/say/${j}`, `'{${m[1]}}' is not something a bot message can name; use {name} or {service}`);
    });
  });
  // The ways through a script are only worth judging once every step it names exists (else one typo reads as many).
  if (broken) return;
  const paths = chatPaths(data.steps, index, data.start, nextsOf);
  data.steps.forEach((s, i) => {
    const at = `/steps/${i}`;
    if (!paths.reachable.has(s.id)) return report(doc, `${at}/id`, `Step '${s.id}' is never reached: no choice or step leads to it from the first step '${data.start}'`);
    if (!paths.ends.has(s.id)) report(doc, `${at}/id`, `Step '${s.id}' has no way out: every way from it goes round in a loop; add a choice that leads to an action`);
    const asked = paths.askedBefore.get(s.id) ?? new Set<AnswerField>();
    if (s.action?.kind === "createLead") {
      const missing = (["email", "mobile"] as const).filter((f) => !asked.has(f));
      if (missing.length) report(doc, `${at}/action`, `A lead needs the visitor's ${missing.join(" and ")}: ask for ${missing.length > 1 ? "them" : "it"} (a question step) on every way to step '${s.id}'`);
    }
    if (s.action?.kind === "connectAgent") {
      const missing = (["name", "mobile"] as const).filter((f) => !asked.has(f));
      if (missing.length) report(doc, `${at}/action`, `The agents need to know whom they talk to: ask for the visitor's ${missing.join(" and ")} (a question step) on every way to step '${s.id}'`);
    }
    if (!asked.has("name")) s.say.forEach((text, j) => text.includes("{name}") && report(doc, `${at}/say/${j}`, `'{name}' may not be known yet at step '${s.id}': ask for the name on every way here first`));
  });
}

/** The steps a step goes to, with where each is named in it. */
function nextsOf(s: ChatScriptStep): [string, string][] {
  const r = s.reply;
  const out: [string, string][] = [];
  if (r?.kind === "quickReplies") r.options.forEach((o, i) => out.push([o.next, `reply/options/${i}/next`]));
  if ((r?.kind === "question" || r?.kind === "link") && r.next) out.push([r.next, "reply/next"]);
  if (s.action?.kind === "createLead") out.push([s.action.next, "action/next"]);
  if (s.action?.kind === "connectAgent") out.push([s.action.whenClosed, "action/whenClosed"]);
  return out;
}
