import { expect, test, type Page } from "@playwright/test";

import { userChannel } from "@/lib/realtime/channels";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { liveChannelSubscribed } from "./support/live";
import { fill, screenshot } from "./support/page-texts";
import { queryDatabase } from "./support/session";
import { openJob, signUp } from "./support/two-sides";

// Two browsers, an employer's and a candidate's: the candidate applies, and the employer's badge
// and list grow live, without a reload. Each test makes its own people and job.

const messages = { en, es } as const;

/** What the Pusher emulator logged as published on a channel: says whether a missing live event was sent at all. */
async function publishedTo(channel: string, respondedAt: Date): Promise<string> {
  const events = await queryDatabase<{ event: string; published_at: Date }>(
    "SELECT event, published_at FROM pusher_emulator.published_events WHERE channel = $1 ORDER BY id",
    [channel],
  );
  const sent = events.map((row) => `${row.event} at ${row.published_at.toISOString()}`).join(", ") || "nothing";
  return `Published on ${channel}: ${sent}; the change answered at ${respondedAt.toISOString()}, now ${new Date().toISOString()}.`;
}

/** The badge's text for screen readers, wherever the menu shows it at this width (bar, bottom bar or user menu). */
function badge(page: Page, text: string) {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Notifications;
  // DashboardMenu.badge for one: "1 unread", "1 sin leer".
  const oneUnread = `1 ${/one \{# ([^}]*)\}/.exec(messages[locale].DashboardMenu.badge)![1]}`;

  test(`an application reaches the employer's badge and list live; read and delete persist (${locale})`, async ({ page: employerPage, browser, isMobile, baseURL }) => {
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const candidate = await browser.newContext({ baseURL });
    try {
      const employerId = await signUp(employerPage.request, "employer", "Erin", locale);
      const jobTitle = `Support Lead ${tag}`;
      const jobId = await openJob(employerPage.request, jobTitle);

      // The employer's dashboard subscribes to their own channel a second after it opens.
      const subscribed = liveChannelSubscribed(employerPage, userChannel(employerId));
      await employerPage.goto(`/${locale}/home/notifications`);
      await expect(employerPage.getByRole("heading", { level: 1 })).toHaveText(t.title);
      // Within the list's region: a refresh in flight may briefly hold a hidden second copy of the page.
      const employerList = employerPage.getByRole("region", { name: t.title });
      await expect(employerList.getByText(t.empty.all)).toBeVisible();
      await expect(employerList.getByText(t.emptyLeadEmployer)).toBeVisible();
      await subscribed;
      if (locale === "en") await screenshot(employerPage, `notifications-empty-${isMobile ? "375" : "1280"}`);

      const candidatePage = await candidate.newPage();
      const candidateId = await signUp(candidatePage.request, "candidate", "Cande", locale);
      const applied = await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } });
      expect(applied.status()).toBe(201);

      // Within a second, without a reload: the badge counts it and the list shows it.
      await expect(badge(employerPage, oneUnread)).toBeVisible({ timeout: 1_000 });
      const text = fill(messages[locale].Notifications.types.newApplicant, { applicantName: "Cande Tester", jobTitle });
      const row = employerPage.getByTestId("notification").filter({ hasText: text });
      await expect(row).toHaveAttribute("data-read", "false");
      await expect(row.getByRole("link", { name: text })).toHaveAttribute("href", new RegExp(`/home/applicant-details/${jobId}/applicant/${candidateId}$`));
      if (locale === "en") await screenshot(employerPage, `notifications-unread-${isMobile ? "375" : "1280"}`);

      // Mark read: the badge goes, and a reload keeps it read.
      await row.getByRole("button", { name: t.markRead }).click();
      await expect(row).toHaveAttribute("data-read", "true");
      await expect(badge(employerPage, oneUnread)).toHaveCount(0);
      await employerPage.reload();
      // Within the list: while a reload streams in, React can hold a second copy of it outside, for a moment.
      const list = employerPage.getByRole("region", { name: t.title });
      await expect(list.getByTestId("notification").filter({ hasText: text })).toHaveAttribute("data-read", "true");
      await employerPage.getByRole("link", { name: t.filters.unread }).click();
      await expect(employerPage.getByText(t.empty.unread)).toBeVisible();
      await employerPage.getByRole("link", { name: t.filters.all }).click();

      // Delete, undo, delete again: gone after a reload.
      const listed = list.getByTestId("notification").filter({ hasText: text });
      await listed.getByRole("button", { name: t.delete }).click();
      await expect(listed).toHaveCount(0);
      await employerPage.getByRole("button", { name: t.undo }).click();
      await expect(listed).toHaveCount(1);
      await listed.getByRole("button", { name: t.delete }).click();
      await expect(employerPage.getByText(t.deleted)).toBeVisible();
      if (locale === "en") await screenshot(employerPage, `notifications-deleted-${isMobile ? "375" : "1280"}`);
      await employerPage.reload();
      await expect(list.getByText(t.empty.all)).toBeVisible();
      await expect(employerPage.getByTestId("notification")).toHaveCount(0);
    } finally {
      await candidate.close();
    }
  });

  test(`the employer shortlists an applicant and the candidate's badge and list grow live (${locale})`, async ({ page: candidatePage, browser, baseURL }) => {
    const tag = `${locale}-${Date.now() % 100_000}`;
    const employer = await browser.newContext({ baseURL });
    try {
      const employerPage = await employer.newPage();
      await signUp(employerPage.request, "employer", "Erin", locale);
      const jobTitle = `Data Steward ${tag}`;
      const jobId = await openJob(employerPage.request, jobTitle);

      const candidateId = await signUp(candidatePage.request, "candidate", "Cande", locale);
      expect((await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);
      const subscribed = liveChannelSubscribed(candidatePage, userChannel(candidateId));
      await candidatePage.goto(`/${locale}/home/notifications`);
      const candidateList = candidatePage.getByRole("region", { name: t.title });
      await expect(candidateList.getByText(t.empty.all)).toBeVisible();
      await expect(candidateList.getByText(t.emptyLead)).toBeVisible();
      await subscribed;

      const moved = await employerPage.request.put(`/api/posts/${jobId}/applicants/${candidateId}/stage`, { data: { stage: "shortlisted" } });
      expect(moved.status()).toBe(200);
      const movedAt = new Date();

      await expect(badge(candidatePage, oneUnread))
        .toBeVisible({ timeout: 1_000 })
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await publishedTo(userChannel(candidateId), movedAt)}`);
        });
      const text = fill(messages[locale].Notifications.types.applicationShortlisted, { jobTitle, companyName: `Company of ${jobTitle}` });
      await expect(candidatePage.getByTestId("notification").filter({ hasText: text })).toHaveAttribute("data-read", "false");
    } finally {
      await employer.close();
    }
  });

  test(`a candidate chooses which notifications come by e-mail, and the choice is kept (${locale})`, async ({ page, isMobile }) => {
    const choices = messages[locale].EmailPreferences;
    await signUp(page.request, "candidate", "Cande", locale);
    await page.goto(`/${locale}/home/account-settings`);
    const section = page.getByRole("region", { name: choices.title });
    const updates = section.getByRole("checkbox", { name: choices.applicationUpdates });
    await expect(updates).toBeChecked();
    await expect(async () => {
      await updates.uncheck();
      await expect(updates).not.toBeChecked({ timeout: 1_000 });
    }).toPass();
    await section.getByRole("button", { name: choices.save }).click();
    await expect(page.getByText(choices.saved)).toBeVisible();
    if (locale === "en") await screenshot(page, `email-preferences-${isMobile ? "375" : "1280"}`);
    await page.reload();
    await expect(section.getByRole("checkbox", { name: choices.applicationUpdates })).not.toBeChecked();
    await expect(section.getByRole("checkbox", { name: choices.invitations })).toBeChecked();
  });
}

test("a notice published before the page's live channel is subscribed still reaches the badge and the list", async ({ page: candidatePage, browser, baseURL }) => {
  const t = en.Notifications;
  const employer = await browser.newContext({ baseURL });
  try {
    const employerPage = await employer.newPage();
    await signUp(employerPage.request, "employer", "Erin", "en");
    const jobTitle = `Early Notice ${Date.now() % 100_000}`;
    const jobId = await openJob(employerPage.request, jobTitle);
    const candidateId = await signUp(candidatePage.request, "candidate", "Cande", "en");
    expect((await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);

    // The channel's authorization is held until the stage has changed: the event is published while
    // nobody listens, after the page's first count.
    let releaseAuthorization!: () => void;
    const moved = new Promise<void>((resolve) => (releaseAuthorization = resolve));
    await candidatePage.route("**/api/pusher/auth", async (route) => {
      await moved;
      await route.continue();
    });
    const counted = candidatePage.waitForResponse((response) => response.url().includes(`/api/users/${candidateId}/notifications?`) && response.ok());
    const authorizing = candidatePage.waitForRequest("**/api/pusher/auth");
    const subscribed = liveChannelSubscribed(candidatePage, userChannel(candidateId));
    await candidatePage.goto("/en/home/notifications");
    const list = candidatePage.getByRole("region", { name: t.title });
    await expect(list.getByText(t.empty.all)).toBeVisible();
    await counted;
    await authorizing;
    expect((await employerPage.request.put(`/api/posts/${jobId}/applicants/${candidateId}/stage`, { data: { stage: "shortlisted" } })).status()).toBe(200);
    releaseAuthorization();
    await subscribed;

    await expect(badge(candidatePage, "1 unread")).toBeVisible();
    const text = fill(t.types.applicationShortlisted, { jobTitle, companyName: `Company of ${jobTitle}` });
    await expect(list.getByTestId("notification").filter({ hasText: text })).toHaveAttribute("data-read", "false");
  } finally {
    await employer.close();
  }
});
