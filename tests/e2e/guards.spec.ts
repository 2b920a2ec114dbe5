import { expect, test, type Page } from "@playwright/test";

import { demo, logIn, queryDatabase } from "./support/session";

async function pathAfterVisiting(page: Page, path: string) {
  await page.goto(path);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

async function jobOf(email: string, isOwner: boolean) {
  const [job] = await queryDatabase<{ id: string }>(
    `SELECT j.id FROM jobs j JOIN users u ON u.id = j.created_by_id WHERE (u.email = $1) = $2 ORDER BY j.created_at LIMIT 1`,
    [email, isOwner],
  );
  return job!.id;
}

test("visitors are sent to log in, and back afterwards", async ({ page }) => {
  expect(await pathAfterVisiting(page, "/en/home/job-templates")).toBe("/en/auth/login?callbackUrl=%2Fhome%2Fjob-templates");
  expect(await pathAfterVisiting(page, "/es/home")).toBe("/es/auth/login?callbackUrl=%2Fhome");
});

test("a candidate is kept out of employer pages and sent to the jobs listing", async ({ page }) => {
  await logIn(page.request, demo.candidate);
  expect(await pathAfterVisiting(page, "/en/home")).toBe("/en/home/candidates-jobs-listing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next remote job");
  for (const path of ["/home/employers-jobs-listing", "/home/job-templates", "/home/employers-candidates-listing", `/home/employers-job-details/${await jobOf(demo.employer, true)}`, "/employers/post-job", "/admin"]) {
    expect(await pathAfterVisiting(page, `/en${path}`)).toBe("/en/home/candidates-jobs-listing");
  }
});

test("an employer is kept out of candidate pages and other employers' jobs", async ({ page }) => {
  await logIn(page.request, demo.employer);
  expect(await pathAfterVisiting(page, "/es/home")).toBe("/es/home/employers-candidates-listing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar candidatos");
  const othersJob = await jobOf(demo.employer, false);
  for (const path of ["/home/candidates-jobs-listing", "/home/candidates-applications", `/home/job-summary/${othersJob}`, `/home/employers-job-details/${othersJob}/applicants-list`, "/home/job-summary/not-a-job-id", "/home/no-such-page"]) {
    expect(await pathAfterVisiting(page, `/en${path}`)).toBe("/en/home/employers-candidates-listing");
  }
});

test("an employer opens their own job, which starts on its applicants", async ({ page }) => {
  await logIn(page.request, demo.employer);
  const ownJob = await jobOf(demo.employer, true);
  expect(await pathAfterVisiting(page, `/en/home/employers-job-details/${ownJob}`)).toBe(`/en/home/employers-job-details/${ownJob}/applicants-list`);
  await expect(page.locator('a[aria-current="page"]', { hasText: "Applicants" })).toBeVisible();
  expect(await pathAfterVisiting(page, `/en/home/job-summary/${ownJob}`)).toBe(`/en/home/job-summary/${ownJob}`);
});

test("only administrators open the admin area", async ({ page }) => {
  await logIn(page.request, demo.administrator);
  expect(await pathAfterVisiting(page, "/en/admin")).toBe("/en/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
});
