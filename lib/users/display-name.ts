/** The parts of a person's name that menus show (personal_information.first_name / last_name). */
export type PersonName = { firstName?: string | null; lastName?: string | null };

function firstWord(value: string | null | undefined): string | null {
  return value?.trim().split(/\s+/)[0] || null;
}

/**
 * The name on the user's menu (spec section 2): the first word of the first name, else the first
 * word of the last name, else null, for which callers show the word for "User".
 */
export function shortName(name: PersonName): string | null {
  return firstWord(name.firstName) ?? firstWord(name.lastName);
}

/** The short name, or `fallback` (the translated word for "User") when the account has no name. */
export function menuName(name: PersonName, fallback: string): string {
  return shortName(name) ?? fallback;
}

/** "First Last" with stray spaces removed, or null when both are empty (the dropdown's header). */
export function fullName(name: PersonName): string | null {
  const joined = [name.firstName, name.lastName]
    .map((part) => part?.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .join(" ");
  return joined || null;
}
