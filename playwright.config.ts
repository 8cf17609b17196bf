import { defineConfig } from "@playwright/test";
import { e2eDataDir } from "./tests/e2e/fixtureSession.js";

// End-to-end tests drive Debian's Chromium against the built site served by the real server
// (tests/e2e/serve.ts: it first puts a signed-in fixture user in the server's store, then starts it as npm start does).
const port = Number(process.env.E2E_PORT ?? 4319);
export default defineConfig({
  testDir: "tests/e2e",
  // A test waits for states, never for times; these only bound a test that truly hangs. On a busy machine (two cores
  // and other work) a journey with axe and screenshots took over a minute, and a state over five seconds to come.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  reporter: process.env.CI ? "list" : "line",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: "127.0.0.1", VIDHI_DATA_DIR: e2eDataDir, LOG_LEVEL: "warn", VIDHI_MAIN_SITE: `http://127.0.0.1:${port}`, VIDHI_DEV_CLOCK: "1", VIDHI_CAPTCHA_TEST: "1" },
  },
});
