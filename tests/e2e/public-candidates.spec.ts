import { expect, test, type Page } from "@playwright/test";

import { demo, logIn } from "./support/session";

/** No card's text may hold a seeded surname for a viewer without a premium company. */
const seededSurnames = /Ramírez|Gómez|Castillo|Martínez|Fernández|Rojas|Herrera|Souza/;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a visitor browses candidates with masked surnames, searches and pages, in English", async ({ page }) => {
  const response = await page.goto("/en/us/candidates");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Candidates open to remote work");
  await expectNoSidewaysScroll(page);

  const names = page.getByTestId("candidate-name");
  await expect(names).toHaveCount(12);
  await expect(names.first()).toContainText("•••••");
  expect(await page.content()).not.toMatch(seededSurnames);
  await expect(page.getByRole("link", { name: "Go premium!" }).first()).toHaveAttribute("href", "/en/auth/signup?type=want-hire&asEmployer=true");
  await expect(page.getByText(/^Profile \d+% complete$/).first()).toBeVisible();

  // Pagination: stable links with rel=next/prev.
  const next = page.locator('a[rel="next"]');
  await expect(next).toHaveAttribute("href", "/en/us/candidates?page=2");
  await next.click();
  await expect(page).toHaveURL(/\/en\/us\/candidates\?page=2$/, { timeout: 15_000 });
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", "/en/us/candidates");
  await expect(names.first()).toBeVisible();

  // Search through the plain GET form.
  await page.getByRole("searchbox", { name: "Role, skill or name" }).fill("designer");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/us\/candidates\?search=designer/);
  await expect(page.locator("article").first()).toContainText(/design/i);
});

test("a visitor filters candidates in Spanish, and a bad filter is dropped with a notice", async ({ page }) => {
  const response = await page.goto("/es/co/candidates?country_id=%3Cscript%3Ealert(1)%3C/script%3E&page=99999");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Candidatos disponibles para trabajo remoto");
  await expect(page.getByRole("status")).toHaveText("Algunos filtros de la dirección no eran válidos, así que los ignoramos.");
  expect(await page.content()).not.toContain("<script>alert(1)");
  await expectNoSidewaysScroll(page);

  await page.locator('select[name="country_id"]').selectOption({ label: "🇨🇴 Colombia" });
  await page.locator('select[name="type_user_verificated"]').selectOption({ label: "Identidad verificada" });
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  // A form without JavaScript sends its empty search box too; the page reads "search=" as no search.
  await expect(page).toHaveURL(/\/es\/co\/candidates\?(search=&)?country_id=\d+&type_user_verificated=identity$/);
  const names = page.getByTestId("candidate-name");
  await expect(names).toHaveCount(1);
  await expect(names.first()).toContainText("Carlos");
  await expect(names.first()).toContainText("R•••••");
  await expect(page.getByRole("link", { name: "¡Hazte premium!" })).toBeVisible();
  expect(await page.content()).not.toMatch(seededSurnames);
});

test("an employer with a premium company sees full names", async ({ page }) => {
  await logIn(page.request, demo.employer);
  await page.goto("/en/co/candidates?search=carlos");
  await expect(page.getByTestId("candidate-name").first()).toHaveText("Carlos Ramírez");
  await expect(page.getByRole("link", { name: "Go premium!" })).toHaveCount(0);
});

test("GET /api/users/public is its own route, not /api/users/[id]", async ({ request }) => {
  const answer = await request.get("/api/users/public?take=2");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { success: boolean; data: { items: { name: string }[]; take: number } };
  expect(body.success).toBe(true);
  expect(body.data.take).toBe(2);
  expect(JSON.stringify(body)).not.toMatch(seededSurnames);
  expect((await request.get("/api/users/public?take=500")).status()).toBe(400);
});
