import { expect, test, type Page } from "@playwright/test";

import { spokenLanguages } from "@/lib/catalogue/spoken-languages";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { demo, logIn, queryDatabase } from "./support/session";

const jobPageTexts = { en: en.JobPage, es: es.JobPage };

/**
 * The public job marketplace as a job seeker uses it, in both languages, at desktop and 375 px
 * (the two Playwright projects): search, filters, sort, pagination, a job's page and its apply
 * box. Everything reads the seeded demo jobs (prisma/seed/demo-data.ts) and changes no data, so
 * the public response cache cannot serve a stale answer to any of it.
 */

const texts = {
  en: {
    country: "us",
    countryName: "United States",
    heading: "Remote jobs open to applicants in United States",
    searchLabel: "Search jobs",
    searchButton: "Search",
    searchWord: "Python",
    searchHit: "Senior Python Developer",
    filters: "Filters",
    category: "Category",
    softwareCategory: "Software Development",
    softwareHeading: "Remote Software Development jobs open to applicants in United States",
    softwareJob: "Senior Full-Stack Engineer (React + Node.js)",
    notSoftwareJob: "Instructional Designer",
    showJobs: "Show jobs",
    contract: "Contract",
    contractJob: "DevOps Engineer (AWS, Kubernetes)",
    fullTimeJob: "Senior Python Developer",
    sortNav: "Sort",
    salary: "Salary",
    pages: "Pages of results",
    next: "Next",
    previous: "Previous",
    applyTitle: "Apply for this job",
    signUp: "Sign up to apply",
    apply: "Apply",
    notEligible: "You cannot apply to this job from where you are.",
  },
  es: {
    country: "co",
    countryName: "Colombia",
    heading: "Empleos remotos abiertos a postulantes en Colombia",
    searchLabel: "Buscar empleos",
    searchButton: "Buscar",
    searchWord: "Java",
    searchHit: "Desarrollador Java Senior (Pagos)",
    filters: "Filtros",
    category: "Categoría",
    softwareCategory: "Desarrollo de software",
    softwareHeading: "Empleos remotos de Desarrollo de software abiertos a postulantes en Colombia",
    softwareJob: "Desarrollador Java Senior (Pagos)",
    notSoftwareJob: "Ingeniero de Datos",
    showJobs: "Ver empleos",
    contract: "Contrato",
    contractJob: "DevOps Engineer (AWS, Kubernetes)",
    fullTimeJob: "Desarrollador Java Senior (Pagos)",
    sortNav: "Orden",
    salary: "Salario",
    pages: "Páginas de resultados",
    next: "Siguiente",
    previous: "Anterior",
    applyTitle: "Postúlate a este empleo",
    signUp: "Regístrate para postularte",
    apply: "Postularme",
    notEligible: "No puedes postularte a este empleo desde donde estás.",
  },
} as const;

/** The job titles of the result list, in order. */
function resultTitles(page: Page) {
  return page.locator("section[aria-labelledby=results-heading] ol > li h2");
}

