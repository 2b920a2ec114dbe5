/** Case and accents folded away, for matching what people type: "jose" finds "José", "mexico" finds México. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}
