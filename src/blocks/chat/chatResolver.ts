import type { ResolveContext } from "../../../renderer/index.js";
import { findBy } from "../../lib/findBy.js";
import type { ChatScriptDocument } from "../../documents/types.js";
import type { ChatData } from "./chatData.js";
import { datePattern } from "./datePattern.js";
import { pageZoneOffsets } from "./zoneOffsets.js";

/** The script a service's page chats with: the one naming the service, else the one for page type 'service'. */
function scriptOf({ model }: ResolveContext, serviceId: number): ChatScriptDocument | undefined {
  const scripts = model.documents.filter((d) => d.kind === "chatScript").map((d) => d.data as ChatScriptDocument);
  return scripts.find((s) => s.appliesTo.serviceIds?.includes(serviceId)) ?? scripts.find((s) => s.appliesTo.pageType === "service");
}

/**
 * The chat of a page (service pages only): a catalogue service page or a page document with a service id,
 * chatting with a script. Any other page, or one with no script, has no chat: null leaves the block off the page.
 */
export function resolve(_props: undefined, ctx: ResolveContext): ChatData | null {
  const { model, page, sites, now } = ctx;
  const serviceId = page.serviceId;
  if (typeof serviceId !== "number") return null;
  const script = scriptOf(ctx, serviceId);
  if (!script) return null;
  const c = model.constants.chat;
  const { closedDayFormat, closedTimeFormat, ...words } = model.messages.chatWidget;
  const service = findBy(model.services.services, "serviceId", serviceId);
  return {
    chatType: script.chatType,
    page: { url: sites.main + page.route, serviceId, serviceName: service?.name ?? page.title, title: page.title, pageType: "service" },
    hours: { businessDays: c.businessDays, opensAt: c.opensAt, closesAt: c.closesAt, holidays: c.holidays.map(({ date }) => ({ date })) },
    zone: pageZoneOffsets(c.timeZone, now),
    formats: { day: datePattern(closedDayFormat), time: datePattern(closedTimeFormat) },
    timing: { autoOpenDelayMs: c.autoOpenDelayMs, loadedAfterMs: c.loadedAfterMs },
    alwaysOpen: c.alwaysOpen,
    section: c.widgetSection,
    storageKey: model.constants.storage.chatConversationKey,
    tokenKey: model.constants.storage.tokenKey,
    messages: { ...words, closedNote: model.messages.chat.closedNote },
  };
}
