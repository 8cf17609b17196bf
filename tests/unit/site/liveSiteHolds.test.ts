import { describe, expect, it } from "vitest";
import { buildHolds } from "../../../src/server/site/buildHolds.js";
import type { BuiltSite } from "../../../src/server/site/liveSite.js";

const build = (builtAt: string): BuiltSite => ({ dir: `/builds/${builtAt}`, manifest: { builtAt, pages: [] } });
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe("the holds on the build being served", () => {
  it("swaps only when no answer holds the build, and answers that arrive meanwhile get the new one", async () => {
    const holds = buildHolds(build("a"));
    const first = await holds.hold();
    expect(first.site.manifest.builtAt).toBe("a");
    let swappedWhileHeld = false;
    const swap = holds.swap(() => {
      swappedWhileHeld = !released;
      return build("b");
    });
    let released = false;
    const waiting = holds.hold();
    expect(await settled(swap)).toBe(false);
    expect(await settled(waiting)).toBe(false);
    expect(holds.current().manifest.builtAt).toBe("a");
    released = true;
    first.release();
    await swap;
    expect(swappedWhileHeld).toBe(false);
    expect((await waiting).site.manifest.builtAt).toBe("b");
    expect(holds.current().manifest.builtAt).toBe("b");
  });

  it("counts a release once, and a swap with nothing held happens at once", async () => {
    const holds = buildHolds(build("a"));
    const [one, two] = [await holds.hold(), await holds.hold()];
    one.release();
    one.release();
    const swap = holds.swap(() => build("b"));
    expect(await settled(swap)).toBe(false);
    two.release();
    await swap;
    await holds.swap(() => build("c"));
    expect(holds.current().manifest.builtAt).toBe("c");
  });

  it("keeps the build when the swap fails, and serves again", async () => {
    const holds = buildHolds(build("a"));
    await expect(
      holds.swap(() => {
        throw new Error("rename failed");
      }),
    ).rejects.toThrow("rename failed");
    expect((await holds.hold()).site.manifest.builtAt).toBe("a");
  });
});
