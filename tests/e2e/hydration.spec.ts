import { expect, test, type Page } from "@playwright/test";

import { demo, logIn, queryDatabase } from "./support/session";

// People use the product from every time zone, and the server renders in its own. A page whose
// client components write a date or a time in the browser's zone instead hydrates with other text
// than the server sent: React throws the page's HTML away (error #418) and renders it again. This
// walks each side's dashboard from a browser whose calendar day is not the server's at this hour,
// following the links it finds (one page per kind of address), and fails on any such error.

/** A zone 14 hours ahead of UTC or 12 behind, whichever is on another day than this machine (and the server beside it) now. */
const otherDayZone = ["Pacific/Kiritimati", "Etc/GMT+12"].find((zone) => new Date().toLocaleDateString("en-GB", { timeZone: zone }) !== new Date().toLocaleDateString("en-GB"))!;
test.use({ timezoneId: otherDayZone });

const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const shapeOf = (path: string) => path.split(/[?#]/)[0]!.replace(idPattern, ":id");

/** Visits the dashboard's pages reachable from its home (one per address shape) and then `alsoVisit`, and returns what went wrong. */
async function walkDashboard(page: Page, locale: string, alsoVisit: string[] = []): Promise<string[]> {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message.slice(0, 200)}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error/i.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "document" && response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
  });
  const shapes = new Set<string>();
  const queue = [`/${locale}/home`];
  while (queue.length > 0 && shapes.size < 40) {
    const path = queue.shift()!;
    if (shapes.has(shapeOf(path))) continue;
    shapes.add(shapeOf(path));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const links = await page.locator(`a[href^="/${locale}/home"]`).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    for (const href of links) if (!shapes.has(shapeOf(href)) && !href.includes("#")) queue.push(href);
  }
  expect(shapes.size).toBeGreaterThan(8);
  for (const path of alsoVisit) {
    await page.goto(`/${locale}${path}`);
    await page.waitForLoadState("networkidle");
  }
  return problems;
}

for (const [side, locale] of [
  ["employer", "es"],
  ["candidate", "en"],
  ["administrator", "es"],
] as const) {
  test(`the ${side}'s dashboard (${locale}) hydrates without errors in a browser on another day than the server`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the time zone is under test, not the layout: one viewport is enough");
    test.setTimeout(240_000);
    await logIn(page.request, demo[side]);
    const alsoVisit: string[] = [];
    if (side === "employer") {
      // A note written now: its date is today on the server and another day in this browser.
      const [application] = await queryDatabase<{ job_id: string; candidate_id: string }>(
        `SELECT a.job_id, a.candidate_id FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.created_by_id
         WHERE u.email = $1 AND a.withdrawn_at IS NULL AND j.title <> $2 ORDER BY a.created_at LIMIT 1`,
        // applicant-details.spec.ts checks that its own note is the newest on the Full-Stack job's applicant.
        [demo.employer, "Senior Full-Stack Engineer (React + Node.js)"],
      );
      const note = await page.request.post(`/api/posts/${application!.job_id}/applicants/${application!.candidate_id}/notes`, { data: { body: "Strong portfolio; ask about time zones." } });
      expect(note.status()).toBe(201);
      alsoVisit.push(`/home/applicant-details/${application!.job_id}/applicant/${application!.candidate_id}`);
    }
    expect(await walkDashboard(page, locale, alsoVisit)).toEqual([]);
  });
}
