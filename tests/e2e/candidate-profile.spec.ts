import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { buildPdf } from "@/prisma/factories/cv-files";
import { employerWithJobs, whyQuestion } from "./support/employer-jobs";
import { fill } from "./support/page-texts";
import { queryDatabase } from "./support/session";

// A new candidate's first day, as a person would live it: the five profile sections one after
// another (the completion bar moves 0, 20, 40, 60, 80, 100), a CV (a fake PDF refused first), the
// phone verified with the code from the SMS outbox, a recommended job and its match explained, a
// knockout warning, an application and its timeline, and a second application that starts with
// the earlier answer. In English and in Spanish, at both widths.

const password = "profile pass 123";
const spanishInvalidLink = "El enlace que ingresaste no es válido";

function freshEmail(testInfo: TestInfo, locale: string) {
  return `e2e-profile-${locale}-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
}

async function signUpThroughForm(page: Page, locale: "en" | "es", email: string) {
  const texts = locale === "en" ? en : es;
  await page.goto(`/${locale}/auth/signup?type=want-work`);
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: new RegExp(texts.SignupPage.firstName) }).fill("Lucía");
  await form.getByRole("textbox", { name: new RegExp(texts.SignupPage.lastName) }).fill("Ramírez");
  await form.getByRole("textbox", { name: texts.AuthForms.email }).fill(email);
  await form.getByLabel(texts.AuthForms.password, { exact: true }).fill(password);
  await form.getByLabel(texts.AuthForms.confirmPassword).fill(password);
  await form.getByRole("button", { name: texts.SignupPage.submit }).click();
  await page.waitForURL(new RegExp(`/${locale}/home/candidates-jobs-listing$`));
}

async function expectCompletion(page: Page, percent: number) {
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(percent));
}

/** Presses the section's save button and waits for the PUT and the refreshed page. */
async function saveSection(page: Page, section: Locator, button: string) {
  const saved = page.waitForResponse((response) => response.request().method() === "PUT" && /\/api\/users\/[0-9a-f-]{36}$/.test(response.url()));
  await section.getByRole("button", { name: button, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

for (const locale of ["en", "es"] as const) {
  test(`a new candidate fills the five sections, uploads a CV, verifies the phone, finds a recommended job and applies (${locale})`, async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const texts = (locale === "en" ? en : es).CandidateProfile;
    const toast = (section: keyof typeof texts.sections) => texts.saved.replace("{section}", texts.sections[section]);
    const email = freshEmail(testInfo, locale);
    // An employer's two new jobs asking for the skills this candidate will list, sharing a question.
    const tag = `${locale}-${testInfo.project.name}-${Date.now() % 100_000}`;
    const jobs = await employerWithJobs(request, tag, { skills: ["TypeScript", "React"] });
    await signUpThroughForm(page, locale, email);
    // Before any skill, the job list asks for them instead of scoring every job (no row of 0% badges).
    await page.goto(`/${locale}/home/candidates-jobs-listing`);
    await expect(page.getByRole("note")).toContainText((locale === "en" ? en : es).CandidateJobs.noSkillsHint);
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.locator("article").getByText(matchLabel(locale))).toHaveCount(0);
    await page.goto(`/${locale}/home/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    await expectCompletion(page, 0);
    await expect(page.getByRole("link", { name: texts.nextStepLink.replace("{section}", texts.sections.personal) })).toBeVisible();

    // Personal: the names came with the sign-up.
    const personal = page.locator("section#personal-information");
    await expect(personal.getByLabel(texts.firstName)).toHaveValue("Lucía");
    // Saved with the city alone, the section says it is not done and lists what it still needs.
    await personal.getByLabel(texts.city).fill("Medellín");
    await saveSection(page, personal, texts.save);
    const unfinished = page.getByRole("status").filter({ hasText: texts.savedIncomplete.replace("{section}", texts.sections.personal) });
    await expect(unfinished).toBeVisible();
    const stillNeeded = personal.getByRole("list", { name: texts.stillNeeded });
    await expect(stillNeeded.getByRole("listitem")).toHaveText([texts.requirements.country, texts.requirements.timezone, texts.requirements.phone]);
    await unfinished.getByRole("button", { name: texts.seeWhatIsMissing }).click();
    await expect(stillNeeded).toBeInViewport();
    await expectCompletion(page, 0);
    await personal.getByLabel(texts.country).selectOption("co");
    await personal.getByLabel(texts.timezone).selectOption("America/Bogota");
    await personal.getByLabel(texts.phone, { exact: true }).fill("+57 300 555 1234");
    await saveSection(page, personal, texts.save);
    await expect(page.getByText(toast("personal"))).toBeVisible();
    await expectCompletion(page, 20);
    await expect(personal.getByText(texts.complete, { exact: true })).toBeVisible();
    await expect(stillNeeded).toHaveCount(0);

    // The prompt names the next missing section and leads to it.
    await page.getByRole("link", { name: texts.nextStepLink.replace("{section}", texts.sections.professional) }).click();
    await expect(page).toHaveURL(/#professional-information$/);

    // Professional, with a video link that is no video first.
    const professional = page.locator("section#professional-information");
    await professional.getByLabel(texts.headline).fill("Senior Frontend Engineer");
    await professional.getByLabel(texts.seniority).selectOption("senior");
    await professional.getByLabel(texts.yearsOfExperience).fill("7");
    await professional.getByRole("checkbox", { name: locale === "en" ? "Software Development" : "Desarrollo de software" }).check();
    await professional.getByLabel(texts.salaryFrom).fill("4000");
    await professional.getByLabel(new RegExp(`^${texts.salaryTo}`)).fill("6000");
    await professional.getByRole("checkbox", { name: texts.jobTypeNames.full_time }).check();
    await professional.getByLabel(texts.availability).selectOption("two_weeks");
    const video = professional.getByLabel(new RegExp(`^${texts.videoLink}`));
    await video.fill("https://example.com/my-video");
    await video.blur();
    await expect(professional.getByText(locale === "en" ? "The link you entered is not valid" : spanishInvalidLink)).toBeVisible();
    await video.fill("https://youtu.be/dQw4w9WgXcQ");
    await video.blur();
    await expect(professional.getByText(texts.videoLinkValid)).toBeVisible();
    await saveSection(page, professional, texts.save);
    await expect(page.getByText(toast("professional"))).toBeVisible();
    await expectCompletion(page, 40);

    // Proficiency: two catalogue skills, one of one's own, two languages with their levels.
    const proficiency = page.locator("section#proficiency-information");
    const skills = proficiency.getByRole("combobox", { name: new RegExp(`^${texts.skills}`) });
    await skills.fill("typescr");
    await proficiency.getByRole("option", { name: "TypeScript" }).click();
    await skills.fill("React");
    await skills.press("Enter");
    await proficiency.getByLabel(new RegExp(`^${texts.customSkills}`)).fill("Web Components");
    await proficiency.getByRole("button", { name: texts.add, exact: true }).click();
    await expect(proficiency.getByRole("button", { name: texts.removeSkill.replace("{skill}", "Web Components") })).toBeVisible();
    await proficiency.getByLabel(texts.addLanguage).selectOption("Spanish");
    const spanishName = locale === "en" ? "Spanish" : "Español";
    await proficiency.getByLabel(texts.levelOf.replace("{language}", spanishName)).selectOption("native");
    await proficiency.getByLabel(texts.addLanguage).selectOption("English");
    // Each row names its language beside the level (the level's select once took the whole row).
    for (const name of [spanishName, locale === "en" ? "English" : "Inglés"]) {
      await expect(proficiency.locator("li", { hasText: name }).getByText(name, { exact: true })).toBeVisible();
    }
    await saveSection(page, proficiency, texts.save);
    await expect(page.getByText(toast("proficiency"))).toBeVisible();
    await expectCompletion(page, 60);

    // Experience: dates out of order are refused with the spec's messages, then fixed.
    const experience = page.locator("section#experience-information");
    await expect(experience.getByText(texts.noExperiences)).toBeVisible();
    await experience.getByRole("button", { name: texts.addPosition }).click();
    await experience.getByLabel(texts.position, { exact: true }).fill("Frontend Engineer");
    await experience.getByLabel(texts.company, { exact: true }).fill("Rappi");
    await experience.getByLabel(texts.startDate, { exact: true }).fill("2024-01-01");
    await experience.getByLabel(new RegExp(`^${texts.endDate}`)).fill("2023-01-01");
    // Blocked while invalid (aria-disabled), the button still answers a press: it shows why.
    await experience.getByRole("button", { name: texts.saveEntry, exact: true }).click({ force: true });
    await expect(experience.getByText(locale === "en" ? "Start date must be lower than the end date" : es.FormErrors.startBeforeEnd)).toBeVisible();
    await expect(experience.getByText(locale === "en" ? "End date must be greater than the start date" : es.FormErrors.endAfterStart)).toBeVisible();
    await experience.getByLabel(texts.startDate, { exact: true }).fill("2019-02-01");
    await saveSection(page, experience, texts.saveEntry);
    await expect(page.getByText(toast("experience"))).toBeVisible();
    await expectCompletion(page, 80);
    await expect(experience.getByText("Rappi")).toBeVisible();

    // Academic.
    const academic = page.locator("section#academic-information");
    await academic.getByRole("button", { name: texts.addEducation }).click();
    await academic.getByLabel(texts.institution, { exact: true }).fill("Universidad EAFIT");
    await academic.getByLabel(texts.degree, { exact: true }).fill(locale === "en" ? "B.Sc. Systems Engineering" : "Ingeniería de Sistemas");
    await academic.getByLabel(texts.startDate, { exact: true }).fill("2012-01-15");
    await academic.getByLabel(new RegExp(`^${texts.endDateStudies}`)).fill("2017-06-30");
    await saveSection(page, academic, texts.saveEntry);
    await expect(page.getByText(toast("academic"))).toBeVisible();
    await expectCompletion(page, 100);
    await expect(page.getByText(texts.allDone)).toBeVisible();

    // Everything stays after a reload.
    await page.reload();
    await expectCompletion(page, 100);
    await expect(page.locator("section#proficiency-information").getByText("Web Components")).toBeVisible();

    // The preview: how employers see the profile, languages in their level colours.
    await page.getByRole("link", { name: texts.previewLink }).click();
    await page.waitForURL(new RegExp(`/${locale}/home/candidate-profile/[0-9a-f-]{36}$`));
    await expect(page.getByText(texts.ownPreview)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucía Ramírez");
    await expect(page).toHaveTitle(`${fill(texts.viewMetaTitleOf, { name: "Lucía Ramírez" })} — Remote Jobs`);
    await expect(page.getByText("Senior Frontend Engineer")).toBeVisible();
    await expect(page.locator('[data-level="native"]')).toContainText(spanishName);

    await uploadCv(page, locale);
    await verifyPhone(page, locale, email);
    await findAndApply(page, locale, jobs);
  });
}

