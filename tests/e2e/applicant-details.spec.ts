import { expect, test, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { uniqueEmail } from "./support/employer-jobs";
import { fill, screenshot } from "./support/page-texts";
import { demo, logIn, queryDatabase } from "./support/session";

// The demo employer (Northwind Labs, Premium) reads an applicant the demo data gave a knockout
// answer (prisma/seed/demo-hiring-invitations.ts), and invites a candidate each test signs up,
// so that the demo candidate's invitations stay as other specs read them.

const messages = { en, es } as const;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function idOf(sql: string, params: unknown[]): Promise<string> {
  const [row] = await queryDatabase<{ id: string }>(sql, params);
  expect(row, sql).toBeDefined();
  return row!.id;
}

const fullStackJob = () => idOf("SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.slug = 'northwind-labs' AND j.title = $1", ["Senior Full-Stack Engineer (React + Node.js)"]);

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].ApplicantDetails;

  test(`the employer reads an applicant's answers with the knockout flagged, the match and the history, and adds a private note (${locale})`, async ({ page, isMobile }) => {
    const jobId = await fullStackJob();
    const sofiaId = await idOf("SELECT id FROM users WHERE first_name = 'Sofía' AND last_name = 'Martínez'", []);
    await logIn(page.request, demo.employer);

    await page.goto(`/${locale}/home/applicant-details/${jobId}/applicant/${sofiaId}`);
    // Northwind is on Premium: the full name shows.
    await expect(page.getByTestId("candidate-name")).toHaveText("Sofía Martínez");
    // The tab names the applicant and the job, so that several applicants open side by side can be told apart.
    await expect(page).toHaveTitle("Sofía Martínez: Senior Full-Stack Engineer (React + Node.js) — Remote Jobs");
    await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", `/${locale}/home/employers-job-details/${jobId}/applicants-list`);

    const answers = page.getByRole("region", { name: t.sections.answers });
    const knockout = answers.getByRole("listitem").filter({ hasText: "overlapping with our team" });
    await expect(knockout).toHaveAttribute("data-knockout", "true");
    await expect(knockout.getByText(t.answers.knockout, { exact: true })).toBeVisible();
    await expect(knockout.getByText(t.answers.no, { exact: true })).toBeVisible();

    const match = page.getByRole("region", { name: t.match.title });
    await expect(match.getByText(t.match.criteria.skills, { exact: true })).toBeVisible();
    await expect(match.locator("[data-criterion]")).toHaveCount(5);

    const history = page.getByRole("region", { name: t.sections.history });
    await expect(history.getByRole("listitem").first()).toContainText(t.history.applied);

    // The note shows at once, is confirmed by a toast, and is there after a reload.
    const notes = page.getByRole("region", { name: t.sections.notes });
    const text = `Follow up on the time-zone answer ${locale}-${isMobile ? "375" : "1280"}-${Date.now() % 100_000}`;
    await expect(notes.getByRole("button", { name: t.notes.add })).toBeDisabled();
    await notes.getByLabel(t.notes.label, { exact: true }).fill(text);
    await notes.getByRole("button", { name: t.notes.add }).click();
    await expect(page.getByText(t.notes.added)).toBeVisible();
    await expect(notes.getByRole("listitem").first()).toContainText(text);
    await expect(notes.getByLabel(t.notes.label, { exact: true })).toHaveValue("");
    await expectNoSidewaysScroll(page);
    if (locale === "en") await screenshot(page, `applicant-details-${isMobile ? "375" : "1280"}`);

    await page.reload();
    await expect(page.getByRole("region", { name: t.sections.notes }).getByText(text)).toBeVisible();
  });

  test(`an unknown applicant is not found (${locale})`, async ({ page }) => {
    const jobId = await fullStackJob();
    await logIn(page.request, demo.employer);
    const response = await page.goto(`/${locale}/home/applicant-details/${jobId}/applicant/0190a0b0-0000-7000-8000-000000000000`);
    expect(response?.status()).toBe(404);
  });

  test(`an invited candidate finds the private job and the invitation e-mail (${locale})`, async ({ page, request, isMobile }) => {
    const jobId = await idOf("SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.slug = 'northwind-labs' AND j.title = 'QA Automation Engineer' AND NOT j.is_public", []);
    const email = uniqueEmail(`invited-${locale}-${isMobile ? "m" : "d"}`);
    const signUp = await page.request.post("/api/users", { data: { email, password: "invited e2e 123", logged_as: "candidate", is_employer: false, first_name: "Iván", last_name: "Invitado", locale } });
    expect(signUp.status()).toBe(201);
    const candidateId = ((await signUp.json()) as { data: { _id: string } }).data._id;

    // The employer invites through the API the invitation modal calls; a second time is refused.
    await logIn(request, demo.employer);
    const invited = await request.post(`/api/posts/${jobId}/invite-candidate/${candidateId}`);
    expect(invited.status()).toBe(200);
    expect(((await invited.json()) as { data: { code: string } }).data.code).toBe("INVITATION-EMAIL-SENT");
    const again = await request.post(`/api/posts/${jobId}/invite-candidate/${candidateId}`);
    expect({ status: again.status(), code: ((await again.json()) as { error: { code: string } }).error.code }).toEqual({ status: 409, code: "ALREADY-INVITED" });

    await logIn(page.request, email, "invited e2e 123");
    expect((await page.goto(`/${locale}/home/candidates-job-detail/${jobId}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("QA Automation Engineer");
    await expect(page.getByText(messages[locale].CandidateJobs.privateInvited).first()).toBeVisible();

    // The e-mail as /dev/outbox shows it (the production build serves no /dev pages): the outbox row.
    const mails = await queryDatabase<{ subject: string; text: string; locale: string }>(`SELECT subject, text, locale FROM outbox_emails WHERE "to" = $1 AND template = 'job_invitation'`, [email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale, subject: fill(messages[locale].Email.jobInvitation.subject, { companyName: "Northwind Labs", jobTitle: "QA Automation Engineer" }) });
    expect(mails[0]!.text).toContain(`/${locale}/home/candidates-job-detail/${jobId}`);
  });
}
