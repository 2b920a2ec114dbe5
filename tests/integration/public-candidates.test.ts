import { beforeAll, describe, expect, it } from "@jest/globals";

import { GET as getPublicUsers } from "@/app/api/users/public/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { candidateSearchQuerySchema, type CandidateSearch } from "@/lib/candidates/candidate-search-query";
import { COUNT_CAP, findPublicCandidates } from "@/lib/candidates/find-public-candidates";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, createUser, type CountryRef } from "@/prisma/factories";

const DAY_MS = 86_400_000;

const search = (fields: Partial<CandidateSearch> = {}): CandidateSearch => ({ search: null, country: null, skills: [], verificationType: null, page: 1, take: 50, ...fields });
const visitor = { locale: "en" as const, canSeeFullNames: false };
const premium = { locale: "en" as const, canSeeFullNames: true };

let colombia: CountryRef & { slug: string };
let usa: CountryRef & { slug: string };
const people: Record<string, User> = {};

beforeAll(async () => {
  const region = await db.region.create({ data: { slug: "americas", nameEn: "Americas", nameEs: "Américas", sortOrder: 1 } });
  const [co, us] = await Promise.all([
    db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: region.id } }),
    db.country.create({ data: { code: "US", slug: "us", nameEn: "United States", nameEs: "Estados Unidos", flag: "🇺🇸", regionId: region.id } }),
  ]);
  colombia = co;
  usa = us;
  await db.skill.createMany({ data: [{ name: "React" }, { name: "Node.js" }, { name: "PostgreSQL" }] });

  const now = Date.now();
  const candidate = async (key: string, input: Parameters<typeof createCandidate>[1]) => {
    people[key] = await createCandidate(db, input);
  };
  // Completion 100 (newest first), then 60, then 20.
  await candidate("carlos", {
    country: colombia, title: "Senior Full Stack Developer", skills: ["React", "Node.js", "PostgreSQL"],
    user: { firstName: "Carlos", lastName: "Ramírez", city: "Bogotá", verificationType: "IDENTITY", createdAt: new Date(now - 1 * DAY_MS) },
  });
  await candidate("valentina", {
    country: colombia, title: "Product Designer", skills: ["Figma", "React"],
    user: { firstName: "Valentina", lastName: "Gómez", city: "Medellín", verificationType: "EMAIL", createdAt: new Date(now - 5 * DAY_MS) },
  });
  await candidate("emily", {
    country: usa, title: "Technical Writer", sections: ["personal", "professional", "proficiency"], skills: ["Markdown"],
    user: { firstName: "Emily", lastName: "Johnson", city: "Seattle", verificationType: "PHONE", createdAt: new Date(now - 2 * DAY_MS) },
  });
  await candidate("mariana", {
    country: null, sections: ["personal"], user: { firstName: "Mariana", lastName: "Cárdenas", verificationType: null, createdAt: new Date(now - 3 * DAY_MS) },
  });
  // Nobody below may be found.
  await candidate("closed", { country: colombia, title: "Closed Developer", user: { firstName: "Closed", lastName: "Person", isOpenToWork: false } });
  await candidate("banned", { country: colombia, title: "Banned Developer", user: { firstName: "Banned", lastName: "Person", bannedAt: new Date() } });
  await candidate("deleted", { country: colombia, title: "Deleted Developer", user: { firstName: "Deleted", lastName: "Person", deletedAt: new Date() } });
  await candidate("employer", { country: colombia, title: "Hiring Developer", user: { firstName: "Hiring", lastName: "Person", loggedAs: "EMPLOYER", isEmployer: true } });
  people.admin = await createUser(db, { role: "ADMINISTRATOR", firstName: "Admin", lastName: "Person", title: "Admin Developer" });
});

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe("findPublicCandidates", () => {
  it("lists only open, unbanned, undeleted candidates, most complete then newest first", async () => {
    const page = await findPublicCandidates(search(), visitor);
    expect(ids(page)).toEqual([people.carlos!.id, people.valentina!.id, people.emily!.id, people.mariana!.id]);
    expect(page).toMatchObject({ total: 4, totalIsCapped: false, page: 1, take: 50 });
  });

  it("builds the applicant card: photo, title, city, country, verification and the completion ring", async () => {
    const { items } = await findPublicCandidates(search({ country: { slug: "co" } }), { locale: "es", canSeeFullNames: false });
    expect(items[0]).toEqual({
      id: people.carlos!.id,
      name: "Carlos R•••••",
      firstName: "Carlos",
      surname: "R•••••",
      isSurnameMasked: true,
      showsGoPremium: true,
      photo: null,
      title: "Senior Full Stack Developer",
      city: "Bogotá",
      country: { id: colombia.id, slug: "co", flag: "🇨🇴", name: "Colombia" },
      isVerified: true,
      verificationType: "IDENTITY",
      profileCompletion: 100,
    });
    const mariana = (await findPublicCandidates(search(), visitor)).items.find((item) => item.id === people.mariana!.id);
    expect(mariana).toMatchObject({ country: null, isVerified: false, verificationType: null, profileCompletion: 20, title: null });
  });

  it("shows full names only to premium viewers, and never the surname to others", async () => {
    const masked = await findPublicCandidates(search(), visitor);
    expect(JSON.stringify(masked)).not.toMatch(/Ramírez|Gómez|Johnson|Cárdenas/);
    const full = await findPublicCandidates(search(), premium);
    expect(full.items.map((item) => item.name)).toEqual(["Carlos Ramírez", "Valentina Gómez", "Emily Johnson", "Mariana Cárdenas"]);
    expect(full.items.every((item) => !item.isSurnameMasked && !item.showsGoPremium)).toBe(true);
  });

  it("filters by country id or slug, by every skill (any case) and by verification type", async () => {
    expect(ids(await findPublicCandidates(search({ country: { id: usa.id } }), visitor))).toEqual([people.emily!.id]);
    expect(ids(await findPublicCandidates(search({ country: { slug: "co" } }), visitor))).toEqual([people.carlos!.id, people.valentina!.id]);
    expect(ids(await findPublicCandidates(search({ country: { slug: "zz" } }), visitor))).toEqual([]);
    expect(ids(await findPublicCandidates(search({ skills: ["react"] }), visitor))).toEqual([people.carlos!.id, people.valentina!.id]);
    expect(ids(await findPublicCandidates(search({ skills: ["react", "NODE.JS"] }), visitor))).toEqual([people.carlos!.id]);
    expect(ids(await findPublicCandidates(search({ verificationType: "PHONE" }), visitor))).toEqual([people.emily!.id]);
  });

  it("searches names, titles and skills by word prefix, and titles by any part", async () => {
    const find = async (text: string, viewer = visitor) => ids(await findPublicCandidates(search({ search: text }), viewer));
    expect(await find("develop")).toEqual([people.carlos!.id]);
    expect(await find("full stack")).toEqual([people.carlos!.id]);
    expect(await find("stack dev")).toEqual([people.carlos!.id]);
    expect(await find("signer")).toEqual([people.valentina!.id]);
    expect(await find("figma")).toEqual([people.valentina!.id]);
    expect(await find("emily")).toEqual([people.emily!.id]);
    expect(await find("seattle")).toEqual([people.emily!.id]);
    expect(await find("nobody-like-this")).toEqual([]);
  });

  it("does not let a viewer who may not see surnames find people by surname", async () => {
    const find = async (text: string, viewer: typeof visitor) => ids(await findPublicCandidates(search({ search: text }), viewer));
    expect(await find("Ramírez", visitor)).toEqual([]);
    expect(await find("carlos ramírez", visitor)).toEqual([]);
    expect(await find("Ramírez", premium)).toEqual([people.carlos!.id]);
  });

  it("survives search text made of query syntax, SQL and HTML", async () => {
    for (const text of ["'; DROP TABLE users; --", "a & | ! :* ( )", "<script>alert(1)</script>", "%_\\", "   ", "ñ".repeat(200)]) {
      await expect(findPublicCandidates(search({ search: text }), visitor)).resolves.toMatchObject({ totalIsCapped: false });
    }
    expect(await db.user.count()).toBeGreaterThan(0);
  });

  it("pages with take and page", async () => {
    const first = await findPublicCandidates(search({ take: 3 }), visitor);
    const second = await findPublicCandidates(search({ take: 3, page: 2 }), visitor);
    expect(ids(first)).toEqual([people.carlos!.id, people.valentina!.id, people.emily!.id]);
    expect(ids(second)).toEqual([people.mariana!.id]);
    expect(second.total).toBe(4);
    expect((await findPublicCandidates(search({ take: 3, page: 500 }), visitor)).items).toEqual([]);
  });

});

