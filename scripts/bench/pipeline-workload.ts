/**
 * The applicant pipeline's side of the bench (issue 12): one job of the demo employer with 5,000
 * applicants from the bulk candidates, 3,000 in Applicants and 1,500 in the Shortlist (ranked
 * 1..n, as lib/hiring keeps them) and 500 dismissed. The job is paused, so that the public lists
 * and the companies' quotas stay as the demo left them.
 */
import type pg from "pg";

export const PIPELINE_JOB_TITLE = "Bench pipeline (5,000 applicants)";
const WANTED_APPLICANTS = 5_000;

export async function ensurePipelineWorkload(client: pg.Client, employerId: string, log: (line: string) => void): Promise<{ pipelineJobId: string }> {
  let job = (await client.query<{ id: string }>("SELECT id FROM jobs WHERE created_by_id = $1 AND title = $2", [employerId, PIPELINE_JOB_TITLE])).rows[0];
  if (!job) {
    job = (
      await client.query<{ id: string }>(
        `INSERT INTO jobs (id, company_id, created_by_id, title, description, status, skills, created_at, updated_at)
         SELECT gen_random_uuid(), company_id, $1, $2, '<p>A job with a crowd of applicants.</p>', 'PAUSED', ARRAY['TypeScript', 'React'], now(), now()
         FROM company_members WHERE user_id = $1 ORDER BY created_at LIMIT 1
         RETURNING id`,
        [employerId, PIPELINE_JOB_TITLE],
      )
    ).rows[0]!;
  }
  const { count } = (await client.query<{ count: string }>("SELECT count(*) FROM applications WHERE job_id = $1", [job.id])).rows[0]!;
  if (Number(count) < WANTED_APPLICANTS) {
    log(`giving the pipeline's bench job ${WANTED_APPLICANTS - Number(count)} more applicants`);
    await client.query("DELETE FROM applications WHERE job_id = $1", [job.id]);
    await client.query(
      `WITH chosen AS (
         SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM users
         WHERE logged_as = 'CANDIDATE' AND role = 'USER' AND deleted_at IS NULL AND banned_at IS NULL
         ORDER BY created_at, id LIMIT $2),
       staged AS (
         SELECT id, n, CASE WHEN n <= 3000 THEN 'APPLIED' WHEN n <= 4500 THEN 'SHORTLISTED' ELSE 'DISMISSED' END::application_stage AS stage FROM chosen)
       INSERT INTO applications (id, job_id, candidate_id, stage, rank, reviewed_at, match_percent, created_at, updated_at)
       SELECT gen_random_uuid(), $1, id, stage,
              CASE WHEN stage <> 'DISMISSED' THEN row_number() OVER (PARTITION BY stage ORDER BY n) END,
              CASE WHEN n % 4 = 0 OR stage <> 'APPLIED' THEN now() - n * interval '1 minute' END,
              (n * 37) % 101, now() - n * interval '1 minute', now()
       FROM staged`,
      [job.id, WANTED_APPLICANTS],
    );
    // Fresh statistics, as autovacuum would have them by the time anyone reads the job.
    await client.query("VACUUM ANALYZE applications");
  }
  return { pipelineJobId: job.id };
}
