import { expect, test } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { solidPng } from "../support/images";
import { clickUntilShown } from "./support/click-actions";
import { fill, screenshot } from "./support/page-texts";
import { logIn, queryDatabase, signOutOf } from "./support/session";

// Each test makes its own employer (and company) through the API: the demo employer's companies
// must stay as other specs read them. The colleague signs up through the e-mailed link.

const messages = { en, es } as const;
const password = "companies e2e 123";
let sequence = 0;

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Companies;
  const forms = messages[locale].AuthForms;
  const signup = messages[locale].SignupPage;

  test(`an employer creates a company with a logo, edits it and brings in a colleague who signs up through the invitation (${locale})`, async ({ page, isMobile }) => {
    const run = `${process.pid}-${Date.now().toString(36)}-${++sequence}`;
    const domain = `acme-${run}.example.test`;
    const ownerEmail = `owner@${domain}`;
    const colleagueEmail = `colleague@${domain}`;
    const companyName = `Acme Remote ${run}`;

    const created = await page.request.post("/api/users", { data: { email: ownerEmail, password, logged_as: "employer", is_employer: true, first_name: "Olivia", last_name: "Owner", locale } });
    expect(created.status()).toBe(201);
    await logIn(page.request, ownerEmail, password);

    // No company yet: the call to action leads to the form.
    await page.goto(`/${locale}/home/companies`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
    await page.getByRole("link", { name: t.createFirst }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.newTitle);

    // A wrong link is refused under its field before anything is sent.
    await page.getByLabel(t.form.name).fill(companyName);
    await page.getByLabel(t.form.website).fill("not a link");
    await page.getByLabel(t.form.website).blur();
    await expect(page.getByText(messages[locale].FormErrors.invalidLink)).toBeVisible();
    await expect(page.getByRole("button", { name: t.form.create })).toHaveAttribute("aria-disabled", "true");
    await page.getByLabel(t.form.website).fill(`https://www.${domain}`);
    await page.getByLabel(t.form.emailDomain).fill(domain);
    await page.getByLabel(t.form.size).selectOption("11-50");
    await Promise.all([page.waitForURL(new RegExp(`/${locale}/home/companies/[0-9a-f-]{36}$`)), page.getByRole("button", { name: t.form.create }).click()]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(companyName);
    await expect(page.getByLabel(t.form.website)).toHaveValue(`https://www.${domain}`);

    // The logo: uploaded, previewed, kept after a reload.
    const png = solidPng({ width: 64, height: 64, rgb: [37, 99, 235] });
    await page.getByLabel(t.images.uploadLogo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText(t.images.logoSaved)).toBeVisible();
    const logo = page.getByRole("img", { name: fill(t.images.logoAlt, { name: companyName }) });
    await expect(logo).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);

    // An edit: the Spanish description and a social link.
    await page.getByLabel(t.form.descriptionEs).fill("Hacemos software de logística para equipos remotos en toda Latinoamérica.");
    await page.getByLabel(t.form.social.linkedin).fill("https://www.linkedin.com/company/acme-remote");
    await page.getByRole("button", { name: t.form.save }).click();
    await expect(page.getByText(t.form.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.form.social.linkedin)).toHaveValue("https://www.linkedin.com/company/acme-remote");
    await expect(logo).toBeVisible();

    // The colleague has no account yet: an invitation goes out by e-mail and waits.
    await page.getByLabel(t.team.inviteEmail).fill(colleagueEmail);
    await page.getByRole("button", { name: t.team.invite, exact: true }).click();
    await expect(page.getByText(fill(t.team.invitedTo, { email: colleagueEmail }))).toBeVisible();
    await expect(page.getByRole("heading", { name: t.team.pendingTitle })).toBeVisible();
    await expect(page.getByText(colleagueEmail, { exact: true })).toBeVisible();
    if (locale === "en") await screenshot(page, `company-owner-${isMobile ? "375" : "1280"}`);

    // The companies list shows the card with its plan, role, people and quota.
    await page.goto(`/${locale}/home/companies`);
    const card = page.getByRole("link", { name: new RegExp(companyName) });
    await expect(card).toContainText(t.planNames.Free);
    await expect(card).toContainText(t.roles.owner);
    await expect(card).toContainText(locale === "en" ? "0 of 1 open job" : "0 de 1 empleo abierto");
    if (locale === "en") await screenshot(page, `companies-list-${isMobile ? "375" : "1280"}`);

    // The menu offers the company's page to its own people (the owner's e-mail is on its domain).
    if (!isMobile) {
      await page.getByRole("button", { name: messages[locale].DashboardMenu.myJobs }).click();
      await expect(page.getByRole("menuitem", { name: new RegExp(companyName) })).toHaveAttribute("href", /\/home\/companies\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("menuitem", { name: messages[locale].DashboardMenu.sub.companies })).toHaveAttribute("href", `/${locale}/home/companies`);
      await page.keyboard.press("Escape");
    }

    // The colleague follows the e-mailed link, signs up and is in the company at once.
    const [mail] = await queryDatabase<{ text: string }>(`SELECT text FROM outbox_emails WHERE "to" = $1 AND template = 'company_invitation' ORDER BY created_at DESC LIMIT 1`, [colleagueEmail]);
    const link = new URL(/https?:\/\/\S*invitation=[^\s)>]+/.exec(mail!.text)![0]);
    await signOutOf(page);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByLabel(forms.email)).toHaveValue(colleagueEmail);
    await page.getByLabel(signup.firstName).fill("Carlos");
    await page.getByLabel(signup.lastName).fill("Colleague");
    await page.getByLabel(forms.password, { exact: true }).fill(password);
    await page.getByLabel(forms.confirmPassword).fill(password);
    await Promise.all([page.waitForURL(new RegExp(`/${locale}/home/companies$`)), page.getByRole("button", { name: signup.submit }).click()]);
    const colleagueCard = page.getByRole("link", { name: new RegExp(companyName) });
    await expect(colleagueCard).toContainText(t.roles.member);
    await expect(colleagueCard).toContainText(locale === "en" ? "2 members" : "2 miembros");

    // A member reads the company but does not edit it.
    await colleagueCard.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(companyName);
    await expect(page).toHaveTitle(`${companyName} — Remote Jobs`);
    await expect(page.getByText(t.readOnly)).toBeVisible();
    await expect(page.getByLabel(t.form.name)).toBeDisabled();
    await expect(page.getByRole("button", { name: t.form.save })).toHaveCount(0);
    await expect(page.getByRole("list", { name: fill(t.team.listLabel, { name: companyName }) }).getByText("Olivia Owner")).toBeVisible();
    if (locale === "en") await screenshot(page, `company-member-${isMobile ? "375" : "1280"}`);
  });
}

