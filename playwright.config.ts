import { defineConfig } from "@playwright/test";

// scripts/test.ts builds the app, starts it against a seeded database, finds (or installs)
// Chromium and passes both in through the environment. Playwright's own browser download is
// never used: these machines cannot reach it.
// scripts/test.ts: TEST_OUTPUT_DIR keeps two runs on one checkout apart.
const outputDir = process.env.TEST_OUTPUT_DIR ?? "test-results";
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const launchOptions = {
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A flow may hash a password three or four times (sign-up, log-in, change): on a busy 2-core
  // machine that alone can take seconds. Waits inside a test follow the work (the response, the
  // navigation); this bounds the whole test.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: `${outputDir}/e2e-results.json` }]],
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: "mobile", use: { browserName: "chromium", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions } },
  ],
});
