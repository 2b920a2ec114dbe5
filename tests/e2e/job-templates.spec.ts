import { expect, test, type APIRequestContext } from "@playwright/test";

import { clickUntilShown } from "./support/click-actions";
import { logIn } from "./support/session";

// Each test makes its own employer, company and job through the API: templates and views are
// written here, and the demo employer's figures must stay as other specs read them.

const texts = {
  en: {
    templatesTitle: "Job templates",
    emptyTitle: "No templates yet",
    use: "Use template",
    rename: "Rename template",
    nameLabel: "Template name",
    save: "Save",
    renamed: "Template renamed.",
    delete: "Delete template",
    deleteNamed: "Delete template",
    deleteTitle: (name: string) => `Delete “${name}”?`,
    deleted: (name: string) => `“${name}” deleted.`,
    views: "Views",
    applications: "Applications",
    daysOpen: "Days open",
    history: "History",
    createdAs: "Created as Open",
    paused: "Status changed from Open to Paused",
    statusBadge: "Paused",
  },
  es: {
    templatesTitle: "Plantillas de empleo",
    emptyTitle: "Aún no tienes plantillas",
    use: "Usar plantilla",
    rename: "Renombrar la plantilla",
    nameLabel: "Nombre de la plantilla",
    save: "Guardar",
    renamed: "Plantilla renombrada.",
    delete: "Eliminar plantilla",
    deleteNamed: "Eliminar la plantilla",
    deleteTitle: (name: string) => `¿Eliminar «${name}»?`,
    deleted: (name: string) => `«${name}» eliminada.`,
    views: "Visitas",
    applications: "Postulaciones",
    daysOpen: "Días abierto",
    history: "Historial",
    createdAs: "Creado como Abierto",
    paused: "Estado cambiado de Abierto a En pausa",
    statusBadge: "En pausa",
  },
} as const;

let sequence = 0;

