import { z } from "zod";

import { JobType, SalaryPeriod, VerificationType } from "@/lib/generated/prisma/enums";
import { calendarDate, queryText, wholeNumber } from "@/lib/validations/fields";
import { filterParams, parseEachField, type RawQuery } from "@/lib/validations/query-params";

export type { RawQuery };

/**
 * The public job search as it travels in URLs and in GET /api/posts, with the spec's query names
 * (section 7): search, job_category, regions, timezone, skills, languages, country_id,
 * salary_frequency, min_salary, max_salary, job_type, type_user_verificated, startDate, endDate,
 * sort (field:direction), take, page. Pages and the API parse with the same schema; the API
 * refuses what does not parse (400 invalid_query), pages drop it and show the rest.
 */

export const JOB_SEARCH_DEFAULT_TAKE = 20;
export const JOB_SEARCH_MAX_TAKE = 50;
/** Deeper than 500 pages nobody reads; a crawler gets the sitemap instead. */
export const JOB_SEARCH_MAX_PAGE = 500;
export const JOB_SEARCH_MAX_SEARCH_LENGTH = 200;
const MAX_LIST_ITEMS = 20;
const MAX_SALARY = 100_000_000;

/** The "none" values of the spec's filters ('All jobs', 'All categories', 'All', 'Anytime'), in any case. */
const { optional, list } = filterParams(["", "all", "all jobs", "all categories", "anytime", "any", "todos", "todas", "cualquiera"]);

export const jobSortFields = ["published_at", "salary", "relevance"] as const;
export type JobSortField = (typeof jobSortFields)[number];
export type JobSort = { field: JobSortField; direction: "asc" | "desc" };

/** Relative publish-date windows the filter form offers; startDate/endDate carry exact dates. */
export const postedWithinValues = ["1d", "7d", "30d"] as const;
export type PostedWithin = (typeof postedWithinValues)[number];

const slugPattern = /^[a-z0-9-]{1,80}$/;

const upperEnum = <T extends Record<string, string>>(values: T) =>
  z.preprocess((raw) => (typeof raw === "string" ? raw.trim().toUpperCase().replace(/[- ]/g, "_") : raw), z.enum(values));


/** "UTC-05:00", "UTC+5:30", "-300" (minutes) -> offset in minutes east of UTC. */
const timezoneOffset = z.string().transform((raw, context) => {
  const minutes = parseUtcOffset(raw);
  if (minutes === null) {
    context.addIssue({ code: "custom", message: "Use a UTC offset such as UTC-05:00." });
    return z.NEVER;
  }
  return minutes;
});

export function parseUtcOffset(raw: string): number | null {
  const value = raw.trim().toUpperCase();
  if (/^[+-]?\d{1,3}$/.test(value)) {
    const minutes = Number(value);
    return Math.abs(minutes) <= 14 * 60 ? minutes : null;
  }
  const match = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(value) ?? (/^(?:UTC|GMT)$/.test(value) ? ["", "+", "0", "0"] : null);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 14 || minutes >= 60) return null;
  return (match[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
}

/** -300 -> "UTC-05:00": the form the filter writes back into URLs. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

const sort = z.string().transform((raw, context): JobSort => {
  const [field, direction = "desc"] = raw.trim().toLowerCase().split(":");
  if (!(jobSortFields as readonly string[]).includes(field ?? "") || (direction !== "asc" && direction !== "desc")) {
    context.addIssue({ code: "custom", message: `Sort by ${jobSortFields.join(", ")} with :asc or :desc.` });
    return z.NEVER;
  }
  return { field: field as JobSortField, direction };
});

/** Each query name and its schema. Unknown names are ignored (tracking parameters, cache busters). */
const fields = {
  search: optional(queryText(JOB_SEARCH_MAX_SEARCH_LENGTH)),
  job_category: optional(z.string().trim().toLowerCase().regex(slugPattern)),
  regions: list(z.string().toLowerCase().regex(slugPattern), MAX_LIST_ITEMS),
  timezone: optional(timezoneOffset),
  skills: list(queryText(60), MAX_LIST_ITEMS),
  languages: list(queryText(60), MAX_LIST_ITEMS),
  country_id: optional(wholeNumber(1, 100_000)),
  salary_frequency: optional(upperEnum(SalaryPeriod)),
  salary_currency: optional(z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/)),
  min_salary: optional(wholeNumber(0, MAX_SALARY)),
  max_salary: optional(wholeNumber(0, MAX_SALARY)),
  job_type: list(upperEnum(JobType), MAX_LIST_ITEMS),
  type_user_verificated: optional(upperEnum(VerificationType)),
  posted: optional(z.enum(postedWithinValues)),
  startDate: optional(calendarDate()),
  endDate: optional(calendarDate()),
  sort: optional(sort),
  take: optional(wholeNumber(1, JOB_SEARCH_MAX_TAKE)),
  page: optional(wholeNumber(1, JOB_SEARCH_MAX_PAGE)),
} as const;

type Fields = typeof fields;
type ParsedFields = { [K in keyof Fields]: z.output<Fields[K]> };

