/**
 * `npm run lighthouse`: Lighthouse (mobile form factor, its default emulation and throttling) on
 * the landing page, the jobs list and a job page, served by the production server. Uses the
 * installed Chromium; nothing is downloaded. Saves HTML and JSON reports under reports/lighthouse/
 * and prints the scores against the budgets (performance >= 90, accessibility >= 95, SEO 100).
 *
 *   npm run lighthouse                                    builds when needed, starts the server
 *   npm run lighthouse -- --base-url http://127.0.0.1:3000    audits a running server
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";


import { ensureBuild, log, newestJobPath, prepareDatabase, runScript, startProductionServer } from "./bench/production-server.ts";

const categories = ["performance", "accessibility", "seo", "best-practices"] as const;
const budgets: Partial<Record<(typeof categories)[number], number>> = { performance: 90, accessibility: 95, seo: 100 };
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

async function main() {
  const { values } = parseArgs({ options: { "base-url": { type: "string" }, build: { type: "boolean", default: false }, port: { type: "string" } } });
  let baseUrl = values["base-url"];
  const stops: (() => Promise<void>)[] = [];
  try {
    if (!baseUrl) {
      const database = await prepareDatabase();
      stops.push(() => database.stop());
      ensureBuild({ force: values.build });
      const server = await startProductionServer({ databaseUrl: database.url, port: values.port ? Number(values.port) : undefined });
      stops.unshift(() => server.stop());
      baseUrl = server.baseUrl;
    }
    const pages = [
      { name: "landing", path: "/en/us" },
      { name: "jobs", path: "/en/us/jobs" },
      { name: "job", path: await newestJobPath(baseUrl) },
    ];
    mkdirSync("reports/lighthouse", { recursive: true });
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags });
    const rows: string[][] = [];
    try {
      for (const page of pages) {
        log(`lighthouse ${page.path}`);
        const result = await lighthouse(`${baseUrl}${page.path}`, { port: chrome.port, output: ["html", "json"], onlyCategories: [...categories], logLevel: "error" });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const [html, json] = result.report as string[];
        writeFileSync(`reports/lighthouse/${page.name}.html`, html!);
        writeFileSync(`reports/lighthouse/${page.name}.json`, json!);
        rows.push([
          page.path,
          ...categories.map((category) => {
            const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
            const budget = budgets[category];
            return budget === undefined ? String(score) : `${score} ${score >= budget ? "PASS" : "FAIL"}`;
          }),
        ]);
      }
    } finally {
      await chrome.kill();
    }
    const header = ["page", ...categories.map((category) => (budgets[category] ? `${category} (>=${budgets[category]})` : category))];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const table = [header, widths.map((width) => "-".repeat(width)), ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd()).join("\n");
    const report = `Lighthouse (mobile, default throttling) — ${new Date().toISOString()}\n\n${table}\n`;
    console.log(`\n${report}`);
    writeFileSync("reports/lighthouse/scores.txt", report);
    console.log("reports saved under reports/lighthouse/");
  } finally {
    for (const stop of stops) await stop();
  }
}

runScript(main);
