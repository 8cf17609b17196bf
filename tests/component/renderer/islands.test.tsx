import { describe, expect, it } from "vitest";
import { definitionsOf } from "../../../renderer/definitions.js";
import { islandTypes } from "../../../renderer/islands.js";
import { islandData } from "../../../renderer/resolve/islandData.js";
import { islands, registry } from "../../../src/registry.js";
import { prerender } from "../../../src/entry-server.js";
import { dataFor } from "../fixturePage.js";

describe("islands: only the blocks that change in the browser carry data and code", () => {
  it("the browser's list of islands is exactly the registry's definitions that say hydrate", () => {
    expect([...islandTypes(registry)].sort()).toEqual(Object.keys(islands).sort());
    for (const [type, def] of Object.entries(islands)) expect(definitionsOf(registry)[type]).toBe(def);
  });

  it("a page embeds its islands' data in page order, static blocks none, and the shared documents (menu, login words, the form's words and rules) as the addresses of their files, preloaded for the islands that hydrate by themselves", () => {
    const shared: Record<string, unknown> = {};
    const share = (name: string, document: unknown) => ((shared[name] = document), `/assets/data/${name}-hash.json`);
    const data = dataFor("/talk-to-a-lawyer");
    const { embedded, files } = islandData(data, registry, share);
    expect(embedded.islands.map((b) => b.type)).toEqual(["banners", "header", "leadForm"]);
    expect(embedded.context).toEqual(data.context);
    const header = embedded.islands[1].data as { menu: unknown };
    expect(header.menu).toEqual({ sharedFile: "/assets/data/menu-main-hash.json" });
    // The page preloads the lead form's files; the header's (it waits for the visitor) are fetched once the page is idle.
    expect(files).toEqual(["/assets/data/messages-hash.json", "/assets/data/rules-hash.json"]);
    const form = embedded.islands[2].data as { data: { messages: unknown; rules: unknown; form: { id: string } } };
    expect(form.data.messages).toEqual({ sharedFile: "/assets/data/messages-hash.json" });
    expect(form.data.rules).toEqual({ sharedFile: "/assets/data/rules-hash.json" });
    expect(form.data.form.id).toBe("talk-to-a-lawyer");
    expect(shared["menu-main"]).toEqual((data.top.find((b) => b.type === "header")!.data as { menu: unknown }).menu);
  });

  it("the prerender wraps each island in its numbered element, its ids prefixed; static blocks are plain HTML", async () => {
    const { render } = await prerender();
    const html = render(dataFor("/talk-to-a-lawyer"));
    expect([...html.matchAll(/data-island="(\w+)" data-island-index="(\d)"/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual(["banners:0", "header:1", "leadForm:2"]);
    expect(html).toContain('<footer class="site-footer">');
    expect(html).not.toMatch(/data-island="footer"/);
    expect(html).toMatch(/id="_i2-[^"]*-email"/);
  });
});
