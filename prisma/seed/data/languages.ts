import type { SpokenLanguageName } from "@/lib/catalogue/spoken-languages";

export { spokenLanguages, type SpokenLanguageName } from "@/lib/catalogue/spoken-languages";

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
