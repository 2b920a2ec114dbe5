import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { queryDatabase } from "./support/session";

/**
 * Issue 4's "Done when", read the way a search engine's crawler reads the site: JavaScript off,
 * or plain HTTP requests. The job pages carry one valid JobPosting while they take applications,
 * reciprocal hreflang and a canonical URL; the sitemaps list exactly the findable jobs; closed
 * jobs keep a page with a notice but leave the index.
 */

// No JavaScript in any page of this file: what a crawler that does not run scripts gets.
test.use({ javaScriptEnabled: false, locale: "en-US" });

/** publicJobWhere(now) (lib/jobs/public-jobs.ts) in SQL: the one rule for a job anyone may find. */
const findable = `j.status = 'OPEN' AND j.is_public AND j.banned_at IS NULL
  AND j.published_at <= now() AND (j.expires_at IS NULL OR j.expires_at > now())
  AND c.banned_at IS NULL AND c.disabled_at IS NULL`;

const uuidAtEnd = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

type JobPosting = {
  "@context": string;
  "@type": string;
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string;
  hiringOrganization: { "@type": string; name: string };
  identifier: { "@type": string; name: string; value: string };
  directApply: boolean;
  jobLocationType: string;
  applicantLocationRequirements?: { "@type": string; name: string }[];
  url: string;
};

async function jsonLdScripts(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

async function headLink(page: Page, selector: string): Promise<string | null> {
  const link = page.locator(`head link${selector}`);
  return (await link.count()) === 1 ? link.getAttribute("href") : null;
}

/** Every <loc> of an XML sitemap document. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/**
 * The public response cache may answer an anonymous request with what it rendered up to 30 s
 * ago; a query it has never seen is always rendered fresh, so the sitemaps match the database now.
 */
function fresh(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}fresh=${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

async function sitemapJobIds(request: APIRequestContext): Promise<{ jobFiles: string[]; ids: Set<string>; locs: string[] }> {
  const index = await request.get(fresh("/sitemap.xml"));
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const files = locsOf(await index.text());
  const jobFiles = files.filter((file) => /\/sitemaps\/jobs-\d+\.xml$/.test(file));
  const locs: string[] = [];
  for (const file of jobFiles) {
    const response = await request.get(fresh(file));
    expect(response.status(), file).toBe(200);
    locs.push(...locsOf(await response.text()));
  }
  const ids = new Set(locs.map((loc) => uuidAtEnd.exec(new URL(loc).pathname)?.[1]).filter((id): id is string => !!id));
  return { jobFiles, ids, locs };
}

test("a crawler without JavaScript finds the job list, follows a job, and reads one valid JobPosting", async ({ page }) => {
  // The unprefixed URL redirects to the visitor's language.
  await page.goto("/us/jobs");
  expect(new URL(page.url()).pathname).toBe("/en/us/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote jobs open to applicants in United States");
  expect(await jsonLdScripts(page), "a list page has no JobPosting").toEqual([]);

  const jobLinks = page.locator('main a[href^="/en/us/job/"]');
  expect(await jobLinks.count()).toBeGreaterThan(0);
  const href = (await jobLinks.first().getAttribute("href"))!;
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);

  const scripts = await jsonLdScripts(page);
  expect(scripts).toHaveLength(1);
  const posting = scripts[0] as JobPosting;
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const id = uuidAtEnd.exec(href)![1]!;
  const [row] = await queryDatabase<{ title: string; company: string; published_at: Date; job_type: string }>(
    "SELECT j.title, c.name AS company, j.published_at, j.job_type::text FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = $1",
    [id],
  );

  // Google's required JobPosting fields, and the ones a remote job needs.
  expect(posting["@context"]).toMatch(/^https?:\/\/schema\.org\/?$/);
  expect(posting["@type"]).toBe("JobPosting");
  expect(posting.title).toBe(heading);
  expect(posting.title).toBe(row!.title);
  expect(typeof posting.description).toBe("string");
  expect(posting.description.trim().length).toBeGreaterThan(50);
  expect(new Date(posting.datePosted).toISOString()).toBe(new Date(row!.published_at).toISOString());
  if (posting.validThrough !== undefined) expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());
  expect(posting.hiringOrganization["@type"]).toBe("Organization");
  expect(posting.hiringOrganization.name).toBe(row!.company);
  expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]).toContain(posting.employmentType);
  expect(posting.identifier).toMatchObject({ "@type": "PropertyValue", value: id });
  expect(posting.identifier.name.length).toBeGreaterThan(0);
  expect(posting.directApply).toBe(true);
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  // A remote job must say where applicants may live (Google wants at least one country).
  expect(posting.applicantLocationRequirements?.length ?? 0).toBeGreaterThan(0);
  for (const place of posting.applicantLocationRequirements ?? []) expect(place["@type"]).toBe("Country");
  expect(posting.url).toBe(await headLink(page, '[rel="canonical"]'));
});

