import { afterEach } from "vitest";

/**
 * Every test file of vitest: what a component test rendered is unmounted and removed after each test, whether or not
 * the file says so. The files of a worker share one document (vite.config.ts: `isolate: false`), and Testing
 * Library's own cleanup registers itself only where vitest's globals are on (they are not here): a page that
 * renderPage.test.tsx left behind gave useDialog.test.tsx two dialogs when a worker ran the two in that order.
 */
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
