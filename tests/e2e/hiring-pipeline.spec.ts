import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { uniqueEmail } from "./support/employer-jobs";
import { fill, screenshot } from "./support/page-texts";
import { demo, logIn, queryDatabase, signOutOf } from "./support/session";

// Each test posts its own job (a new employer on the Free plan, so surnames are masked) and has
// three candidates it signs up apply to it, so that the four runs (two languages, two widths)
// never read each other's pipeline.

const messages = { en, es } as const;
const password = "pipeline e2e 123";

type Person = { id: string; email: string; firstName: string };

async function postJob(request: APIRequestContext, tag: string): Promise<{ id: string; title: string }> {
  const email = uniqueEmail("pipeline-employer");
  expect((await request.post("/api/users", { data: { email, password, logged_as: "employer", is_employer: true, first_name: "Paula", last_name: "Pipeline" } })).status()).toBe(201);
  await logIn(request, email, password);
  const company = await request.post("/api/companies", { data: { name: `Pipeline Works ${tag}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { data: { _id: string } }).data._id;
  const title = `Support Engineer ${tag}`;
  const job = await request.post("/api/posts?locale=en", {
    data: { company: companyId, job_title: title, description: "<p>Help remote customers with a small, kind team.</p>", job_type: "full_time", status: "open", questions: [] },
  });
  expect(job.status()).toBe(201);
  return { id: ((await job.json()) as { data: { _id: string } }).data._id, title };
}

async function applicant(request: APIRequestContext, firstName: string, jobId: string, locale: string): Promise<Person> {
  const email = uniqueEmail(firstName.toLowerCase());
  expect((await request.post("/api/users", { data: { email, password, logged_as: "candidate", is_employer: false, first_name: firstName, last_name: "Tester", locale } })).status()).toBe(201);
  await logIn(request, email, password);
  const [row] = await queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  const applied = await request.post(`/api/users/${row!.id}/applyTo/${jobId}`, { data: { candidate_id: row!.id, questions: [] } });
  expect(applied.status()).toBe(201);
  return { id: row!.id, email, firstName };
}

const cards = (page: Page) => page.getByTestId("pipeline-applicant");
const cardOf = (page: Page, person: Person) => page.locator(`[data-testid="pipeline-applicant"][data-candidate-id="${person.id}"]`);
const order = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-candidate-id")));
const rankSaved = (page: Page) => page.waitForResponse((response) => response.url().includes("/rank/") && response.request().method() === "PUT" && response.ok());
/**
 * Drags one card onto another. At 375 px a mouse drag scrolls the page between the press and the
 * drop (the cards are taller than the screen's rest), so there the same drag events are sent to
 * the two cards instead.
 */
async function drag(page: Page, source: Locator, target: Locator, isMobile: boolean) {
  if (!isMobile) return source.dragTo(target);
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
  await source.dispatchEvent("dragend", { dataTransfer });
}

const stageSaved = (page: Page) => page.waitForResponse((response) => /\/applicants\/.*stage$/.test(new URL(response.url()).pathname) && response.ok());

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].HiringPipeline;
  const list = messages[locale].CandidateApplications;
  const toast = messages[locale].Toast;

  test(`the employer ranks applicants by drag and by keyboard, shortlists, dismisses and undoes, marks reviewed and hired, and the candidate sees it (${locale})`, async ({ page, playwright, isMobile }, testInfo) => {
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const job = await postJob(page.request, tag);
    const others = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const [ana, bruno, carla] = [await applicant(others, "Ana", job.id, locale), await applicant(others, "Bruno", job.id, locale), await applicant(others, "Carla", job.id, locale)];
    await others.dispose();
    const nameOf = (person: Person) => `${person.firstName} T•••••`;

    await page.goto(`/${locale}/home/employers-job-details/${job.id}/applicants-list`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    // The browser tab names the tab and the job, so that several jobs' pipelines can be told apart.
    await expect(page).toHaveTitle(`${t.tabs.applicants}: ${job.title} — Remote Jobs`);
    await expect(page.getByTestId("count-applicants-list")).toHaveText("3");
    expect(await order(page)).toEqual([ana.id, bruno.id, carla.id]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (locale === "en") await screenshot(page, `pipeline-${isMobile ? "375" : "1280"}`);

    // By drag: Carla to the top.
    await Promise.all([rankSaved(page), drag(page, cardOf(page, carla), cardOf(page, ana), isMobile)]);
    expect(await order(page)).toEqual([carla.id, ana.id, bruno.id]);

    // By keyboard: Carla's handle, one place down; the new place is announced.
    await page.getByRole("button", { name: fill(t.moveHandle, { name: nameOf(carla), position: 1, total: 3 }) }).focus();
    await Promise.all([rankSaved(page), page.keyboard.press("ArrowDown")]);
    expect(await order(page)).toEqual([ana.id, carla.id, bruno.id]);
    await expect(page.getByTestId("pipeline-announcement")).toHaveText(fill(t.moved, { name: nameOf(carla), position: 2, total: 3 }));
    await page.reload();
    // Read once the streamed page has settled: mid-stream, React's hidden copy of a boundary counts too.
    await expect.poll(() => order(page)).toEqual([ana.id, carla.id, bruno.id]);

    const menuOf = async (person: Person) => {
      await cardOf(page, person).getByRole("button", { name: fill(t.menu.label, { name: nameOf(person) }) }).click();
      return page.getByRole("menu");
    };
    const notices = page.getByRole("region", { name: toast.region });

    // Shortlist Bruno.
    await Promise.all([stageSaved(page), (await menuOf(bruno)).getByRole("menuitem", { name: t.menu.shortlist }).click()]);
    await expect(page.getByTestId("count-hiring-process")).toHaveText("1");
    await expect(cardOf(page, bruno)).toHaveCount(0);

    // Dismiss Ana, then take it back with the toast's Undo: she returns at the end.
    await Promise.all([stageSaved(page), (await menuOf(ana)).getByRole("menuitem", { name: t.menu.dismiss }).click()]);
    await expect(cardOf(page, ana)).toHaveCount(0);
    await expect(page.getByTestId("count-dismissed-applicants")).toHaveText("1");
    // The Undo of the dismissal's own toast, which shows once the change is saved (Bruno's may still be there).
    const oneDismissed = /one \{([^}]*)\}/.exec(t.toast.dismissed)![1]!.replace("#", "1");
    const dismissal = notices.getByRole("status").filter({ hasText: oneDismissed });
    await Promise.all([stageSaved(page), dismissal.getByRole("button", { name: t.undo }).click()]);
    await expect(notices.getByText(t.toast.undone)).toBeVisible();
    await expect(page.getByTestId("count-dismissed-applicants")).toHaveText("0");
    await expect.poll(() => order(page)).toEqual([carla.id, ana.id]);

    // Mark Carla reviewed: 'Already reviewed' in green, and the menu leads to the hiring process.
    await (await menuOf(carla)).getByRole("menuitem", { name: t.menu.markReviewed }).click();
    await expect(cardOf(page, carla).getByTestId("already-reviewed")).toHaveText(t.reviewed);
    await expect((await menuOf(carla)).getByRole("menuitem", { name: t.menu.alreadyReviewed })).toHaveAttribute("href", `/${locale}/home/employers-job-details/${job.id}/hiring-process`);
    await page.keyboard.press("Escape");

    // Hire Bruno from the Shortlist, and close the job when asked.
    await page.getByRole("link", { name: new RegExp(`^${t.tabs.shortlist}`) }).click();
    await expect(cardOf(page, bruno)).toBeVisible();
    await (await menuOf(bruno)).getByRole("menuitem", { name: t.menu.markHired }).click();
    const dialog = page.getByRole("dialog", { name: t.hireDialog.title });
    await expect(dialog).toBeVisible();
    if (locale === "en") await screenshot(page, `pipeline-hired-${isMobile ? "375" : "1280"}`);
    await dialog.getByRole("button", { name: t.hireDialog.close }).click();
    await expect(notices.getByText(t.hireDialog.closed)).toBeVisible();
    await expect(page.getByTestId("job-status")).toHaveText(t.status.closed);

    // The candidates see it on their timelines: Bruno hired; Ana's undone dismissal never happened.
    await signOutOf(page);
    await logIn(page.request, bruno.email, password);
    await page.goto(`/${locale}/home/candidates-applications`);
    const brunos = page.getByRole("article", { name: job.title });
    await expect(brunos.getByText(list.stages.hired, { exact: true })).toBeVisible();
    await brunos.locator("summary").click();
    await expect(brunos.getByRole("listitem").filter({ hasText: list.steps.in_process })).toBeVisible();
    await expect(brunos.getByRole("listitem").filter({ hasText: list.steps.hired })).toBeVisible();
    if (locale === "en") await screenshot(page, `pipeline-candidate-${isMobile ? "375" : "1280"}`);

    await signOutOf(page);
    await logIn(page.request, ana.email, password);
    await page.goto(`/${locale}/home/candidates-applications`);
    const anas = page.getByRole("article", { name: job.title });
    await anas.locator("summary").click();
    await expect(anas.getByRole("listitem").filter({ hasText: list.steps.not_selected })).toHaveCount(0);
  });

  test(`the demo employer reads who fits a job among those who have not applied, and why (${locale})`, async ({ page, isMobile }) => {
    await logIn(page.request, demo.employer);
    // The demo employer's first open job (by title) with anyone to recommend: the page and the API read the same module.
    const jobs = await queryDatabase<{ id: string }>(
      "SELECT j.id FROM jobs j JOIN users u ON u.id = j.created_by_id WHERE u.email = $1 AND j.status = 'OPEN' ORDER BY j.title, j.id",
      [demo.employer],
    );
    let picked: { jobId: string; count: number } | undefined;
    for (const { id } of jobs) {
      const response = await page.request.get(`/api/posts/${id}/recommendedCandidates?locale=${locale}`);
      expect(response.status()).toBe(200);
      const count = ((await response.json()) as { data: unknown[] }).data.length;
      if (count > 0) {
        picked = { jobId: id, count };
        break;
      }
    }
    expect(picked, "a demo job with candidates to recommend").toBeDefined();

    await page.goto(`/${locale}/home/employers-job-details/${picked!.jobId}/recommended`);
    // The last tab starts off-screen at 375 px: the page brings the one it is into view.
    await expect(page.getByRole("navigation", { name: t.tabsLabel }).getByRole("link", { name: t.tabs.recommended })).toBeInViewport({ ratio: 1 });
    const recommended = page.getByRole("region", { name: t.tabs.recommended });
    await expect(recommended.getByText(t.recommendedLead)).toBeVisible();
    await expect(recommended.getByTestId("candidate-name")).toHaveCount(picked!.count);
    await recommended.getByText(t.breakdown).first().click();
    const criteria = recommended.locator("details[open] [data-criterion]");
    await expect(criteria.filter({ hasText: t.criteria.skills })).toBeVisible();
    await expect(criteria).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (locale === "es") await screenshot(page, `pipeline-recommended-${isMobile ? "375" : "1280"}`);
  });
}
