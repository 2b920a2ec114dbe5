/** Catalogue shapes that client components receive (already in the page's language). */
export type IndustryOption = { id: number; slug: string; name: string };

/** The spec's country option (section 3): id, name, icon (the flag), value and slug. */
export type CountryOption = { id: number; slug: string; code: string; name: string; flag: string };

export type CountryGroup = { region: { slug: string; name: string }; countries: CountryOption[] };