/** A text file named cv.pdf is refused; a real PDF is read, then saved. */
async function uploadCv(page: Page, locale: "en" | "es") {
  const texts = (locale === "en" ? en : es).CvPanel;
  await page.goto(`/${locale}/home/profile`);
  const cvPanel = page.getByTestId("cv-panel");
  const input = page.getByTestId("cv-file-input");
  // A file picked before the panel hydrates goes unheard on a busy machine: pick it again until it is read.
  await expect(async () => {
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("This is my CV, honestly.\n") });
    await expect(cvPanel.getByTestId("cv-error")).toHaveText(texts.errors.not_pdf_or_docx, { timeout: 2_000 });
  }).toPass();
  await input.setInputFiles({ name: "Lucia CV.pdf", mimeType: "application/pdf", buffer: buildPdf({ pages: [["Lucía Ramírez", "Senior Frontend Engineer, TypeScript and React"]] }) });
  const preview = cvPanel.getByTestId("cv-preview");
  await expect(preview.getByText("TypeScript", { exact: true })).toBeVisible();
  await preview.getByRole("button", { name: texts.save }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(cvPanel.getByTestId("cv-file-name")).toHaveText("Lucia CV.pdf");
}

/** A job card's match, whatever its percent ("You match 73% of this job"). */
function matchLabel(locale: "en" | "es"): RegExp {
  return new RegExp((locale === "en" ? en : es).CandidateJobs.matchLabel.replace("{percent}", "\\d+"));
}

