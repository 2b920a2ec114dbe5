import { expect, type APIRequestContext } from "@playwright/test";

import { logIn } from "./session";

let sequence = 0;
const password = "employer e2e 123";

export const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++sequence}@example.test`;

export const overlapQuestion = { text: "Can you work four hours a day overlapping with our team?", type: "yes_no", is_required: true, options: [], knockout_answer: "no" };
export const whyQuestion = { text: "Why would you like to join our team?", type: "text", is_required: true, options: [], knockout_answer: null };

export type PostedJob = { id: string; title: string };

/**
 * A new employer (logged in on `request`) with two open jobs that both ask "why us?", the first
 * also a knockout question. A Free company keeps one job open: one company each.
 */
export async function employerWithJobs(request: APIRequestContext, tag: string, extra: { skills?: string[] } = {}): Promise<{ first: PostedJob; second: PostedJob }> {
  const email = uniqueEmail("employer");
  expect((await request.post("/api/users", { data: { email, password, logged_as: "employer", is_employer: true, first_name: "Erin", last_name: "Employer" } })).status()).toBe(201);
  await logIn(request, email, password);
  const post = async (companyName: string, title: string, questions: unknown[]): Promise<PostedJob> => {
    const company = await request.post("/api/companies", { data: { name: `${companyName} ${tag}` } });
    expect(company.status()).toBe(201);
    const companyId = ((await company.json()) as { data: { _id: string } }).data._id;
    const job = await request.post("/api/posts?locale=en", {
      data: { company: companyId, job_title: title, description: "<p>Build a remote hiring product with a small, kind team.</p>", job_type: "full_time", status: "open", questions, ...extra },
    });
    expect(job.status()).toBe(201);
    return { id: ((await job.json()) as { data: { _id: string } }).data._id, title };
  };
  return {
    first: await post("Applying Works", `Platform Engineer ${tag}`, [overlapQuestion, whyQuestion]),
    second: await post("Second Shift", `Frontend Engineer ${tag}`, [whyQuestion]),
  };
}
