import { gzipSync } from "node:zlib";

import { expect, test, type Response } from "@playwright/test";

import { jobPath } from "@/lib/navigation/public-paths";
import { APP_BUDGET_BYTES, classifyScript, isFrameworkScript } from "@/scripts/support/first-load-js";

// The first-load budget we decided: our own code at most 25 KB gzip on a public page, beside the
// framework's floor (npm run measure:js prints the whole picture). A shared client module that
// pulls a library into the shell (as zod once did, from the toast provider) fails here.

test.skip(({ isMobile }) => isMobile, "the same scripts at every size");

test("the public pages' own first-load JavaScript stays within its budget", async ({ page, request }) => {
  const newest = ((await (await request.get("/api/posts?take=1")).json()) as { data: { items: { _id: string; job_title: string }[] } }).data.items[0]!;
  for (const path of ["/en/us", "/en/us/jobs", `/en${jobPath("us", { id: newest._id, title: newest.job_title })}`]) {
    const scripts: Promise<{ url: string; gzip: number; kind: string }>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, kind: classifyScript(body.toString("utf8")) })));
    };
    page.on("response", collect);
    expect((await page.goto(path))?.status(), path).toBe(200);
    // Scripts a page fetches after load (lazy chunks) count too: wait for the network to settle.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    page.off("response", collect);
    const own = (await Promise.all(scripts)).filter((script) => !isFrameworkScript(script.kind));
    const ownBytes = own.reduce((sum, script) => sum + script.gzip, 0);
    expect(ownBytes, `${path}: ${own.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} KB`).join(", ")}`).toBeLessThanOrEqual(APP_BUDGET_BYTES);
  }
});
