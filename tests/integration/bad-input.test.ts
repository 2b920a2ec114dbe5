import { beforeAll, describe, expect, it } from "@jest/globals";

import { GET as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { GET as adminAuditLog } from "@/app/api/admin/audit-log/route";
import { GET as listPosts } from "@/app/api/posts/route";
import { POST as reportChatRoom } from "@/app/api/room-chats/[id]/report/route";
import { POST as sendChatMessage } from "@/app/api/room-chats/send-new-message/route";
import { POST as changeSubscription } from "@/app/api/transactions/change-suscription/route";
import { POST as evaluateCoupon } from "@/app/api/transactions/evalutate-cupon/route";
import { POST as subscribe } from "@/app/api/transactions/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { GET as checkByEmail } from "@/app/api/users/checkByEmail/[email]/route";
import { POST as deleteAccount } from "@/app/api/users/profile/delete-account/route";
import { POST as sendReferralEmail } from "@/app/api/users/referal/send-email/route";
import { POST as signUp } from "@/app/api/users/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { createCandidate, createEmployerWithCompany, createJob, createUser } from "@/prisma/factories";
import { callRoute, type RouteHandler } from "@/tests/support/api";

/**
 * Requests that once answered 500 (found by a probe of some 3,000 malformed requests): each now
 * answers a 4xx with a stable code, and writes nothing.
 */
const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

let candidate: User;
let jobId: string;
let questionId: string;

beforeAll(async () => {
  const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  const job = await createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    publishedAt: new Date(Date.now() - 86_400_000),
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    questions: [{ text: "Why us?", type: "TEXT" }],
  });
  jobId = job.id;
  questionId = job.questions[0]!.id;
  candidate = await createCandidate(db);
});

const apply = (answer: string, user: User = candidate) =>
  callRoute(applyTo, { params: { id: user.id, postId: jobId }, token: tokenOf(user), body: { candidate_id: user.id, questions: [{ question_id: questionId, answer }] } });

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL character in an apply answer with 422, naming the answer", async () => {
    const answer = await apply("my answer\u0000");
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect(answer.body.error?.details?.fields).toEqual([expect.objectContaining({ path: "questions.0.answer" })]);
    expect(await db.application.count({ where: { candidateId: candidate.id } })).toBe(0);
  });

  it("refuses a NUL character in a deletion reason, and the account stays", async () => {
    const someone = await createCandidate(db);
    const answer = await callRoute(deleteAccount, { token: tokenOf(someone), body: { deleteReason: "\u0000" } });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect((await db.user.findUniqueOrThrow({ where: { id: someone.id } })).deletedAt).toBeNull();
  });
});

describe("NUL in a referral code", () => {
  // Found by the fuzz tier (tests/fuzz): the code reached the referral row and PostgreSQL refused it with a 500.
  it("refuses it with 422 naming fpr, and records no referral", async () => {
    const sender = await createCandidate(db);
    const answer = await callRoute(sendReferralEmail, { token: tokenOf(sender), body: { referal_email: `friend.${process.pid}@example.test`, fpr: "code\u0000" } });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect(answer.body.error?.details?.fields).toEqual([expect.objectContaining({ path: "fpr" })]);
    expect(await db.referral.count({ where: { referrerId: sender.id } })).toBe(0);
  });
});

