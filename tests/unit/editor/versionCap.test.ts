import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordVersion, versionsOf } from "../../../src/server/editor/versionStore.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { serverDocuments } from "../testApp.js";
import { openTestStore } from "../testStore.js";

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
}, 60_000);
afterAll(() => store.close());

const at = new Date("2026-05-01T10:00:00Z");
const publishText = (file: string, before: string | undefined, text: string, keep: number) => recordVersion(store, { file, before, text, by: "meera", at, changes: [], commit: null }, keep);

describe("the published versions kept per document", () => {
  it("are the newest `keep` of each file: a publish removes the older ones of its file only", async () => {
    const file = "config/menu-cap.json";
    const other = "config/footer-cap.json";
    await publishText(other, undefined, "footer 1", 3);
    let before: string | undefined;
    for (let n = 1; n <= 5; n++) {
      await publishText(file, before, `menu ${n}`, 3);
      before = `menu ${n}`;
    }
    const kept = await versionsOf(store.query, file);
    expect(kept).toHaveLength(3);
    const texts = await store.query<{ text: string }>("select text from document_versions where file = $1 order by id desc", [file]);
    expect(texts.map((r) => r.text)).toEqual(["menu 5", "menu 4", "menu 3"]);
    expect(await versionsOf(store.query, other)).toHaveLength(1);
  });

  it("are 200 by the site's constants, which a publish passes on", () => {
    expect(serverDocuments.constants.editor.keepVersions).toBe(200);
  });
});
