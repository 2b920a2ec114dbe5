import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as planUsage } from "@/app/api/companies/limit/plan/[id]/route";
import { DELETE as deletePost, GET as getPost, PUT as updatePost } from "@/app/api/posts/[id]/route";
import { POST as createPost } from "@/app/api/posts/route";
import { GET as publishedPosts } from "@/app/api/users/[id]/publishedPosts/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { findPublicJobs } from "@/lib/jobs/find-public-jobs";
import { parseJobSearch } from "@/lib/jobs/job-search-query";
import { callRoute } from "@/tests/support/api";
import { createJobPostCatalogue, jobPostBody } from "@/tests/support/job-post-body";
import { createCandidate, createEmployerWithCompany, createUser, type EmployerWithCompany } from "@/prisma/factories";

let free: EmployerWithCompany;
let pro: EmployerWithCompany;
let otherEmployer: EmployerWithCompany;
let candidate: User;

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

async function post(employer: User, body: unknown) {
  return callRoute(createPost, { token: tokenOf(employer), body, path: "/api/posts?locale=en" });
}

async function setStatus(employer: User, id: string, status: string) {
  return callRoute(updatePost, { method: "PUT", token: tokenOf(employer), params: { id }, body: { status } });
}

beforeAll(() => createJobPostCatalogue(db));

beforeEach(async () => {
  await db.job.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  free = await createEmployerWithCompany(db, { plan: "FREE" });
  pro = await createEmployerWithCompany(db, { plan: "PRO" });
  otherEmployer = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  candidate = await createCandidate(db);
});

describe("POST and PUT /api/posts", () => {
  it("creates a draft whose GET answer goes back to PUT unchanged", async () => {
    const created = await post(free.employer, jobPostBody(free.company.id));
    expect(created.status).toBe(201);
    const job = created.body.data;
    expect(job).toMatchObject({ status: "draft", job_title: "Senior TypeScript Engineer", skills: ["TypeScript", "React"], languages: [{ name: "English", level: "high" }] });
    expect(job.description).toBe("<p>Build the <strong>hiring pipeline</strong> of a remote marketplace.</p>");
    expect(job.questions.map((question: { type: string }) => question.type)).toEqual(["yes_no", "single_choice", "number"]);

    const read = await callRoute(getPost, { method: "GET", token: tokenOf(free.employer), params: { id: job._id }, path: "/api/posts/x?locale=en" });
    const again = await callRoute(updatePost, { method: "PUT", token: tokenOf(free.employer), params: { id: job._id }, body: read.body.data, path: "/api/posts/x?locale=en" });
    expect(again.status).toBe(200);
    expect({ ...again.body.data, updated_at: null }).toEqual({ ...read.body.data, updated_at: null });
  });

  it("opens one job on Free and refuses the second with the FREE plan's details", async () => {
    expect((await post(free.employer, jobPostBody(free.company.id, { status: "open" }))).status).toBe(201);
    const second = await post(free.employer, jobPostBody(free.company.id, { status: "open" }));
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({ code: "plan_limit_reached", details: { plan: "FREE", company: { _id: free.company.id, name: free.company.name }, limit: 1, current: 1 } });
    expect(await db.job.count({ where: { companyId: free.company.id } })).toBe(1);
  });

  it("keeps the limit under 100 concurrent openings, on Free and on Pro", async () => {
    for (const [company, limit] of [[free, 1], [pro, 5]] as const) {
      const drafts = await Promise.all(Array.from({ length: 100 }, async () => (await post(company.employer, jobPostBody(company.company.id))).body.data._id as string));
      const answers = await Promise.all(drafts.map((id) => setStatus(company.employer, id, "open")));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
      expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.error?.code === "plan_limit_reached")).toBe(true);
      expect(await db.job.count({ where: { companyId: company.company.id, status: "OPEN" } })).toBe(limit);
    }
  });

  it("lets a paused or closed job open again only within the quota, and says so on the public side", async () => {
    const job = (await post(free.employer, jobPostBody(free.company.id, { status: "open" }))).body.data;
    const listed = async () => (await findPublicJobs(parseJobSearch({}).search)).jobs.map((found) => found.id);
    expect(await listed()).toContain(job._id);
    expect((await setStatus(free.employer, job._id, "paused")).body.data.status).toBe("paused");
    expect(await listed()).not.toContain(job._id);
    const other = (await post(free.employer, jobPostBody(free.company.id, { status: "open" }))).body.data;
    expect((await setStatus(free.employer, job._id, "open")).body.error?.code).toBe("plan_limit_reached");
    expect((await setStatus(free.employer, other._id, "closed")).body.data.status).toBe("closed");
    expect((await setStatus(free.employer, job._id, "open")).status).toBe(200);
    expect(await listed()).toEqual([job._id]);
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const answer = await post(
      free.employer,
      jobPostBody(free.company.id, {
        job_title: "",
        description: "<script>only script</script>",
        salary: { from: 9000, to: 100, currency: "USD", frequency: "monthly" },
        expires_at: "2020-01-01",
        skills: ["Cobol On Wheels"],
        industry: "no-such-industry",
        questions: [{ text: "Pick", type: "single_choice", options: ["Only one"] }],
      }),
    );
    expect(answer.status).toBe(422);
    const paths = answer.body.error?.details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(["job_title", "salary.from", "questions.0.options"]));
    expect(answer.body.error?.details.fields.find((field: { path: string }) => field.path === "job_title").message).toBe("This field is required");

    const references = await post(free.employer, jobPostBody(free.company.id, { description: "<script>alert('no text')</script>", expires_at: "2020-01-01", skills: ["Cobol On Wheels"], industry: "nope" }));
    expect(references.status).toBe(422);
    expect(references.body.error?.details.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(["industry", "skills.0", "description", "expires_at"]));

    expect((await post(free.employer, jobPostBody(free.company.id, { description: "x".repeat(20_001) }))).status).toBe(422);
    // A body over the route's 512 KB is refused by its size before it is parsed.
    expect((await post(free.employer, jobPostBody(free.company.id, { description: "x".repeat(1_000_000) }))).status).toBe(413);
    expect((await post(free.employer, jobPostBody(otherEmployer.company.id))).body.error?.details.fields[0].path).toBe("company");
    expect(await db.job.count()).toBe(0);
  });

  it("keeps drafts and changes to their creator", async () => {
    const draft = (await post(free.employer, jobPostBody(free.company.id))).body.data;
    for (const stranger of [otherEmployer.employer, candidate]) {
      const token = await tokenOf(stranger);
      expect((await callRoute(getPost, { method: "GET", token, params: { id: draft._id } })).status).toBe(404);
    }
    const other = await tokenOf(otherEmployer.employer);
    expect((await callRoute(updatePost, { method: "PUT", token: other, params: { id: draft._id }, body: { status: "open" } })).status).toBe(404);
    expect((await callRoute(deletePost, { method: "DELETE", token: other, params: { id: draft._id } })).status).toBe(404);
    expect((await callRoute(updatePost, { method: "PUT", token: tokenOf(candidate), params: { id: draft._id }, body: { status: "open" } })).status).toBe(403);
    expect(await db.job.count({ where: { id: draft._id, status: "DRAFT" } })).toBe(1);
  });

  it("shows an open job to candidates without the knockout answers", async () => {
    const job = (await post(pro.employer, jobPostBody(pro.company.id, { status: "open" }))).body.data;
    const seen = await callRoute(getPost, { method: "GET", token: tokenOf(candidate), params: { id: job._id } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.questions.map((question: { knockout_answer: unknown }) => question.knockout_answer)).toEqual([null, null, null]);
  });

  it("deletes a job without applications and closes one with them", async () => {
    const job = (await post(pro.employer, jobPostBody(pro.company.id, { status: "open" }))).body.data;
    const answer = await callRoute(deletePost, { method: "DELETE", token: tokenOf(pro.employer), params: { id: job._id } });
    expect(answer.body.data).toEqual({ deleted: true, closed: false });
    expect(await db.job.count({ where: { id: job._id } })).toBe(0);

    const applied = (await post(pro.employer, jobPostBody(pro.company.id, { status: "open" }))).body.data;
    await db.application.create({ data: { jobId: applied._id, candidateId: candidate.id, matchPercent: 50 } });
    const closed = await callRoute(deletePost, { method: "DELETE", token: tokenOf(pro.employer), params: { id: applied._id } });
    expect(closed.body.data).toEqual({ deleted: false, closed: true });
    expect((await db.job.findUniqueOrThrow({ where: { id: applied._id } })).status).toBe("CLOSED");
  });
});

