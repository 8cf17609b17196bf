import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homePage, publishThrough } from "../../../src/cli/benchPublishFleet.js";
import { startFleet, type Fleet } from "../../../src/cli/fleetRun.js";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { updateConversation } from "../../../src/server/chat/conversationStore.js";
import { openStore, type Store } from "../../../src/server/store/openStore.js";
import { openSse, storedConversation } from "../chat/chatLiveStreams.js";
import { killHard } from "../serverProcess.js";
import { serverDocuments } from "../testApp.js";
import { freshTestDatabase } from "../testStore.js";

/**
 * `npm run fleet`'s set-up (src/cli/fleetRun.ts): three real server processes on one PostgreSQL behind Debian's nginx
 * with the repository's src/cli/nginx.conf, every request through nginx's one port. The PostgreSQL leg only. The
 * processes' copies of constants.json let a client send more leads than a visitor may (a lead load comes from one
 * address here), and nothing else.
 */
const onPostgres = Boolean(process.env.VIDHI_TEST_DATABASE_URL);
const leadsPerMinute = 10_000;
const streamsPerAddress = 4;
/** messages api.tooManyRequests with the characters nginx's quoted strings treat apart (src/cli/nginxFront.ts). */
const tooMany = `Too many live chats from here ('$host' \\ "quoted"). Close one and try again.`;

/** How many cities a process suggests now (constants leads.citySuggestions), asked from an address of the test's own
 * (the processes trust 127.0.0.1 as their proxy), so that the limits' test below finds nginx's client untouched. */
async function suggestedCities(url: string): Promise<number> {
  const search = await fetch(`${url}/api/getCity`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.71.0.1" },
    body: JSON.stringify({ query: "Ram", countryCode: "in" }),
  });
  if (!search.ok) throw new Error(`POST /api/getCity: ${search.status}`);
  return ((await search.json()) as { cities: unknown[] }).cities.length;
}

