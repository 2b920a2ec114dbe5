/** Languages the job filter offers: the names jobs store (English names) and ISO codes to name them in the page's language. */
export const filterLanguages = [
  { name: "English", code: "en" },
  { name: "Spanish", code: "es" },
  { name: "Portuguese", code: "pt" },
  { name: "French", code: "fr" },
  { name: "German", code: "de" },
  { name: "Italian", code: "it" },
] as const;
