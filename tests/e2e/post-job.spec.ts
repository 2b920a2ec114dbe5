import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { logIn } from "./support/session";

// Each test signs up its own employer with its own Free company: posting changes the company's
// quota, which must never disturb the demo accounts other tests read.

const password = "employer password 123";
let sequence = 0;

const texts = {
  en: {
    jobTitle: "Job title",
    next: "Next",
    publish: "Publish job",
    published: "Your job is live.",
    postedToday: "Posted today",
    publishedToday: "Published today",
    skills: /^Skills/,
    addQuestion: "Add a question",
    question: "Question",
    knockout: "Knock-out answer",
    freeTitle: "Your Free plan allows one open job",
    goPremium: "Go premium",
    actions: (job: string) => `Actions for ${job}`,
    edit: "Edit",
    saveChanges: "Save changes",
    changesSaved: "Changes saved.",
    pause: "Pause",
    paused: (job: string) => `“${job}” is paused.`,
    close: "Close",
    closed: (job: string) => `“${job}” is closed.`,
  },
  es: {
    jobTitle: "Título del puesto",
    next: "Siguiente",
    publish: "Publicar oferta",
    published: "Tu oferta está publicada.",
    postedToday: "Publicado hoy",
    publishedToday: "Publicada hoy",
    skills: /^Habilidades/,
    addQuestion: "Añadir una pregunta",
    question: "Pregunta",
    knockout: "Respuesta descalificante",
    freeTitle: "Tu plan Free permite una oferta abierta",
    goPremium: "Hazte premium",
    actions: (job: string) => `Acciones de ${job}`,
    edit: "Editar",
    saveChanges: "Guardar cambios",
    changesSaved: "Cambios guardados.",
    pause: "Pausar",
    paused: (job: string) => `“${job}” está pausada.`,
    close: "Cerrar",
    closed: (job: string) => `“${job}” está cerrada.`,
  },
} as const;

async function employerWithCompany(request: APIRequestContext, companyName: string) {
  const email = `post-job.${process.pid}.${Date.now()}.${++sequence}@example.test`;
  const signUp = await request.post("/api/users", { data: { email, password, logged_as: "employer", is_employer: true, first_name: "Olga", last_name: "Poster" } });
  expect(signUp.status()).toBe(201);
  await logIn(request, email, password);
  const company = await request.post("/api/companies", { data: { name: companyName } });
  expect(company.status()).toBe(201);
  return (await company.json()).data._id as string;
}

/** Walks the four steps as a person would and publishes. */
async function postJob(page: Page, locale: "en" | "es", title: string) {
  const t = texts[locale];
  await page.goto(`/${locale}/employers/post-job`);
  await page.getByLabel(t.jobTitle).fill(title);
  await page.getByRole("textbox", { name: locale === "en" ? "Description" : "Descripción" }).click();
  await page.keyboard.type("Build the hiring pipeline of a remote marketplace, end to end, with a small and kind team.");
  await page.getByRole("button", { name: t.next }).click();

  await page.getByRole("combobox", { name: t.skills }).fill("type");
  await page.getByRole("option", { name: "TypeScript" }).click();
  await page.getByRole("button", { name: t.next }).click();
  await page.getByRole("button", { name: t.next }).click();

  await page.getByRole("button", { name: t.addQuestion }).click();
  await page.getByLabel(t.question, { exact: true }).fill(locale === "en" ? "Can you work European mornings?" : "¿Puedes trabajar por las mañanas de Europa?");
  await page.getByLabel(t.knockout).selectOption("no");
  await page.getByRole("button", { name: t.next }).click();

  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: t.publish }).click();
}

async function sitemapJobs(request: APIRequestContext): Promise<string> {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/jobs-\d+\.xml)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
}

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];

  test(`${locale}: a new employer posts a job that candidates find, then meets the Free plan's limit, pauses and closes it`, async ({ page }) => {
    const companyName = `Kestrel ${locale.toUpperCase()} ${Date.now()}`;
    const companyId = await employerWithCompany(page.request, companyName);
    const title = `Platform Engineer ${locale} ${Date.now()}`;

    await postJob(page, locale, title);
    await expect(page.getByText(t.published)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/home/employers-jobs-listing$`));
    const row = page.getByRole("article").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t.publishedToday);

    // On the public side: in the search, and on its own page with exactly one JobPosting.
    await page.goto(`/${locale}/us/jobs?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole("article").filter({ hasText: title }).getByText(t.postedToday, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
    const postings = jsonLd.map((text) => JSON.parse(text) as { "@type"?: string; title?: string }).filter((data) => data["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]!.title).toBe(title);
    const jobId = page.url().match(/([0-9a-f-]{36})$/)![1]!;
    expect(await sitemapJobs(page.request)).toContain(jobId);

    // A second open job on Free: the FREE dialog, naming the company, leads to its premium page.
    await postJob(page, locale, `${title} II`);
    const dialog = page.getByRole("dialog", { name: t.freeTitle });
    await expect(dialog).toContainText(companyName);
    await expect(dialog.getByRole("link", { name: t.goPremium })).toHaveAttribute("href", new RegExp(`/home/premium/${companyId}/`));

    // Edit the open job from the list: the form opens with what it holds, and saves in place.
    await page.goto(`/${locale}/home/employers-jobs-listing`);
    await row.getByRole("button", { name: t.actions(title) }).click();
    await page.getByRole("menuitem", { name: t.edit }).click();
    await expect(page.getByLabel(t.jobTitle)).toHaveValue(title);
    await page.getByRole("button", { name: t.saveChanges }).click();
    await expect(page.getByText(t.changesSaved)).toBeVisible();

    // Pause, then close it from the list: the public side follows.
    await row.getByRole("button", { name: t.actions(title) }).click();
    await page.getByRole("menuitem", { name: t.pause }).click();
    await expect(page.getByText(t.paused(title))).toBeVisible();
    await row.getByRole("button", { name: t.actions(title) }).click();
    await page.getByRole("menuitem", { name: t.close }).click();
    await expect(page.getByText(t.closed(title))).toBeVisible();
    expect(await sitemapJobs(page.request)).not.toContain(jobId);
  });
}

test("the field a step focuses because it is invalid is not hidden under the sticky actions or the phone's menu bar", async ({ page }) => {
  await employerWithCompany(page.request, `Wren ${Date.now()}`);
  await page.goto("/en/employers/post-job");
  await page.getByLabel(texts.en.jobTitle).fill("QA Engineer");
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Short");
  await page.getByRole("button", { name: texts.en.next }).click();

  const error = page.getByText("Min number of characters is 20");
  await expect(error).toBeVisible();
  const covers = page.locator("[data-sticky-actions], [data-bottom-menu]").filter({ visible: true });
  const errorBox = (await error.boundingBox())!;
  const top = Math.min(...(await covers.evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().top))));
  expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(top);
  expect(errorBox.y).toBeGreaterThanOrEqual(0);
});

test("a new employer's jobs page leads to the first job, without a search over nothing", async ({ page }) => {
  await employerWithCompany(page.request, `Heron ${Date.now()}`);
  await page.goto("/en/home/employers-jobs-listing");
  await expect(page.getByText("You have not posted a job yet.")).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Post a job" }).last().click();
  await expect(page).toHaveURL(/\/en\/employers\/post-job$/);
});
