import type { LanguageLevel } from "@/lib/generated/prisma/enums";

type SkillsAndLanguages = {
  skills: readonly string[];
  languages: readonly { name: string; level: LanguageLevel }[];
};

const levelOrder: readonly LanguageLevel[] = ["BASIC", "INTERMEDIATE", "HIGH", "EXPERT", "NATIVE"];

/**
 * How well a candidate fits a job, 0-100, computed once at apply time: 70 points for the share
 * of the job's skills the candidate lists (names compared without case), 30 for the share of the
 * job's languages the candidate speaks at the level asked or higher. A part the job asks nothing
 * of gives its points in full. (prisma/factories' estimateMatchPercent mirrors this for seeded data.)
 */
export function matchPercent(job: SkillsAndLanguages, candidate: SkillsAndLanguages): number {
  const candidateSkills = new Set(candidate.skills.map((skill) => skill.toLowerCase()));
  const skillShare = job.skills.length === 0 ? 1 : job.skills.filter((skill) => candidateSkills.has(skill.toLowerCase())).length / job.skills.length;
  const languageShare =
    job.languages.length === 0
      ? 1
      : job.languages.filter((wanted) =>
          candidate.languages.some(
            (spoken) => spoken.name.toLowerCase() === wanted.name.toLowerCase() && levelOrder.indexOf(spoken.level) >= levelOrder.indexOf(wanted.level),
          ),
        ).length / job.languages.length;
  return Math.round(skillShare * 70 + languageShare * 30);
}
