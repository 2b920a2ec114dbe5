/**
 * The employer's side of the bench (issue 10): the demo employer works with at least 200 jobs
 * across 3 companies, as a busy customer would, on top of the bulk data. Added jobs are drafts,
 * paused or closed, so that the public lists and the companies' quotas stay as the demo left them.
 */
import type pg from "pg";

import { DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";

const WANTED_COMPANIES = 3;
const WANTED_JOBS = 200;

export async function ensureEmployerWorkload(client: pg.Client, log: (line: string) => void): Promise<{ employerId: string; jobTemplateId: string }> {
  const employer = (await client.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [DEMO_EMPLOYER_EMAIL])).rows[0];
  if (!employer) throw new Error(`the demo employer ${DEMO_EMPLOYER_EMAIL} is missing: the demo data was not seeded`);
  const companies = async () => (await client.query<{ company_id: string }>("SELECT company_id FROM company_members WHERE user_id = $1 ORDER BY created_at", [employer.id])).rows.map((row) => row.company_id);

  let companyIds = await companies();
  for (let index = companyIds.length; index < WANTED_COMPANIES; index += 1) {
    const company = await client.query<{ id: string }>(
      "INSERT INTO companies (id, name, slug, created_by_id, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, now()) RETURNING id",
      [`Bench Workshop ${index + 1}`, `bench-workshop-${index + 1}-${employer.id.slice(0, 8)}`, employer.id],
    );
    await client.query("INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'OWNER')", [company.rows[0]!.id, employer.id]);
  }
  companyIds = await companies();

  const { count } = (await client.query<{ count: string }>("SELECT count(*) FROM jobs WHERE created_by_id = $1", [employer.id])).rows[0]!;
  const missing = WANTED_JOBS - Number(count);
  if (missing > 0) {
    log(`giving the demo employer ${missing} more jobs across ${companyIds.length} companies`);
    await client.query(
      `INSERT INTO jobs (id, company_id, created_by_id, title, description, status, created_at, updated_at)
       SELECT gen_random_uuid(), ($3::uuid[])[1 + n % array_length($3::uuid[], 1)], $1, 'Bench role ' || n,
              '<p>A job the bench employer keeps in their list.</p>', (ARRAY['DRAFT', 'PAUSED', 'CLOSED'])[1 + n % 3]::job_status,
              now() - n * interval '1 hour', now()
       FROM generate_series(1, $2::int) AS n`,
      [employer.id, missing, companyIds],
    );
  }
  return { employerId: employer.id, jobTemplateId: await ensureJobTemplate(client, employer.id, companyIds[0]!, log) };
}

/** One job template in the employer's first company, as the job post form saves it (lib/job-templates/template-content.ts). */
async function ensureJobTemplate(client: pg.Client, employerId: string, companyId: string, log: (line: string) => void): Promise<string> {
  const existing = (await client.query<{ id: string }>("SELECT id FROM job_templates WHERE company_id = $1 ORDER BY created_at LIMIT 1", [companyId])).rows[0];
  if (existing) return existing.id;
  log("giving the demo employer's company a job template");
  const content = {
    job_title: "Bench template: Senior Backend Engineer",
    description: "<p>A template the bench employer starts new jobs from.</p>",
    industry: null,
    skills: ["TypeScript", "PostgreSQL"],
    languages: [{ name: "English", level: "high" }],
    job_type: "full_time",
    salary: { from: 4000, to: 6000, currency: "USD", frequency: "monthly" },
    eligible_countries: [],
    regions: [],
    timezone_window: null,
    public: true,
    questions: [],
    expires_at: null,
  };
  const created = await client.query<{ id: string }>(
    "INSERT INTO job_templates (id, company_id, created_by_id, name, data, created_at, updated_at) VALUES (gen_random_uuid(), $1, $2, 'Bench template', $3::jsonb, now(), now()) RETURNING id",
    [companyId, employerId, JSON.stringify(content)],
  );
  return created.rows[0]!.id;
}