describe.skipIf(!onPostgres)("three processes behind nginx on one PostgreSQL", { timeout: 600_000 }, () => {
  const password = randomBytes(12).toString("hex");
  const admin = {
    authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`,
    "content-type": "application/json",
  };
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let fleet: Fleet;
  let store: Store;
  beforeAll(async () => {
    database = await freshTestDatabase();
    fleet = await startFleet(process.cwd(), {
      databaseUrl: database!.url,
      password,
      env: { LOG_LEVEL: "error" },
      prepare: (documents) => {
        const file = join(documents, "config", "constants.json");
        const constants = JSON.parse(readFileSync(file, "utf8")) as typeof serverDocuments.constants;
        constants.limits.maxPerAddress["/api/leads"] = leadsPerMinute;
        constants.chat.maxStreamsPerAddress = streamsPerAddress;
        writeFileSync(file, JSON.stringify(constants, null, 2));
        const messagesFile = join(documents, "config", "messages.json");
        const messages = JSON.parse(readFileSync(messagesFile, "utf8")) as typeof serverDocuments.messages;
        messages.api.tooManyRequests = tooMany;
        writeFileSync(messagesFile, JSON.stringify(messages, null, 2));
      },
    });
    store = await openStore({ databaseUrl: database!.url });
  }, 600_000);
  afterAll(async () => {
    await fleet?.stop();
    await store?.close();
    await database?.drop();
  });

  it("pages come from the processes; the build's assets from nginx itself, as their .br copy, cached for a year", async () => {
    const page = await fetch(`${fleet.url}/gst-registration`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>GST Registration");
    const script = readdirSync("dist/client/assets").find((f) => f.endsWith(".js"))!;
    const asset = await fetch(`${fleet.url}/assets/${script}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("server")).toMatch(/^nginx/);
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a visitor's chat stream through nginx gets an agent's message posted through each process", async () => {
    const id = await storedConversation(store);
    await updateConversation(store.query, id, { mode: "waiting" }, new Date());
    const visitor = await openSse(`${fleet.url}/api/chat/conversations/${id}/stream`);
    for (const [i, server] of fleet.servers.entries()) {
      const text = `Hello from process ${i + 1}`;
      const posted = await fetch(`${server.url}/admin/chat/conversations/${id}/messages`, {
        method: "POST",
        headers: admin,
        body: JSON.stringify({ agent: "Asha", text }),
      });
      expect(posted.status).toBe(200);
      expect(JSON.parse((await visitor.nextMessage(60_000)).data)).toMatchObject({ author: "agent", text });
    }
    await visitor.close();
  });

  it("one address holds constants chat.maxStreamsPerAddress visitor streams across the three; nginx refuses one more in the site's words", async () => {
    const id = await storedConversation(store);
    const url = `${fleet.url}/api/chat/conversations/${id}/stream`;
    // Spread over the processes by nginx (least_conn), so each process alone would take them all.
    const open = [];
    for (let i = 0; i < streamsPerAddress; i++) open.push(await openSse(url));
    expect(open.map((s) => s.status)).toEqual(Array(streamsPerAddress).fill(200));
    const refused = await fetch(url, { headers: { accept: "text/event-stream" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("application/json");
    expect(await refused.json()).toEqual({ status: false, error: tooMany });
    await open[0].close();
    // nginx counts a connection until it has closed its side: a new one is taken once it has.
    let again = await openSse(url);
    while (again.status === 429) {
      await again.close();
      await new Promise((r) => setTimeout(r, 100));
      again = await openSse(url);
    }
    expect(again.status).toBe(200);
    await Promise.all([...open.slice(1), again].map((s) => s.close()));
  });

  it("a publish through nginx (its draft and its publish on any processes) is served and applied by all three", async () => {
    const banner = `Published through nginx ${randomBytes(3).toString("hex")}`;
    const setBanner = (d: Record<string, unknown>) => ((d.notices as { text: string }[])[0].text = banner);
    // Every process's documents are the same copy: the draft's base is any one's.
    const banners = await publishThrough({ url: fleet.url, documentsRoot: fleet.servers[0].documentsRoot }, password, "config/banners.json", setBanner);
    expect([banners.rebuildError, banners.shareError]).toEqual([undefined, undefined]);
    const constants = await publishThrough({ url: fleet.url, documentsRoot: fleet.servers[0].documentsRoot }, password, "config/constants.json", (d) => {
      (d.leads as { citySuggestions: number }).citySuggestions = 2;
    });
    expect([constants.rebuildError, constants.shareError]).toEqual([undefined, undefined]);
    for (const server of fleet.servers) {
      await expect.poll(async () => (await homePage(server.url)).includes(banner), { timeout: 120_000, interval: 200 }).toBe(true);
      await expect.poll(() => suggestedCities(server.url), { timeout: 120_000, interval: 200 }).toBe(2);
    }
  });

  it("kill -9 of one process under a lead load: every acknowledged lead is stored, and the others keep answering", async () => {
    const run = randomBytes(4).toString("hex");
    const acknowledged: string[] = [];
    let sent = 0;
    let killedAt = -1;
    const client = async () => {
      while (acknowledged.length < killedAt + 60 || killedAt < 0) {
        const email = `fleet.${run}.${sent++}@example.com`;
        try {
          const { token } = (await (await fetch(`${fleet.url}/api/captcha/token`)).json()) as { token: string };
          const body = {
            values: sampleLeadValues({
              name: "Fleet Visitor",
              email,
              phone: String(7100000000 + sent),
            }),
            otpVerifiedStatus: false,
            captchaToken: token,
          };
          const answer = await fetch(`${fleet.url}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          if (answer.ok && ((await answer.json()) as { status?: boolean }).status === true) acknowledged.push(email);
        } catch {
          // Cut while the process died: not acknowledged.
        }
        if (killedAt < 0 && acknowledged.length >= 40) {
          killedAt = acknowledged.length;
          await killHard(fleet.servers[1]);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    const stored = await store.query<{ email: string }>("select email from leads where email like $1", [`fleet.${run}.%`]);
    const emails = new Set(stored.map((r) => r.email));
    expect(acknowledged.filter((e) => !emails.has(e))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killedAt + 60);
    await fleet.servers[1].restart();
  });

  it("a rolling restart of the three under page load fails no request", async () => {
    const routes = ["/", "/gst-registration", "/talk-to-a-lawyer", "/api/health"];
    const failures: string[] = [];
    let answered = 0;
    let restarting = true;
    const client = async (n: number) => {
      for (let i = n; restarting; i++) {
        const route = routes[i % routes.length];
        try {
          const answer = await fetch(`${fleet.url}${route}`);
          await answer.arrayBuffer();
          if (answer.status === 200) answered++;
          else failures.push(`${route}: ${answer.status}`);
        } catch (error) {
          failures.push(`${route}: ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => client(n)));
    for (const server of fleet.servers) await server.restart();
    restarting = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  });
  it("every per-route limit holds exactly across the three processes for one client, whatever X-Forwarded-For it sends", async () => {
    const { maxPerAddress } = serverDocuments.constants.limits;
    const over = 5;
    // Last: it spends this client's every limit for the window. The routes' counts start before a body is read, so any body counts; /api/leads's limit is this fleet's own (above).
    const routes = (Object.keys(maxPerAddress) as (keyof typeof maxPerAddress)[]).filter((route) => route !== "/api/leads");
    // The two limited reads (a cart link, a conversation's messages); every other limited route is a POST.
    const readRoutes: string[] = ["/api/cart/magic-key/:magicKey", "/api/chat/conversations/:conversationId/messages"];
    const refused: Record<string, number> = {};
    for (const route of routes) {
      const path = route.replace(":magicKey", "no-such-key").replace(":conversationId", "fleet-limits");
      const method = readRoutes.includes(route) ? "GET" : "POST";
      const statuses = await Promise.all(
        Array.from({ length: maxPerAddress[route] + over }, (_, i) =>
          fetch(`${fleet.url}${path}`, {
            method,
            headers: { "content-type": "application/json", "x-forwarded-for": `10.70.${i >> 8}.${i & 255}` },
            body: method === "POST" ? "{}" : undefined,
          }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s >= 500), route).toEqual([]);
      refused[route] = statuses.filter((s) => s === 429).length;
    }
    expect(refused).toEqual(Object.fromEntries(routes.map((route) => [route, over])));
  });
});