/** The search every list, the API and the benchmark run; built only by `parseJobSearch`. */
export type JobSearch = {
  search: string | null;
  industrySlug: string | null;
  regionSlugs: string[];
  timezoneOffset: number | null;
  skills: string[];
  languages: string[];
  countryId: number | null;
  salaryFrequency: SalaryPeriod;
  salaryCurrency: string;
  minSalary: number | null;
  maxSalary: number | null;
  jobTypes: JobType[];
  verificationType: VerificationType | null;
  postedWithin: PostedWithin | null;
  startDate: Date | null;
  endDate: Date | null;
  sort: JobSort;
  page: number;
  take: number;
};

export type JobSearchParseResult =
  | { success: true; search: JobSearch }
  | { success: false; search: JobSearch; issues: { field: string; message: string }[] };

/**
 * Parses a query. Each field is parsed on its own, so one bad value never hides the others: the
 * result always carries a usable search (bad fields left at their defaults) plus, when anything
 * was refused, the issues for a 400.
 */
export function parseJobSearch(query: RawQuery, defaults: { take?: number } = {}): JobSearchParseResult {
  const { parsed, issues } = parseEachField(fields, query);
  const search = toJobSearch(parsed, defaults);
  return issues.length === 0 ? { success: true, search } : { success: false, search, issues };
}

function toJobSearch(fields: Partial<ParsedFields>, defaults: { take?: number }): JobSearch {
  const text = fields.search || null;
  let [minSalary, maxSalary] = [fields.min_salary ?? null, fields.max_salary ?? null];
  if (minSalary !== null && maxSalary !== null && minSalary > maxSalary) [minSalary, maxSalary] = [maxSalary, minSalary];
  return {
    search: text,
    industrySlug: fields.job_category ?? null,
    regionSlugs: fields.regions ?? [],
    timezoneOffset: fields.timezone ?? null,
    skills: fields.skills ?? [],
    languages: fields.languages ?? [],
    countryId: fields.country_id ?? null,
    salaryFrequency: fields.salary_frequency ?? "MONTHLY",
    salaryCurrency: fields.salary_currency ?? "USD",
    minSalary,
    maxSalary,
    jobTypes: fields.job_type ?? [],
    verificationType: fields.type_user_verificated ?? null,
    postedWithin: fields.posted ?? null,
    startDate: fields.startDate ?? null,
    endDate: fields.endDate ?? null,
    sort: fields.sort ?? { field: "published_at", direction: "desc" },
    page: fields.page ?? 1,
    take: fields.take ?? defaults.take ?? JOB_SEARCH_DEFAULT_TAKE,
  };
}

/**
 * The canonical query string of a search: only what differs from the defaults, in a fixed order,
 * so that one filter combination has one URL (a link a crawler can follow and a user can share).
 * `omit` leaves out what the path already says (the category in /{country}/jobs/{industry}).
 */
export function jobSearchToQuery(search: JobSearch, omit: readonly (keyof Fields)[] = []): URLSearchParams {
  const query = new URLSearchParams();
  const put = (name: keyof Fields, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== "" && !omit.includes(name)) query.set(name, value);
  };
  put("search", search.search);
  put("job_category", search.industrySlug);
  put("regions", search.regionSlugs.join(","));
  put("timezone", search.timezoneOffset === null ? null : formatUtcOffset(search.timezoneOffset));
  put("skills", search.skills.join(","));
  put("languages", search.languages.join(","));
  put("country_id", search.countryId === null ? null : String(search.countryId));
  const hasSalary = search.minSalary !== null || search.maxSalary !== null;
  put("salary_frequency", hasSalary && search.salaryFrequency !== "MONTHLY" ? search.salaryFrequency.toLowerCase() : null);
  put("salary_currency", hasSalary && search.salaryCurrency !== "USD" ? search.salaryCurrency : null);
  put("min_salary", search.minSalary === null ? null : String(search.minSalary));
  put("max_salary", search.maxSalary === null ? null : String(search.maxSalary));
  put("job_type", search.jobTypes.map((type) => type.toLowerCase()).join(","));
  put("type_user_verificated", search.verificationType?.toLowerCase());
  put("posted", search.postedWithin);
  put("startDate", search.startDate?.toISOString().slice(0, 10));
  put("endDate", search.endDate?.toISOString().slice(0, 10));
  const sortValue = `${search.sort.field}:${search.sort.direction}`;
  put("sort", sortValue === "published_at:desc" ? null : sortValue);
  put("take", search.take === JOB_SEARCH_DEFAULT_TAKE ? null : String(search.take));
  put("page", search.page === 1 ? null : String(search.page));
  return query;
}

/** parseJobSearch as a zod schema for the route wrapper: each refused field becomes an issue at its name (400 invalid_query). */
export const jobSearchQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())])).transform((query, context): JobSearch => {
  const result = parseJobSearch(query);
  if (!result.success) {
    for (const issue of result.issues) context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    return z.NEVER;
  }
  return result.search;
});
