import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as latestPosts } from "@/app/api/companies/blog/latest-posts/route";
import { GET as countries } from "@/app/api/countries/route";
import { GET as industries } from "@/app/api/industries/route";
import { listLatestBlogPosts } from "@/lib/blog/list-latest-blog-posts";
import { getPublicCompany } from "@/lib/companies/get-public-company";
import { db } from "@/lib/db";
import { callRoute } from "@/tests/support/api";
import { createEmployerWithCompany, createJob } from "@/prisma/factories";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function post(slug: string, locale: "en" | "es", publishedAt: Date | null, extra: { url?: string; coverUrl?: string } = {}) {
  return { slug, locale, title: `${slug} (${locale})`, excerpt: `About ${slug}`, content: "<p>Body</p>", authorName: "Ana Writer", publishedAt, ...extra };
}

describe("listLatestBlogPosts", () => {
  beforeEach(async () => {
    await db.blogPost.deleteMany();
  });

  it("keeps the four newest published posts of the language, newest first", async () => {
    await db.blogPost.createMany({
      data: [
        post("five-days", "en", daysAgo(5)),
        post("one-day", "en", daysAgo(1)),
        post("draft", "en", null),
        post("scheduled", "en", new Date(Date.now() + DAY_MS)),
        post("three-days", "en", daysAgo(3)),
        post("two-days", "en", daysAgo(2)),
        post("four-days", "en", daysAgo(4)),
        post("today-in-spanish", "es", daysAgo(0.1)),
      ],
    });

    const posts = await listLatestBlogPosts("en");

    expect(posts.map((latest) => latest.slug)).toEqual(["one-day", "two-days", "three-days", "four-days"]);
    expect(posts[0]).toEqual(expect.objectContaining({ title: "one-day (en)", excerpt: "About one-day", authorName: "Ana Writer", url: null, coverUrl: null }));
  });

  it("reads the other language's rows for Spanish", async () => {
    await db.blogPost.createMany({ data: [post("shared", "en", daysAgo(1)), post("shared", "es", daysAgo(1)), post("only-english", "en", daysAgo(2))] });
    expect((await listLatestBlogPosts("es")).map((latest) => latest.title)).toEqual(["shared (es)"]);
  });

  it("drops links that are not http(s), keeping our own cover files", async () => {
    await db.blogPost.createMany({
      data: [
        post("unsafe", "en", daysAgo(1), { url: "javascript:alert(1)", coverUrl: "javascript:alert(2)" }),
        post("safe", "en", daysAgo(2), { url: "https://blog.example.test/safe", coverUrl: "/api/files/cover" }),
      ],
    });
    const [unsafe, safe] = await listLatestBlogPosts("en");
    expect(unsafe).toEqual(expect.objectContaining({ url: null, coverUrl: null }));
    expect(safe).toEqual(expect.objectContaining({ url: "https://blog.example.test/safe", coverUrl: "/api/files/cover" }));
  });
});

describe("GET /api/companies/blog/latest-posts", () => {
  beforeAll(async () => {
    await db.blogPost.deleteMany();
    await db.blogPost.createMany({ data: [1, 2, 3, 4, 5].flatMap((days) => [post(`post-${days}`, "en", daysAgo(days)), post(`post-${days}`, "es", daysAgo(days))]) });
  });

  it("answers the four newest English posts by default", async () => {
    const answer = await callRoute(latestPosts, { method: "GET", path: "/api/companies/blog/latest-posts" });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.map((latest: { title: string }) => latest.title)).toEqual(["post-1 (en)", "post-2 (en)", "post-3 (en)", "post-4 (en)"]);
  });

  it("answers in Spanish with ?locale=es and refuses an unknown language", async () => {
    const spanish = await callRoute(latestPosts, { method: "GET", path: "/api/companies/blog/latest-posts?locale=es" });
    expect(spanish.body.data[0]).toEqual(expect.objectContaining({ title: "post-1 (es)", publishedAt: expect.any(String) }));
    const french = await callRoute(latestPosts, { method: "GET", path: "/api/companies/blog/latest-posts?locale=fr" });
    expect(french.status).toBe(400);
    expect(french.body.error?.code).toBe("invalid_query");
  });
});

