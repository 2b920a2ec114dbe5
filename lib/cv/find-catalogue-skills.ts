import "server-only";

import { db } from "@/lib/db";

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * The catalogue's skills (model Skill) named in a text, as the catalogue spells them, in the order
 * they first appear. Case-insensitive and whole words: "Java" is not found in "JavaScript", while
 * "C++" and "Node.js" are found as written.
 */
export async function findCatalogueSkills(text: string, { limit = 30 }: { limit?: number } = {}): Promise<string[]> {
  if (text.trim() === "") return [];
  const skills = await db.skill.findMany({ select: { name: true } });
  const haystack = text.toLowerCase();
  const found: { name: string; at: number }[] = [];
  for (const { name } of skills) {
    const needle = name.toLowerCase();
    if (needle === "") continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const before = haystack[at - 1];
      const after = haystack[at + needle.length];
      // A boundary is only needed where the skill's own edge is a letter or digit ("C++" ends in "+").
      if ((isWordCharacter(needle[0]) && isWordCharacter(before)) || (isWordCharacter(needle.at(-1)) && isWordCharacter(after))) continue;
      found.push({ name, at });
      break;
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map((skill) => skill.name);
}
