import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { DELETE as deleteTemplate, GET as getTemplate, PUT as renameTemplate } from "@/app/api/job-templates/[id]/route";
import { GET as listTemplates, POST as createTemplate } from "@/app/api/job-templates/route";
import { POST as createPost } from "@/app/api/posts/route";
import { signAccessToken } from "@/lib/auth/access-token";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { getJobTemplateForForm } from "@/lib/job-templates/get-job-template";
import { MAX_TEMPLATES_PER_COMPANY } from "@/lib/job-templates/schemas";
import { callRoute } from "@/tests/support/api";
import { createJobPostCatalogue, jobPostBody } from "@/tests/support/job-post-body";
import { createEmployerWithCompany, type EmployerWithCompany } from "@/prisma/factories";

let employer: EmployerWithCompany;
let otherEmployer: EmployerWithCompany;

const callerOf = (user: User): CurrentUser => ({ id: user.id, email: user.email, role: user.role, side: user.loggedAs, isEmployer: true, firstName: null, lastName: null, profilePicUrl: null });
const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

/** The shared job post, as a private contract job in Latin America with two questions, opened. */
function jobBody(company: string, fields: Record<string, unknown> = {}) {
  const [yesNo, singleChoice] = jobPostBody(company).questions;
  return jobPostBody(company, { job_type: "contract", regions: ["latin-america"], public: false, questions: [yesNo, singleChoice], status: "open", ...fields });
}

const as = (user: User) => ({ token: tokenOf(user) });
const save = (user: User, body: unknown) => callRoute(createTemplate, { ...as(user), body });
const read = (user: User, id: string) => callRoute(getTemplate, { ...as(user), method: "GET", params: { id } });
const postJob = (user: User, body: unknown) => callRoute(createPost, { ...as(user), body, path: "/api/posts?locale=en" });

beforeAll(() => createJobPostCatalogue(db));

