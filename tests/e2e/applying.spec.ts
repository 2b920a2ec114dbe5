import { expect, test } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { employerWithJobs, uniqueEmail, whyQuestion } from "./support/employer-jobs";
import { fill, screenshot } from "./support/page-texts";
import { logIn } from "./support/session";

// Each test makes its own employer (with two jobs sharing a screening question) and its own
// candidate through the API: the demo candidate's applications stay as other specs read them.

const messages = { en, es } as const;
const password = "applying e2e 123";

for (const locale of ["en", "es"] as const) {
  const t = messages[locale];
  const apply = t.ApplyPanel;
  const list = t.CandidateApplications;

  test(`a candidate sees a knockout warning, applies, follows the application's timeline, gets the answer prefilled on the next job and withdraws (${locale})`, async ({ page, request, isMobile }) => {
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const jobs = await employerWithJobs(request, tag);
    const email = uniqueEmail("candidate");
    expect((await page.request.post("/api/users", { data: { email, password, logged_as: "candidate", is_employer: false, first_name: "Cande", last_name: "Applicant", locale } })).status()).toBe(201);
    await logIn(page.request, email, password);

    // The first job: a knockout answer is flagged before sending, and applying stays allowed.
    await page.goto(`/${locale}/us/job/${jobs.first.id}`);
    const panel = page.getByRole("region", { name: apply.title });
    // The form is server-rendered: a click before it hydrates checks the radio without React seeing
    // it (and a second check of a checked radio does nothing), so each try picks Yes, then No.
    await expect(async () => {
      await panel.getByRole("radio", { name: apply.yes }).check();
      await panel.getByRole("radio", { name: apply.no }).check();
      await expect(panel.getByText(apply.knockoutWarning)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await panel.getByRole("radio", { name: apply.yes }).check();
    await expect(panel.getByText(apply.knockoutWarning)).toBeHidden();
    await panel.getByRole("radio", { name: apply.no }).check();
    await panel.getByLabel(whyQuestion.text).fill("I have built hiring tools for remote teams.");
    if (locale === "en") await screenshot(page, `apply-knockout-${isMobile ? "375" : "1280"}`);
    await panel.getByRole("button", { name: apply.apply }).click();
    // The box is now about the application, not an invitation to apply.
    const sentPanel = page.getByRole("region", { name: apply.titleApplied });
    await expect(sentPanel.getByText(apply.sent)).toBeVisible();

    // The applications page lists it with its stage and timeline.
    await Promise.all([page.waitForURL(`**/${locale}/home/candidates-applications`), sentPanel.getByRole("link", { name: apply.seeApplications }).click()]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.title);
    const firstCard = page.getByRole("article", { name: jobs.first.title });
    await expect(firstCard.getByText(list.stages.applied, { exact: true })).toBeVisible();
    await expect(firstCard.getByText(fill(list.appliedOn, { day: list.days.today }))).toBeVisible();
    // The timeline is a disclosure: closed at first, opened from the keyboard.
    await expect(firstCard.getByText(list.steps.applied)).toBeHidden();
    await firstCard.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(firstCard.getByRole("listitem").filter({ hasText: list.steps.applied })).toContainText(list.days.today);
    if (locale === "en") await screenshot(page, `applications-timeline-${isMobile ? "375" : "1280"}`);

    // The second job asks the same question: the earlier answer is there, and says so.
    await page.goto(`/${locale}/us/job/${jobs.second.id}`);
    const secondPanel = page.getByRole("region", { name: apply.title });
    await expect(secondPanel.getByLabel(whyQuestion.text)).toHaveValue("I have built hiring tools for remote teams.");
    await page.waitForLoadState("networkidle");
    await expect(secondPanel.getByText(apply.prefilled)).toBeVisible();
    if (locale === "en") await screenshot(page, `apply-prefilled-${isMobile ? "375" : "1280"}`);
    await secondPanel.getByRole("button", { name: apply.apply }).click();
    await expect(page.getByRole("region", { name: apply.titleApplied }).getByText(apply.sent)).toBeVisible();

    // Back on the first job, the box says when the candidate applied and where it stands.
    await page.goto(`/${locale}/us/job/${jobs.first.id}`);
    const appliedPanel = page.getByRole("region", { name: apply.titleApplied });
    await expect(appliedPanel.getByRole("status")).toHaveText(locale === "en" ? "You applied today" : "Te postulaste hoy");
    await expect(appliedPanel.getByText(fill(apply.status, { stage: list.stages.applied }))).toBeVisible();

    // Withdraw the first, after confirming; it moves to Closed.
    await page.goto(`/${locale}/home/candidates-applications`);
    await expect(page.getByRole("article")).toHaveCount(2);
    if (locale === "en") await screenshot(page, `applications-${isMobile ? "375" : "1280"}`);
    await page.getByRole("button", { name: fill(list.withdrawNamed, { job: jobs.first.title }) }).click();
    const dialog = page.getByRole("dialog", { name: fill(list.withdrawTitle, { job: jobs.first.title }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: list.confirmWithdraw }).click();
    await expect(page.getByText(fill(list.withdrawDone, { job: jobs.first.title }))).toBeVisible();
    await expect(page.getByRole("article", { name: jobs.first.title }).getByText(list.stages.withdrawn, { exact: true })).toBeVisible();

    await page.getByRole("link", { name: list.tabs.closed }).click();
    await expect(page.getByRole("article", { name: jobs.first.title })).toBeVisible();
    await expect(page.getByRole("article", { name: jobs.second.title })).toBeHidden();
    if (locale === "en") await screenshot(page, `applications-closed-${isMobile ? "375" : "1280"}`);

    // The job page now says the candidate withdrew, with no form.
    await page.goto(`/${locale}/us/job/${jobs.first.id}`);
    await expect(page.getByRole("region", { name: apply.titleApplied }).getByText(apply.withdrawn)).toBeVisible();
  });
}
