import { expect, test } from "@playwright/test";

import { jobPath } from "@/lib/navigation/public-paths";
import { APP_BUDGET_BYTES, isFrameworkScript, loadScripts, ownCodeBytes } from "@/scripts/support/first-load-js";

// The first-load budget we decided: our own code at most 25 KB gzip on a public page, beside the
// framework's floor (npm run measure:js prints the whole picture). A shared client module that
// pulls a library into the shell (as zod once did, from the toast provider) fails here.

test.skip(({ isMobile }) => isMobile, "the same scripts at every size");

test("the public pages' own first-load JavaScript stays within its budget", async ({ page, request }) => {
  const newest = ((await (await request.get("/api/posts?take=1")).json()) as { data: { items: { _id: string; job_title: string }[] } }).data.items[0]!;
  for (const path of ["/en/us", "/en/us/jobs", `/en${jobPath("us", { id: newest._id, title: newest.job_title })}`]) {
    const { status, scripts } = await loadScripts(page, path);
    expect(status, path).toBe(200);
    const own = scripts.filter((script) => !isFrameworkScript(script.kind));
    expect(ownCodeBytes(scripts), `${path}: ${own.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} KB`).join(", ")}`).toBeLessThanOrEqual(APP_BUDGET_BYTES);
  }
});
