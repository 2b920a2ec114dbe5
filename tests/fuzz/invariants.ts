import { db } from "@/lib/db";

/**
 * Rules the data must keep whatever the requests were, each a query that lists the rows breaking
 * it (one line per row). Written in SQL on their own rather than through lib/, so that a bug in
 * the domain code cannot hide itself. The fuzz test runs them before and after: a violation the
 * run did not start with is a request that broke the data.
 */
export const invariants: { name: string; sql: string }[] = [
  {
    name: "ranks of a job's stage are 1..n (applicants and shortlist, not withdrawn)",
    sql: `SELECT job_id || ' ' || stage || ' ranks ' || array_to_string(array_agg(rank ORDER BY rank NULLS LAST), ',', 'null') AS row
          FROM applications WHERE withdrawn_at IS NULL AND stage <> 'DISMISSED'
          GROUP BY job_id, stage
          HAVING count(rank) <> count(*) OR count(DISTINCT rank) <> count(*) OR min(rank) <> 1 OR max(rank) <> count(*)`,
  },
  {
    name: "dismissed and withdrawn applicants have no rank",
    sql: `SELECT id || ' rank ' || rank AS row FROM applications WHERE rank IS NOT NULL AND (stage = 'DISMISSED' OR withdrawn_at IS NOT NULL)`,
  },
  {
    name: "open jobs within the company's plan limit",
    sql: `SELECT c.id || ' has ' || count(j.id) || ' open jobs, limit ' || p.active_job_limit AS row
          FROM companies c
          LEFT JOIN subscriptions s ON s.company_id = c.id AND s.status IN ('ACTIVE', 'TRIALING')
          JOIN plans p ON p.id = COALESCE(s.plan_id, (SELECT id FROM plans WHERE name = 'FREE'))
          JOIN jobs j ON j.company_id = c.id AND j.status = 'OPEN'
          WHERE p.active_job_limit IS NOT NULL
          GROUP BY c.id, p.active_job_limit HAVING count(j.id) > p.active_job_limit`,
  },
  {
    // Free companies cannot invite at all (lib/invitations); what a lapsed plan sent stays counted in its own period.
    name: "invitations within the live plan's limit for the billing period",
    sql: `SELECT c.id || ' sent ' || count(i.id) || ', limit ' || p.invite_limit AS row
          FROM companies c
          JOIN subscriptions s ON s.company_id = c.id AND s.status IN ('ACTIVE', 'TRIALING')
          JOIN plans p ON p.id = s.plan_id
          JOIN jobs j ON j.company_id = c.id
          JOIN invitations i ON i.job_id = j.id AND i.created_at >= s.current_period_start
          WHERE p.invite_limit IS NOT NULL
          GROUP BY c.id, p.invite_limit HAVING count(i.id) > p.invite_limit`,
  },
  {
    name: "coupons redeemed no more than allowed",
    sql: `SELECT code || ' redeemed ' || times_redeemed || ' of ' || max_redemptions AS row FROM coupons WHERE times_redeemed < 0 OR times_redeemed > max_redemptions`,
  },
  {
    name: "answers belong to a question of the application's job",
    sql: `SELECT aa.application_id || ' answers ' || aa.question_id AS row FROM application_answers aa
          JOIN applications a ON a.id = aa.application_id JOIN job_questions q ON q.id = aa.question_id WHERE q.job_id <> a.job_id`,
  },
  {
    name: "a job's eligibility copies match its countries and regions",
    sql: `SELECT j.id AS row FROM jobs j
          WHERE ARRAY(SELECT unnest(j.eligible_country_ids) ORDER BY 1) IS DISTINCT FROM ARRAY(SELECT country_id FROM job_countries WHERE job_id = j.id ORDER BY 1)
             OR ARRAY(SELECT unnest(j.eligible_region_ids) ORDER BY 1) IS DISTINCT FROM ARRAY(SELECT region_id FROM job_regions WHERE job_id = j.id ORDER BY 1)`,
  },
  {
    name: "open jobs are published; salary and timezone ranges are ordered",
    sql: `SELECT id || ' ' || status AS row FROM jobs
          WHERE (status = 'OPEN' AND published_at IS NULL) OR salary_from > salary_to OR timezone_min_offset > timezone_max_offset OR view_count < 0`,
  },
  {
    name: "chat rooms have members; job rooms name a job",
    sql: `SELECT r.id || ' ' || r.type || ' members ' || count(m.user_id) AS row FROM chat_rooms r LEFT JOIN chat_room_members m ON m.room_id = r.id
          GROUP BY r.id HAVING count(m.user_id) < 2 OR (r.type = 'JOB' AND r.job_id IS NULL)`,
  },
  {
    name: "a company with members has an owner",
    sql: `SELECT company_id AS row FROM company_members GROUP BY company_id HAVING count(*) FILTER (WHERE role = 'OWNER') = 0`,
  },
  {
    name: "a user's CV points at a stored CV file of that user",
    sql: `SELECT u.id AS row FROM users u LEFT JOIN stored_files f ON f.id = u.cv_file_id
          WHERE u.cv_file_id IS NOT NULL AND (f.id IS NULL OR f.owner_id IS DISTINCT FROM u.id)`,
  },
  {
    name: "hired applicants are hired users",
    sql: `SELECT a.id AS row FROM applications a JOIN users u ON u.id = a.candidate_id WHERE a.hired_at IS NOT NULL AND u.hired_at IS NULL`,
  },
];

export async function findViolations(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const { name, sql } of invariants) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(sql);
    found.set(name, rows.map(({ row }) => row));
  }
  return found;
}

/** Violations present after the run that were not there before it. */
export function newViolations(before: Map<string, string[]>, after: Map<string, string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, rows] of after) {
    const known = new Set(before.get(name) ?? []);
    const added = rows.filter((row) => !known.has(row));
    if (added.length > 0) result[name] = added.slice(0, 20);
  }
  return result;
}