test("a job page has a canonical URL and reciprocal hreflang with x-default", async ({ page }) => {
  const [job] = await queryDatabase<{ id: string }>(`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${findable} ORDER BY j.published_at DESC LIMIT 1`);
  await page.goto(`/en/us/job/${job!.id}`);
  const canonical = await headLink(page, '[rel="canonical"]');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/en/[a-z]{2}/job/[a-z0-9-]+-${job!.id}$`));
  // Seen under another country, a job's alternates are that country's language versions; on its
  // canonical page (the one the sitemap lists) canonical and hreflang agree.
  const usEnglish = await headLink(page, '[rel="alternate"][hreflang="en"]');
  expect(usEnglish).toMatch(new RegExp(`/en/us/job/[a-z0-9-]+-${job!.id}$`));
  await page.goto(canonical!);
  expect(await headLink(page, '[rel="canonical"]')).toBe(canonical);
  const spanish = await headLink(page, '[rel="alternate"][hreflang="es"]');
  const english = await headLink(page, '[rel="alternate"][hreflang="en"]');
  const fallback = await headLink(page, '[rel="alternate"][hreflang="x-default"]');
  expect(spanish).toBe(canonical!.replace("/en/", "/es/"));
  expect(english).toBe(canonical);
  expect(fallback).toBe(canonical);

  // The Spanish page points back at the English one: the pair is reciprocal.
  const response = await page.goto(spanish!);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(spanish);
  expect(await headLink(page, '[rel="canonical"]')).toBe(spanish);
  expect(await headLink(page, '[rel="alternate"][hreflang="en"]')).toBe(canonical);
  expect(await headLink(page, '[rel="alternate"][hreflang="es"]')).toBe(spanish);
  expect(await headLink(page, '[rel="alternate"][hreflang="x-default"]')).toBe(canonical);
  expect(await jsonLdScripts(page)).toHaveLength(1);
});

test("the sitemaps list every findable job and no other", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const sitemapLine = (await robots.text()).split("\n").find((line) => /^sitemap:/i.test(line));
  expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);

  const { jobFiles, ids, locs } = await sitemapJobIds(request);
  expect(jobFiles.length).toBeGreaterThan(0);
  const open = await queryDatabase<{ id: string }>(`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${findable}`);
  const others = await queryDatabase<{ id: string; title: string }>(`SELECT j.id, j.title FROM jobs j JOIN companies c ON c.id = j.company_id WHERE NOT (${findable})`);
  expect(open.length).toBeGreaterThan(0);
  expect(others.length, "the seed has closed, expired, private, draft and paused jobs").toBeGreaterThan(0);

  expect([...ids].sort()).toEqual(open.map((job) => job.id).sort());
  for (const job of others) expect(ids.has(job.id), `${job.title} is not findable but is in the sitemap`).toBe(false);
  // Each job in both languages.
  for (const job of open) {
    expect(locs.filter((loc) => loc.endsWith(job.id)).map((loc) => new URL(loc).pathname.split("/")[1]).sort()).toEqual(["en", "es"]);
  }

  // A sitemap URL is a page that answers 200 (no redirect) with its own canonical.
  const sample = locs.find((loc) => loc.includes("/es/"))!;
  const page = await request.get(sample, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`<link rel="canonical" href="${sample}"`);
});

test("a closed or expired job keeps its page with a notice, noindex and no JobPosting", async ({ page }) => {
  const gone = await queryDatabase<{ id: string; title: string }>(
    `SELECT j.id, j.title FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.published_at IS NOT NULL AND c.banned_at IS NULL AND c.disabled_at IS NULL AND j.is_public
       AND (j.status = 'CLOSED' OR (j.status = 'OPEN' AND j.expires_at <= now()))
     ORDER BY j.status, j.title`,
  );
  expect(gone.length, "the seed has closed and expired jobs").toBeGreaterThan(1);
  for (const job of gone) {
    const response = await page.goto(`/en/us/job/${job.id}`);
    expect(response?.status(), job.title).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole("status").filter({ hasText: "This job no longer accepts applications." })).toBeVisible();
    expect(await page.locator('head meta[name="robots"]').getAttribute("content"), job.title).toMatch(/noindex/);
    expect(await jsonLdScripts(page), job.title).toEqual([]);
  }
  // The same in Spanish.
  await page.goto(`/es/co/job/${gone[0]!.id}`);
  await expect(page.getByRole("status").filter({ hasText: "Este empleo ya no recibe postulaciones." })).toBeVisible();
  expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  expect(await jsonLdScripts(page)).toEqual([]);
});

test("an open job page is indexable and list pages carry no JobPosting", async ({ page }) => {
  const [job] = await queryDatabase<{ id: string }>(`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${findable} ORDER BY j.id LIMIT 1`);
  await page.goto(`/es/co/job/${job!.id}`);
  const robots = page.locator('head meta[name="robots"]');
  if ((await robots.count()) > 0) expect(await robots.getAttribute("content")).not.toMatch(/noindex/);
  expect(await jsonLdScripts(page)).toHaveLength(1);

  for (const path of ["/en/us/jobs", "/es/co/jobs", "/en/us/jobs/software-development", "/es/mx/jobs?country_id=all&take=5"]) {
    await page.goto(path);
    expect(await jsonLdScripts(page), path).toEqual([]);
  }
});
