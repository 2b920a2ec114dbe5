import "server-only";

import { randomBytes } from "node:crypto";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companyDataFrom } from "@/lib/companies/company-data";
import type { CompanyWire } from "@/lib/companies/company-wire";
import { getCompany } from "@/lib/companies/get-company";
import type { CreateCompanyInput } from "@/lib/companies/schemas";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/navigation/public-paths";

/** Tries before giving up on a free slug; after the first, each suffix is random (36^6 values). */
const SLUG_ATTEMPTS = 6;

/** "Andes Labs" -> "andes-labs", then "andes-labs-k3x9qa" when that is taken. */
export function companySlug(name: string, attempt: number): string {
  const base = slugify(name) || "company";
  if (attempt === 0) return base;
  const suffix = Array.from(randomBytes(6), (byte) => (byte % 36).toString(36)).join("");
  return `${base}-${suffix}`;
}

/**
 * POST /api/companies (employer side; the route checks it). The caller becomes the OWNER in the
 * same statement that creates the company, so there is never a company without its owner.
 *
 * The slug comes from the name. The unique index decides who gets it: a create that loses the
 * race (or meets an older company) tries again with a random suffix, so twenty creates at once
 * with one name all succeed with twenty slugs.
 */
export async function createCompany(caller: CurrentUser, input: CreateCompanyInput): Promise<CompanyWire> {
  const data = (await companyDataFrom(input)) as Omit<Prisma.CompanyUncheckedCreateInput, "slug">;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    try {
      const company = await db.company.create({
        data: { ...data, name: input.name, slug: companySlug(input.name, attempt), createdById: caller.id, members: { create: { userId: caller.id, role: "OWNER" } } },
        select: { id: true },
      });
      return getCompany(caller, company.id);
    } catch (error) {
      // The slug is the only unique value a new company can collide on (ids are fresh UUIDs).
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    }
  }
  throw new AppError("write_conflict", { message: "Could not find a free address for this company. Please try again." });
}
