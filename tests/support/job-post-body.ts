import type { db as appDb } from "@/lib/db";

/** The catalogue rows jobPostBody refers to: integration databases are migrated, not seeded. */
export async function createJobPostCatalogue(db: typeof appDb) {
  const region = await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" } });
  await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: region.id } });
  await db.industry.create({ data: { slug: "software", nameEn: "Software", nameEs: "Software" } });
  await db.skill.createMany({ data: [{ name: "TypeScript" }, { name: "React" }] });
}

/**
 * A whole job post as POST /api/posts takes it, in the spec's wire names, with values in other
 * cases than the catalogue's (as people type them) and a script the server must drop.
 */
export function jobPostBody(company: string, fields: Record<string, unknown> = {}) {
  return {
    company: { _id: company },
    job_title: "Senior TypeScript Engineer",
    description: "<p>Build the <strong>hiring pipeline</strong> of a remote marketplace.</p><script>alert(1)</script>",
    industry: "software",
    skills: ["typescript", "React"],
    languages: [{ name: "english", level: "high" }],
    job_type: "full_time",
    salary: { from: 4000, to: 6000, currency: "usd", frequency: "monthly" },
    eligible_countries: ["co"],
    regions: [],
    timezone_window: { min: -300, max: 60 },
    public: true,
    questions: [
      { text: "Can you work European mornings?", type: "yes_no", is_required: true, knockout_answer: "no" },
      { text: "Preferred stack", type: "single_choice", options: ["Node", "Deno"], is_required: false },
      { text: "Years of TypeScript", type: "number", knockout_answer: "2" },
    ],
    expires_at: null,
    ...fields,
  };
}
