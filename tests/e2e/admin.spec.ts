import { expect, test, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { clickUntilShown } from "./support/click-actions";
import { fill, screenshot } from "./support/page-texts";
import { demo, logIn } from "./support/session";
import { openJob, signUp } from "./support/two-sides";

// The administrator (the demo account) in one browser; the people they act on in others. Each
// test makes its own candidate, employer, company and job, and finds them by a unique name.

const messages = { en, es } as const;

/** Letters only: person names refuse digits. */
function letters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** Opens the row's action, gives a reason in the confirmation dialog and waits for the toast. */
async function act(page: Page, locale: "en" | "es", action: "ban" | "unban" | "enable", name: string, toast: string, reason = "") {
  const t = messages[locale].Admin;
  const label = t.actions[action];
  const dialog = page.getByRole("dialog");
  await clickUntilShown(page.getByRole("button", { name: `${label}: ${name}` }), dialog);
  if (reason) await dialog.getByLabel(t.dialog.reason).fill(reason);
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Admin;

  test(`an administrator bans and unbans a user, a job and a company, and reads the hired list and the audit log (${locale})`, async ({ page: admin, browser, baseURL, isMobile }) => {
    test.setTimeout(120_000);
    const width = isMobile ? "375" : "1280";
    const tag = letters(8);
    const candidateContext = await browser.newContext({ baseURL });
    const employerContext = await browser.newContext({ baseURL });
    try {
      const candidatePage = await candidateContext.newPage();
      const firstName = `Ban${tag}`;
      await signUp(candidatePage.request, "candidate", firstName, locale);
      await candidatePage.goto(`/${locale}/home/profile`);
      await expect(candidatePage).toHaveURL(new RegExp(`/${locale}/home/profile`));

      const employerPage = await employerContext.newPage();
      await signUp(employerPage.request, "employer", "Erin", locale);
      const jobTitle = `Moderated role ${tag}`;
      const jobId = await openJob(employerPage.request, jobTitle);
      const companyName = `Company of ${jobTitle}`;

      // A non-administrator gets nowhere near the admin area or its API.
      await employerPage.goto(`/${locale}/admin`);
      await expect(employerPage).not.toHaveURL(/\/admin/);
      expect((await employerPage.request.get("/api/users/admin")).status()).toBe(403);

      await logIn(admin.request, demo.administrator);

      // From anywhere in the dashboard, the first item of the menu (on a phone, of the bottom bar)
      // leads an administrator to the admin area, and stays marked there.
      await admin.goto(`/${locale}/home`);
      const menu = admin.getByRole("navigation", { name: isMobile ? messages[locale].DashboardMenu.bottomBar : messages[locale].DashboardMenu.label, exact: true });
      await menu.getByRole("link", { name: messages[locale].DashboardMenu.administration }).click();
      await expect(admin).toHaveURL(new RegExp(`/${locale}/admin$`));
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(menu.getByRole("link", { name: messages[locale].DashboardMenu.administration })).toHaveAttribute("aria-current", "page");

      // Users: find the candidate, ban them with a reason.
      await admin.goto(`/${locale}/admin?tab=users&search=${firstName}`);
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.title);
      const name = `${firstName} Tester`;
      await expect(admin.getByText(name)).toBeVisible();
      if (locale === "en") await screenshot(admin, `admin-users-${width}`);
      await act(admin, locale, "ban", name, fill(t.toasts.banned, { name }), "Spam messages to employers");
      await expect(admin.getByText(fill(t.fields.bannedBecause, { reason: "Spam messages to employers" }))).toBeVisible();

      // The same person through the filter form (a plain GET form); on a phone the filters other
      // than the search fold behind a toggle.
      await admin.goto(`/${locale}/admin?tab=users`);
      const filters = admin.getByRole("search", { name: t.filters.label });
      const bannedFilter = filters.locator("select[name=banned]");
      if (isMobile) {
        await expect(bannedFilter).toBeHidden();
        await filters.locator("label[for='admin-filters-users']").click();
      }
      await filters.getByRole("searchbox").fill(firstName);
      await bannedFilter.selectOption("true");
      await filters.getByRole("button", { name: t.filters.apply }).click();
      await expect(admin).toHaveURL(/banned=true/);
      await expect(admin.getByText(name)).toBeVisible();
      await expect(admin.getByRole("search", { name: t.filters.label }).locator("select[name=banned]")).toBeVisible();

      // The candidate's open session is refused on their next request, with the reason said.
      await candidatePage.reload();
      await expect(candidatePage).toHaveURL(/\/auth\/login/);
      await expect(candidatePage.getByText(messages[locale].Errors.accountBanned)).toBeVisible();

      // Jobs: ban the job; it leaves search and its page says so.
      await admin.goto(`/${locale}/admin?tab=jobs&search=${encodeURIComponent(jobTitle)}`);
      if (locale === "en") await screenshot(admin, `admin-jobs-${width}`);
      await act(admin, locale, "ban", jobTitle, fill(t.toasts.banned, { name: jobTitle }), "Fake job");
      const visitor = await browser.newContext({ baseURL });
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(`/${locale}/us/jobs?search=${encodeURIComponent(tag)}`);
        await expect(visitorPage.getByText(jobTitle)).toHaveCount(0);
        expect((await visitorPage.request.get(`/api/posts/${jobId}/public`)).status()).toBe(410);
        await visitorPage.goto(`/${locale}/us/job/${jobId}`);
        await expect(visitorPage.getByText(messages[locale].JobPage.goneNotice).first()).toBeVisible();
        expect(await visitorPage.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining("JobPosting"));
      } finally {
        await visitor.close();
      }

      // Companies: ban and unban the employer's company.
      await admin.goto(`/${locale}/admin?tab=companies&search=${encodeURIComponent(companyName)}`);
      await act(admin, locale, "ban", companyName, fill(t.toasts.banned, { name: companyName }), "Fraudulent company");
      if (locale === "en") await screenshot(admin, `admin-companies-${width}`);
      await act(admin, locale, "unban", companyName, fill(t.toasts.unbanned, { name: companyName }));

      // Unban the job and the user.
      await admin.goto(`/${locale}/admin?tab=jobs&search=${encodeURIComponent(jobTitle)}`);
      await act(admin, locale, "unban", jobTitle, fill(t.toasts.unbanned, { name: jobTitle }));
      expect((await admin.request.get(`/api/posts/${jobId}/public`)).status()).toBe(200);
      await admin.goto(`/${locale}/admin?tab=users&search=${firstName}`);
      await act(admin, locale, "unban", name, fill(t.toasts.unbanned, { name }));

      // The hired list: the demo's hire, newest first.
      await admin.goto(`/${locale}/admin?tab=hired`);
      await expect(admin.getByRole("link", { name: t.tabs.hired })).toHaveAttribute("aria-current", "page");
      await expect(admin.getByText("DevOps Engineer (AWS, Kubernetes)").first()).toBeVisible();
      if (locale === "en") await screenshot(admin, `admin-hired-${width}`);

      // The audit log: every action above, with who did it and why.
      await admin.goto(`/${locale}/admin?tab=audit&search=${tag}`);
      // Among the last tabs, off-screen at 375 px until the page brings the one it is into view.
      await expect(admin.getByRole("navigation", { name: t.tabsLabel }).getByRole("link", { name: t.tabs.audit })).toBeInViewport({ ratio: 1 });
      const log = admin.getByRole("region", { name: t.tabs.audit });
      for (const action of ["job_banned", "job_unbanned", "company_banned", "company_unbanned"] as const) {
        // Anchored: "Banned a job" is also inside "Unbanned a job" when matched loosely.
        await expect(log.getByText(new RegExp(`^${t.auditActions[action]}:`)).first()).toBeVisible();
      }
      await expect(log.getByText(fill(t.fields.reason, { reason: "Fake job" }))).toBeVisible();
      if (locale === "en") await screenshot(admin, `admin-audit-${width}`);

      if (locale === "en") {
        await admin.goto(`/${locale}/admin?tab=reports`);
        await screenshot(admin, `admin-reports-${width}`);
        await admin.goto(`/${locale}/admin?tab=overview&period=12m`);
        await expect(admin.getByRole("img").first()).toBeVisible();
        await screenshot(admin, `admin-overview-${width}`);
      }
    } finally {
      await candidateContext.close();
      await employerContext.close();
    }
  });
}
