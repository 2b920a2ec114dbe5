import { readFile } from "node:fs/promises";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { screenshot } from "./support/page-texts";
import { logIn, queryDatabase } from "./support/session";

// Each test signs up its own accounts through the API: referrals, export and deletion change
// them, and the demo accounts other specs read must stay as they are. Both languages run on
// both projects (desktop and 375 px); each test is one user's flow, so they run in parallel.

const messages = { en, es } as const;
const password = "self service 123";
let sequence = 0;

function freshEmail(tag: string, isMobile: boolean) {
  return `self.${tag}.${isMobile ? "m" : "d"}.${process.pid}.${Date.now()}.${++sequence}@example.test`;
}

async function signUp(request: APIRequestContext, { email, locale, firstName }: { email: string; locale: "en" | "es"; firstName: string }) {
  const response = await request.post("/api/users", { data: { email, password, logged_as: "candidate", first_name: firstName, last_name: "Tester", locale } });
  expect(response.status()).toBe(201);
  await logIn(request, email, password);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].AccountSettings;
  const tSignup = messages[locale].SignupPage;
  const tForms = messages[locale].AuthForms;

  test(`a referral e-mail is sent, the sign-up through its link is attributed and shows in the inviter's list (${locale})`, async ({ page, browser, isMobile }) => {
    const inviter = freshEmail(`inviter-${locale}`, isMobile);
    const friend = freshEmail(`friend-${locale}`, isMobile);
    await signUp(page.request, { email: inviter, locale, firstName: "Inés" });

    await page.goto(`/${locale}/home/account-settings`);
    const section = page.getByRole("region", { name: t.referrals.title });
    await expect(section.getByText(t.referrals.empty)).toBeVisible();
    await section.getByLabel(t.referrals.emailLabel).fill(friend);
    await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/users/referal/send-email")), section.getByRole("button", { name: t.referrals.send }).click()]);
    await expect(page.getByText(t.referrals.sent.replace("{email}", friend))).toBeVisible();
    await expect(section.getByRole("list", { name: t.referrals.listTitle }).getByText(friend)).toBeVisible();
    await expect(section.getByText(t.referrals.pending)).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (locale === "en") await screenshot(page, `account-settings-referrals-${isMobile ? "375" : "1280"}`);

    // The e-mail, in the inviter's language, carries the sign-up link with the inviter's code.
    const [mail] = await queryDatabase<{ text: string; locale: string; subject: string }>(`SELECT text, locale, subject FROM outbox_emails WHERE "to" = $1 AND template = 'referral_invitation'`, [friend]);
    expect(mail?.locale).toBe(locale);
    expect(mail?.subject).toContain("Inés Tester");
    const link = new URL(mail!.text.match(/https?:\/\/\S+\?fpr=[A-Z0-9]+/)![0]);
    expect(link.pathname).toBe(`/${locale}/auth/signup`);

    // The friend follows the link in a browser of their own and signs up through the form.
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await friendPage.goto(`${link.pathname}${link.search}`);
    const form = friendPage.getByRole("main");
    await form.getByRole("textbox", { name: new RegExp(tSignup.firstName) }).fill("Frida");
    await form.getByRole("textbox", { name: tForms.email }).fill(friend);
    await form.getByLabel(tForms.password, { exact: true }).fill(password);
    await form.getByLabel(tForms.confirmPassword).fill(password);
    await Promise.all([friendPage.waitForURL(new RegExp(`/${locale}/home/`)), form.getByRole("button", { name: tSignup.submit }).click()]);
    await friendContext.close();

    const [referral] = await queryDatabase<{ referrer: string }>(
      `SELECT inviter.email AS referrer FROM referrals r JOIN users joined ON joined.id = r.referred_user_id JOIN users inviter ON inviter.id = r.referrer_id WHERE joined.email = $1`,
      [friend],
    );
    expect(referral?.referrer).toBe(inviter);
    await page.reload();
    await expect(page.getByRole("region", { name: t.referrals.title }).getByText(new RegExp(t.referrals.joined.replace("{date}", ".+")))).toBeVisible();
  });

  test(`an export downloads the user's data, and deletion ends the account (${locale})`, async ({ page, playwright, baseURL, isMobile }) => {
    const email = freshEmail(`export-${locale}`, isMobile);
    await signUp(page.request, { email, locale, firstName: "Olga" });
    await page.goto(`/${locale}/home/account-settings`);
    const exportSection = page.getByRole("region", { name: t.export.title });
    await expect(exportSection).toBeVisible();
    if (locale === "en") await screenshot(page, `account-settings-export-delete-${isMobile ? "375" : "1280"}`);

    // The answers are awaited before what follows them, so a failed call fails here with its status
    // instead of leaving the test waiting for a download or a page that will not come.
    const downloadStarted = page.waitForEvent("download");
    const exported = page.waitForResponse((response) => response.url().endsWith("/api/users/profile/export"));
    // A click before the page hydrates does nothing on a busy machine: click until the export is asked for.
    let isExportAsked = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/users/profile/export")) isExportAsked = true;
    });
    await expect(async () => {
      if (!isExportAsked) await exportSection.getByRole("button", { name: t.export.download }).click({ timeout: 2_000 });
      expect(isExportAsked).toBe(true);
    }).toPass({ timeout: 15_000 });
    expect((await exported).status()).toBe(200);
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^remote-jobs-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ email, firstName: "Olga", lastName: "Tester", locale });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data).toHaveProperty("applications");
    expect(data).toHaveProperty("chat.status");
    await expect(page.getByText(t.export.done)).toBeVisible();

    const deleteSection = page.getByRole("region", { name: t.delete.title });
    await expect(deleteSection.getByText(t.delete.explain)).toBeVisible();
    await deleteSection.getByLabel(t.delete.reason).fill("Testing the way out");
    await deleteSection.getByRole("button", { name: t.delete.submit }).click();
    const dialog = page.getByRole("dialog", { name: t.delete.dialogTitle });
    await dialog.getByLabel(t.delete.confirmLabel.replace("{email}", email)).fill(email);
    const deleted = page.waitForResponse((response) => response.url().endsWith("/api/users/profile/delete-account"));
    await dialog.getByRole("button", { name: t.delete.confirm }).click();
    expect((await deleted).status()).toBe(200);
    await page.waitForURL(new RegExp(`/${locale}$`), { waitUntil: "commit" });

    const fresh = await playwright.request.newContext({ baseURL });
    await expect(logIn(fresh, email, password)).rejects.toThrow();
    await fresh.dispose();
  });
}
