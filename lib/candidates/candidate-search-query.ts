import { z } from "zod";

import { VerificationType } from "@/lib/generated/prisma/enums";
import { queryText, wholeNumber } from "@/lib/validations/fields";
import { filterParams, parseEachField, type RawQuery } from "@/lib/validations/query-params";

export type { RawQuery };

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

/** 'None' values ('All') of the filters: the filter is not set. */
const { optional, list } = filterParams(["", "all", "any", "todos", "todas", "cualquiera"]);

/** A country by its id ("47") or its URL slug ("co"). */
const country = z.union([
  z.string().trim().regex(/^\d{1,6}$/).transform((id) => ({ id: Number(id) })),
  z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/).transform((slug) => ({ slug })),
]);

const skills = list(queryText(60), MAX_SKILLS);

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

/**
 * The page's lenient parse: each field on its own, so one bad value never hides the others. The
 * search is always usable (refused fields left at their defaults); `invalidFields` names them.
 */
export function parseCandidateSearch(query: RawQuery, defaults: { take?: number } = {}): { search: CandidateSearch; invalidFields: string[] } {
  const { parsed, issues } = parseEachField(candidateSearchFields, query);
  return { search: toCandidateSearch(parsed, defaults), invalidFields: issues.map((issue) => issue.field) };
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
