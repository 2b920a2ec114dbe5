import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import type { VerificationType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/i18n/config";
import { candidateNameFor } from "@/lib/candidates/candidate-name";
import { clampPercent } from "@/lib/candidates/match-band";

/**
 * The applicant card of spec section 3, with its wire names (`_id`, `name`, `firstName`, `photo`,
 * `title`, `city`, `flag`, `match_percent`, `is_user_verificated`, `type_user_verificated`), as
 * the employer's candidate search, the applicants' tabs and candidate-details send it. The name
 * follows the premium rule (lib/candidates/candidate-name.ts) before it leaves the server: a
 * viewer who may not see surnames gets the mask, never the surname.
 */
export type ApplicantCard = {
  _id: string;
  /** The displayed name: full, or the first name and a masked surname. */
  name: string;
  firstName: string;
  /** The full surname, or its mask; null when there is none to show. */
  surname: string | null;
  photo: string | null;
  title: string | null;
  city: string | null;
  flag: string | null;
  country: { _id: number; slug: string; name: string } | null;
  /** Null where there is no job to match against (the candidate search). */
  match_percent: number | null;
  is_user_verificated: boolean;
  type_user_verificated: "email" | "phone" | "identity" | null;
  isSurnameMasked: boolean;
  showsGoPremium: boolean;
  /** The candidate deleted their account: the card keeps the employer's record, without the person (lib/users/delete-account.ts). */
  is_deleted: boolean;
};

/** What a deleted account is called where its applications stay. */
export const DELETED_CANDIDATE_NAME = { en: "A deleted candidate", es: "Un candidato eliminado" } as const satisfies Record<Locale, string>;

/** The columns a card needs; `u` is users and `c` the LEFT JOINed countries (see applicantCardJoin). */
export const applicantCardColumns = Prisma.sql`
  u.id, u.first_name, u.last_name, u.title, u.city, u.profile_pic_url,
  u.verification_type::text AS verification_type, u.deleted_at IS NOT NULL AS is_deleted,
  c.id AS country_id, c.slug AS country_slug, c.flag AS country_flag,
  c.name_en AS country_name_en, c.name_es AS country_name_es`;

export const applicantCardJoin = Prisma.sql`LEFT JOIN countries c ON c.id = u.country_id`;

export type ApplicantCardRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  city: string | null;
  profile_pic_url: string | null;
  verification_type: VerificationType | null;
  country_id: number | null;
  country_slug: string | null;
  country_flag: string | null;
  country_name_en: string | null;
  country_name_es: string | null;
  is_deleted: boolean;
};

export type ApplicantCardViewer = { locale: Locale; canSeeFullNames: boolean };

export function toApplicantCard(row: ApplicantCardRow, viewer: ApplicantCardViewer, matchPercent: number | null = null): ApplicantCard {
  const { name, firstName, surname, isSurnameMasked, showsGoPremium } = candidateNameFor(
    { firstName: row.first_name, lastName: row.last_name },
    viewer.canSeeFullNames,
  );
  const countryName = viewer.locale === "es" ? row.country_name_es : row.country_name_en;
  if (row.is_deleted) {
    const deletedName = DELETED_CANDIDATE_NAME[viewer.locale];
    return {
      _id: row.id,
      name: deletedName,
      firstName: deletedName,
      surname: null,
      photo: null,
      title: null,
      city: null,
      flag: null,
      country: null,
      match_percent: matchPercent === null ? null : clampPercent(matchPercent),
      is_user_verificated: false,
      type_user_verificated: null,
      isSurnameMasked: false,
      showsGoPremium: false,
      is_deleted: true,
    };
  }
  return {
    _id: row.id,
    name,
    firstName,
    surname,
    photo: row.profile_pic_url || null,
    title: row.title,
    city: row.city,
    flag: row.country_flag,
    country: row.country_id !== null && row.country_slug && countryName ? { _id: row.country_id, slug: row.country_slug, name: countryName } : null,
    match_percent: matchPercent === null ? null : clampPercent(matchPercent),
    is_user_verificated: row.verification_type !== null,
    type_user_verificated: row.verification_type ? (row.verification_type.toLowerCase() as ApplicantCard["type_user_verificated"]) : null,
    isSurnameMasked,
    showsGoPremium,
    is_deleted: false,
  };
}
