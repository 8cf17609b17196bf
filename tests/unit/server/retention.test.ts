import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Store } from "../../../src/server/store/openStore.js";
import { openTestStore } from "../testStore.js";
import { applyRetention } from "../../../src/server/store/retention.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

const rules = serverDocuments.constants.retention;
const day = 86_400;

/** One row of each kind retention deletes, and a lead (never deleted), dated `at`; `tag` tells them apart. */
async function plant(store: Store, at: Date, tag: string) {
  await store.query("insert into events (event_name, payload, received_at) values ($1, '{}', $2)", [tag, at]);
  await store.query("insert into user_tracks (payload, received_at) values ($1, $2)", [JSON.stringify({ tag }), at]);
  await store.query("insert into otp_outbox (channel, recipient, code, body, created_at, expires_at) values ('sms', $1, '123456', 'code', $2, $3)", [tag, at, new Date(at.getTime() + 300_000)]);
  await store.query("insert into leads (ticket_id, source, status, submitted, created_at) values ($1, 'form', 'new', '{}', $2)", [tag, at]);
}

async function remaining(store: Store) {
  const tags = async (sql: string) => (await store.query<{ tag: string }>(sql)).map((r) => r.tag).sort();
  return {
    events: await tags("select event_name as tag from events"),
    userTracks: await tags("select payload->>'tag' as tag from user_tracks"),
    outbox: await tags("select recipient as tag from otp_outbox"),
    leads: await tags("select ticket_id as tag from leads"),
  };
}

describe("retention", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  it("deletes events, tracking records and outbox messages older than their days; recent ones and every lead stay", async () => {
    const clock = testClock();
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * day * 1000);
    await plant(store, daysAgo(rules.eventDays + 1), "old");
    await plant(store, daysAgo(rules.outboxDays - 0.5), "recent");
    // Older than the outbox's days, younger than the events' and tracking records'.
    await plant(store, daysAgo(rules.outboxDays + 1), "middle");
    expect(await applyRetention(store, rules, clock.now())).toEqual({ events: 1, userTracks: 1, outbox: 2, formVisits: 0 });
    expect(await remaining(store)).toEqual({ events: ["middle", "recent"], userTracks: ["middle", "recent"], outbox: ["recent"], leads: ["middle", "old", "recent"] });
    // Nothing more to delete until the clock moves on.
    expect(await applyRetention(store, rules, clock.now())).toEqual({ events: 0, userTracks: 0, outbox: 0, formVisits: 0 });
    clock.advance(rules.eventDays * day);
    expect(await applyRetention(store, rules, clock.now())).toEqual({ events: 2, userTracks: 2, outbox: 1, formVisits: 0 });
    expect(await remaining(store)).toEqual({ events: [], userTracks: [], outbox: [], leads: ["middle", "old", "recent"] });
  });
});

it("the server applies retention as it gets ready, on the app's clock", async () => {
  const clock = testClock();
  const t = await testApp({ now: clock.now });
  await plant(t.store, new Date(clock.now().getTime() - (rules.eventDays + 1) * day * 1000), "old");
  await plant(t.store, clock.now(), "recent");
  await t.app.ready();
  expect(await remaining(t.store)).toEqual({ events: ["recent"], userTracks: ["recent"], outbox: ["recent"], leads: ["old", "recent"] });
  await t.close();
});

it("then every sweepIntervalMinutes, until the app closes", async () => {
  // Only the interval is faked: the store's own timers stay real.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  try {
    const clock = testClock();
    const t = await testApp({ now: clock.now });
    await t.app.ready();
    expect(vi.getTimerCount()).toBe(1);
    await plant(t.store, clock.now(), "aging");
    clock.advance((rules.eventDays + 1) * day);
    vi.advanceTimersByTime(rules.sweepIntervalMinutes * 60_000);
    await vi.waitFor(async () => expect(await remaining(t.store)).toEqual({ events: [], userTracks: [], outbox: [], leads: ["aging"] }));
    await t.close();
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});
