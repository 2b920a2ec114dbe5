import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { demo, demoPassword, logIn, queryDatabase } from "./support/session";

/**
 * What a new user met on their first visits, each in the language and at the size they met it:
 * a redirect loop after switching side in another browser, sign-up and log-in losing the job they
 * came from, figures that did not say what they counted, a job tagged with the wrong country,
 * cards that pretended to be links, a 100% match with nothing to match, and a phone layout that
 * buried the apply box and pushed results out of sight.
 */

const password = "first visit 123";
let sequence = 0;

async function signUp(request: APIRequestContext, side: "employer" | "candidate") {
  const email = `first-visit.${side}.${Date.now().toString(36)}.${++sequence}@example.test`;
  const response = await request.post("/api/users", { data: { email, password, logged_as: side, is_employer: side === "employer", first_name: "Noa", last_name: "Nueva" } });
  expect(response.status()).toBe(201);
  return email;
}

async function publicJob(title: string) {
  const [job] = await queryDatabase<{ id: string }>("SELECT id FROM jobs WHERE title = $1", [title]);
  return job!.id;
}

test.describe("a side switched in another browser", () => {
  for (const locale of ["en", "es"] as const) {
    test(`never loops between pages (${locale})`, async ({ browser, baseURL }) => {
      const email = await signUp((await browser.newContext({ baseURL })).request, "candidate");
      const here = await browser.newContext({ baseURL });
      const there = await browser.newContext({ baseURL });
      await logIn(here.request, email, password);
      await logIn(there.request, email, password);
      const page = await here.newPage();
      await page.goto(`/${locale}/home`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/home/candidates-jobs-listing$`));

      // The other browser becomes an employer; this one's cookie still says candidate.
      expect((await there.request.post("/api/auth/switch-side", { data: { side: "employer" } })).status()).toBe(200);
      for (const path of ["/home", "/home/candidates-jobs-listing", "/home/employers-candidates-listing"]) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`/${locale}/home/employers-candidates-listing$`));
      }

      // And back again, the other way round.
      expect((await there.request.post("/api/auth/switch-side", { data: { side: "candidate" } })).status()).toBe(200);
      await page.goto(`/${locale}/home/employers-jobs-listing`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/home/candidates-jobs-listing$`));
      await here.close();
      await there.close();
    });
  }
});

test.describe("from a job page", () => {
  test("logging in comes back to the job's apply box", async ({ page }) => {
    const id = await publicJob("Product Designer");
    await page.goto(`/en/co/job/product-designer-${id}`);
    await page.getByRole("region", { name: "Apply for this job" }).getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(/\/en\/auth\/login\?callbackUrl=/);
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: "E-mail" }).fill(demo.candidate);
    await form.getByLabel("Password", { exact: true }).fill(demoPassword);
    const landed = page.waitForURL(new RegExp(`/en/co/job/product-designer-${id}#apply$`));
    await form.getByRole("button", { name: "Log in", exact: true }).click();
    await landed;
    await expect(page.getByRole("region", { name: "Apply for this job" })).toBeInViewport();
  });

  test("signing up comes back to the job, ready to apply (es)", async ({ page }) => {
    const id = await publicJob("Product Designer");
    await page.goto(`/es/co/job/product-designer-${id}`);
    await page.getByRole("region", { name: "Postúlate a este empleo" }).getByRole("link", { name: "Regístrate para postularte" }).click();
    await page.waitForURL(/\/es\/auth\/signup\?type=want-work&callbackUrl=/);
    await expect(page.getByRole("radio", { name: /Quiero trabajar/ })).toBeChecked();
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: "Correo electrónico" }).fill(`first-visit.job.${Date.now().toString(36)}@example.test`);
    await form.getByLabel("Contraseña", { exact: true }).fill(password);
    await form.getByLabel("Confirma la contraseña", { exact: true }).fill(password);
    const landed = page.waitForURL(new RegExp(`/es/co/job/product-designer-${id}#apply$`));
    await form.getByRole("button", { name: "Crear cuenta" }).click();
    await landed;
    await expect(page.getByRole("region", { name: "Postúlate a este empleo" }).getByRole("button", { name: "Postularme" })).toBeVisible();
  });
});

test.describe("the figures and cards of the public pages", () => {
  for (const [locale, country, jobsText] of [
    ["en", "us", /(\d[\d,]*) jobs? open to people in United States/],
    ["es", "mx", /(\d[\d.,]*) ofertas? abiertas? a personas en México/],
  ] as const) {
    test(`the landing counts the jobs its country's list shows (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/${country}`);
      const figure = await page.getByText(jobsText).innerText();
      const landingCount = Number(jobsText.exec(figure)![1]!.replace(/[.,]/g, ""));
      await page.goto(`/${locale}/${country}/jobs`);
      const heading = await page.getByRole("heading", { level: 2, name: /\d/ }).first().innerText();
      expect(Number(/\d[\d.,]*/.exec(heading)![0].replace(/[.,]/g, ""))).toBe(landingCount);
    });
  }

  test("a job open only to Latin America says so on its company's page, without a country flag", async ({ page }) => {
    await page.goto("/en/us/companies/northwind-labs");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Product Designer", exact: true }) });
    await expect(card).toContainText("Open to: Latin America");
    await expect(card).not.toContainText("🇺🇸");
    await page.goto("/es/us/companies/northwind-labs");
    await expect(page.getByRole("article").filter({ has: page.getByRole("link", { name: "Product Designer", exact: true }) })).toContainText("Abierto a: Latinoamérica");
  });

  test("blog cards without a page of their own are not dressed as links", async ({ page }) => {
    await page.goto("/en");
    const card = page.getByRole("region", { name: "From our blog" }).getByRole("article").first();
    await expect(card.getByRole("link")).toHaveCount(0);
    const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
    const before = await shadow();
    await card.hover();
    expect(await shadow()).toBe(before);
  });

  test("candidate cards show how complete each profile is, labelled, and no match without a job (es)", async ({ page }) => {
    await page.goto("/es/us/candidates");
    const cards = page.getByRole("article");
    await expect(cards.first()).toContainText(/Perfil completo al \d+ %/);
    await expect(page.getByText(/^\d+%$/)).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone layout");

  async function resultsTop(page: Page) {
    return (await page.getByRole("heading", { level: 2, name: /\d/ }).first().boundingBox())!.y;
  }

  test("the job page's apply button is at hand until the apply box shows, and leads to it", async ({ page }) => {
    const id = await publicJob("Senior Full-Stack Engineer (React + Node.js)");
    await page.goto(`/en/us/job/senior-full-stack-engineer-react-node-js-${id}`);
    const applyNow = page.getByRole("link", { name: "Apply now" });
    await expect(applyNow).toBeInViewport();
    await applyNow.click();
    await expect(page.getByRole("region", { name: "Apply for this job" })).toBeInViewport();
    // One Apply button on screen at a time: the bar steps aside while the box shows, and comes back.
    await expect(applyNow).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(applyNow).toBeInViewport();
  });

  test("opening the filters covers the results instead of pushing them away (es)", async ({ page }) => {
    await page.goto("/es/us/jobs");
    const before = await resultsTop(page);
    await page.locator("label[for=show-filters]", { hasText: "Filtros" }).click();
    const filters = page.getByRole("search", { name: "Filtros de empleo" });
    await expect(filters).toBeInViewport();
    expect(await resultsTop(page)).toBe(before);
    await page.locator("label[for=show-filters]", { hasText: "Cerrar" }).click();
    await expect(filters).toBeHidden();
  });
});