describe("NUL in other free text that reaches a column or a lookup", () => {
  const someId = "0190a0b0-0000-7000-8000-000000000000";
  it.each([
    ["a coupon code being checked", () => evaluateCoupon, { code: "SAVE\u000010", plan_id: 1, company_id: someId }, "code"],
    ["a coupon code at subscription", () => subscribe, { plan_id: 1, company_id: someId, coupon: "SAVE\u000010" }, "coupon"],
    ["a chat report's details", () => reportChatRoom, { reason: "spam", details: "see \u0000 this" }, "details"],
    ["a message sent into a room", () => sendChatMessage, { roomId: someId, text: "hello\u0000" }, "text"],
  ])("refuses %s with 422 naming the field", async (_what, handler, body, field) => {
    const { employer } = await createEmployerWithCompany(db, { plan: "FREE" });
    const answer = await callRoute(handler(), { token: tokenOf(employer), body, params: { id: someId } });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect(answer.body.error?.details?.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it("signs up with a referral code holding NUL as with no code: the account is made, nobody is credited", async () => {
    const email = `nul.fpr.${process.pid}@example.test`;
    const answer = await callRoute(signUp, { body: { email, password: "long enough", fpr: "code\u0000" } });
    expect(answer.status).toBe(201);
    expect(await db.referral.count({ where: { referredUser: { email } } })).toBe(0);
  });
});

describe("numbers beyond PostgreSQL's integer", () => {
  // Found by the fuzz tier (tests/fuzz): the plan id reached the plans lookup and answered 500.
  it.each([
    ["changing plans", () => changeSubscription, { company_id: "0190a0b0-0000-7000-8000-000000000000", plan_id: 9_007_199_254_740_991, preview: true }],
    ["subscribing", () => subscribe, { company_id: "0190a0b0-0000-7000-8000-000000000000", plan_id: 2_147_483_648, payment_method_id: "0190a0b0-0000-7000-8000-000000000000" }],
  ])("refuses a plan id above it when %s with 422 naming plan_id", async (_what, handler, body) => {
    const { employer } = await createEmployerWithCompany(db, { plan: "FREE" });
    const answer = await callRoute(handler(), { token: tokenOf(employer), body });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect(answer.body.error?.details?.fields).toEqual([expect.objectContaining({ path: "plan_id" })]);
  });
});

describe("NUL in the address", () => {
  // Found by the fuzz tier (tests/fuzz): the audit log's free-text filter reached PostgreSQL with it and answered 500.
  it("refuses a query value holding %00 with 400 invalid_query, naming the field", async () => {
    const administrator = await createUser(db, { role: "ADMINISTRATOR" });
    const answer = await callRoute(adminAuditLog, { method: "GET", path: "/api/admin/audit-log?action=ban%00user&take=5", token: tokenOf(administrator) });
    expect({ status: answer.status, code: answer.body.error?.code, fields: answer.body.error?.details?.fields }).toEqual({
      status: 400,
      code: "invalid_query",
      fields: [{ path: "action", code: "invalid_string", message: "Contains a NUL character." }],
    });
  });

  it("refuses a path value holding one with 400 invalid_path", async () => {
    const answer = await callRoute(checkByEmail, { method: "GET", params: { email: "someone@example.com\u0000" } });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 400, code: "invalid_path" });
  });
});

describe("dates PostgreSQL has no year for", () => {
  it.each(["?endDate=0000-01-01", "?startDate=0000-01-01", "?startDate=1899-12-31", "?endDate=10000-01-01"])("refuses %s with 400 invalid_query", async (query) => {
    const answer = await callRoute(listPosts, { method: "GET", path: `/api/posts${query}` });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 400, code: "invalid_query" });
  });
});

describe("next-auth's own endpoints", () => {
  it("answers the credentials callback opened with GET with 405, not next-auth's error page", async () => {
    // Next hands a catch-all segment over as an array.
    const handler = nextAuth as unknown as RouteHandler;
    const answer = await callRoute(handler, { method: "GET", path: "/api/auth/callback/credentials", params: { nextauth: ["callback", "credentials"] } as unknown as Record<string, string> });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 405, code: "method_not_allowed" });
    expect(answer.headers.get("allow")).toBe("POST");
  });
});

describe("contention", () => {
  it("turns 50 concurrent identical applications into one row, one 201 and 49 times 409 already_applied", async () => {
    const applicant = await createCandidate(db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply("Because.", applicant)));
    const statuses = answers.map((answer) => `${answer.status} ${answer.body.error?.code ?? ""}`.trim());
    expect(statuses.filter((status) => status === "201")).toHaveLength(1);
    expect(statuses.filter((status) => status !== "201")).toEqual(Array(49).fill("409 already_applied"));
    expect(await db.application.count({ where: { candidateId: applicant.id, jobId } })).toBe(1);
    expect(await db.applicationAnswer.count({ where: { application: { candidateId: applicant.id } } })).toBe(1);
  });
});
