import "server-only";

import { z } from "zod";

import type { Locale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { cachedCountryRows, cachedIndustryRows } from "@/lib/catalogue/cached-catalogue";
import { groupCountriesByRegion, localizeIndustries, nameIn } from "@/lib/catalogue/localize-catalogue";
import { readRegionRows } from "@/lib/catalogue/read-catalogue";
import { spokenLanguages } from "@/lib/catalogue/spoken-languages";
import { listUserCompanies } from "@/lib/companies/list-user-companies";
import { db } from "@/lib/db";
import { getJobTemplateForForm } from "@/lib/job-templates/get-job-template";
import { getJobPost } from "@/lib/jobs/get-job-post";
import { emptyJobForm, jobFormStateOf, type JobFormState } from "@/lib/jobs/job-form-state";
import { unitsPerUsd } from "@/lib/jobs/salary";
import { recordId } from "@/lib/validations/fields";

/** ?job= edits a job, ?duplicate= starts a copy of one, ?template= starts from a template: only the caller's own. */
export const postJobQuerySchema = z.object({
  job: recordId().optional().catch(undefined),
  duplicate: recordId().optional().catch(undefined),
  template: recordId().optional().catch(undefined),
});

export type PostJobPage = {
  options: {
    companies: { _id: string; name: string; logo: string | null }[];
    industries: { slug: string; name: string }[];
    regions: { slug: string; name: string }[];
    countryGroups: { region: { slug: string; name: string }; countries: { slug: string; name: string; flag: string }[] }[];
    skills: string[];
    languages: { name: string; label: string }[];
    currencies: string[];
  };
  initialValues: JobFormState | null;
  job: { id: string; status: string } | null;
};

/**
 * What the post-a-job page needs: the caller's companies, the catalogues its pickers offer in
 * the page's language, and the job to start from (blank, one to edit, or a copy). Null initial
 * values mean the caller has no company yet.
 */
export async function loadPostJobPage(caller: CurrentUser, locale: Locale, query: z.output<typeof postJobQuerySchema>): Promise<PostJobPage | null> {
  const [companies, industryRows, countryRows, regionRows, skills] = await Promise.all([
    listUserCompanies(caller),
    cachedIndustryRows(),
    cachedCountryRows(),
    readRegionRows(),
    db.skill.findMany({ select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  const options: PostJobPage["options"] = {
    companies: companies.map((company) => ({ _id: company._id, name: company.name, logo: company.logo })),
    industries: localizeIndustries(industryRows, locale).map(({ slug, name }) => ({ slug, name })),
    regions: regionRows.map((region) => ({ slug: region.slug, name: nameIn(region, locale) })),
    countryGroups: groupCountriesByRegion(countryRows, locale).map((group) => ({ region: group.region, countries: group.countries.map(({ slug, name, flag }) => ({ slug, name, flag })) })),
    skills: skills.map((skill) => skill.name),
    languages: spokenLanguages.map((language) => ({ name: language.name, label: locale === "es" ? language.nameEs : language.name })),
    currencies: Object.keys(unitsPerUsd),
  };

  const sourceId = query.job ?? query.duplicate;
  if (sourceId) {
    const source = await getJobPost(caller, sourceId, locale).catch(() => null);
    if (!source || source.created_by._id !== caller.id) return null;
    const state = jobFormStateOf(source);
    if (query.job) return { options, initialValues: state, job: { id: source._id, status: source.status } };
    // A copy's questions are new questions: no candidate has answered them.
    return { options, initialValues: { ...state, questions: state.questions.map((question) => ({ ...question, _id: undefined })) }, job: null };
  }
  if (query.template) {
    const template = await getJobTemplateForForm(caller, query.template);
    // A stale or foreign template link starts a blank job rather than failing.
    if (template) return { options, initialValues: jobFormStateOf(template.job), job: null };
  }
  const first = companies[0];
  return { options, initialValues: first ? emptyJobForm(first._id) : null, job: null };
}
