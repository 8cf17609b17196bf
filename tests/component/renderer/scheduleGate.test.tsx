// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderPage } from "../../../renderer/RenderPage.js";
import { pageData } from "../../../renderer/resolve/pageData.js";
import { applySchedules, startScheduleGate } from "../../../renderer/schedule/scheduleGate.js";
import { Banners } from "../../../src/blocks/banners/Banners.js";
import type { BannersData } from "../../../src/blocks/banners/bannersResolver.js";
import { builds } from "../../../src/buildRegistry.js";
import { registry } from "../../../src/registry.js";
import { shimDialogs } from "../dialogShim.js";
import { blockComponents, fixture } from "../fixturePage.js";


const from = Date.parse("2026-12-20T09:00+05:30");
const until = Date.parse("2026-12-20T18:00+05:30");
const notice = (id: string, shown: boolean) => `<div class="scheduled" id="${id}" data-show-from="2026-12-20T09:00+05:30" data-show-until="2026-12-20T18:00+05:30"${shown ? "" : " hidden"}></div>`;
const hidden = (id: string) => (document.getElementById(id) as HTMLElement).hidden;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("applySchedules: what the browser shows at each moment", () => {
  it("hidden before the start, shown from it, hidden from the end; each answer names the next moment", () => {
    document.body.innerHTML = notice("n", false);
    expect(applySchedules(document, from - 1)).toBe(from);
    expect(hidden("n")).toBe(true);
    expect(applySchedules(document, from)).toBe(until);
    expect(hidden("n")).toBe(false);
    expect(applySchedules(document, until - 1)).toBe(until);
    expect(hidden("n")).toBe(false);
    expect(applySchedules(document, until)).toBeUndefined();
    expect(hidden("n")).toBe(true);
  });

  it("touches no element whose state is already right (no layout at load when the build is current)", () => {
    document.body.innerHTML = notice("n", true);
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((records) => seen.push(...records));
    observer.observe(document.body, { attributes: true, subtree: true });
    applySchedules(document, from + 1);
    expect(observer.takeRecords().concat(seen)).toEqual([]);
    observer.disconnect();
  });
});

describe("startScheduleGate: while the page stays open", () => {
  it("shows the element at its start and hides it at its end, on the page's clock", () => {
    vi.useFakeTimers({ now: from - 60_000 });
    document.body.innerHTML = notice("n", false);
    startScheduleGate(document);
    expect(hidden("n")).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(hidden("n")).toBe(false);
    vi.advanceTimersByTime(until - from);
    expect(hidden("n")).toBe(true);
  });

  it("a moment beyond setTimeout's longest delay (24.8 days) is reached in steps, not at once", () => {
    vi.useFakeTimers({ now: from - 40 * 86_400_000 });
    document.body.innerHTML = notice("n", false);
    startScheduleGate(document);
    vi.advanceTimersByTime(30 * 86_400_000);
    expect(hidden("n")).toBe(true);
    vi.advanceTimersByTime(10 * 86_400_000);
    expect(hidden("n")).toBe(false);
  });
});

describe("a scheduled notice inside the hydrated banners", () => {
  const data: BannersData = {
    regionLabel: "Announcements",
    notices: [
      { id: "soon", text: "Filing closes on the 20th", action: { kind: "modal", label: "Details here", modal: "m" }, shownWhen: { from: "2026-12-20T09:00+05:30", shown: false } },
    ],
    modals: [{ id: "m", title: "Filing", body: ["Details."], closeLabel: "Close" }],
  };

  it("stays shown after the gate shows it, through React's renders of the banners (opening its pop-up)", async () => {
    shimDialogs();
    vi.useFakeTimers({ now: from - 1000, toFake: ["Date", "setTimeout", "clearTimeout"] });
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Banners {...data} />);
    document.body.append(root);
    const box = root.querySelector<HTMLElement>("[data-show-from]")!;
    expect(box.hidden).toBe(true);
    await act(async () => void hydrateRoot(root, <Banners {...data} />));
    startScheduleGate(document);
    vi.advanceTimersByTime(1000);
    expect(box.hidden).toBe(false);
    fireEvent.click(screen.getByText("Details here"));
    expect(screen.getByRole("dialog", { name: "Filing" })).toBeTruthy();
    expect(box.hidden).toBe(false);
  });
});

describe("a notice the gate shows before React hydrates the banners (a build out of date at load)", () => {
  it("is hydrated as it is and stays shown through React's renders", async () => {
    shimDialogs();
    vi.useFakeTimers({ now: from, toFake: ["Date", "setTimeout", "clearTimeout"] });
    const data: BannersData = {
      regionLabel: "Announcements",
      notices: [{ id: "late", text: "Filing help", action: { kind: "modal", label: "Details here", modal: "m" }, shownWhen: { from: "2026-12-20T09:00+05:30", shown: false } }],
      modals: [{ id: "m", title: "Filing", body: ["Details."], closeLabel: "Close" }],
    };
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Banners {...data} />);
    document.body.append(root);
    const box = root.querySelector<HTMLElement>("[data-show-from]")!;
    startScheduleGate(document);
    expect(box.hidden).toBe(false);
    const errors = vi.spyOn(console, "error");
    await act(async () => void hydrateRoot(root, <Banners {...data} />));
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("Details here"));
    expect(screen.getByRole("dialog", { name: "Filing" })).toBeTruthy();
    expect(box.hidden).toBe(false);
    expect(root.querySelector("[data-show-from]")).toBe(box);
  });
});

describe("the prerender of a scheduled page block", () => {
  const page = (schedule: object) => {
    const entry = fixture.pages.find((p) => p.page.route === "/")!;
    const blocks = entry.page.blocks.map((b, i) => (i === 0 ? { ...b, schedule } : b));
    return { ...entry, page: { ...entry.page, blocks } } as typeof entry;
  };
  const html = (schedule: object, now: number) =>
    renderToString(<RenderPage data={pageData(fixture, page(schedule), {}, registry, builds, new Date(now))} registry={blockComponents} />);

  it("is drawn with its moments, hidden before its start and shown from it", () => {
    expect(html({ from: "2026-12-20T09:00" }, from - 1)).toContain('<section class="hero" data-show-from="2026-12-20T09:00+05:30" hidden="">');
    expect(html({ from: "2026-12-20T09:00" }, from)).toContain('<section class="hero" data-show-from="2026-12-20T09:00+05:30">');
  });

  it("is left out from its end on", () => {
    expect(html({ until: "2026-12-20T18:00" }, until - 1)).toContain("Fixture home");
    expect(html({ until: "2026-12-20T18:00" }, until)).not.toContain("Fixture home");
  });
});
