import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const spec of process.argv.slice(2)) {
  const [p, tag] = spec.split("@");
  const [w, h] = tag === "mob" ? [375, 800] : [1280, 900];
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + p, { waitUntil: "load", timeout: 90000 });
  const name = p.replace(/[^a-z0-9]+/gi, "_").slice(0, 50);
  await page.screenshot({ path: `/tmp/shots/x${name}_${tag}.png`, fullPage: !!process.env.FULL });
  console.log(tag, p, await page.evaluate(() => document.documentElement.scrollWidth));
  await ctx.close();
}
await browser.close();
