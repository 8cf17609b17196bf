import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true right after. Blocks draw
 * their no-JavaScript markup first (so hydration matches) and their interactive markup after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
