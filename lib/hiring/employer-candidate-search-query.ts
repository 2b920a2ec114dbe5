import { z } from "zod";

import { candidateSearchFields } from "@/lib/candidates/candidate-search-query";
import { canonicalLanguageName } from "@/lib/catalogue/spoken-languages";
import { Availability, JobType, LanguageLevel, SalaryPeriod } from "@/lib/generated/prisma/enums";
import { unitsPerUsd } from "@/lib/jobs/salary";
import { isTimeZone } from "@/lib/profile/time-zones";
import { wholeNumber } from "@/lib/validations/fields";
import { filterParams, parseEachField, type RawQuery } from "@/lib/validations/query-params";

/**
 * The employer's candidate search (spec 7: GET users with take, page, search and filters) as it
 * travels in GET /api/users and in /home/employers-candidates-listing: the public search's fields
 * plus languages with a level ("english:high": that language at that level or above), timezone
 * (an IANA zone), availability, salary expectation (min_salary, max_salary, salary_frequency and
 * salary_currency; monthly US dollars unless told, spec 5) and job_type. The API refuses what does
 * not parse (400 invalid_query); the page drops it and shows the rest. `view` is the page's
 * list/grid toggle, kept in the URL.
 */

export const EMPLOYER_CANDIDATE_SEARCH_DEFAULT_TAKE = 20;
const MAX_LIST_ITEMS = 10;
const MAX_SALARY = 100_000_000;

const { optional, list } = filterParams(["", "all", "any", "todos", "todas", "cualquiera"]);

const upperEnum = <T extends Record<string, string>>(values: T) =>
  z.string().transform((raw) => raw.trim().toUpperCase().replace(/[- ]/g, "_")).pipe(z.enum(values));

export type LanguageFilter = { name: string; level: LanguageLevel };

/** "English", "english:high" -> { name: "English", level: "HIGH" }; a name without a level is any level. */
const language = z.string().transform((raw, context): LanguageFilter => {
  const [namePart = "", levelPart] = raw.split(":");
  const name = canonicalLanguageName(namePart);
  const level = levelPart === undefined ? "BASIC" : levelPart.trim().toUpperCase();
  if (!name || !(level in LanguageLevel)) {
    context.addIssue({ code: "custom", message: "Use a language name, optionally with a level: english:high." });
    return z.NEVER;
  }
  return { name, level: level as LanguageLevel };
});

const timezone = z.string().trim().max(64).refine(isTimeZone, { message: "Use an IANA time zone such as America/Bogota." });

const fields = {
  ...candidateSearchFields,
  languages: list(z.string(), MAX_LIST_ITEMS).pipe(z.array(language)),
  timezone: optional(timezone),
  availability: list(z.string(), MAX_LIST_ITEMS).pipe(z.array(upperEnum(Availability))),
  job_type: list(z.string(), MAX_LIST_ITEMS).pipe(z.array(upperEnum(JobType))),
  min_salary: optional(wholeNumber(0, MAX_SALARY)),
  max_salary: optional(wholeNumber(0, MAX_SALARY)),
  salary_frequency: optional(upperEnum(SalaryPeriod)),
  salary_currency: optional(z.string().trim().toUpperCase().refine((code) => code in unitsPerUsd, { message: "Use a currency code such as USD." })),
  view: optional(z.enum(["list", "grid"])),
} as const;

export type EmployerCandidateSearch = {
  search: string | null;
  country: { id: number } | { slug: string } | null;
  skills: string[];
  languages: LanguageFilter[];
  timezone: string | null;
  verificationType: "EMAIL" | "PHONE" | "IDENTITY" | null;
  availability: Availability[];
  jobTypes: JobType[];
  minSalary: number | null;
  maxSalary: number | null;
  salaryFrequency: SalaryPeriod;
  salaryCurrency: string;
  view: "list" | "grid";
  page: number;
  take: number;
};

type Parsed = Partial<{ [K in keyof typeof fields]: z.output<(typeof fields)[K]> }>;

function toSearch(parsed: Parsed): EmployerCandidateSearch {
  let [minSalary, maxSalary] = [parsed.min_salary ?? null, parsed.max_salary ?? null];
  if (minSalary !== null && maxSalary !== null && minSalary > maxSalary) [minSalary, maxSalary] = [maxSalary, minSalary];
  return {
    search: parsed.search || null,
    country: parsed.country_id ?? null,
    skills: parsed.skills ?? [],
    languages: dedupeLanguages(parsed.languages ?? []),
    timezone: parsed.timezone ?? null,
    verificationType: parsed.type_user_verificated ?? null,
    availability: [...new Set(parsed.availability ?? [])],
    jobTypes: [...new Set(parsed.job_type ?? [])],
    minSalary,
    maxSalary,
    salaryFrequency: parsed.salary_frequency ?? "MONTHLY",
    salaryCurrency: parsed.salary_currency ?? "USD",
    view: parsed.view ?? "list",
    page: parsed.page ?? 1,
    take: parsed.take ?? EMPLOYER_CANDIDATE_SEARCH_DEFAULT_TAKE,
  };
}

function dedupeLanguages(languages: LanguageFilter[]): LanguageFilter[] {
  const byName = new Map<string, LanguageFilter>();
  for (const item of languages) byName.set(item.name, item);
  return [...byName.values()];
}

/** The API's parse: every field must parse (issues for a 400), unknown names are ignored. */
export function parseEmployerCandidateSearch(query: RawQuery): { search: EmployerCandidateSearch; issues: { field: string; message: string }[] } {
  const { parsed, issues } = parseEachField(fields, query);
  return { search: toSearch(parsed), issues };
}

/** For the route wrapper: one schema that refuses any field that does not parse. */
export const employerCandidateSearchQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional()).transform((query, context) => {
  const { search, issues } = parseEmployerCandidateSearch(query);
  for (const issue of issues) context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  return search;
});

/** The canonical query string of a search: only what differs from the defaults, in a fixed order. */
export function employerCandidateSearchToQuery(search: EmployerCandidateSearch, overrides: { page?: number; view?: "list" | "grid" } = {}): URLSearchParams {
  const query = new URLSearchParams();
  const put = (name: string, value: string | null) => {
    if (value) query.set(name, value);
  };
  put("search", search.search);
  put("country_id", search.country ? ("id" in search.country ? String(search.country.id) : search.country.slug) : null);
  put("skills", search.skills.join(","));
  put("languages", search.languages.map((item) => (item.level === "BASIC" ? item.name : `${item.name}:${item.level}`).toLowerCase()).join(","));
  put("timezone", search.timezone);
  put("type_user_verificated", search.verificationType?.toLowerCase() ?? null);
  put("availability", search.availability.map((value) => value.toLowerCase()).join(","));
  put("job_type", search.jobTypes.map((value) => value.toLowerCase()).join(","));
  const hasSalary = search.minSalary !== null || search.maxSalary !== null;
  put("min_salary", search.minSalary === null ? null : String(search.minSalary));
  put("max_salary", search.maxSalary === null ? null : String(search.maxSalary));
  put("salary_frequency", hasSalary && search.salaryFrequency !== "MONTHLY" ? search.salaryFrequency.toLowerCase() : null);
  put("salary_currency", hasSalary && search.salaryCurrency !== "USD" ? search.salaryCurrency : null);
  if (search.take !== EMPLOYER_CANDIDATE_SEARCH_DEFAULT_TAKE) put("take", String(search.take));
  const view = overrides.view ?? search.view;
  if (view !== "list") put("view", view);
  const page = overrides.page ?? search.page;
  if (page !== 1) put("page", String(page));
  return query;
}
