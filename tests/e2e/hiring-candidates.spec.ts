import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { clickUntilShown } from "./support/click-actions";
import { employerWithJobs, uniqueEmail } from "./support/employer-jobs";
import { fill, screenshot } from "./support/page-texts";
import { demo, logIn, queryDatabase } from "./support/session";

// The demo employer (Northwind Labs, Premium, no invitation limit) searches, opens and invites
// candidates. Sofía applied to the full-stack job and was invited to Data Analyst by the demo data;
// the candidates that must be new to every job are signed up by each test.

const messages = { en, es } as const;
const bulkInvited = { en: "3 invited", es: "3 invitados" } as const;
const inviteThreeSelected = { en: "Invite 3 selected", es: "Invitar a 3 seleccionados" } as const;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function idOf(sql: string, params: unknown[] = []): Promise<string> {
  const [row] = await queryDatabase<{ id: string }>(sql, params);
  expect(row, sql).toBeDefined();
  return row!.id;
}

/** A word of letters only (names allow nothing else), different on every call. */
function uniqueWord(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = "";
  while (n > 0) {
    word += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return `Zq${word}`;
}

async function signUpCandidate(request: APIRequestContext, lastName: string): Promise<string> {
  const email = uniqueEmail("hiring-candidate");
  const answer = await request.post("/api/users", { data: { email, password: "candidate e2e 123", logged_as: "candidate", is_employer: false, first_name: "Nora", last_name: lastName } });
  expect(answer.status()).toBe(201);
  return idOf("SELECT id FROM users WHERE email = $1", [email]);
}

/** The filters sit in a sheet on phones. */
async function openFilters(page: Page, isMobile: boolean, locale: "en" | "es") {
  if (isMobile) await page.locator("label[for='candidate-filters-toggle']").first().click();
  return page.getByRole("search", { name: messages[locale].HiringCandidates.filters.label });
}

async function chooseJob(page: Page, label: string, title: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: new RegExp(`^${title.replace(/[()+]/g, "\\$&")}`) }).click();
}

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].HiringCandidates;

  test(`an employer searches candidates with filters, switches to the grid and opens a candidate (${locale})`, async ({ page, isMobile }) => {
    await logIn(page.request, demo.employer);
    await page.goto(`/${locale}/home/employers-candidates-listing`);
    await expect(page.getByRole("heading", { level: 1, name: t.page.title })).toBeVisible();

    const filters = await openFilters(page, isMobile, locale);
    await filters.getByLabel(t.filters.skills).fill("React");
    await filters.getByLabel(t.filters.language).selectOption("English");
    await filters.getByLabel(t.filters.level).selectOption("EXPERT");
    await filters.getByLabel(t.filters.country).selectOption({ label: `🇨🇴 Colombia` });
    await filters.getByRole("button", { name: t.filters.submit }).click();
    await expect(page).toHaveURL(/skills=react/i);
    await expect(page).toHaveURL(/languages=english%3Aexpert/i);

    // Northwind is premium: full names. Every card is a Colombian who lists React and English at expert or native.
    const cards = page.getByTestId("applicant-card");
    await expect(cards.filter({ hasText: "Carlos Ramírez" })).toBeVisible();
    await expect(cards.filter({ hasText: "Valentina" })).toHaveCount(0);
    await expect(page.getByTestId("candidate-total")).not.toHaveText(t.page.total.replace(/\{count.*$/, ""));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `hiring-candidates-list-${locale}-${isMobile ? "375" : "1280"}`);

    await page.getByRole("link", { name: t.page.grid }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page.getByTestId("candidate-results")).toHaveAttribute("data-view", "grid");
    await expect(page).toHaveURL(/skills=react/i);
    await expectNoSidewaysScroll(page);

    await cards.filter({ hasText: "Carlos Ramírez" }).getByRole("link", { name: "Carlos Ramírez" }).click();
    await expect(page.getByTestId("candidate-profile-name")).toHaveText("Carlos Ramírez");
    await expect(page).toHaveTitle("Carlos Ramírez — Remote Jobs");
    // Carlos applied to a Northwind job of the demo employer: the second tab lists it.
    await page.getByRole("link", { name: t.details.applicant }).click();
    await expect(page.getByText("Senior Full-Stack Engineer (React + Node.js)")).toBeVisible();
    await expect(page.getByRole("link", { name: t.details.openApplicant }).first()).toHaveAttribute("href", new RegExp(`/${locale}/home/applicant-details/[0-9a-f-]+/applicant/[0-9a-f-]+`));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `hiring-candidate-details-${locale}-${isMobile ? "375" : "1280"}`);
  });

  test(`the employer meets each invitation answer and bulk-invites three (${locale})`, async ({ page, request, isMobile }) => {
    const sofiaId = await idOf("SELECT id FROM users WHERE first_name = 'Sofía' AND last_name = 'Martínez'");
    const freshId = await signUpCandidate(request, uniqueWord());
    await logIn(page.request, demo.employer);

    // Already applied, then already invited (the demo data's), each a translated error toast.
    await page.goto(`/${locale}/home/candidate-details/${sofiaId}`);
    const dialog = page.getByRole("dialog", { name: t.invite.title });
    await clickUntilShown(page.getByRole("button", { name: t.details.invite }), dialog);
    await expect(dialog.getByRole("button", { name: t.invite.continue })).toBeDisabled();
    await chooseJob(page, t.invite.job, "Senior Full-Stack Engineer (React + Node.js)");
    await dialog.getByRole("button", { name: t.invite.continue }).click();
    await expect(page.getByText(t.invite.toast.alreadyApplied)).toBeVisible();
    await chooseJob(page, t.invite.job, "Data Analyst");
    await dialog.getByRole("button", { name: t.invite.continue }).click();
    await expect(page.getByText(t.invite.toast.alreadyInvited)).toBeVisible();
    await dialog.getByRole("button", { name: t.invite.cancel }).click();
    await expect(dialog).toBeHidden();

    // A candidate new to the job: the invitation is sent.
    await page.goto(`/${locale}/home/candidate-details/${freshId}`);
    await clickUntilShown(page.getByRole("button", { name: t.details.invite }), dialog);
    await chooseJob(page, t.invite.job, "Data Analyst");
    if (locale === "en") await screenshot(page, `hiring-invite-modal-${isMobile ? "375" : "1280"}`);
    await dialog.getByRole("button", { name: t.invite.continue }).click();
    await expect(page.getByText(t.invite.toast.sent)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Three new candidates found by their shared surname, selected and invited at once.
    const surname = uniqueWord();
    for (let index = 0; index < 3; index++) await signUpCandidate(request, surname);
    await page.goto(`/${locale}/home/employers-candidates-listing?search=${surname}`);
    await expect(page.getByTestId("applicant-card")).toHaveCount(3);
    await page.getByLabel(t.selection.selectPage).check();
    await page.getByRole("button", { name: inviteThreeSelected[locale] }).click();
    const bulk = page.getByRole("dialog", { name: fill(t.invite.titleMany, { count: 3 }) });
    await chooseJob(page, t.invite.job, "Data Analyst");
    await bulk.getByRole("button", { name: t.invite.continue }).click();
    await expect(page.getByText(bulkInvited[locale])).toBeVisible();
    await expect(page.getByRole("button", { name: inviteThreeSelected[locale] })).toBeHidden();
    expect(await queryDatabase("SELECT 1 FROM invitations i JOIN users u ON u.id = i.candidate_id WHERE u.last_name = $1", [surname])).toHaveLength(3);
  });

  test(`a Free employer sees masked names and, with no open job, is asked to post one first (${locale})`, async ({ page }) => {
    const email = uniqueEmail("no-jobs-employer");
    expect((await page.request.post("/api/users", { data: { email, password: "employer e2e 123", logged_as: "employer", is_employer: true, first_name: "Erin", last_name: "Employer" } })).status()).toBe(201);
    await logIn(page.request, email, "employer e2e 123");
    await page.goto(`/${locale}/home/employers-candidates-listing?search=carlos`);
    const carlos = page.getByTestId("applicant-card").filter({ hasText: "Carlos" }).first();
    await expect(carlos.getByTestId("candidate-name")).toContainText("R•••••");
    await expect(carlos).not.toContainText("Ramírez");
    await expect(page.getByText(t.page.namesNotice)).toBeVisible();

    const invite = page.getByRole("menuitem", { name: t.menu.invite });
    await clickUntilShown(carlos.getByRole("button", { name: /Carlos/ }), invite);
    await invite.click();
    await expect(page.getByText(t.invite.noJobs)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test(`inviting to a Free company's job opens the upgrade dialog, which leads to that company's premium page (${locale})`, async ({ page, isMobile }) => {
    const { first } = await employerWithJobs(page.request, `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`);
    await page.goto(`/${locale}/home/employers-candidates-listing?search=carlos`);
    const carlos = page.getByTestId("applicant-card").filter({ hasText: "Carlos" }).first();
    const invite = page.getByRole("menuitem", { name: t.menu.invite });
    await clickUntilShown(carlos.getByRole("button", { name: /Carlos/ }), invite);
    await invite.click();
    const dialog = page.getByRole("dialog", { name: t.invite.title });
    await chooseJob(page, t.invite.job, first.title);

    const upgrade = page.getByRole("dialog", { name: t.invitePlan.free.title });
    await expect(upgrade).toBeVisible();
    if (locale === "en") await screenshot(page, `hiring-invite-upgrade-${isMobile ? "375" : "1280"}`);
    await upgrade.getByRole("button", { name: t.invitePlan.free.dismiss }).click();
    // The choice was reset: nothing to continue with.
    await expect(dialog.getByRole("button", { name: t.invite.continue })).toBeDisabled();

    await chooseJob(page, t.invite.job, first.title);
    await page.getByRole("dialog", { name: t.invitePlan.free.title }).getByRole("button", { name: t.invitePlan.free.action }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/home/premium/[0-9a-f-]+/`));
    expect(await queryDatabase("SELECT 1 FROM invitations WHERE job_id = $1", [first.id])).toHaveLength(0);
  });
}
