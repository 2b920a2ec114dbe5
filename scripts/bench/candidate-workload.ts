/**
 * The candidate's side of the bench (issue 11): the demo candidate holds 20 skills and 30
 * applications, on top of the bulk data. The skills are the ones open jobs ask for most, so that
 * the recommendations' prefilter meets the most overlapping jobs it can (the hard case); the
 * applications go to the newest findable jobs sharing those skills, in every stage, each with
 * its "applied" event (and a "stage" event once reviewed), as a timeline would hold them, and the
 * last rank of its stage in the job (lib/hiring keeps each job's stage ranked 1..n).
 */
import type pg from "pg";

import { DEMO_CANDIDATE_EMAIL } from "@/prisma/seed/demo-data";

const WANTED_SKILLS = 20;
const WANTED_APPLICATIONS = 30;

export async function ensureCandidateWorkload(client: pg.Client, log: (line: string) => void): Promise<{ candidateId: string }> {
  const candidate = (await client.query<{ id: string; skills: string[] }>("SELECT id, skills FROM users WHERE email = $1", [DEMO_CANDIDATE_EMAIL])).rows[0];
  if (!candidate) throw new Error(`the demo candidate ${DEMO_CANDIDATE_EMAIL} is missing: the demo data was not seeded`);

  if (candidate.skills.length < WANTED_SKILLS) {
    const common = (
      await client.query<{ skill: string }>(
        `SELECT skill FROM (SELECT unnest(skills) AS skill FROM jobs WHERE status = 'OPEN' AND is_public ORDER BY published_at DESC LIMIT 20000) s
         WHERE NOT (skill = ANY($1::text[])) GROUP BY skill ORDER BY count(*) DESC, skill LIMIT $2`,
        [candidate.skills, WANTED_SKILLS - candidate.skills.length],
      )
    ).rows.map((row) => row.skill);
    log(`giving the demo candidate ${common.length} more skills`);
    await client.query("UPDATE users SET skills = $2::text[] WHERE id = $1", [candidate.id, [...candidate.skills, ...common]]);
  }

  const { count } = (await client.query<{ count: string }>("SELECT count(*) FROM applications WHERE candidate_id = $1", [candidate.id])).rows[0]!;
  const missing = WANTED_APPLICATIONS - Number(count);
  if (missing > 0) {
    log(`giving the demo candidate ${missing} more applications`);
    await client.query(
      `WITH skills AS (SELECT skills FROM users WHERE id = $1),
       chosen AS (
         SELECT j.id, j.skills, row_number() OVER (ORDER BY j.published_at DESC) AS n
         FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.status = 'OPEN' AND j.is_public AND j.banned_at IS NULL AND j.published_at <= now()
           AND (j.expires_at IS NULL OR j.expires_at > now()) AND c.banned_at IS NULL AND c.disabled_at IS NULL
           AND j.skills && (SELECT skills FROM skills)
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $1)
         ORDER BY j.published_at DESC LIMIT $2),
       applied AS (
         INSERT INTO applications (id, job_id, candidate_id, stage, rank, reviewed_at, match_percent, created_at, updated_at)
         SELECT gen_random_uuid(), id, $1, (ARRAY['APPLIED', 'SHORTLISTED', 'DISMISSED'])[1 + n % 3]::application_stage,
                CASE WHEN n % 3 <> 2 THEN (SELECT coalesce(max(x.rank), 0) + 1 FROM applications x
                  WHERE x.job_id = chosen.id AND x.stage = (ARRAY['APPLIED', 'SHORTLISTED', 'DISMISSED'])[1 + n % 3]::application_stage) END, CASE WHEN n % 3 <> 0 THEN now() - n * interval '1 hour' END,
                round(100.0 * cardinality(ARRAY(SELECT unnest(chosen.skills) INTERSECT SELECT unnest((SELECT skills FROM skills)))) / GREATEST(1, cardinality(chosen.skills))),
                now() - n * interval '1 day', now()
         FROM chosen
         RETURNING id, stage, created_at, reviewed_at)
       INSERT INTO application_events (id, application_id, kind, stage, created_at)
       SELECT gen_random_uuid(), id, 'applied', NULL, created_at FROM applied
       UNION ALL
       SELECT gen_random_uuid(), id, 'stage', stage, reviewed_at FROM applied WHERE reviewed_at IS NOT NULL`,
      [candidate.id, missing],
    );
  }
  return { candidateId: candidate.id };
}
