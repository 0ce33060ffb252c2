import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Each test runs at one width unless its rule is about both (README "Testing"): untagged tests run in the phone
 * project, `@desktop` ones in the desktop project, `@both` ones in each.
 */
const DESKTOP_ONLY = /@desktop\b/;
const EITHER_WIDTH = /@desktop\b|@both\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Every core, here as in CI: the browsers keep them busy (Playwright's default takes half).
  workers: availableParallelism(),
  // A flaky test is a failing test: it is fixed, not retried.
  retries: 0,
  reporter: process.env.CI ? "dot" : "list",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Locally a failing test keeps its trace, without screenshots (taking them costs every test time). CI keeps
    // only what it prints, so it records none.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      // Debian's Chromium; a downloaded browser build is never used.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // A new page starts on about:blank and moves to the site in a second renderer process, while the browser
        // readies a third for the next navigation. Held to one process where it can, a page load in a fresh
        // context costs about a fifth less CPU and a run of the suite about 7 % (each measured alternating).
        // Processes are never shared between contexts.
        "--renderer-process-limit=1",
        // Each new page opens a browser window whose address bar preloads its suggestion pop-up, a page of the
        // browser's own (WebUI) in a renderer of its own: about 2 s of CPU per test, nearly half of what one
        // test's page load costs. No test uses the address bar. Chromium keeps only the last --disable-features,
        // so this list replaces Playwright's own: it also keeps off what Playwright turns off for the tests' sake,
        // the browser's calls to Google's services (none reachable here) and paint holding between pages.
        `--disable-features=${[
          "WebUIOmniboxPopup",
          "WebUIOmniboxFullPopup",
          "WebUIOmniboxAimPopup",
          "OptimizationHints",
          "NetworkTimeServiceQuerying",
          "PreconnectToSearch",
          "AimEnabled",
          "MediaRouter",
          "HttpsUpgrades",
          "PaintHolding",
        ].join(",")}`,
      ],
    },
  },
  projects: [
    {
      name: "phone",
      grepInvert: DESKTOP_ONLY,
      // The screen too: the browser reads a preload's media query against it before the page has laid out.
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: "desktop",
      grep: EITHER_WIDTH,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    // The production server on the production build (npm test builds first).
    command: `node --import tsx server/index.ts`,
    env: {
      PORT: String(PORT),
      HOST: "localhost",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      INBOX_DIR: `${process.env.E2E_OUTPUT ?? "test-results"}/inbox`,
      INBOX_RATE_LIMIT: "1000",
    },
    url: BASE_URL,
    // A server already on the port may serve an older build: the run stops instead of testing it. E2E_REUSE=1
    // lets a developer keep one running between runs on purpose.
    reuseExistingServer: process.env.E2E_REUSE === "1",
    timeout: 60_000,
  },
});
