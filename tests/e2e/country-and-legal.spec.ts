import { expect, test } from "@playwright/test";

import { clickUntilShown } from "./support/click-actions";

test("a country has its own landing page, and an unknown country is not found", async ({ page }) => {
  const response = await page.goto("/en/co");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your place in a remote team");
  expect((await page.goto("/en/zz"))?.status()).toBe(404);
});

test("a missing page says so in the reader's language, inside the site, and offers a way on", async ({ page }) => {
  // An address no page answers: a visitor is offered the jobs of their country and the home page.
  expect((await page.goto("/es/mx/no-existe"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(page).toHaveTitle("Página no encontrada — Remote Jobs");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Buscar empleos remotos" }).click();
  await expect(page).toHaveURL(/\/es\/mx\/jobs$/);

  // A job that does not exist, in English.
  expect((await page.goto("/en/us/job/no-such-job-01a2194b-e942-7fc5-99bb-000000000000"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this page");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/en\/us$/);
});

test("a public address typed without its country opens in the visitor's country", async ({ page, baseURL }) => {
  await page.goto("/jobs?search=engineer");
  await expect(page).toHaveURL(/\/en\/us\/jobs\?search=engineer$/);
  await page.context().addCookies([{ name: "NEXT_COUNTRY", value: "mx", url: baseURL! }]);
  expect((await page.goto("/es/companies/northwind-labs"))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/es\/mx\/companies\/northwind-labs$/);
});

test("terms and privacy are published per country in both languages", async ({ page }) => {
  await page.goto("/en/us/terms-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  await page.goto("/es/mx/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
});

test("the language switch keeps the page", async ({ page }) => {
  await page.goto("/en/us/terms-conditions");
  const toSpanish = page.getByRole("link", { name: "Switch to Español" });
  // On small screens the switch lives in the menu behind the hamburger.
  if (!(await toSpanish.first().isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  await toSpanish.locator("visible=true").first().click();
  await expect(page).toHaveURL(/\/es\/us\/terms-conditions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos y condiciones");
});

test("the country picker moves the page to the chosen country and closes", async ({ page }) => {
  await page.goto("/en/us/privacy-policy");
  const picker = page.getByRole("dialog", { name: "Choose your country" });
  await clickUntilShown(page.getByRole("button", { name: /^Country [A-Z]{2}: .*Change country$/ }), picker);
  await picker.getByPlaceholder("Search by country name").fill("Mexi");
  await picker.getByRole("button", { name: "Mexico", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/mx\/privacy-policy$/);
  await expect(picker).toBeHidden();
});

test("the footer's public lists exist for every country", async ({ page }) => {
  expect((await page.goto("/en/us/jobs"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote jobs open to applicants in United States");
  expect((await page.goto("/es/co/jobs"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empleos remotos abiertos a postulantes en Colombia");
  expect((await page.goto("/es/co/candidates"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Candidatos disponibles para trabajo remoto");
  expect((await page.goto("/en/zz/jobs"))?.status()).toBe(404);
});
