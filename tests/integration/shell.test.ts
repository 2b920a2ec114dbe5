import { describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import { readCountryRows, readIndustryRows } from "@/lib/catalogue/read-catalogue";
import { groupCountriesByRegion } from "@/lib/catalogue/localize-catalogue";
import { getPlanStatus } from "@/lib/plans/get-plan-status";
import { buildCompany, createEmployerWithCompany, createUser, ensurePlan } from "@/prisma/factories";

describe("getPlanStatus", () => {
  it("reads each company's live plan and answers the premium checks", async () => {
    const { employer, company: premium } = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { name: "B Premium" } });
    const free = buildCompany({ name: "A Free", createdById: employer.id });
    const lapsed = buildCompany({ name: "C Lapsed", createdById: employer.id });
    await db.company.createMany({ data: [free, lapsed] });
    await db.companyMember.createMany({ data: [free, lapsed].map((company) => ({ companyId: company.id, userId: employer.id, role: "OWNER" as const })) });
    const now = new Date();
    await db.subscription.create({
      data: { companyId: lapsed.id, planId: await ensurePlan(db, "PRO"), status: "EXPIRED", currentPeriodStart: new Date(now.getTime() - 60 * 86_400_000), currentPeriodEnd: new Date(now.getTime() - 30 * 86_400_000) },
    });

    const status = await getPlanStatus(employer.id);

    expect(status.companies).toMatchObject([
      { id: free.id, name: "A Free", planName: "FREE", isPlanExpired: false },
      { id: premium.id, name: "B Premium", planName: "PREMIUM", isPlanExpired: false },
      { id: lapsed.id, name: "C Lapsed", planName: "FREE", isPlanExpired: true },
    ]);
    expect(status).toMatchObject({ isPremium: true, areAllPremium: false, areAllExpired: false });
  });

  it("treats a trialing Pro company as premium, and a user without companies as neither", async () => {
    const { employer } = await createEmployerWithCompany(db, { plan: "PRO", subscriptionStatus: "TRIALING" });
    expect(await getPlanStatus(employer.id)).toMatchObject({ isPremium: true, areAllPremium: true, areAllExpired: false });
    const candidate = await createUser(db, {});
    expect(await getPlanStatus(candidate.id)).toEqual({ companies: [], isPremium: false, areAllPremium: false, areAllExpired: false });
  });
});

describe("catalogue reads", () => {
  it("lists countries in the regions' display order with their region, for the picker's groups", async () => {
    const [first, second] = await Promise.all([
      db.region.create({ data: { slug: "test-second", nameEn: "Second", nameEs: "Segunda", sortOrder: 9002 } }),
      db.region.create({ data: { slug: "test-first", nameEn: "First", nameEs: "Primera", sortOrder: 9001 } }),
    ]).then(([later, earlier]) => [earlier, later] as const);
    await db.country.createMany({
      data: [
        { code: "XA", slug: "xa", nameEn: "Zed Land", nameEs: "Tierra Zeta", flag: "🏳️", regionId: first.id },
        { code: "XB", slug: "xb", nameEn: "Alpha Land", nameEs: "Tierra Alfa", flag: "🏳️", regionId: first.id },
        { code: "XC", slug: "xc", nameEn: "Middle Land", nameEs: "Tierra Media", flag: "🏳️", regionId: second.id },
      ],
    });

    const rows = (await readCountryRows()).filter((row) => row.region.slug.startsWith("test-"));
    const groups = groupCountriesByRegion(rows, "es");
    expect(groups.map((group) => [group.region.name, group.countries.map((country) => country.slug)])).toEqual([
      ["Primera", ["xb", "xa"]],
      ["Segunda", ["xc"]],
    ]);
  });

  it("lists industries in their display order with both names", async () => {
    await db.industry.createMany({
      data: [
        { slug: "test-late", nameEn: "Late", nameEs: "Tarde", sortOrder: 9002 },
        { slug: "test-early", nameEn: "Early", nameEs: "Temprano", sortOrder: 9001 },
      ],
    });
    const rows = (await readIndustryRows()).filter((row) => row.slug.startsWith("test-"));
    expect(rows.map(({ slug, nameEn, nameEs }) => ({ slug, nameEn, nameEs }))).toEqual([
      { slug: "test-early", nameEn: "Early", nameEs: "Temprano" },
      { slug: "test-late", nameEn: "Late", nameEs: "Tarde" },
    ]);
  });
});
