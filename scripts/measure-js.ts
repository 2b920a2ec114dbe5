/**
 * `npm run measure:js`: the JavaScript a first visit downloads. The framework's floor (React DOM
 * and Next's runtime, about 135 KB gzip) is what any page of this stack costs; the budget we hold
 * is on our own code: at most 25 KB gzip per page.
 * Opens the landing page, /en/us/jobs and a job page in Chromium on the production server,
 * records every script response until the network is idle, and prints each script's gzip -9
 * size, grouped into framework (React DOM, Next's runtime) and app code by their contents.
 * Saves the output to reports/first-load-js.txt.
 *
 *   npm run measure:js                                  builds when needed, starts the server
 *   npm run measure:js -- --base-url http://127.0.0.1:3000     measures a running server
 *   npm run measure:js -- --webpack                      measures a `next build --webpack` build
 *                                                        (then run `npm run build` to go back)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { ensureBuild, log, newestJobPath, prepareDatabase, runScript, startProductionServer } from "./bench/production-server.ts";
import { APP_BUDGET_BYTES, loadScripts, ownCodeBytes } from "./support/first-load-js.ts";

const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

async function measure(baseUrl: string, paths: string[], label: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  const lines: string[] = [`First-load JavaScript (${label}), gzip -9 of each script body; budget for our own code ${APP_BUDGET_BYTES / 1024} KB per page`, ""];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { status, scripts } = await loadScripts(page, `${baseUrl}${path}`);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      lines.push(`${path}  (HTTP ${status ?? "?"}, ${scripts.length} scripts)`);
      for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
        lines.push(`  ${kb(script.gzip).padStart(9)} gz  ${kb(script.bytes).padStart(9)} raw  ${script.kind.padEnd(24)} ${script.url}`);
      }
      const app = ownCodeBytes(scripts);
      lines.push(`  total ${kb(total)} gzip (framework ${kb(total - app)}, app ${kb(app)}) — our code ≤ ${APP_BUDGET_BYTES / 1024} KB: ${app <= APP_BUDGET_BYTES ? "PASS" : "FAIL"}`, "");
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return lines.join("\n");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { values } = parseArgs({ options: { "base-url": { type: "string" }, webpack: { type: "boolean", default: false }, build: { type: "boolean", default: false }, port: { type: "string" } } });
  let baseUrl = values["base-url"];
  const stops: (() => Promise<void>)[] = [];
  try {
    if (!baseUrl) {
      const database = await prepareDatabase();
      stops.push(() => database.stop());
      if (values.webpack) {
        log("building with webpack (next build --webpack)");
        if (spawnSync("npx", ["next", "build", "--webpack"], { stdio: "inherit" }).status !== 0) throw new Error("next build --webpack failed");
      } else {
        ensureBuild({ force: values.build });
      }
      const server = await startProductionServer({ databaseUrl: database.url, port: values.port ? Number(values.port) : undefined });
      stops.unshift(() => server.stop());
      baseUrl = server.baseUrl;
    }
    const report = await measure(baseUrl, ["/en/us", "/en/us/jobs", await newestJobPath(baseUrl)], values.webpack ? "webpack build" : "default build (Turbopack)");
    console.log(`\n${report}`);
    mkdirSync("reports", { recursive: true });
    const file = values.webpack ? "reports/first-load-js-webpack.txt" : "reports/first-load-js.txt";
    writeFileSync(file, `${report}\n`);
    console.log(`saved to ${file}`);
  } finally {
    for (const stop of stops) await stop();
  }
}

runScript(main);
