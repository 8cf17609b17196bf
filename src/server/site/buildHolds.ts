import type { BuiltSite, HeldBuild, ServedSite } from "./liveSite.js";

/**
 * The build being served and the answers holding it. A swap of build folders waits until no answer holds a build
 * (each holds it only until its file is open: siteAnswers.ts), and answers that arrive meanwhile wait for the swap,
 * so that no answer ever looks for a file in a folder being renamed.
 */
export function buildHolds(first: BuiltSite): ServedSite & { swap(next: () => BuiltSite): Promise<void> } {
  let site = first;
  let holding = 0;
  let swapping: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  const hold = async (): Promise<HeldBuild> => {
    while (swapping) await swapping;
    holding++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      holding--;
      if (holding === 0) drained?.();
    };
    return { site, release };
  };
  const swap = async (next: () => BuiltSite) => {
    while (swapping) await swapping;
    let done!: () => void;
    swapping = new Promise((resolve) => (done = resolve));
    try {
      if (holding > 0) await new Promise<void>((resolve) => (drained = resolve));
      site = next();
    } finally {
      drained = undefined;
      swapping = undefined;
      done();
    }
  };
  return { current: () => site, hold, swap };
}
