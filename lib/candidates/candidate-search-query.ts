import { z } from "zod";

import { queryText } from "@/lib/validations/query-text";

import { VerificationType } from "@/lib/generated/prisma/enums";

/**
 * The public candidate search as it travels in URLs and in GET /api/users/public, with the spec's
 * query names (section 7): search, country_id, skills, type_user_verificated, take, page. The API
 * refuses what does not parse (400 invalid_query); the page drops it and shows the rest.
 */

export const CANDIDATE_SEARCH_DEFAULT_TAKE = 20;
export const CANDIDATE_SEARCH_MAX_TAKE = 50;
/** Deeper than 500 pages nobody reads. */
export const CANDIDATE_SEARCH_MAX_PAGE = 500;
export const CANDIDATE_SEARCH_MAX_SEARCH_LENGTH = 200;
const MAX_SKILLS = 20;

const noneValues = new Set(["", "all", "any", "todos", "todas", "cualquiera"]);
const isNone = (value: unknown) => typeof value === "string" && noneValues.has(value.trim().toLowerCase());

/** Undefined when absent or a 'none' value ('All'). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((raw) => (raw === undefined || isNone(raw) ? undefined : raw), schema.optional());

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A country by its id ("47") or its URL slug ("co"). */
const country = z.union([
  z.string().trim().regex(/^\d{1,6}$/).transform((id) => ({ id: Number(id) })),
  z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/).transform((slug) => ({ slug })),
]);

/** One value, a repeated key or a comma-separated list -> trimmed, distinct, non-empty strings. */
const skills = z.preprocess((raw) => {
  if (raw === undefined || isNone(raw)) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => (typeof value === "string" ? value.split(",") : [value]));
  return [...new Set(values.map((value) => (typeof value === "string" ? value.trim() : value)).filter((value) => value !== ""))];
}, z.array(queryText(60)).max(MAX_SKILLS));

const verification = z.preprocess((raw) => (typeof raw === "string" ? raw.trim().toUpperCase() : raw), z.enum(VerificationType));

export const candidateSearchFields = {
  search: optional(queryText(CANDIDATE_SEARCH_MAX_SEARCH_LENGTH)),
  country_id: optional(country),
  skills,
  type_user_verificated: optional(verification),
  take: optional(wholeNumber(1, CANDIDATE_SEARCH_MAX_TAKE)),
  page: optional(wholeNumber(1, CANDIDATE_SEARCH_MAX_PAGE)),
} as const;

type Fields = typeof candidateSearchFields;
type ParsedFields = { [K in keyof Fields]: z.output<Fields[K]> };

export type CandidateSearch = {
  search: string | null;
  country: { id: number } | { slug: string } | null;
  skills: string[];
  verificationType: VerificationType | null;
  page: number;
  take: number;
};

function toCandidateSearch(fields: Partial<ParsedFields>, defaults: { take?: number } = {}): CandidateSearch {
  return {
    search: fields.search || null,
    country: fields.country_id ?? null,
    skills: fields.skills ?? [],
    verificationType: fields.type_user_verificated ?? null,
    page: fields.page ?? 1,
    take: fields.take ?? defaults.take ?? CANDIDATE_SEARCH_DEFAULT_TAKE,
  };
}

/** The API's query schema: every field must parse, unknown names are ignored. */
export const candidateSearchQuerySchema = z.object(candidateSearchFields).transform((fields) => toCandidateSearch(fields));

export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The page's lenient parse: each field on its own, so one bad value never hides the others. The
 * search is always usable (refused fields left at their defaults); `invalidFields` names them.
 */
export function parseCandidateSearch(query: RawQuery, defaults: { take?: number } = {}): { search: CandidateSearch; invalidFields: string[] } {
  const parsed: Partial<ParsedFields> = {};
  const invalidFields: string[] = [];
  for (const [name, schema] of Object.entries(candidateSearchFields) as [keyof Fields, z.ZodType][]) {
    const result = schema.safeParse(query[name]);
    if (result.success) (parsed as Record<string, unknown>)[name] = result.data;
    else invalidFields.push(name);
  }
  return { search: toCandidateSearch(parsed, defaults), invalidFields };
}

/** The canonical query string of a search: only what differs from the defaults, in a fixed order. */
export function candidateSearchToQuery(search: CandidateSearch, defaults: { take?: number } = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (search.search) query.set("search", search.search);
  if (search.country) query.set("country_id", "id" in search.country ? String(search.country.id) : search.country.slug);
  if (search.skills.length > 0) query.set("skills", search.skills.join(","));
  if (search.verificationType) query.set("type_user_verificated", search.verificationType.toLowerCase());
  if (search.take !== (defaults.take ?? CANDIDATE_SEARCH_DEFAULT_TAKE)) query.set("take", String(search.take));
  if (search.page !== 1) query.set("page", String(search.page));
  return query;
}
