import "server-only";

import type { Locale } from "@/i18n/config";
import { candidateNameFor } from "@/lib/candidates/candidate-name";
import type { CandidateSearch } from "@/lib/candidates/candidate-search-query";
import { clampPercent } from "@/lib/candidates/match-band";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { VerificationType } from "@/lib/generated/prisma/enums";
import { containsPattern, toPrefixTsQuery } from "@/lib/search/text-query";

/** The applicant card of spec section 3, as the public list shows it. */
export type PublicCandidateCard = {
  id: string;
  /** The displayed name: full, or the first name and a masked surname (lib/candidates/candidate-name.ts). */
  name: string;
  firstName: string;
  surname: string | null;
  isSurnameMasked: boolean;
  showsGoPremium: boolean;
  photo: string | null;
  title: string | null;
  city: string | null;
  country: { id: number; slug: string; flag: string; name: string } | null;
  isVerified: boolean;
  verificationType: VerificationType | null;
  /** How complete the profile is (0-100, five sections of 20). A public list has no job to match against. */
  profileCompletion: number;
};

export type PublicCandidatePage = {
  items: PublicCandidateCard[];
  /** Exact up to COUNT_CAP; past it, COUNT_CAP with totalIsCapped (shown as "10,000+"). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  take: number;
};

/** Counting every match of a broad search costs a scan; nobody needs more than "10,000+". */
export const COUNT_CAP = 10_000;

type CandidateRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  city: string | null;
  profile_pic_url: string | null;
  verification_type: VerificationType | null;
  profile_completion: number;
  country_id: number | null;
  country_slug: string | null;
  country_flag: string | null;
  country_name_en: string | null;
  country_name_es: string | null;
};

/**
 * The candidates anybody may find: open to work, on the candidate side (logged_as, the side they
 * last chose: the same rule as the landing page's count), not administrators, not banned, not
 * deleted. Newest complete profiles first.
 */
export async function findPublicCandidates(
  search: CandidateSearch,
  viewer: { locale: Locale; canSeeFullNames: boolean },
): Promise<PublicCandidatePage> {
  const where = Prisma.join(await conditionsFor(search, viewer.canSeeFullNames), " AND ");
  const offset = (search.page - 1) * search.take;
  const [rows, counted] = await Promise.all([
    db.$queryRaw<CandidateRow[]>(Prisma.sql`
      SELECT u.id, u.first_name, u.last_name, u.title, u.city, u.profile_pic_url,
             u.verification_type::text AS verification_type, u.profile_completion,
             c.id AS country_id, c.slug AS country_slug, c.flag AS country_flag,
             c.name_en AS country_name_en, c.name_es AS country_name_es
      FROM users u
      LEFT JOIN countries c ON c.id = u.country_id
      WHERE ${where}
      ORDER BY u.profile_completion DESC, u.created_at DESC, u.id DESC
      LIMIT ${search.take} OFFSET ${offset}`),
    db.$queryRaw<{ count: number }[]>(Prisma.sql`
      SELECT count(*)::int AS count FROM (SELECT 1 FROM users u WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped`),
  ]);
  const count = counted[0]?.count ?? 0;
  return {
    items: rows.map((row) => toCard(row, viewer)),
    total: Math.min(count, COUNT_CAP),
    totalIsCapped: count > COUNT_CAP,
    page: search.page,
    take: search.take,
  };
}

function toCard(row: CandidateRow, viewer: { locale: Locale; canSeeFullNames: boolean }): PublicCandidateCard {
  // The surname leaves this module only through the name rule.
  const name = candidateNameFor({ firstName: row.first_name, lastName: row.last_name }, viewer.canSeeFullNames);
  const countryName = viewer.locale === "es" ? row.country_name_es : row.country_name_en;
  return {
    id: row.id,
    ...name,
    photo: row.profile_pic_url || null,
    title: row.title,
    city: row.city,
    country:
      row.country_id !== null && row.country_slug && row.country_flag && countryName
        ? { id: row.country_id, slug: row.country_slug, flag: row.country_flag, name: countryName }
        : null,
    isVerified: row.verification_type !== null,
    verificationType: row.verification_type,
    profileCompletion: clampPercent(row.profile_completion),
  };
}

