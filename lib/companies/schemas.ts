import { z } from "zod";

import { isWebLink } from "@/lib/navigation/safe-url";
import { emailSchema } from "@/lib/users/schemas";
import { INT4_MAX, optionalText, queryText, recordId, requiredText, wholeNumber } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";

export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;
export const COMPANY_LINK_MAX_LENGTH = 500;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;

/** The size ranges a company picks from (the seed's list, prisma/seed/data/companies.ts, is the same). */
export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

/** The social networks a company may link to, by their wire names. */
export const socialNetworks = ["linkedin", "x", "facebook", "instagram", "github"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Forms send "" for a field left empty; for an optional value that means "none". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Optional free text: "" or null clears it. */
function optionalProse(max: number) {
  return z.preprocess(blankToNull, optionalText(max).nullable()).optional();
}

/** An absolute http(s) address with a real host name ('The link you entered is not valid'). */
function optionalWebLink() {
  return z
    .preprocess(
      blankToNull,
      z
        .string({ error: formMessages.invalidLink })
        .trim()
        .max(COMPANY_LINK_MAX_LENGTH, { error: formMessages.maxLength })
        .refine(isWebLink, { error: formMessages.invalidLink })
        .nullable(),
    )
    .optional();
}

/** "acme.com": the part of a colleague's e-mail after the "@", without a scheme or path. */
const emailDomainSchema = z
  .preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? null : value.trim().toLowerCase().replace(/^@/, "")) : value),
    z
      .string({ error: formMessages.invalid })
      .max(EMAIL_DOMAIN_MAX_LENGTH, { error: formMessages.maxLength })
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: formMessages.invalid })
      .nullable(),
  )
  .optional();

const catalogueId = z.preprocess(blankToNull, wholeNumber(1, INT4_MAX).nullable()).optional();

const socialLinksSchema = z
  .object(Object.fromEntries(socialNetworks.map((network) => [network, optionalWebLink()])) as Record<SocialNetwork, ReturnType<typeof optionalWebLink>>)
  .strict();

/** The fields an owner edits, in wire names; each optional (absent = unchanged, null or "" = none). */
const editableFields = {
  name: requiredText(COMPANY_NAME_MAX_LENGTH),
  description: optionalProse(COMPANY_DESCRIPTION_MAX_LENGTH),
  description_es: optionalProse(COMPANY_DESCRIPTION_MAX_LENGTH),
  website: optionalWebLink(),
  email_domain: emailDomainSchema,
  industry_id: catalogueId,
  country_id: catalogueId,
  size: z.preprocess(blankToNull, z.enum(companySizes, { error: formMessages.invalid }).nullable()).optional(),
  social_links: socialLinksSchema.optional(),
};

/** POST /api/companies: a name, and anything else the form already has. */
export const createCompanySchema = z.object(editableFields).strict();
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

/**
 * What GET /api/companies/{id} answers but nobody edits through PUT. A client may send the record
 * it read straight back: these keys are accepted and ignored. Any other unknown key is refused,
 * so that a misspelt field is not silently lost.
 */
export const readOnlyCompanyFields = ["_id", "slug", "plan", "members", "invitations", "logo", "cover", "verification_type", "is_banned", "is_disabled", "created_at", "updated_at"] as const;

/** PUT /api/companies/{id}: the same shape GET answers, every field optional. */
export const updateCompanySchema = z
  .object({
    ...editableFields,
    name: editableFields.name.optional(),
    ...Object.fromEntries(readOnlyCompanyFields.map((key) => [key, z.unknown().optional()])),
  })
  .strict()
  .transform((body) => {
    const edits: Record<string, unknown> = { ...body };
    for (const key of readOnlyCompanyFields) delete edits[key];
    return edits as Partial<CreateCompanyInput>;
  });
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

export const companyIdParamsSchema = z.object({ id: recordId() });
export const companyMemberParamsSchema = z.object({ id: recordId(), userId: recordId() });

/** GET /api/companies?search=&take=&page=: the caller's companies whose name contains `search`. */
export const companySearchQuerySchema = z.object({
  search: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), queryText(COMPANY_NAME_MAX_LENGTH).optional()),
  take: wholeNumber(1, 50).default(10),
  page: wholeNumber(1, 500).default(1),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;

/** GET /api/companies/{id}/posts?take=&page= */
export const companyJobsQuerySchema = z.object({
  take: wholeNumber(1, 100).default(50),
  page: wholeNumber(1, 500).default(1),
});
export type CompanyJobsQuery = z.infer<typeof companyJobsQuerySchema>;

export const companyImageTypes = ["logo", "cover"] as const;
export type CompanyImageType = (typeof companyImageTypes)[number];
const companyImageTypeSchema = z.enum(companyImageTypes, { error: formMessages.invalid });

/** POST /api/companies/image-upload?replaceImages=true|false (default false). */
export const imageUploadQuerySchema = z.object({
  replaceImages: z.enum(["true", "false"], { error: formMessages.yesOrNo }).default("false").transform((value) => value === "true"),
});

/** The form fields beside the file of an image upload. */
export const imageUploadFieldsSchema = z.object({ companyId: recordId(), type: companyImageTypeSchema });

/** POST /api/companies/reset-image-company. */
export const resetCompanyImageSchema = z.object({ companyId: recordId(), type: companyImageTypeSchema }).strict();

/** POST /api/companies/{id}/members: a colleague's e-mail. */
export const inviteColleagueSchema = z.object({ email: emailSchema }).strict();
export type InviteColleagueInput = z.infer<typeof inviteColleagueSchema>;

/** The company form's fields, flat (each social link is its own field), as the inputs hold them. */
export const companyFormFields = ["name", "website", "email_domain", "size", "industry_id", "country_id", "description", "description_es", ...socialNetworks] as const;
export type CompanyFormField = (typeof companyFormFields)[number];
export type CompanyFormValues = Record<CompanyFormField, string>;

/**
 * The company form, validated field by field with the API's own rules, and turned into the body
 * POST /api/companies and PUT /api/companies/{id} take: an empty field sends null, which clears it.
 */
export const companyFormSchema = z
  .object(editableFields)
  .omit({ social_links: true })
  .extend(socialLinksSchema.shape)
  .transform(({ linkedin, x, facebook, instagram, github, ...fields }) => ({
    ...fields,
    social_links: { linkedin: linkedin ?? null, x: x ?? null, facebook: facebook ?? null, instagram: instagram ?? null, github: github ?? null },
  }));
