// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { armIsland, holdClicks } from "../../../renderer/islandTriggers.js";

// An island that waits hydrates once, on its trigger or the visitor's first touch; a click on one of its
// buttons before it is React's is held and played again.
afterEach(() => {
  document.body.innerHTML = "";
});

function island() {
  const element = document.createElement("div");
  element.innerHTML = '<button type="button">Tax</button><a href="#elsewhere">GST</a>';
  document.body.append(element);
  const hydrations: (() => void)[] = [];
  let rootCreated!: () => void;
  const hydrate = (replay: () => void) => {
    hydrations.push(replay);
    return new Promise<void>((done) => (rootCreated = done));
  };
  return { element, hydrations, hydrate, rootCreated: () => rootCreated() };
}

it("an idle island hydrates once the load islands are ready and the browser is idle, and only once", async () => {
  const { element, hydrations, hydrate } = island();
  let loadIslandsReady!: () => void;
  armIsland(element, "idle", new Promise<void>((done) => (loadIslandsReady = done)), hydrate);
  await Promise.resolve();
  expect(hydrations).toHaveLength(0);
  loadIslandsReady();
  await vi.waitFor(() => expect(hydrations).toHaveLength(1));
  element.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
  expect(hydrations).toHaveLength(1);
});

it("the first touch hydrates at once; a click on a button before the root exists is held, then played again", async () => {
  const { element, hydrations, hydrate, rootCreated } = island();
  armIsland(element, "idle", new Promise<void>(() => {}), hydrate);
  const button = element.querySelector("button")!;
  const clicks: boolean[] = [];
  // Stands where React's own listener on the island's element is: after the island's hold.
  element.addEventListener("click", (e) => clicks.push(e.isTrusted), true);
  button.dispatchEvent(new Event("pointerover", { bubbles: true }));
  expect(hydrations).toHaveLength(1);
  const held = new MouseEvent("click", { bubbles: true, cancelable: true });
  button.dispatchEvent(held);
  expect(held.defaultPrevented).toBe(true);
  expect(clicks).toHaveLength(0);
  // A link's click goes on as a link's.
  const link = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.querySelector("a")!.dispatchEvent(link);
  expect(link.defaultPrevented).toBe(false);
  expect(clicks).toHaveLength(1);
  // Once hydrateRoot is called, clicks are React's; the held one is played once the island is hydrated.
  rootCreated();
  await vi.waitFor(() => {
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(clicks).toHaveLength(2);
  });
  hydrations[0]();
  expect(clicks).toHaveLength(3);
  hydrations[0]();
  expect(clicks).toHaveLength(3);
});

it("an island that cannot hydrate gives its held clicks back to its plain HTML: a form's submit button submits", async () => {
  const element = document.createElement("div");
  element.innerHTML = '<form><button type="submit">Send</button></form>';
  document.body.append(element);
  const submits: string[] = [];
  element.querySelector("form")!.addEventListener("submit", (e) => {
    e.preventDefault();
    submits.push("submitted");
  });
  let fail!: (reason: Error) => void;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  armIsland(element, "idle", new Promise<void>(() => {}), () => new Promise<void>((_, reject) => (fail = reject)));
  const button = element.querySelector("button")!;
  button.dispatchEvent(new Event("pointerover", { bubbles: true }));
  button.click();
  expect(submits).toEqual([]);
  fail(new Error("its chunk did not load"));
  await vi.waitFor(() => expect(submits).toEqual(["submitted"]));
  // Held no more: the next click submits at once.
  button.click();
  expect(submits).toEqual(["submitted", "submitted"]);
});

it("holdClicks (a load island's, before its chunk and data are there): held until released, each button once, links go on", () => {
  const element = document.createElement("div");
  element.innerHTML = '<button type="button">Problem type</button><span aria-haspopup="dialog">City</span><a href="#x">Terms</a>';
  document.body.append(element);
  const seen: string[] = [];
  element.addEventListener("click", (e) => seen.push((e.target as HTMLElement).textContent ?? ""));
  const clicks = holdClicks(element);
  const [button, opener, link] = [element.querySelector("button")!, element.querySelector("span")!, element.querySelector("a")!];
  button.click();
  button.click();
  opener.click();
  link.click();
  expect(seen).toEqual(["Terms"]);
  clicks.release();
  clicks.replay();
  expect(seen).toEqual(["Terms", "Problem type", "City"]);
  clicks.replay();
  expect(seen).toHaveLength(3);
});

