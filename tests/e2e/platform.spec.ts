import { expect, test } from "@playwright/test";

import packageJson from "../../package.json" with { type: "json" };

test("GET /api/health reports the version and a live database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toBeTruthy();
  const body = await response.json();
  expect(body).toMatchObject({ success: true, data: { version: packageJson.version, database: { up: true } } });
});

test("an unknown API path answers 404, not a page", async ({ request }) => {
  const response = await request.get("/api/does-not-exist");
  expect(response.status()).toBe(404);
});

test("the landing page shows the demo marketplace in English", async ({ page }) => {
  await page.goto("/en");
  // The brand once: the landing's own title starts with it.
  await expect(page).toHaveTitle("Remote Jobs — remote work across the Americas and beyond");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your place in a remote team");
  await expect(page.getByText(/\d+ jobs open to people in United States/)).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest jobs" }).getByRole("article");
  await expect(latest).toHaveCount(6);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a visitor without a language in the URL is sent to their browser's language", async ({ browser }) => {
  for (const [locale, expected] of [["es-ES", "/es"], ["en-US", "/en"], ["fr-FR", "/en"]] as const) {
    // Chromium writes Accept-Language from the context's locale.
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe(expected);
    await context.close();
  }
});

test("each language has its own URL, whatever the browser prefers", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en-US" } });
  const page = await context.newPage();
  const response = await page.goto("/es");
  expect(response?.headers()["link"]).toMatch(/hreflang="en"/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encuentra tu lugar en un equipo remoto");
  await expect(page.getByText(/\d+ ofertas abiertas/)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await context.close();
});

test("the landing page fits the screen without sideways scrolling", async ({ page }) => {
  await page.goto("/en");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the landing page shows visitors the navbar and the footer", async ({ page }, testInfo) => {
  await page.goto("/en");
  const navbar = page.getByRole("banner");
  await expect(navbar.getByRole("link", { name: "Remote Jobs home" })).toHaveAttribute("href", "/en/us");
  await expect(navbar.getByRole("button", { name: "Country US: United States. Change country" })).toBeVisible();
  if (testInfo.project.name === "mobile") {
    await expect(navbar.getByRole("link", { name: "Log in" })).toBeHidden();
    await navbar.getByRole("button", { name: "Open menu" }).click();
    const hamburgerLinks = [["Browse candidates", "/en/us/candidates"], ["Find jobs", "/en/us/jobs"], ["Go premium", "/en/auth/premium"], ["Sign up", "/en/auth/signup"], ["Log in", "/en/auth/login"]] as const;
    for (const [name, href] of hamburgerLinks) {
      await expect(navbar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  } else {
    await expect(navbar.getByRole("link", { name: "Find jobs" })).toHaveAttribute("href", "/en/us/jobs");
    await expect(navbar.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/auth/login");
    await expect(navbar.getByRole("link", { name: "Switch to Español" })).toHaveAttribute("href", "/es");
    await navbar.getByRole("button", { name: "Sign up" }).click();
    await expect(navbar.getByRole("menuitem", { name: "I want to hire" })).toHaveAttribute("href", "/en/auth/signup?type=want-hire");
  }

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Find your place", { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/en/auth/signup?type=want-hire&asEmployer=true");
  await expect(footer.getByRole("navigation", { name: "Job categories" }).getByRole("link").first()).toHaveAttribute("href", /^\/en\/us\/jobs\/[a-z-]+$/);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Remote Jobs. All rights reserved.`)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
