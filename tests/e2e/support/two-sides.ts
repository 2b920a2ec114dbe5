import { expect, type APIRequestContext } from "@playwright/test";

import { uniqueEmail } from "./employer-jobs";
import { logIn } from "./session";

const password = "two sides e2e 12345";

/** A new user on one side, logged in on this browser's request context; returns their id. */
export async function signUp(request: APIRequestContext, side: "employer" | "candidate", firstName: string, locale: string): Promise<string> {
  const email = uniqueEmail(side);
  const answer = await request.post("/api/users", { data: { email, password, logged_as: side, is_employer: side === "employer", first_name: firstName, last_name: "Tester", locale } });
  expect(answer.status()).toBe(201);
  await logIn(request, email, password);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

/** An open job of a new company of the logged-in employer; returns its id. */
export async function openJob(request: APIRequestContext, title: string): Promise<string> {
  const company = await request.post("/api/companies", { data: { name: `Company of ${title}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { data: { _id: string } }).data._id;
  const job = await request.post("/api/posts?locale=en", {
    data: { company: companyId, job_title: title, description: "<p>Work with us from anywhere.</p>", job_type: "full_time", status: "open", questions: [] },
  });
  expect(job.status()).toBe(201);
  return ((await job.json()) as { data: { _id: string } }).data._id;
}
