import type { LanguageLevel } from "@/lib/generated/prisma/enums";

export type WireLanguageLevel = Lowercase<LanguageLevel>;

/** Spec 3's colours for the five levels: orange, orange, yellow, blue, green. */
export const languageLevelLooks: Record<WireLanguageLevel, string> = {
  basic: "bg-orange-100 text-orange-800 ring-orange-300 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-800",
  intermediate: "bg-orange-100 text-orange-800 ring-orange-300 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-800",
  high: "bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950/60 dark:text-yellow-200 dark:ring-yellow-800",
  expert: "bg-blue-100 text-blue-800 ring-blue-300 dark:bg-blue-950/60 dark:text-blue-200 dark:ring-blue-800",
  native: "bg-green-100 text-green-800 ring-green-300 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-800",
};

/** A language with its level, in the level's colour. */
export function LanguageBadge({ name, level, levelLabel }: { name: string; level: WireLanguageLevel; levelLabel: string }) {
  return (
    <span data-level={level} className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${languageLevelLooks[level]}`}>
      <span>{name}</span>
      <span aria-hidden="true">·</span>
      <span className="font-normal">{levelLabel}</span>
    </span>
  );
}
