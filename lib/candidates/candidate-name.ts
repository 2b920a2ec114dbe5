import type { PlanStatus } from "@/lib/plans/plan-status";

/**
 * The premium name rule (spec section 6): a viewer with a premium company (Pro or Premium, spec
 * section 4) sees a candidate's full name; everybody else sees the first name and a masked
 * surname with a 'Go premium!' hint. Callers apply it on the server, before anything is sent, so
 * the real surname never reaches a browser that may not see it.
 */

/** A fixed-length mask: the surname's real length would be a clue of its own. */
export const SURNAME_MASK = "•••••";

export type CandidateNameView = {
  /** What the card shows: "Carlos Ramírez", or "Carlos R•••••" when masked. */
  name: string;
  firstName: string;
  /** The full surname, or its mask (first letter plus SURNAME_MASK); null when there is none to show. */
  surname: string | null;
  isSurnameMasked: boolean;
  /** Show the 'Go premium!' hint beside the name. */
  showsGoPremium: boolean;
};

/** Pro and Premium count as premium; visitors and users without companies do not. */
export function canSeeFullNames(plans: Pick<PlanStatus, "isPremium"> | null | undefined): boolean {
  return plans?.isPremium === true;
}

function clean(value: string | null | undefined): string {
  return (value ?? "").normalize("NFC").trim().replace(/\s+/g, " ");
}

/** "Ramírez" -> "R•••••"; the first letter only (a whole code point, so "Ñúñez" -> "Ñ•••••"). */
export function maskSurname(lastName: string | null | undefined): string {
  const [initial] = Array.from(clean(lastName));
  return `${initial ? initial.toLocaleUpperCase() : ""}${SURNAME_MASK}`;
}

export function candidateNameFor(person: { firstName: string | null; lastName: string | null }, canSeeFullName: boolean): CandidateNameView {
  const firstName = clean(person.firstName);
  const lastName = clean(person.lastName);
  if (canSeeFullName) {
    return { name: [firstName, lastName].filter(Boolean).join(" "), firstName, surname: lastName || null, isSurnameMasked: false, showsGoPremium: false };
  }
  // Masked even when there is no surname, so that "has no surname" is not a clue either.
  const surname = maskSurname(lastName);
  return { name: [firstName, surname].filter(Boolean).join(" "), firstName, surname, isSurnameMasked: true, showsGoPremium: true };
}

/** The name to write in a sentence (a toast, a chat request): the first name alone while the surname is masked. */
export function plainNameOf(view: Pick<CandidateNameView, "name" | "firstName" | "isSurnameMasked">): string {
  return view.isSurnameMasked ? view.firstName : view.name;
}