it("a load island starts at once; `touched` tells a started island of the visitor's first touch (it then goes ahead of the queue)", async () => {
  const element = document.createElement("div");
  element.innerHTML = '<button type="button">Close</button>';
  document.body.append(element);
  const touches: string[] = [];
  let started = 0;
  armIsland(element, "load", new Promise<void>(() => {}), (_replay, touched) => {
    started++;
    void touched.then(() => touches.push("touched"));
    return new Promise<void>(() => {});
  });
  expect(started).toBe(1);
  await Promise.resolve();
  expect(touches).toEqual([]);
  element.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  await vi.waitFor(() => expect(touches).toEqual(["touched"]));
  expect(started).toBe(1);
});

it("an interaction island never hydrates by itself: once idle its code is prepared, and the first touch hydrates it", async () => {
  const { element, hydrations, hydrate } = island();
  let prepared = 0;
  armIsland(element, "interaction", Promise.resolve(), hydrate, { prepare: () => prepared++, wantedAtIdle: () => false });
  await vi.waitFor(() => expect(prepared).toBe(1));
  expect(hydrations).toHaveLength(0);
  element.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));
  expect(hydrations).toHaveLength(1);
});

it("an interaction island's wantedAtIdle (a first read of localStorage, a wait on the browser) and its prepare run in two tasks", async () => {
  const { element, hydrate } = island();
  // A message posted while wantedAtIdle runs is delivered in a task after that one: prepare must come after it.
  const order: string[] = [];
  const wantedAtIdle = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      order.push("a task after wantedAtIdle's");
    };
    channel.port2.postMessage(null);
    order.push("wantedAtIdle");
    return false;
  };
  armIsland(element, "interaction", Promise.resolve(), hydrate, { prepare: () => order.push("prepare"), wantedAtIdle });
  await vi.waitFor(() => expect(order).toContain("prepare"));
  expect(order).toEqual(["wantedAtIdle", "a task after wantedAtIdle's", "prepare"]);
});

it("an interaction island that its data wants (wantedAtIdle) hydrates once idle, untouched, and is not prepared apart", async () => {
  const { element, hydrations, hydrate } = island();
  let prepared = 0;
  let loaded!: () => void;
  armIsland(element, "interaction", new Promise<void>((done) => (loaded = done)), hydrate, { prepare: () => prepared++, wantedAtIdle: () => true });
  await Promise.resolve();
  expect(hydrations).toHaveLength(0);
  loaded();
  await vi.waitFor(() => expect(hydrations).toHaveLength(1));
  expect(prepared).toBe(0);
});

it("reachedFrom: a click on such an element elsewhere on the page hydrates the island and is held until it is hydrated, then played to it", async () => {
  const { element, hydrations, hydrate, rootCreated } = island();
  const elsewhere = document.createElement("main");
  elsewhere.innerHTML = '<a href="#portal" data-opens="login">Log in</a><a href="#other">Other</a>';
  document.body.append(elsewhere);
  armIsland(element, "interaction", new Promise<void>(() => {}), hydrate, { reachedFrom: 'a[data-opens="login"]' });
  // Stands where the island's own listener for those links is once it is hydrated (an Effect on the document).
  const opened: boolean[] = [];
  document.addEventListener("click", (e) => (e.target as Element).closest("[data-opens]") && opened.push(e.defaultPrevented));
  const other = new MouseEvent("click", { bubbles: true, cancelable: true });
  elsewhere.querySelector('a[href="#other"]')!.dispatchEvent(other);
  expect(other.defaultPrevented).toBe(false);
  expect(hydrations).toHaveLength(0);
  const login = elsewhere.querySelector<HTMLAnchorElement>("[data-opens]")!;
  const first = new MouseEvent("click", { bubbles: true, cancelable: true });
  login.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(opened).toEqual([]);
  expect(hydrations).toHaveLength(1);
  // Still held once hydrateRoot is called: the island's listener is an Effect, there only after its first commit.
  rootCreated();
  await Promise.resolve();
  const second = new MouseEvent("click", { bubbles: true, cancelable: true });
  login.dispatchEvent(second);
  expect(second.defaultPrevented).toBe(true);
  expect(opened).toEqual([]);
  // Hydrated: the held link is clicked again, once, and is no longer held.
  hydrations[0]();
  expect(opened).toEqual([false]);
  login.addEventListener("click", (e) => e.preventDefault(), { once: true });
  login.click();
  expect(opened).toHaveLength(2);
});

it("reachedFrom: a pointer over such an element hydrates the island (so that the click finds it ready)", () => {
  const { element, hydrations, hydrate } = island();
  const elsewhere = document.createElement("main");
  elsewhere.innerHTML = '<a href="#portal" data-opens="login">Log in</a>';
  document.body.append(elsewhere);
  armIsland(element, "interaction", new Promise<void>(() => {}), hydrate, { reachedFrom: 'a[data-opens="login"]' });
  document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
  expect(hydrations).toHaveLength(0);
  elsewhere.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
  expect(hydrations).toHaveLength(1);
});
