import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { jobPath } from "@/lib/navigation/public-paths";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { demo, logIn, queryDatabase } from "./support/session";

// The main public pages, and every dashboard page of each side as the demo accounts see it,
// against axe-core's WCAG 2.1 A and AA rules: contrast in the light and the dark theme, names of
// controls, structure; and, on a phone, reflow at 320 px. (npm run lighthouse audits the public
// pages too, with throttling.)

const axeSource = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/**
 * stream-chat-react names a room's row with everything in it (name, unread count, "Last message
 * from …", time), which axe's label-in-name rule reads as a mismatch with the row's text.
 */
function isChatSdkRowName(rule: string, target: string[]): boolean {
  return rule === "label-content-name-mismatch" && target.some((selector) => selector.includes("str-chat__channel-list-item"));
}

async function violationsOf(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isChatSdkRowName(violation.id, node.target)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")})`);
}

/**
 * What stays hidden under something fixed over the page (the bottom bar on a phone, a job page's
 * Apply now bar, the candidates' chat overlay): the page's last line once scrolled to the end, and
 * the Apply now button.
 */
function hiddenUnderFixedBars(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    document.documentElement.style.scrollBehavior = "auto";
    window.scrollTo(0, document.documentElement.scrollHeight);
    const isUnderSomethingElse = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !hit || !element.contains(hit);
    };
    const targets: [string, Element | null][] = [
      ["its last line", document.querySelector("footer > :last-child p")],
      ["the Apply now button", document.querySelector("[data-apply-now-bar] a")],
    ];
    return targets.filter(([, element]) => element?.checkVisibility() && isUnderSomethingElse(element)).map(([name]) => name);
  });
}

async function demoIds() {
  const [employerJob] = await queryDatabase<{ job_id: string; candidate_id: string; company_id: string }>(
    `SELECT a.job_id, a.candidate_id, j.company_id FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.created_by_id
     WHERE u.email = $1 AND j.status = 'OPEN' ORDER BY j.title, a.created_at LIMIT 1`,
    [demo.employer],
  );
  const [openJob] = await queryDatabase<{ id: string; title: string }>("SELECT id, title FROM jobs WHERE status = 'OPEN' AND is_public AND banned_at IS NULL ORDER BY title, id LIMIT 1");
  const [candidate] = await queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = $1", [demo.candidate]);
  const [notAppliedJob] = await queryDatabase<{ id: string }>(
    `SELECT id FROM jobs j WHERE status = 'OPEN' AND is_public AND banned_at IS NULL AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $1) ORDER BY title, id LIMIT 1`,
    [candidate!.id],
  );
  return { ...employerJob!, openJobId: openJob!.id, openJobPath: jobPath("us", openJob!), candidateId: candidate!.id, notAppliedJobId: notAppliedJob!.id };
}

type DemoIds = Awaited<ReturnType<typeof demoIds>>;

const pagesOf = {
  visitor: (ids: DemoIds) => ["/us", "/us/jobs", ids.openJobPath, "/us/candidates", "/auth/login", "/auth/signup"],
  employer: (ids: DemoIds) => [
    "/home/employers-candidates-listing",
    "/home/employers-jobs-listing",
    `/home/employers-job-details/${ids.job_id}/applicants-list`,
    `/home/employers-job-details/${ids.job_id}/recommended`,
    `/home/applicant-details/${ids.job_id}/applicant/${ids.candidate_id}`,
    `/home/candidate-details/${ids.candidate_id}`,
    `/home/job-summary/${ids.job_id}`,
    "/home/companies",
    `/home/companies/${ids.company_id}`,
    "/home/job-templates",
    "/employers/post-job",
    "/home/notifications",
    "/home/chat",
    "/home/account-settings",
    "/home/profile",
  ],
  candidate: (ids: DemoIds) => [
    "/home/candidates-jobs-listing",
    `/home/candidates-job-detail/${ids.openJobId}`,
    // With its Apply now bar.
    `/home/candidates-job-detail/${ids.notAppliedJobId}`,
    `/home/candidates-job-company-detail/${ids.company_id}`,
    "/home/candidates-applications",
    `/home/candidate-profile/${ids.candidateId}`,
    "/home/profile",
    "/home/notifications",
    "/home/chat",
  ],
  administrator: () => ["/admin?tab=users", "/admin?tab=jobs", "/admin?tab=reports", "/admin?tab=overview"],
};

for (const [theme, locale] of [
  ["light", "en"],
  ["dark", "es"],
] as const) {
  for (const side of ["visitor", "employer", "candidate", "administrator"] as const) {
    test(`the ${side}'s pages pass WCAG 2.1 A and AA checks in the ${theme} theme (${locale})`, async ({ page, baseURL, isMobile }) => {
      // On a phone, at the narrowest width WCAG's reflow asks for: 320 px, and no sideways scrolling.
      if (isMobile) await page.setViewportSize({ width: 320, height: 640 });
      // The theme as a returning user has it: from the cookie, in the server's first render.
      await page.context().addCookies([{ name: "NEXT_THEME", value: theme, url: baseURL! }]);
      if (side !== "visitor") await logIn(page.request, demo[side]);
      const failures: string[] = [];
      for (const path of pagesOf[side](await demoIds())) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.waitForLoadState("networkidle");
        for (const violation of await violationsOf(page)) failures.push(`${path}: ${violation}`);
        // WCAG 2.4.2: a title that names the page, and the brand once, so tabs can be told apart.
        const title = await page.title();
        if (title.split("Remote Jobs").length !== 2 || title.trim() === "Remote Jobs") failures.push(`${path}: title "${title}"`);
        const mains = await page.getByRole("main").count();
        if (mains !== 1) failures.push(`${path}: ${mains} main landmarks instead of one`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) failures.push(`${path}: scrolls sideways by ${overflow} px`);
        if (side === "candidate" && !path.endsWith("/chat")) await expect(page.getByTestId("chat-overlay"), path).toBeVisible();
        for (const hidden of await hiddenUnderFixedBars(page)) failures.push(`${path}: ${hidden} stays under something fixed over the page`);
        const bottomBar = page.getByRole("navigation", { name: { en, es }[locale].DashboardMenu.bottomBar });
        for (const label of await bottomBar.locator(":is(a, button) > span:last-child").evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent))) {
          failures.push(`${path}: the bottom bar cuts "${label}" short`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

test("the first Tab offers a skip link that takes keyboard users past the navigation to the page's content", async ({ page, isMobile }) => {
  test.skip(isMobile, "a keyboard walk: the same page at any width");
  await logIn(page.request, demo.employer);
  await page.goto("/es/home/employers-jobs-listing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: es.Navbar.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab reaches the page's own first control, not the navbar's.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
});
