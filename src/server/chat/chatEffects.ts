import { findPlan } from "../../rules/planPrice.js";
import type { LeadFields } from "../leads/leadFields.js";
import { recordLead } from "../leads/leadStore.js";
import { issueMagicKey } from "../payments/magicKeys.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import type { BotEffect, BotState } from "./bot.js";
import type { Conversation, ConversationMode } from "./conversationStore.js";

/** What the effects of a turn changed: the conversation's lead ticket and mode, and where the widget goes next. */
export interface EffectOutcome {
  ticketId: string | null;
  mode: ConversationMode;
  redirect?: string;
}

export interface EffectDeps {
  documents: ServerDocuments;
  at: Date;
  clientAddress: string;
}

/** A store whose queries and transactions all run inside the caller's transaction (the lead and the key commit with the turn). */
export const withinTransaction = (store: Store, query: Store["query"]): Store => ({ ...store, query, transaction: (work) => work(query) });

/** The page type a chat lead and its tracking records carry ('service', or the home page's chat bot; schemas/api/leads.schema.json). */
export const chatPageType = (conversation: Pick<Conversation, "page_type">, { constants }: ServerDocuments) =>
  conversation.page_type === "home" ? constants.chat.homePageType : constants.leadDefaults.pageType;

/** What the visitor told the bot, as the contact kept on the conversation (the note is not contact). */
export function contactOf(answers: BotState["answers"]): Record<string, string> {
  const { note: _note, ...contact } = answers;
  return Object.fromEntries(Object.entries(contact).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * Carries out a turn's effects in order, inside its transaction (`store` from withinTransaction): a lead of source chat
 * (createLead), a cart link for the plan with what is known of the visitor (offerPlan: the only effect with a
 * redirect), the hand-over to the agents (connectAgent), a note (leaveNote) and a request for a call (expertCall).
 */
export async function carryOut(store: Store, conversation: Conversation, effects: BotEffect[], deps: EffectDeps): Promise<EffectOutcome> {
  const { constants } = deps.documents;
  const outcome: EffectOutcome = { ticketId: conversation.ticket_id, mode: conversation.mode };
  const lead = async (answers: BotState["answers"], submitted: unknown, windowSeconds: number) => {
    const recorded = await recordLead(
      store,
      { source: "chat", status: "new", fields: leadFields(conversation, answers, deps.documents), submitted, clientAddress: deps.clientAddress },
      { now: deps.at, windowSeconds },
    );
    return recorded.stored!.ticket.ticketId;
  };
  for (const effect of effects) {
    if (effect.kind === "createLead") outcome.ticketId = await lead(effect.answers, effect.answers, constants.leads.duplicateWindowSeconds);
    // A visitor handed over to the agents with a way to reach them (a mobile number or an email) is a lead, as one
    // who asks for a call is: no agent may answer before the visitor leaves, and the hand-over would be lost. The
    // conversation's lead (or the new one) keeps when the agent was asked for (`extra.agentAsked`).
    // Outside the chat's hours nobody is handed the conversation, and the visitor may leave without a note: the lead
    // says the agents were asked for while the chat was closed, so that someone calls back.
    if (effect.kind === "connectAgent" || effect.kind === "agentWhileClosed") {
      if (effect.kind === "connectAgent") outcome.mode = "waiting";
      const reachable = Boolean(effect.answers.mobile || effect.answers.email);
      if (outcome.ticketId === null && reachable) outcome.ticketId = await lead(effect.answers, effect.answers, constants.leads.duplicateWindowSeconds);
      if (outcome.ticketId !== null) {
        const asked = { agentAsked: { requestedAt: deps.at.toISOString(), ...(effect.kind === "agentWhileClosed" ? { whileClosed: true } : {}) } };
        await store.query("update leads set extra = coalesce(extra, '{}'::jsonb) || $2::jsonb where ticket_id = $1", [outcome.ticketId, JSON.stringify(asked)]);
      }
    }
    // A note is a lead of source chat with the note in `submitted`, so that it reaches the people who follow leads
    // up (the leads page, npm run leads) with whatever contact the visitor gave. Notes are never merged as repeats
    // (a window of 0): two notes are two questions, even from visitors who gave no contact.
    // A note after a hand-over asked for while the chat was closed is that lead's note: one visitor, one call back.
    if (effect.kind === "leaveNote") {
      const onHandOver =
        outcome.ticketId !== null &&
        (
          await store.query(
            "update leads set submitted = coalesce(submitted, '{}'::jsonb) || $2::jsonb where ticket_id = $1 and (extra->'agentAsked'->>'whileClosed') = 'true' and submitted->>'note' is null returning id",
            [outcome.ticketId, JSON.stringify({ note: effect.note })],
          )
        ).length > 0;
      if (!onHandOver) {
        const noteTicket = await lead(conversation.state.answers, { ...conversation.state.answers, note: effect.note }, 0);
        outcome.ticketId ??= noteTicket;
      }
    }
    // A call is asked for on the conversation's lead (made first when the script created none): its `extra` gets
    // expertCall with when it was asked and within how many minutes the expert calls (constants chat).
    if (effect.kind === "expertCall") {
      outcome.ticketId ??= await lead(effect.answers, effect.answers, constants.leads.duplicateWindowSeconds);
      const call = { expertCall: { requestedAt: deps.at.toISOString(), callWithinMinutes: constants.chat.expertCallbackMinutes } };
      await store.query("update leads set extra = coalesce(extra, '{}'::jsonb) || $2::jsonb where ticket_id = $1", [outcome.ticketId, JSON.stringify(call)]);
    }
    if (effect.kind === "offerPlan") outcome.redirect = await cartLink(store, effect.planId, effect.answers, outcome.ticketId, deps);
  }
  return outcome;
}

async function cartLink(store: Store, planId: string, answers: BotState["answers"], ticketId: string | null, { documents, at }: EffectDeps): Promise<string> {
  const { payment } = documents.constants;
  const found = findPlan(documents.plans, planId);
  // The validator checks every script's plan against config/plans.json; this is reached only on a document it refused.
  if (!found) throw new Error(`The chat script offers plan '${planId}', which config/plans.json does not have`);
  const contact = { ...(answers.name ? { name: answers.name } : {}), ...(answers.email ? { email: answers.email } : {}), ...(answers.mobile ? { mobile: answers.mobile } : {}) };
  const { magicKey } = await issueMagicKey(store, { planId, serviceId: found.serviceId, contact, ticketId: ticketId ?? undefined, now: at, lifetimeHours: payment.magicKeyLifetimeHours });
  return `${payment.cartRoute}?magicKey=${magicKey}`;
}

/** A chat lead's fields (the lead form's values, schemas/api/leads.schema.json): the answers, the conversation's page and service, the chat's channel. */
function leadFields(conversation: Conversation, answers: BotState["answers"], documents: ServerDocuments): LeadFields {
  return {
    name: answers.name ?? null,
    email: answers.email ?? null,
    mobile: answers.mobile ?? null,
    city: answers.city ?? null,
    state: null,
    country: null,
    service_id: conversation.service_id,
    problem_type: null,
    language: null,
    whatsapp_opt_in: null,
    brand_name: null,
    url: conversation.page_url,
    page_type: chatPageType(conversation, documents),
    workflow: null,
    channel: documents.constants.chat.channel,
    iec_type: null,
  };
}
