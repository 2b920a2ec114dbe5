import { expect, test, type Locator, type Page } from "@playwright/test";

import { demo, logIn, queryDatabase } from "./support/session";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Nothing of it cut off at the right edge (a page may clip what is wider than the screen). */
async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function privateJobId(): Promise<string> {
  const [job] = await queryDatabase<{ id: string }>("SELECT id FROM jobs WHERE title = 'Staff Backend Engineer' AND NOT is_public");
  return job!.id;
}

test("the demo candidate finds a recommended job and reads the match breakdown, in English", async ({ page }) => {
  await logIn(page.request, demo.candidate);
  const response = await page.goto("/en/home/candidates-jobs-listing");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next remote job");
  await expect(page.getByRole("navigation", { name: "Sort" }).getByRole("link", { name: "Best match" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(/\d+ jobs? recommended for you/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInsideViewport(page, page.getByRole("navigation", { name: "Sort" }));

  // The best match comes first, with its percent for screen readers too.
  const first = page.locator("ol > li article").first();
  await expect(first.getByText(/You match \d+% of this job/)).toBeAttached();
  // The private job the candidate was invited to (and has not applied to) is among the recommendations, marked as such.
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("qa automation");
  await page.getByRole("search").getByRole("button", { name: "Search" }).first().click();
  await expect(page).toHaveURL(/search=qa/);
  const invited = page.locator("article", { hasText: "QA Automation Engineer" });
  // Listed once: waiting for it also lets the search's page replace the one it came from.
  await expect(invited).toHaveCount(1);
  // Counting the visible badge: during the search's transition the page it replaces can still hold a hidden copy.
  await expect(invited.getByText("Private · You were invited").filter({ visible: true })).toHaveCount(1);

  await invited.getByRole("link", { name: "QA Automation Engineer" }).click();
  await expect(page).toHaveURL(/\/en\/home\/candidates-job-detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("QA Automation Engineer");
  const breakdown = page.locator("section", { has: page.getByRole("heading", { name: "Your match" }) });
  await expect(breakdown.getByText(/^You match \d+%: \d+ of \d+ skills/)).toBeVisible();
  for (const criterion of ["Skills", "Languages", "Location and time zone", "Salary", "Job type"]) await expect(breakdown.getByText(criterion, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Apply for this job" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The company card leads to the dashboard's company page, with its two tabs.
  await page.getByRole("link", { name: "See the company and its jobs" }).click();
  await expect(page).toHaveURL(/\/en\/home\/candidates-job-company-detail\/[0-9a-f-]{36}$/);
  const tabs = page.getByRole("navigation", { name: "Company sections" });
  await expect(tabs.getByRole("link", { name: "About us" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: /Available jobs/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?tab=jobs$/);
  await expect(page.getByRole("heading", { level: 2, name: "Available jobs" })).toBeVisible();
  const companyJob = page.locator("article").first().getByRole("link").first();
  await expect(companyJob).toHaveAttribute("href", /\/en\/home\/candidates-job-detail\//);
  await expectNoSidewaysScroll(page);
});

test("a private job opens only for the candidates invited to it, and stays off the public pages, in Spanish", async ({ page, browser, baseURL }) => {
  const jobId = await privateJobId();
  await logIn(page.request, demo.candidate);
  const response = await page.goto(`/es/home/candidates-job-detail/${jobId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Privado · Te invitaron").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tu afinidad" })).toBeVisible();
  await expect(page.getByText(/^Encajas un \d+ %: /)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Another candidate, not invited: the job does not exist for them, in the dashboard or in public.
  const [outsider] = await queryDatabase<{ email: string }>(
    // A seeded candidate with the demo password.
    `SELECT u.email FROM users u WHERE u.password_hash = (SELECT password_hash FROM users WHERE email = $2) AND u.logged_as = 'CANDIDATE' AND u.role = 'USER'
       AND u.banned_at IS NULL AND u.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM invitations i WHERE i.candidate_id = u.id AND i.job_id = $1)
     ORDER BY u.email LIMIT 1`,
    [jobId, demo.candidate],
  );
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await logIn(other.request, outsider!.email);
  expect((await other.goto(`/es/home/candidates-job-detail/${jobId}`))?.status()).toBe(404);
  // The missing page keeps them in the dashboard, with the way back to it.
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(other.getByRole("link", { name: "Ir a tu panel" })).toHaveAttribute("href", "/es/home");
  await other.goto("/es/home/candidates-jobs-listing?search=staff%20backend");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Encuentra tu próximo empleo remoto");
  await expectInsideViewport(other, other.getByRole("navigation", { name: "Orden" }));
  await expect(other.getByText("Staff Backend Engineer")).toHaveCount(0);
  expect((await other.request.get(`/api/posts/${jobId}/public`)).status()).toBe(404);
  await context.close();
});