test("the owner removes a colleague after confirming, and cannot remove themself", async ({ page }) => {
  const run = `${process.pid}-${Date.now().toString(36)}-${++sequence}`;
  const ownerEmail = `owner.${run}@example.test`;
  const colleagueEmail = `colleague.${run}@example.test`;
  for (const [email, first] of [[colleagueEmail, "Rita"], [ownerEmail, "Omar"]] as const) {
    expect((await page.request.post("/api/users", { data: { email, password, logged_as: "employer", is_employer: true, first_name: first, last_name: "Tester" } })).status()).toBe(201);
  }
  await logIn(page.request, ownerEmail, password);
  const company = await page.request.post("/api/companies", { data: { name: `Removal Co ${run}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { data: { _id: string } }).data._id;
  const added = await page.request.post(`/api/companies/${companyId}/members`, { data: { email: colleagueEmail } });
  expect(((await added.json()) as { data: { status: string } }).data.status).toBe("added");

  const t = en.Companies;
  await page.goto(`/en/home/companies/${companyId}`);
  await expect(page.getByRole("button", { name: "Remove Omar Tester" })).toHaveCount(0);
  const dialog = page.getByRole("dialog", { name: "Remove Rita Tester?" });
  await clickUntilShown(page.getByRole("button", { name: "Remove Rita Tester" }), dialog);
  await dialog.getByRole("button", { name: t.team.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Remove Rita Tester" }).click();
  await page.getByRole("dialog").getByRole("button", { name: t.team.remove, exact: true }).click();
  await expect(page.getByText("Rita Tester has been removed from the company.")).toBeVisible();
  await expect(page.getByRole("list", { name: `Members of Removal Co ${run}` }).getByText("Rita Tester")).toHaveCount(0);
});