/** The phone given in the personal section, verified with the code read from the SMS outbox. */
async function verifyPhone(page: Page, locale: "en" | "es", email: string) {
  const texts = (locale === "en" ? en : es).PhoneVerification;
  const verification = page.getByTestId("phone-verification");
  await verification.getByRole("button", { name: texts.send }).click();
  await expect(verification.getByLabel(texts.codeLabel)).toBeVisible();
  const [sms] = await queryDatabase<{ body: string }>(
    "SELECT s.body FROM outbox_sms s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1",
    [email],
  );
  const code = /\b\d{6}\b/.exec(sms!.body)![0];
  await verification.getByLabel(texts.codeLabel).fill(code);
  await verification.getByRole("button", { name: texts.verify, exact: true }).click();
  await expect(verification.getByText(texts.verified, { exact: true })).toBeVisible();
}

/**
 * The first job is among the recommendations, with its match explained; a knockout answer is
 * flagged before applying; the application shows with its timeline; the second job starts with
 * the answer given to the first.
 */
async function findAndApply(page: Page, locale: "en" | "es", jobs: Awaited<ReturnType<typeof employerWithJobs>>) {
  const t = locale === "en" ? en : es;
  await page.goto(`/${locale}/home/candidates-jobs-listing`);
  await expect(page.getByRole("navigation", { name: t.JobSearch.sortLabel }).getByRole("link", { name: t.CandidateJobs.sortRecommended })).toHaveAttribute("aria-current", "true");
  const card = page.locator("article", { hasText: jobs.first.title });
  await expect(card).toBeVisible();
  // With skills, each job shows the candidate's match.
  await expect(card.getByText(matchLabel(locale))).toHaveCount(1);
  await card.getByRole("link", { name: jobs.first.title }).click();
  await page.waitForURL(new RegExp(`/${locale}/home/candidates-job-detail/${jobs.first.id}$`));

  const breakdown = page.locator("section", { has: page.getByRole("heading", { name: t.CandidateJobs.matchTitle }) });
  for (const criterion of Object.values(t.CandidateJobs.criteria)) await expect(breakdown.getByText(criterion, { exact: true })).toBeVisible();
  await expect(breakdown.getByText(t.CandidateJobs.detail.skillsAll)).toBeVisible();

  const panel = page.getByRole("region", { name: t.ApplyPanel.title });
  // The form is server-rendered: a click before it hydrates checks the radio without React seeing
  // it (and a second check of a checked radio does nothing), so each try picks Yes, then No.
  await expect(async () => {
    await panel.getByRole("radio", { name: t.ApplyPanel.yes }).check();
    await panel.getByRole("radio", { name: t.ApplyPanel.no }).check();
    await expect(panel.getByText(t.ApplyPanel.knockoutWarning)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await panel.getByLabel(whyQuestion.text).fill("I build calm, accessible interfaces for remote teams.");
  await panel.getByRole("button", { name: t.ApplyPanel.apply }).click();
  const sentPanel = page.getByRole("region", { name: t.ApplyPanel.titleApplied });
  await expect(sentPanel.getByText(t.ApplyPanel.sent)).toBeVisible();

  await Promise.all([page.waitForURL(`**/${locale}/home/candidates-applications`), sentPanel.getByRole("link", { name: t.ApplyPanel.seeApplications }).click()]);
  const application = page.getByRole("article", { name: jobs.first.title });
  await expect(application.getByText(t.CandidateApplications.stages.applied, { exact: true })).toBeVisible();
  await application.locator("summary").click();
  await expect(application.getByRole("listitem").filter({ hasText: t.CandidateApplications.steps.applied })).toContainText(t.CandidateApplications.days.today);

  await page.goto(`/${locale}/home/candidates-job-detail/${jobs.second.id}`);
  const second = page.getByRole("region", { name: t.ApplyPanel.title });
  await expect(second.getByLabel(whyQuestion.text)).toHaveValue("I build calm, accessible interfaces for remote teams.");
  await expect(second.getByText(t.ApplyPanel.prefilled)).toBeVisible();
}

test("removing a position asks first, and the bar drops back", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const texts = en.CandidateProfile;
  await signUpThroughForm(page, "en", freshEmail(testInfo, "remove"));
  await page.goto("/en/home/profile");
  const experience = page.locator("section#experience-information");
  await experience.getByRole("button", { name: texts.addPosition }).click();
  await experience.getByLabel(texts.position, { exact: true }).fill("Support Agent");
  await experience.getByLabel(texts.company, { exact: true }).fill("Acme");
  await experience.getByLabel(texts.startDate, { exact: true }).fill("2020-03-01");
  await saveSection(page, experience, texts.saveEntry);
  await expectCompletion(page, 20);

  await experience.getByRole("button", { name: "Remove Support Agent" }).click();
  const dialog = page.getByRole("dialog", { name: texts.removePositionTitle });
  await dialog.getByRole("button", { name: texts.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(experience.getByText("Acme")).toBeVisible();

  await experience.getByRole("button", { name: "Remove Support Agent" }).click();
  const removed = page.waitForResponse((response) => response.request().method() === "PUT");
  await dialog.getByRole("button", { name: texts.remove }).click();
  expect((await removed).status()).toBe(200);
  await expectCompletion(page, 0);
  await expect(experience.getByText(texts.noExperiences)).toBeVisible();
});