/** On a small screen the filter form sits behind the "Filters" toggle; open it when it is closed. */
async function openFilters(page: Page, label: string) {
  const form = page.locator("form[role=search][aria-label]");
  if (!(await form.isVisible())) await page.locator("label[for=show-filters]", { hasText: label }).click();
  await expect(form).toBeVisible();
  return form;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, "the page is wider than the screen").toBeLessThanOrEqual(widths.viewport);
}

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];
  const listPath = `/${locale}/${t.country}/jobs`;

  test.describe(`public jobs (${locale})`, () => {
    test("a visitor searches by a word of a job title and finds the job", async ({ page }) => {
      await page.goto(listPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
      await page.getByRole("searchbox", { name: t.searchLabel }).fill(t.searchWord);
      await page.getByRole("button", { name: t.searchButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?search=${t.searchWord}$`));
      await expect(resultTitles(page).filter({ hasText: t.searchHit })).toHaveCount(1);
      // The search stays in the box, and every result carries the word.
      await expect(page.getByRole("searchbox", { name: t.searchLabel })).toHaveValue(t.searchWord);
      await expectNoSidewaysScroll(page);
    });

    test("the category filter moves the list to the category's own URL", async ({ page, isMobile }) => {
      await page.goto(listPath);
      const form = page.locator("form[role=search][aria-label]");
      if (isMobile) {
        // Small screens: the filters are folded away until the toggle opens them.
        await expect(form).toBeHidden();
        await page.locator("label[for=show-filters]", { hasText: t.filters }).click();
        await expect(form).toBeVisible();
        await expectNoSidewaysScroll(page);
      } else {
        await expect(form).toBeVisible();
      }
      await form.getByRole("combobox", { name: t.category }).selectOption({ label: t.softwareCategory });
      await form.getByRole("button", { name: t.showJobs }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}/software-development$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.softwareHeading);
      await expect(resultTitles(page).filter({ hasText: t.softwareJob })).toHaveCount(1);
      await expect(resultTitles(page).filter({ hasText: t.notSoftwareJob })).toHaveCount(0);
      // The form shows the category it filters by.
      const reopened = await openFilters(page, t.filters);
      await expect(reopened.getByRole("combobox", { name: t.category })).toHaveValue("software-development");
    });

    test("the job type filter keeps only jobs of that type", async ({ page }) => {
      await page.goto(listPath);
      const form = await openFilters(page, t.filters);
      await form.getByRole("checkbox", { name: t.contract }).check();
      await form.getByRole("button", { name: t.showJobs }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?job_type=contract$`));
      await expect(resultTitles(page).filter({ hasText: t.contractJob })).toHaveCount(1);
      await expect(resultTitles(page).filter({ hasText: t.fullTimeJob })).toHaveCount(0);
      const cards = page.locator("section[aria-labelledby=results-heading] ol > li");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) await expect(card).toContainText(t.contract);
      await expect((await openFilters(page, t.filters)).getByRole("checkbox", { name: t.contract })).toBeChecked();
    });

    test("sorting by salary puts the best paid jobs first", async ({ page }) => {
      await page.goto(listPath);
      const sortLink = page.getByRole("navigation", { name: t.sortNav, exact: true }).getByRole("link", { name: t.salary, exact: true });
      await sortLink.click();
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?sort=salary(%3A|:)desc$`));
      await expect(page.getByRole("navigation", { name: t.sortNav, exact: true }).getByRole("link", { name: t.salary, exact: true })).toHaveAttribute("aria-current", "true");
      const titles = await resultTitles(page).allInnerTexts();
      expect(titles.length).toBeGreaterThan(1);
      // Salaries compare in US dollars a month (the column the search sorts on), jobs without one last.
      const rows = await queryDatabase<{ title: string; monthly: number | null }>(
        "SELECT title, COALESCE(salary_monthly_usd_to, salary_monthly_usd_from) AS monthly FROM jobs WHERE title = ANY($1)",
        [titles],
      );
      const monthly = titles.map((title) => rows.find((row) => row.title === title)?.monthly ?? null);
      const sorted = [...monthly].sort((a, b) => (a === null ? 1 : b === null ? -1 : b - a));
      expect(monthly).toEqual(sorted);
    });

    test("pagination follows stable next and previous links", async ({ page, request }) => {
      const firstResponse = await page.goto(`${listPath}?country_id=all&take=5`);
      expect(firstResponse?.status()).toBe(200);
      const firstUrl = new URL(page.url());
      expect(firstUrl.pathname).toBe(listPath);
      expect(Object.fromEntries(firstUrl.searchParams)).toEqual({ country_id: "all", take: "5" });
      const pagination = page.getByRole("navigation", { name: t.pages, exact: true });
      await expect(pagination.locator("a[rel=prev]")).toHaveCount(0);
      await expect(resultTitles(page)).toHaveCount(5);
      const firstPageTitles = await resultTitles(page).allInnerTexts();

      const next = pagination.getByRole("link", { name: t.next });
      await expect(next).toHaveAttribute("rel", "next");
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const secondUrl = page.url();
      expect(Object.fromEntries(new URL(secondUrl).searchParams)).toEqual({ country_id: "all", take: "5", page: "2" });
      await expect(resultTitles(page)).toHaveCount(5);
      const secondPageTitles = await resultTitles(page).allInnerTexts();
      expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

      // Page 2 links back to page 1 (without page=1) and on to page 3.
      const secondPagination = page.getByRole("navigation", { name: t.pages, exact: true });
      const previous = secondPagination.getByRole("link", { name: t.previous });
      await expect(previous).toHaveAttribute("rel", "prev");
      const previousHref = new URL((await previous.getAttribute("href"))!, page.url());
      expect(previousHref.pathname).toBe(listPath);
      expect(Object.fromEntries(previousHref.searchParams)).toEqual({ country_id: "all", take: "5" });
      const nextHref = new URL((await secondPagination.locator("a[rel=next]").getAttribute("href"))!, page.url());
      expect(Object.fromEntries(nextHref.searchParams)).toEqual({ country_id: "all", take: "5", page: "3" });

      // The URL a link gives is the canonical one: asking for it again answers 200 at once, no redirect.
      const again = await request.get(secondUrl, { maxRedirects: 0 });
      expect(again.status()).toBe(200);

      await previous.click();
      await expect(page).toHaveURL(firstUrl.toString());
      expect(await resultTitles(page).allInnerTexts()).toEqual(firstPageTitles);
      await expectNoSidewaysScroll(page);
    });

    test("a visitor opens a job from the list and sees the job, its company and how to apply", async ({ page }) => {
      await page.goto(listPath);
      const link = page.getByRole("link", { name: t.softwareJob, exact: true });
      const [company] = await queryDatabase<{ name: string }>("SELECT c.name FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.title = $1", [t.softwareJob]);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${t.country}/job/[a-z0-9-]+-[0-9a-f-]{36}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.softwareJob);
      await expect(page.getByRole("main").getByRole("link", { name: company!.name, exact: true }).first()).toBeVisible();
      const panel = page.getByRole("region", { name: t.applyTitle });
      await expect(panel).toBeVisible();
      const signUp = panel.getByRole("link", { name: t.signUp });
      await expect(signUp).toBeVisible();
      await expect(signUp).toHaveAttribute("href", new RegExp(`^/${locale}/auth/signup`));
      // The languages it asks for, named in the reader's language ("Español · Nativo", not "Spanish · Nativo").
      const languages = await queryDatabase<{ name: string; level: keyof typeof jobPageTexts.en.levels }>(
        "SELECT l.name, l.level FROM job_languages l JOIN jobs j ON j.id = l.job_id WHERE j.title = $1",
        [t.softwareJob],
      );
      expect(languages.length).toBeGreaterThan(0);
      for (const { name, level } of languages) {
        const named = locale === "es" ? spokenLanguages.find((language) => language.name === name)!.nameEs : name;
        const chip = jobPageTexts[locale].languageLevel.replace("{language}", named).replace("{level}", jobPageTexts[locale].levels[level]);
        await expect(page.getByRole("main").getByText(chip, { exact: true })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
    });

    test("a signed-in candidate opening a job sees the Apply button or why they cannot apply", async ({ page }) => {
      await logIn(page.request, demo.candidate);
      // A findable job the demo candidate has not applied to yet; the test only looks, it never applies.
      const [job] = await queryDatabase<{ id: string }>(
        `SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.status = 'OPEN' AND j.is_public AND j.banned_at IS NULL AND j.published_at <= now()
           AND (j.expires_at IS NULL OR j.expires_at > now()) AND c.banned_at IS NULL AND c.disabled_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM applications a JOIN users u ON u.id = a.candidate_id WHERE a.job_id = j.id AND u.email = $1)
         ORDER BY j.published_at DESC LIMIT 1`,
        [demo.candidate],
      );
      expect(job, "the seed has a job the demo candidate has not applied to").toBeTruthy();
      await page.goto(`/${locale}/${t.country}/job/${job!.id}`);
      const panel = page.getByRole("region", { name: t.applyTitle });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link", { name: t.signUp })).toHaveCount(0);
      await expect(panel.getByRole("button", { name: t.apply, exact: true }).or(panel.getByRole("note").filter({ hasText: t.notEligible }))).toBeVisible();
    });
  });
}

/**
 * Whatever a URL carries, the list answers with a page (the bad values dropped) and never a 500,
 * and nothing a visitor typed comes back as markup. GET /api/posts refuses what does not parse.
 */
test.describe("hostile and broken queries", () => {
  const injected = ["<img src=x onerror=alert(1)>", '"><script>alert(1)</script>', "</title><svg onload=alert(1)>"];
  const pageQueries: Record<string, string>[] = [
    { job_category: "no-such-category" },
    { job_category: "<b>bold</b>" },
    { job_type: "wizard" },
    { regions: "../../etc/passwd" },
    { country_id: "-1" },
    { country_id: "99999999999" },
    { page: "-1" },
    { page: "0" },
    { page: "99999999999999999999" },
    { page: "1e309" },
    { page: "400" },
    { take: "0" },
    { take: "100000" },
    { sort: "salary;DROP TABLE jobs" },
    { sort: "__proto__:asc" },
    { timezone: "UTC+99" },
    { min_salary: "abc", max_salary: "-5" },
    { startDate: "2024-13-45", endDate: "yesterday" },
    { salary_frequency: "fortnightly" },
    { search: "x".repeat(10 * 1024) },
    { search: "' OR 1=1; DROP TABLE jobs; --" },
    { search: "a\u0000b" },
    { search: "%%%", skills: "\u202e\u0000" },
    ...injected.map((search) => ({ search })),
    ...injected.map((skills) => ({ skills, languages: skills })),
  ];

  test("the job list answers every bad query with a page, never a 500, never echoing markup", async ({ request }) => {
    for (const query of pageQueries) {
      const url = `/en/us/jobs?${new URLSearchParams(query)}`;
      const response = await request.get(url);
      const label = `${url.slice(0, 120)} -> ${response.status()}`;
      expect(response.status(), label).toBeLessThan(500);
      expect(response.status(), label).toBe(200);
      const body = await response.text();
      for (const markup of injected) expect(body.includes(markup), `${label} echoes ${markup}`).toBe(false);
      expect(body, label).toContain("Remote jobs");
    }
    // A raw percent sign that is no escape at all.
    expect((await request.get("/en/us/jobs?search=%E0%A4%A&page=%")).status()).toBeLessThan(500);
  });

  test("an injected search comes back escaped in the search box, not as markup", async ({ page }) => {
    const search = injected[0]!;
    const response = await page.goto(`/en/us/jobs?search=${encodeURIComponent(search)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(search);
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    expect(await response!.text()).not.toContain(search);
  });

  test("GET /api/posts answers a query that does not parse with 400 invalid_query, and odd searches with results", async ({ request }) => {
    const refused: Record<string, string>[] = [
      { page: "-1" },
      { page: "99999999999" },
      { take: "0" },
      { take: "100000" },
      { job_type: "wizard" },
      { job_category: "<b>bold</b>" },
      { sort: "salary;DROP TABLE jobs" },
      { timezone: "UTC+99" },
      { min_salary: "abc" },
      { startDate: "2024-13-45" },
      { country_id: "-1" },
      { search: "x".repeat(10 * 1024) },
    ];
    for (const query of refused) {
      const url = `/api/posts?${new URLSearchParams(query)}`;
      const response = await request.get(url);
      const label = `${url.slice(0, 120)} -> ${response.status()}`;
      expect(response.status(), label).toBe(400);
      const body = (await response.json()) as { error?: { code?: string } };
      expect(body.error?.code, label).toBe("invalid_query");
    }
    for (const search of ["' OR 1=1; DROP TABLE jobs; --", ...injected]) {
      const response = await request.get(`/api/posts?${new URLSearchParams({ search })}`);
      expect(response.status(), search).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/json");
      const body = (await response.json()) as { data?: { items?: unknown[] }; items?: unknown[] };
      expect(Array.isArray(body.data?.items ?? body.items), search).toBe(true);
    }
  });
});
