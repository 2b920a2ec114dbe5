import { expect, test, type Page } from "@playwright/test";

/** Reads the seeded demo marketplace (prisma/seed/demo-data.ts); runs at desktop and 375 px. */

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the landing page links categories, latest jobs and four blog posts into the country", async ({ page }) => {
  await page.goto("/en");

  const categories = page.getByRole("region", { name: "Explore jobs by category" }).getByRole("link");
  expect(await categories.count()).toBeGreaterThan(5);
  await expect(categories.filter({ hasText: "Software Development" })).toHaveAttribute("href", "/en/us/jobs/software-development");
  for (const href of await categories.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/en\/us\/jobs\/[a-z0-9-]+$/);
  }

  const latest = page.getByRole("region", { name: "Latest jobs" });
  await expect(latest.getByRole("article")).toHaveCount(6);
  await expect(latest.getByRole("link", { name: "Senior Full-Stack Engineer (React + Node.js)" })).toHaveAttribute("href", /^\/en\/us\/job\/senior-full-stack-engineer-react-node-js-[0-9a-f-]{36}$/);
  await expect(latest.getByRole("link", { name: "See all jobs" })).toHaveAttribute("href", "/en/us/jobs");

  const blog = page.getByRole("region", { name: "From our blog" });
  await expect(blog.getByRole("article")).toHaveCount(4);
  await expect(blog.getByRole("heading", { name: "The remote job application checklist" })).toBeVisible();
  await expect(blog.getByText("By Valentina Ortiz")).toBeVisible();

  await expectNoSidewaysScroll(page);
});

test("the search box sends the query to the country's jobs page, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/mx");
  await expect(page.getByRole("region", { name: "Latest jobs" }).getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/en\/mx\/job\//);
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("react developer");
  await page.getByRole("button", { name: "Search jobs" }).click();
  await page.waitForURL("**/en/mx/jobs?search=react+developer");
  await context.close();
});

test("the Spanish landing page speaks Spanish and keeps Spanish blog posts", async ({ page }) => {
  await page.goto("/es/mx");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encuentra tu lugar en un equipo remoto");
  const categories = page.getByRole("region", { name: "Explora empleos por categoría" });
  await expect(categories.getByRole("link", { name: "Desarrollo de software" })).toHaveAttribute("href", "/es/mx/jobs/software-development");
  await expect(page.getByRole("region", { name: "Últimas ofertas" }).getByRole("article")).toHaveCount(6);
  const blog = page.getByRole("region", { name: "De nuestro blog" });
  await expect(blog.getByRole("article")).toHaveCount(4);
  await expect(blog.getByRole("heading", { name: "La lista de control para postularte a un empleo remoto" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("a company page shows the company and only its open public jobs", async ({ page }) => {
  await page.goto("/en/us/companies/northwind-labs");
  // The page's title, then the brand (app/layout.tsx's template).
  await expect(page).toHaveTitle("Northwind Labs: remote jobs and company profile — Remote Jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Northwind Labs");
  await expect(page.getByText("Verified company")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Company sections" }).getByRole("link", { name: /Available jobs/ })).toHaveAttribute("href", "#jobs");

  const jobs = page.getByRole("region", { name: "Available jobs" });
  await expect(jobs.getByRole("link", { name: "Data Analyst" })).toHaveAttribute("href", /^\/en\/us\/job\/data-analyst-[0-9a-f-]{36}$/);
  // Closed, expired and private jobs of the same company stay off the page.
  for (const hidden of ["Frontend Developer (Vue.js)", "Technical Writer, API Docs", "Staff Backend Engineer", "QA Automation Engineer"]) {
    await expect(jobs.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await expectNoSidewaysScroll(page);
});

test("a company page in Spanish, and an unknown company is not found", async ({ page }) => {
  await page.goto("/es/mx/companies/pampa-pagos");
  await expect(page.getByRole("heading", { name: "Sobre nosotros", level: 2 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Empleos disponibles" }).getByRole("link").first()).toHaveAttribute("href", /^\/es\/mx\/job\//);

  const response = await page.goto("/en/us/companies/no-such-company");
  expect(response?.status()).toBe(404);
});

test("the public catalogue and blog endpoints answer in the asked language", async ({ request }) => {
  const posts = await (await request.get("/api/companies/blog/latest-posts?locale=es")).json();
  expect(posts.success).toBe(true);
  expect(posts.data).toHaveLength(4);
  const industries = await (await request.get("/api/industries?locale=es")).json();
  expect(industries.data).toContainEqual(expect.objectContaining({ slug: "software-development", name: "Desarrollo de software" }));
  const countries = await (await request.get("/api/countries")).json();
  expect(countries.data.flatMap((group: { countries: { slug: string }[] }) => group.countries)).toContainEqual(expect.objectContaining({ slug: "us", name: "United States", icon: "🇺🇸" }));
});
