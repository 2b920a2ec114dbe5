import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CreateCompanyInput } from "@/lib/companies/schemas";
import { formMessages } from "@/lib/validations/form-messages";

/**
 * The columns for the fields a body carries (absent fields are left out, so an edit changes only
 * what it sends). Industry and country ids must exist: an unknown one is the caller's mistake,
 * 422 on that field, not a foreign-key error.
 */
export async function companyDataFrom(input: Partial<CreateCompanyInput>): Promise<Prisma.CompanyUncheckedUpdateInput> {
  await assertCatalogueIds(input);
  const links = input.social_links;
  const data: Prisma.CompanyUncheckedUpdateInput = {
    name: input.name,
    description: input.description,
    descriptionEs: input.description_es,
    website: input.website,
    emailDomain: input.email_domain,
    industryId: input.industry_id,
    countryId: input.country_id,
    size: input.size,
    linkedinUrl: links?.linkedin,
    xUrl: links?.x,
    facebookUrl: links?.facebook,
    instagramUrl: links?.instagram,
    githubUrl: links?.github,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

async function assertCatalogueIds({ industry_id, country_id }: Partial<CreateCompanyInput>): Promise<void> {
  const [industry, country] = await Promise.all([
    industry_id == null ? true : db.industry.findUnique({ where: { id: industry_id }, select: { id: true } }),
    country_id == null ? true : db.country.findUnique({ where: { id: country_id }, select: { id: true } }),
  ]);
  const fields = [
    ...(industry ? [] : [{ path: "industry_id", code: "unknown_industry", message: formMessages.invalid }]),
    ...(country ? [] : [{ path: "country_id", code: "unknown_country", message: formMessages.invalid }]),
  ];
  if (fields.length > 0) throw new AppError("validation_failed", { message: "The request is not valid.", details: { fields } });
}