beforeEach(async () => {
  await db.jobTemplate.deleteMany();
  await db.job.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  employer = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  otherEmployer = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

describe("job templates", () => {
  it("saves a job body as a template whose job posts again unchanged, without status or expiry", async () => {
    const saved = await save(employer.employer, { name: "  Backend contractor ", job: jobBody(employer.company.id, { expires_at: "2999-12-31" }) });
    expect(saved.status).toBe(201);
    const template = saved.body.data;
    expect(template).toMatchObject({ name: "Backend contractor", company: { _id: employer.company.id, name: employer.company.name } });
    expect(template.job).toMatchObject({
      job_title: "Senior TypeScript Engineer",
      description: "<p>Build the <strong>hiring pipeline</strong> of a remote marketplace.</p>",
      skills: ["TypeScript", "React"],
      languages: [{ name: "English", level: "high" }],
      job_type: "contract",
      public: false,
      expires_at: null,
      company: { _id: employer.company.id },
    });
    expect(template.job).not.toHaveProperty("status");

    const fetched = await read(employer.employer, template._id);
    expect(fetched.body.data).toEqual(template);
    const posted = await postJob(employer.employer, fetched.body.data.job);
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ status: "draft", job_title: "Senior TypeScript Engineer", job_type: "contract", public: false, skills: ["TypeScript", "React"] });
    expect(posted.body.data.questions.map((question: { text: string }) => question.text)).toEqual(["Can you work European mornings?", "Preferred stack"]);
  });

  it("saves a template from the caller's own job, and refuses someone else's", async () => {
    const job = (await postJob(employer.employer, jobBody(employer.company.id))).body.data;
    const saved = await save(employer.employer, { name: "From a job", from_job: job._id });
    expect(saved.status).toBe(201);
    expect(saved.body.data.company._id).toBe(employer.company.id);
    expect(saved.body.data.job).toMatchObject({ job_title: job.job_title, industry: "software", eligible_countries: ["co"], regions: ["latin-america"] });
    expect(saved.body.data.job.questions[0]).not.toHaveProperty("_id");
    expect((await postJob(employer.employer, saved.body.data.job)).status).toBe(201);

    const stolen = await save(otherEmployer.employer, { name: "Not mine", from_job: job._id });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error?.details.fields).toEqual([expect.objectContaining({ path: "from_job" })]);
  });

  it("refuses bad bodies field by field: the name, the job, another company", async () => {
    const noName = await save(employer.employer, { name: " ", job: jobBody(employer.company.id) });
    expect(noName.status).toBe(422);
    expect(noName.body.error?.details.fields[0].path).toBe("name");
    const longName = await save(employer.employer, { name: "x".repeat(121), job: jobBody(employer.company.id) });
    expect(longName.body.error?.details.fields[0].path).toBe("name");
    expect((await save(employer.employer, { name: "x".repeat(120), job: jobBody(employer.company.id) })).status).toBe(201);

    const badJob = await save(employer.employer, { name: "Bad", job: jobBody(employer.company.id, { description: "short", industry: "nope" }) });
    expect(badJob.status).toBe(422);
    expect(badJob.body.error?.details.fields.map((field: { path: string }) => field.path)).toEqual(["job.description"]);
    const unknownIndustry = await save(employer.employer, { name: "Bad", job: jobBody(employer.company.id, { industry: "nope" }) });
    expect(unknownIndustry.body.error?.details.fields.map((field: { path: string }) => field.path)).toEqual(["job.industry"]);
    const neither = await save(employer.employer, { name: "Nothing" });
    expect(neither.body.error?.details.fields[0].path).toBe("job");
    const foreign = await save(employer.employer, { name: "Theirs", job: jobBody(otherEmployer.company.id) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error?.details.fields[0].path).toBe("company");
    expect(await db.jobTemplate.count()).toBe(1);
  });

  it("lists the caller's templates newest first, by company, and renames and deletes them", async () => {
    const first = (await save(employer.employer, { name: "First", job: jobBody(employer.company.id) })).body.data;
    const second = (await save(employer.employer, { name: "Second", job: jobBody(employer.company.id) })).body.data;
    await save(otherEmployer.employer, { name: "Theirs", job: jobBody(otherEmployer.company.id) });

    const list = await callRoute(listTemplates, { ...as(employer.employer), method: "GET", path: "/api/job-templates" });
    expect(list.body.data.map((template: { name: string }) => template.name)).toEqual(["Second", "First"]);
    expect(list.body.data[0]).toEqual({ _id: second._id, name: "Second", company: second.company, job_title: "Senior TypeScript Engineer", created_at: second.created_at, updated_at: second.updated_at });
    const byCompany = await callRoute(listTemplates, { ...as(employer.employer), method: "GET", path: `/api/job-templates?company=${otherEmployer.company.id}` });
    expect(byCompany.body.data).toEqual([]);

    const renamed = await callRoute(renameTemplate, { ...as(employer.employer), method: "PUT", params: { id: first._id }, body: { name: "Renamed" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Renamed", job: first.job });
    const relisted = await callRoute(listTemplates, { ...as(employer.employer), method: "GET", path: "/api/job-templates" });
    expect(relisted.body.data.map((template: { name: string }) => template.name)).toEqual(["Renamed", "Second"]);
    expect((await callRoute(renameTemplate, { ...as(employer.employer), method: "PUT", params: { id: first._id }, body: { name: "" } })).status).toBe(422);

    const deleted = await callRoute(deleteTemplate, { ...as(employer.employer), method: "DELETE", params: { id: first._id } });
    expect(deleted.body.data).toEqual({ deleted: true });
    expect((await read(employer.employer, first._id)).status).toBe(404);
  });

  it("hides a template from everyone but its creator", async () => {
    const template = (await save(employer.employer, { name: "Mine", job: jobBody(employer.company.id) })).body.data;
    const other = otherEmployer.employer;
    expect((await read(other, template._id)).body.error?.code).toBe("not_found");
    expect((await callRoute(renameTemplate, { ...as(other), method: "PUT", params: { id: template._id }, body: { name: "Theirs" } })).status).toBe(404);
    expect((await callRoute(deleteTemplate, { ...as(other), method: "DELETE", params: { id: template._id } })).status).toBe(404);
    expect(await getJobTemplateForForm(callerOf(other), template._id)).toBeNull();
    expect(await db.jobTemplate.findUnique({ where: { id: template._id }, select: { name: true } })).toEqual({ name: "Mine" });

    const caller = callerOf(employer.employer);
    expect(await getJobTemplateForForm(caller, template._id)).toEqual({ templateId: template._id, name: "Mine", job: template.job });
    expect(await getJobTemplateForForm(caller, "not-an-id")).toBeNull();
  });

  it(`keeps at most ${MAX_TEMPLATES_PER_COMPANY} templates per company, even when saved at once`, async () => {
    const { data: content } = (await save(employer.employer, { name: "Seed", job: jobBody(employer.company.id) })).body;
    await db.jobTemplate.createMany({
      data: Array.from({ length: MAX_TEMPLATES_PER_COMPANY - 5 }, (_, index) => ({ companyId: employer.company.id, createdById: employer.employer.id, name: `Bulk ${index}`, data: content.job })),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => save(employer.employer, { name: `Race ${index}`, job: jobBody(employer.company.id) })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    const refused = answers.find((answer) => answer.status !== 201)!;
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "validation_failed", details: { limit: MAX_TEMPLATES_PER_COMPANY, fields: [{ path: "name", code: "too_many_templates" }] } });
    expect(await db.jobTemplate.count({ where: { companyId: employer.company.id } })).toBe(MAX_TEMPLATES_PER_COMPANY);
  });
});
