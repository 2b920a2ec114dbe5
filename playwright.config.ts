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

const desktop = { browserName: "chromium" as const, viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = { browserName: "chromium" as const, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions };
const publicReaders = /\/(landing-and-company|public-jobs|public-candidates|public-cache|crawler|first-visit|first-load-js|country-and-legal)\.spec\.ts$/;
/**
 * Tests that change a server every test shares run alone, after all the others: @chat-server-restart
 * stops the chat server (tests/e2e/chat-live.spec.ts), @stripe-clock moves the payments emulator's
 * one clock a month on, which would renew or end the subscriptions other tests are making. The usual
 * projects leave them out, and scripts/test.ts runs them in a second Playwright run of their own
 * with E2E_RUN_ALONE=1 (which is what defines their project; its reports go to a folder of their
 * own, kept apart from the first run's).
 */
const runsAlone = /@chat-server-restart|@stripe-clock/;
const isAloneRun = process.env.E2E_RUN_ALONE === "1";
const aloneOutputDir = `${outputDir}/alone`;

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
  reporter: [["list"], ["json", { outputFile: `${isAloneRun ? aloneOutputDir : outputDir}/e2e-results.json` }]],
  // extraHTTPHeaders: the site's Origin on every request, as a browser sends it with each change a
  // page makes; Playwright's API requests (the request fixture, page.request) send none, and the
  // API refuses cookie-authenticated changes without it (lib/security/same-origin.ts).
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure", extraHTTPHeaders: { origin: new URL(baseURL).origin } },
  // Specs that read the public lists as the demo data made them (latest jobs, pages of results,
  // complete candidate profiles) run first; the specs that post jobs and complete profiles run
  // after them, so that a job posted mid-test cannot shift a page another test is walking.
  projects: [
    { name: "desktop-public", testMatch: publicReaders, use: desktop },
    { name: "mobile-public", testMatch: publicReaders, use: mobile },
    { name: "desktop", testIgnore: publicReaders, grepInvert: runsAlone, dependencies: ["desktop-public", "mobile-public"], use: desktop },
    { name: "mobile", testIgnore: publicReaders, grepInvert: runsAlone, dependencies: ["desktop-public", "mobile-public"], use: mobile },
    // One viewport: the chat restart sizes its two browsers itself (a desktop and a 375 px phone).
    ...(isAloneRun ? [{ name: "alone", grep: runsAlone, outputDir: aloneOutputDir, use: desktop }] : []),
  ],
});
