/**
 * Spoken languages people and jobs list. There is no table for them: rows store the English name
 * (UserLanguage.name, JobLanguage.name), and the UI translates it with this list.
 */
export const spokenLanguages = [
  { name: "English", nameEs: "Inglés" },
  { name: "Spanish", nameEs: "Español" },
  { name: "Portuguese", nameEs: "Portugués" },
  { name: "French", nameEs: "Francés" },
  { name: "German", nameEs: "Alemán" },
  { name: "Italian", nameEs: "Italiano" },
  { name: "Dutch", nameEs: "Neerlandés" },
  { name: "Polish", nameEs: "Polaco" },
  { name: "Ukrainian", nameEs: "Ucraniano" },
  { name: "Arabic", nameEs: "Árabe" },
  { name: "Hebrew", nameEs: "Hebreo" },
  { name: "Turkish", nameEs: "Turco" },
  { name: "Hindi", nameEs: "Hindi" },
  { name: "Mandarin Chinese", nameEs: "Chino mandarín" },
  { name: "Japanese", nameEs: "Japonés" },
  { name: "Korean", nameEs: "Coreano" },
  { name: "Swedish", nameEs: "Sueco" },
  { name: "Romanian", nameEs: "Rumano" },
] as const;

export type SpokenLanguageName = (typeof spokenLanguages)[number]["name"];

const spokenLanguageNames: ReadonlySet<string> = new Set(spokenLanguages.map((language) => language.name));

/** A language name as rows store it (English), or undefined for one not in the list. Case-insensitive. */
export function canonicalLanguageName(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return [...spokenLanguageNames].find((known) => known.toLowerCase() === wanted);
}

/** A stored language name (English) in the reader's language; a name not in the list stays as written. */
export function spokenLanguageLabel(name: string, locale: string): string {
  if (locale !== "es") return name;
  return spokenLanguages.find((language) => language.name === name)?.nameEs ?? name;
}