describe("catalogue endpoints", () => {
  beforeAll(async () => {
    const region = await db.region.create({ data: { slug: "landing-test-americas", nameEn: "Americas", nameEs: "Américas", sortOrder: 1 } });
    await db.country.createMany({
      data: [
        { code: "QM", slug: "qm", nameEn: "Mexico Test", nameEs: "México Prueba", flag: "🇲🇽", regionId: region.id },
        { code: "QA", slug: "qa", nameEn: "Argentina Test", nameEs: "Argentina Prueba", flag: "🇦🇷", regionId: region.id },
      ],
    });
    await db.industry.createMany({
      data: [
        { slug: "landing-test-design", nameEn: "Design", nameEs: "Diseño", sortOrder: 2 },
        { slug: "landing-test-engineering", nameEn: "Engineering", nameEs: "Ingeniería", sortOrder: 1 },
      ],
    });
  });

  it("lists industries with id, name in the language and slug, in display order", async () => {
    const answer = await callRoute(industries, { method: "GET", path: "/api/industries?locale=es" });
    expect(answer.status).toBe(200);
    const ours = answer.body.data.filter((industry: { slug: string }) => industry.slug.startsWith("landing-test-"));
    expect(ours).toEqual([
      { id: expect.any(Number), name: "Ingeniería", slug: "landing-test-engineering" },
      { id: expect.any(Number), name: "Diseño", slug: "landing-test-design" },
    ]);
  });

  it("lists countries grouped by region as country options (flag as icon, id as value)", async () => {
    const answer = await callRoute(countries, { method: "GET", path: "/api/countries" });
    expect(answer.status).toBe(200);
    const group = answer.body.data.find((candidate: { region: { slug: string } }) => candidate.region.slug === "landing-test-americas");
    expect(group.region).toEqual({ slug: "landing-test-americas", name: "Americas" });
    expect(group.countries).toEqual([
      { id: expect.any(Number), name: "Argentina Test", icon: "🇦🇷", value: expect.any(Number), slug: "qa", code: "QA" },
      { id: expect.any(Number), name: "Mexico Test", icon: "🇲🇽", value: expect.any(Number), slug: "qm", code: "QM" },
    ]);
    expect(group.countries.every((country: { id: number; value: number }) => country.id === country.value)).toBe(true);
  });

  it("refuses an unknown language", async () => {
    const answer = await callRoute(countries, { method: "GET", path: "/api/countries?locale=de" });
    expect(answer.status).toBe(400);
  });
});

describe("getPublicCompany", () => {
  it("shows the company with only its findable jobs, newest first", async () => {
    const industry = await db.industry.create({ data: { slug: "landing-test-company-industry", nameEn: "Marketing", nameEs: "Mercadeo" } });
    const { employer, company } = await createEmployerWithCompany(db, {
      company: { name: "Acme Test Works", description: "We build things.", website: "https://acme.example.test", industryId: industry.id },
    });
    const newer = await createJob(db, { company, createdBy: employer, title: "Newer open job", publishedAt: daysAgo(1) });
    const older = await createJob(db, { company, createdBy: employer, title: "Older open job", publishedAt: daysAgo(3) });
    await createJob(db, { company, createdBy: employer, title: "Closed job", status: "CLOSED" });
    await createJob(db, { company, createdBy: employer, title: "Private job", isPublic: false });
    await createJob(db, { company, createdBy: employer, title: "Draft job", status: "DRAFT", publishedAt: null });
    await createJob(db, { company, createdBy: employer, title: "Expired job", publishedAt: daysAgo(40), expiresAt: daysAgo(1) });
    await createJob(db, { company, createdBy: employer, title: "Banned job", bannedAt: daysAgo(1) });

    const shown = await getPublicCompany(company.slug, "es");

    expect(shown).toEqual(
      expect.objectContaining({
        id: company.id,
        name: "Acme Test Works",
        description: "We build things.",
        website: "https://acme.example.test/",
        verificationType: "EMAIL",
        industry: { slug: "landing-test-company-industry", name: "Mercadeo" },
        country: null,
      }),
    );
    expect(shown?.openJobs.map((job) => job.id)).toEqual([newer.id, older.id]);
  });

  it("does not find a banned, disabled or unknown company, and hides an unsafe website", async () => {
    const banned = await createEmployerWithCompany(db, { company: { bannedAt: daysAgo(1) } });
    const disabled = await createEmployerWithCompany(db, { company: { disabledAt: daysAgo(1) } });
    expect(await getPublicCompany(banned.company.slug, "en")).toBeNull();
    expect(await getPublicCompany(disabled.company.slug, "en")).toBeNull();
    expect(await getPublicCompany("nobody-here", "en")).toBeNull();

    const unsafe = await createEmployerWithCompany(db, { company: { website: "javascript:alert(1)" } });
    expect((await getPublicCompany(unsafe.company.slug, "en"))?.website).toBeNull();
  });
});
