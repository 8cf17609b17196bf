// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closedNote } from "../../../src/blocks/chat/chatGate.js";
import { ChatLauncher } from "../../../src/blocks/chat/ChatLauncher.js";
import { ChatWidget } from "../../../src/blocks/chat/ChatWidget.js";
import { conversationIdFor } from "../../../src/blocks/chat/conversationId.js";
import { chatServer, christmasNoon, gstChat, memoryStore, resetChatAtoms, saturday1859, saturday1900, sundayNoon } from "./chatKit.js";
import { blockData, dataFor } from "../fixturePage.js";

// The widget's chunk in the DOM (docs/chat.md, 'The chat widget'): the hours gate with a fixed clock, the icon's states, opening
// by itself on a proactive page, the conversation id. The server's answers are canned (chatKit.ts).
const m = gstChat.messages;
let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetChatAtoms();
  window.history.replaceState(null, "", "/gst-registration");
  info = vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  info.mockRestore();
});

const draw = (at: Date, over: Partial<typeof gstChat> = {}) => {
  const server = chatServer();
  const view = render(<ChatWidget {...gstChat} {...over} now={() => at} deps={server.deps} />);
  return { ...view, server };
};
const icon = () => screen.queryByRole("button", { name: new RegExp(m.openChat) });

describe("the chat block is on service pages with a script only", () => {
  it("the GST page (a proactive script) has it with the constants' hours and delays; a page of no service or of a service with no script has none", () => {
    expect(gstChat).toMatchObject({ chatType: "proactive", timing: { autoOpenDelayMs: 10000, loadedAfterMs: 3000 }, hours: { opensAt: "10:00", closesAt: "19:00", businessDays: [1, 2, 3, 4, 5, 6] } });
    expect(gstChat.page).toMatchObject({ serviceId: 95, pageType: "service", serviceName: "GST Registration" });
    for (const route of ["/sitemap", "/llp-registration"]) expect(() => blockData(dataFor(route), "chat")).toThrow();
  });
});

describe("hours (constants.chat: Monday to Saturday, 10:00 to 19:00 India time)", () => {
  it("Saturday 18:59 shows the icon", () => {
    draw(saturday1859);
    expect(icon()).toBeTruthy();
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    ["Saturday 19:00", saturday1900, "Monday 30 November at 10:00 AM"],
    ["Sunday", sundayNoon, "Monday 30 November at 10:00 AM"],
    ["a holiday (Christmas)", christmasNoon, "Saturday 26 December at 10:00 AM"],
  ])("%s: nothing on screen, and the console notes the next opening", (_, at, when) => {
    const { container } = draw(at);
    expect(container.innerHTML).toBe("");
    expect(info).toHaveBeenCalledWith(`Chat is closed now; it opens on ${when} (India time).`);
    expect(closedNote(at, gstChat)).toBe(`Chat is closed now; it opens on ${when} (India time).`);
  });

  it("?chat=always shows it on a Sunday", () => {
    window.history.replaceState(null, "", "/gst-registration?chat=always");
    draw(sundayNoon);
    expect(icon()).toBeTruthy();
  });
});

describe("the icon and opening by itself", () => {
  it("default when drawn, loading right after, loaded 3 s after loading starts", () => {
    vi.useFakeTimers();
    draw(saturday1859);
    expect(icon()!.dataset.state).toBe("default");
    act(() => void vi.advanceTimersByTime(1));
    expect(icon()!.dataset.state).toBe("loading");
    act(() => void vi.advanceTimersByTime(2998));
    expect(icon()!.dataset.state).toBe("loading");
    act(() => void vi.advanceTimersByTime(1));
    expect(icon()!.dataset.state).toBe("loaded");
  });

  it("a proactive page opens the chat after 10 s by itself, without taking the focus", () => {
    vi.useFakeTimers();
    draw(saturday1859);
    act(() => void vi.advanceTimersByTime(9999));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("dialog", { name: m.panelTitle })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it("not when the visitor clicked first (and closed it again)", () => {
    vi.useFakeTimers();
    draw(saturday1859);
    fireEvent.click(icon()!);
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(icon()!);
    act(() => void vi.advanceTimersByTime(20000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a default script's chat never opens by itself", () => {
    vi.useFakeTimers();
    draw(saturday1859, { chatType: "default" });
    act(() => void vi.advanceTimersByTime(60000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("closing time while the page is open: the hours are checked again", () => {
  // A clock that moves with the fake timers, from Saturday 18:59 India time.
  const moving = (over: Partial<typeof gstChat> = {}) => {
    vi.useFakeTimers({ now: saturday1859 });
    const server = chatServer();
    return render(<ChatWidget {...gstChat} {...over} now={() => new Date()} deps={server.deps} />);
  };

  it("the icon goes at 19:00 when the visitor has not used the chat, and the console notes the next opening", () => {
    moving({ chatType: "default" });
    act(() => void vi.advanceTimersByTime(59_999));
    expect(icon()).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(icon()).toBeNull();
    expect(info).toHaveBeenCalledWith("Chat is closed now; it opens on Monday 30 November at 10:00 AM (India time).");
  });

  it("an open conversation is told in the chat's words when the experts are back, and the icon stays", () => {
    moving({ chatType: "default" });
    fireEvent.click(icon()!);
    act(() => void vi.advanceTimersByTime(60_000));
    const said = m.closedNow.replace("{day}", "Monday 30 November").replace("{time}", "10:00 AM");
    expect(screen.getByRole("dialog").textContent).toContain(said);
    fireEvent.click(screen.getByRole("button", { name: m.close }));
    expect(icon()).toBeTruthy();
  });

  it("with the override flag nothing changes at closing time", () => {
    window.history.replaceState(null, "", "/gst-registration?chat=always");
    moving({ chatType: "default" });
    act(() => void vi.advanceTimersByTime(3_600_000));
    expect(icon()).toBeTruthy();
  });
});

describe("the conversation id (once per canonical address, kept locally)", () => {
  const schema = JSON.parse(readFileSync("schemas/api/chat.schema.json", "utf8")) as { $defs: { conversationId: { pattern: string } } };
  const pattern = new RegExp(schema.$defs.conversationId.pattern);

  it("the address made safe and a UUID v4, as the API's schema says; the same again for the same page, another for another page", () => {
    const store = memoryStore();
    const url = "https://www.vidhi.example/GST_Registration";
    const id = conversationIdFor(url, "chat:", store);
    expect(id).toMatch(/^https-www-vidhi-example-gst-registration-[0-9a-f-]{36}$/);
    expect(id).toMatch(pattern);
    expect(conversationIdFor(url, "chat:", store)).toBe(id);
    expect(store.values.get("chat:" + url)).toBe(id);
    const other = conversationIdFor("https://www.vidhi.example/llp-registration", "chat:", store);
    expect(other).not.toBe(id);
    expect(other).toMatch(pattern);
    expect(conversationIdFor("x".repeat(400), "chat:", store)).toMatch(pattern);
  });
});

describe("the launcher (all a service page carries of the chat until the browser is idle)", () => {
  it("draws nothing, as the prerender did, then fetches the widget when idle", async () => {
    expect(renderToString(<ChatLauncher {...gstChat} />)).toBe("");
    window.history.replaceState(null, "", "/gst-registration?chat=always");
    const { container } = render(<ChatLauncher {...gstChat} />);
    expect(container.innerHTML).toBe("");
    expect(await screen.findByRole("button", { name: new RegExp(m.openChat) })).toBeTruthy();
  });
});