export async function conditionsFor(search: CandidateSearch, canSeeFullNames: boolean): Promise<Prisma.Sql[]> {
  const conditions = [
    Prisma.sql`u.is_open_to_work = true`,
    Prisma.sql`u.logged_as = 'CANDIDATE'`,
    Prisma.sql`u.role = 'USER'`,
    Prisma.sql`u.banned_at IS NULL`,
    Prisma.sql`u.deleted_at IS NULL`,
  ];
  if (search.search) {
    const text = textCondition(search.search, canSeeFullNames);
    if (text) conditions.push(text);
  }
  if (search.country) {
    conditions.push(
      "id" in search.country
        ? Prisma.sql`u.country_id = ${search.country.id}`
        : Prisma.sql`u.country_id = (SELECT id FROM countries WHERE slug = ${search.country.slug})`,
    );
  }
  if (search.skills.length > 0) conditions.push(Prisma.sql`u.skills @> ${await canonicalSkills(search.skills)}::text[]`);
  if (search.verificationType) conditions.push(Prisma.sql`u.verification_type = ${search.verificationType}::verification_type`);
  return conditions;
}

/**
 * Full text over search_vector ('simple', each word a prefix), or the title containing the whole
 * text (trigram index). The search vector also holds the surname; for a viewer who may not see
 * surnames the full-text match is rechecked without it, or searching "Ramírez" would tell them
 * who is called Ramírez; the CV's text is rechecked without the surname's words, since a CV
 * names its author.
 */
export function textCondition(text: string, canSeeFullNames: boolean): Prisma.Sql | null {
  const alternatives: Prisma.Sql[] = [];
  const tsquery = toPrefixTsQuery(text);
  if (tsquery) {
    alternatives.push(
      canSeeFullNames
        ? Prisma.sql`u.search_vector @@ to_tsquery('simple', ${tsquery})`
        : Prisma.sql`(u.search_vector @@ to_tsquery('simple', ${tsquery})
            AND (to_tsvector('simple', concat_ws(' ', u.first_name, u.title, array_to_string(u.skills, ' '), array_to_string(u.custom_skills, ' '), u.about, u.city))
              || ts_delete(to_tsvector('simple', left(coalesce(u.cv_text, ''), 100000)), tsvector_to_array(to_tsvector('simple', coalesce(u.last_name, '')))))
              @@ to_tsquery('simple', ${tsquery}))`,
    );
  }
  const phrase = text.trim();
  if (phrase.length >= 3) alternatives.push(Prisma.sql`u.title ILIKE ${containsPattern(phrase)}`);
  return alternatives.length > 0 ? Prisma.sql`(${Prisma.join(alternatives, " OR ")})` : null;
}

/**
 * Skill matching is case-insensitive (spec section 5): names are spelled as the skills catalogue
 * spells them (a citext column), so "react" finds candidates listing "React" through the GIN
 * index on users.skills. A name the catalogue lacks is matched as written.
 */
export async function canonicalSkills(names: string[]): Promise<string[]> {
  const known = await db.$queryRaw<{ name: string }[]>(Prisma.sql`SELECT name::text AS name FROM skills WHERE name = ANY(${names}::citext[])`);
  const byLower = new Map(known.map((skill) => [skill.name.toLowerCase(), skill.name]));
  return names.map((name) => byLower.get(name.toLowerCase()) ?? name);
}

/** GET /api/users/public's items: the spec's applicant-card names (section 3) where it has them. */
export function publicCandidateToWire(card: PublicCandidateCard) {
  return {
    _id: card.id,
    name: card.name,
    firstName: card.firstName,
    photo: card.photo,
    title: card.title,
    city: card.city,
    flag: card.country?.flag ?? null,
    country: card.country && { _id: card.country.id, slug: card.country.slug, name: card.country.name },
    profile_completion: card.profileCompletion,
    is_user_verificated: card.isVerified,
    type_user_verificated: card.verificationType?.toLowerCase() ?? null,
    is_surname_masked: card.isSurnameMasked,
  };
}