/** A new employer with a company and one open job, logged in through the API. */
async function employerWithJob(request: APIRequestContext, title: string) {
  const email = `templates.${process.pid}.${Date.now()}.${++sequence}@example.test`;
  const password = "templates password 123";
  const signUp = await request.post("/api/users", { data: { email, password, logged_as: "employer", is_employer: true, first_name: "Tess", last_name: "Templer" } });
  expect(signUp.status()).toBe(201);
  await logIn(request, email, password);
  const company = await request.post("/api/companies", { data: { name: `Template Works ${sequence} ${process.pid}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { data: { _id: string } }).data._id;
  const job = await request.post("/api/posts?locale=en", {
    data: { company: companyId, job_title: title, description: "<p>Own the quality of a remote hiring product, end to end.</p>", job_type: "contract", status: "open" },
  });
  expect(job.status()).toBe(201);
  return { companyId, jobId: ((await job.json()) as { data: { _id: string } }).data._id };
}

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];

  test(`saves a job as a template, renames, uses and deletes it (${locale})`, async ({ page }) => {
    const { jobId } = await employerWithJob(page.request, "Remote QA Lead");
    await page.goto(`/${locale}/home/job-templates`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.templatesTitle);
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();

    const saved = await page.request.post("/api/job-templates", { data: { name: "QA lead", from_job: jobId } });
    expect(saved.status()).toBe(201);
    const templateId = ((await saved.json()) as { data: { _id: string } }).data._id;
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "QA lead" })).toBeVisible();
    await expect(page.getByText("Remote QA Lead")).toBeVisible();
    // Use, Rename and Delete fit the card at 375 px in both languages.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: `${t.rename} QA lead` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.nameLabel).fill("QA lead, Americas");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.renamed)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "QA lead, Americas" })).toBeVisible();
    await expect(dialog).toBeHidden();

    const use = page.getByRole("link", { name: `${t.use} QA lead, Americas` });
    await expect(use).toHaveAttribute("href", `/${locale}/employers/post-job?template=${templateId}`);
    await use.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/employers/post-job\\?template=${templateId}$`));

    await page.goto(`/${locale}/home/job-templates`);
    const confirm = page.getByRole("dialog", { name: t.deleteTitle("QA lead, Americas") });
    await clickUntilShown(page.getByRole("button", { name: `${t.deleteNamed} QA lead, Americas` }), confirm);
    await confirm.getByRole("button", { name: t.delete }).click();
    await expect(page.getByText(t.deleted("QA lead, Americas"))).toBeVisible();
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
  });

  test(`shows the job summary's figures and history, counting a visitor's view once (${locale})`, async ({ page, browser }) => {
    const { jobId } = await employerWithJob(page.request, "Remote Support Engineer");

    // A visitor opens the public job page twice in one session: one view.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const beacons: string[] = [];
    visitorPage.on("request", (request) => {
      if (request.url().endsWith(`/api/posts/${jobId}/view`)) beacons.push(request.method());
    });
    const counted = visitorPage.waitForResponse((response) => response.url().endsWith(`/api/posts/${jobId}/view`));
    await visitorPage.goto(`/${locale}/us/job/${jobId}`);
    expect((await (await counted).json()) as unknown).toEqual({ success: true, data: { counted: true } });
    await visitorPage.reload();
    await visitorPage.waitForLoadState("networkidle");
    expect(beacons).toEqual(["POST"]);
    await visitor.close();

    expect((await page.request.put(`/api/posts/${jobId}`, { data: { status: "paused" } })).status()).toBe(200);
    await page.goto(`/${locale}/home/job-summary/${jobId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote Support Engineer");
    // The browser tab names the job, so that several jobs' summaries can be told apart.
    await expect(page).toHaveTitle(`${locale === "en" ? "Summary" : "Resumen"}: Remote Support Engineer — Remote Jobs`);
    await expect(page.getByText(t.statusBadge, { exact: true }).first()).toBeVisible();
    const figure = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd").first();
    await expect(figure(t.views)).toHaveText("1");
    await expect(figure(t.applications)).toHaveText("0");
    await expect(figure(t.daysOpen)).toHaveText("0");
    const history = page.getByRole("region", { name: t.history });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText(t.paused);
    await expect(history.getByRole("listitem").last()).toContainText(t.createdAs);
    await expect(history.getByRole("listitem").first()).toContainText("Tess Templer");
  });
}

test("a rename that cannot reach the server keeps the dialog open and says so, clear of the dialog's buttons", async ({ page }) => {
  const { jobId } = await employerWithJob(page.request, "Support Lead");
  expect((await page.request.post("/api/job-templates", { data: { name: "Support", from_job: jobId } })).status()).toBe(201);
  await page.goto("/en/home/job-templates");
  await page.getByRole("button", { name: `${texts.en.rename} Support` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(texts.en.nameLabel).fill("Support, LATAM");

  await page.context().setOffline(true);
  await dialog.getByRole("button", { name: texts.en.save }).click();
  const failure = page.getByRole("region", { name: "Notices" }).getByText("We could not reach the server. Check your connection and try again.");
  await expect(failure).toBeVisible();
  await expect(dialog).toBeVisible();
  const [toast, save] = [await failure.boundingBox(), await dialog.getByRole("button", { name: texts.en.save }).boundingBox()];
  expect(toast!.y + toast!.height <= save!.y || save!.y + save!.height <= toast!.y).toBe(true);

  await page.context().setOffline(false);
  await dialog.getByRole("button", { name: texts.en.save }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Support, LATAM" })).toBeVisible();
});

test("a template of the demo employer posts as it is", async ({ request }) => {
  await logIn(request, "employer@demo.remotejobs.dev");
  const list = (await (await request.get("/api/job-templates")).json()) as { data: { _id: string; name: string }[] };
  expect(list.data.length).toBeGreaterThanOrEqual(3);
  const template = (await (await request.get(`/api/job-templates/${list.data[0]!._id}`)).json()) as { data: { job: Record<string, unknown> } };
  const posted = await request.post("/api/posts?locale=en", { data: template.data.job });
  expect(posted.status()).toBe(201);
  const job = ((await posted.json()) as { data: { _id: string; status: string } }).data;
  expect(job.status).toBe("draft");
  expect((await request.delete(`/api/posts/${job._id}`)).status()).toBe(200);
});