describe("GET /api/users/{id}/publishedPosts and the plan calls", () => {
  it("lists the employer's jobs across companies with filters, and the quota use", async () => {
    const second = await db.company.create({ data: { name: "Second Co", slug: `second-${Date.now()}`, createdById: free.employer.id } });
    await db.companyMember.create({ data: { companyId: second.id, userId: free.employer.id, role: "OWNER" } });
    await post(free.employer, jobPostBody(free.company.id, { status: "open", job_title: "Open one" }));
    await post(free.employer, jobPostBody(second.id, { job_title: "Draft two" }));

    const token = await tokenOf(free.employer);
    const all = await callRoute(publishedPosts, { method: "GET", token, params: { id: free.employer.id } });
    expect(all.body.data.items.map((item: { job_title: string }) => item.job_title).sort()).toEqual(["Draft two", "Open one"]);
    const drafts = await callRoute(publishedPosts, { method: "GET", token, params: { id: free.employer.id }, path: `/api/x?status=draft&company=${second.id}` });
    expect(drafts.body.data.items.map((item: { job_title: string }) => item.job_title)).toEqual(["Draft two"]);
    const searched = await callRoute(publishedPosts, { method: "GET", token, params: { id: free.employer.id }, path: "/api/x?search=OPEN%20o" });
    expect(searched.body.data).toMatchObject({ total: 1, items: [{ job_title: "Open one", status: "open", applicants_count: 0, new_applicants_count: 0 }] });
    const wildcard = await callRoute(publishedPosts, { method: "GET", token, params: { id: free.employer.id }, path: "/api/x?search=%25" });
    expect(wildcard.body.data.total).toBe(0);
    expect((await callRoute(publishedPosts, { method: "GET", token, params: { id: otherEmployer.employer.id } })).status).toBe(404);

    const usage = await callRoute(planUsage, { method: "GET", token, params: { id: free.company.id } });
    expect(usage.body.data).toMatchObject({ plan: "FREE", planName: "FREE", isPlanExpired: false, jobs_active: { current: 1, limit: 1 } });
    const stranger = await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true });
    expect((await callRoute(planUsage, { method: "GET", token: tokenOf(stranger), params: { id: free.company.id } })).status).toBe(404);
  });
});
