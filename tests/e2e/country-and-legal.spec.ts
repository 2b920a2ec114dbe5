import { expect, test } from "@playwright/test";

import { clickUntilShown } from "./support/click-actions";

test("a country has its own landing page, and an unknown country is not found", async ({ page }) => {
  const response = await page.goto("/en/co");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your place in a remote team");
  expect((await page.goto("/en/zz"))?.status()).toBe(404);
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
