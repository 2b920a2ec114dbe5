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

/** The first language most people in a country speak, for generated profiles. English is the fallback. */
export const nativeLanguageByCountry: Readonly<Record<string, SpokenLanguageName>> = {
  MX: "Spanish", GT: "Spanish", HN: "Spanish", SV: "Spanish", NI: "Spanish", CR: "Spanish", PA: "Spanish", CU: "Spanish",
  DO: "Spanish", PR: "Spanish", CO: "Spanish", VE: "Spanish", EC: "Spanish", PE: "Spanish", BO: "Spanish", CL: "Spanish",
  AR: "Spanish", UY: "Spanish", PY: "Spanish", ES: "Spanish", BR: "Portuguese", PT: "Portuguese", HT: "French",
  FR: "French", BE: "French", DE: "German", AT: "German", CH: "German", IT: "Italian", NL: "Dutch", PL: "Polish",
  UA: "Ukrainian", SE: "Swedish", RO: "Romanian", EG: "Arabic", MA: "Arabic", TN: "Arabic", AE: "Arabic", SA: "Arabic",
  QA: "Arabic", JO: "Arabic", IL: "Hebrew", TR: "Turkish", IN: "Hindi", CN: "Mandarin Chinese", TW: "Mandarin Chinese",
  JP: "Japanese", KR: "Korean",
};