describe("GET /api/users/public", () => {
  const call = (query: string, token?: string) => callRoute(getPublicUsers, { method: "GET", path: `/api/users/public${query}`, token });
  const tokenFor = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

  it("answers the page with its total for anybody", async () => {
    const answer = await call("?take=2&page=2&locale=es");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 4, totalIsCapped: false, page: 2, take: 2 });
    expect(answer.body.data.items.map((item: { _id: string }) => item._id)).toEqual([people.emily!.id, people.mariana!.id]);
    expect(answer.body.data.items[0]).toMatchObject({ country: { name: "Estados Unidos", slug: "us" }, flag: "🇺🇸", profile_completion: 60 });
  });

  it("reads the spec's filter names", async () => {
    const answer = await call(`?country_id=${colombia.id}&skills=react,node.js&type_user_verificated=identity&search=carlos`);
    expect(answer.body.data.items.map((item: { _id: string }) => item._id)).toEqual([people.carlos!.id]);
    const bySlug = await call("?country_id=co&type_user_verificated=all");
    expect(bySlug.body.data.total).toBe(2);
  });

  it.each([
    ["take=0", "?take=0"],
    ["take=51", "?take=51"],
    ["page=0", "?page=0"],
    ["page=501", "?page=501"],
    ["page=-1", "?page=-1"],
    ["take=abc", "?take=abc"],
    ["an unknown verification type", "?type_user_verificated=passport"],
    ["a country that is neither id nor slug", "?country_id=not%20a%20country"],
    ["a 10 KB search", `?search=${"x".repeat(10_000)}`],
    ["an unknown locale", "?locale=fr"],
  ])(
    "refuses %s with 400 invalid_query",
    async (_label, query) => {
      const answer = await call(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe("invalid_query");
    },
  );

  it("sends no surname to visitors, candidates and free employers, and full names to premium employers", async () => {
    const free = await createEmployerWithCompany(db, { plan: "FREE" });
    const lapsed = await createEmployerWithCompany(db, { plan: "PREMIUM", subscriptionStatus: "EXPIRED" });
    const pro = await createEmployerWithCompany(db, { plan: "PRO" });
    const paying = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const surnames = /Ramírez|Gómez|Johnson|Cárdenas/;
    for (const token of [undefined, tokenFor(people.carlos!), tokenFor(free.employer), tokenFor(lapsed.employer), "not-a-token"]) {
      const answer = await call("", token);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(surnames);
      expect(answer.body.data.items[0]).toMatchObject({ name: "Carlos R•••••", firstName: "Carlos", is_surname_masked: true, is_user_verificated: true, type_user_verificated: "identity" });
    }
    for (const employer of [pro.employer, paying.employer]) {
      const answer = await call("", tokenFor(employer));
      expect(answer.body.data.items[0]).toMatchObject({ name: "Carlos Ramírez", is_surname_masked: false });
    }
  });

  it("parses the API's query with the shared schema", () => {
    expect(candidateSearchQuerySchema.parse({ skills: ["a", "b,c"], country_id: "47" })).toMatchObject({ skills: ["a", "b", "c"], country: { id: 47 } });
  });
});

describe("the total of a broad search", () => {
  it("stops counting at 10,000 and says so", async () => {
    // Inserted by PostgreSQL itself: ten thousand rows through the client would take half a minute.
    await db.$executeRaw`
      INSERT INTO users (id, email, first_name, last_name, profile_completion, created_at, updated_at)
      SELECT gen_random_uuid(), 'many.' || n || '@example.test', 'Many', 'Person', 0, now() - interval '400 days', now()
      FROM generate_series(1, ${COUNT_CAP + 5}) AS n`;
    try {
      const page = await findPublicCandidates(search({ take: 1 }), visitor);
      expect(page).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
      expect(ids(page)).toEqual([people.carlos!.id]);
    } finally {
      await db.user.deleteMany({ where: { email: { startsWith: "many." } } });
    }
  });
});
