import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as applicantsRoute } from "@/app/api/posts/[id]/aplicants/route";
import { POST as signUpRoute } from "@/app/api/users/route";
import { POST as deleteAccountRoute } from "@/app/api/users/profile/delete-account/route";
import { GET as exportRoute } from "@/app/api/users/profile/export/route";
import { GET as listReferralsRoute } from "@/app/api/users/referal/list/route";
import { POST as sendReferralRoute } from "@/app/api/users/referal/send-email/route";
import { POST as trackSignUpRoute } from "@/app/api/users/track/signup/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { getOrCreateReferralCode } from "@/lib/referrals/referral-code";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createJob, createNotification, uuidv7 } from "@/prisma/factories";

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const invite = (caller: User, referal_email: string) => callRoute(sendReferralRoute, { token: tokenOf(caller), body: { referal_email } });
const signUp = (email: string, fpr?: string) =>
  callRoute(signUpRoute, { body: { email, password: "long enough", role: "user", logged_as: "candidate", first_name: "Nueva", locale: "es", ...(fpr ? { fpr } : {}) } });

beforeAll(() => {
  for (const name of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM", "AFFILIATE_API_KEY", "STREAM_CHAT_API_KEY", "STREAM_API_KEY"]) delete process.env[name];
  process.env.REFERRAL_EMAILS_PER_DAY = "3";
});

beforeEach(async () => {
  await db.referral.deleteMany();
  await db.outboxEmail.deleteMany();
});

describe("referral invitations", () => {
  it("sends the invitation in the sender's language with their link, and lists it", async () => {
    const sender = await createCandidate(db, { user: { firstName: "Lucía", lastName: "Pérez", locale: "es" } });
    const answer = await invite(sender, "Amiga@Example.test");
    expect(answer.status).toBe(201);
    const code = await getOrCreateReferralCode(sender.id);
    const [mail] = await db.outboxEmail.findMany({ where: { userId: sender.id } });
    expect(mail).toMatchObject({ to: "amiga@example.test", template: "referral_invitation", locale: "es" });
    expect(mail!.subject).toContain("Lucía Pérez te invita");
    expect(mail!.text).toContain(`/es/auth/signup?fpr=${code}`);

    const list = await callRoute(listReferralsRoute, { method: "GET", token: tokenOf(sender), path: "/api/users/referal/list?locale=es" });
    expect(list.body.data).toMatchObject({ code, sent_today: 1, daily_limit: 3, referrals: [{ email: "amiga@example.test", has_joined: false }] });
  });

  it("holds the daily limit under concurrent requests, with a clear 429", async () => {
    const sender = await createCandidate(db);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => invite(sender, `friend.${index}.${uuidv7()}@example.test`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toMatchObject({ code: "rate_limited", details: { limit: 3, reason: "referral_daily_limit" } });
    expect(refused.body.error!.details.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await db.outboxEmail.count({ where: { userId: sender.id, template: "referral_invitation" } })).toBe(3);
  });

  it("refuses inviting oneself or someone who has an account", async () => {
    const sender = await createCandidate(db);
    const member = await createCandidate(db);
    expect((await invite(sender, sender.email.toUpperCase())).body.error?.code).toBe("self_referral");
    expect((await invite(sender, member.email)).body.error?.code).toBe("already_registered");
    expect(await db.outboxEmail.count({ where: { userId: sender.id } })).toBe(0);
  });
});

describe("sign-up attribution", () => {
  it("credits a sign-up through the link to the referrer, once", async () => {
    const referrer = await createCandidate(db);
    const code = await getOrCreateReferralCode(referrer.id);
    const email = `joined.${uuidv7()}@example.test`;
    await invite(referrer, email);
    const created = await signUp(email, code.toLowerCase());
    expect(created.status).toBe(201);
    const newUser = await db.user.findUniqueOrThrow({ where: { email } });
    const referral = await db.referral.findUniqueOrThrow({ where: { referredUserId: newUser.id } });
    expect(referral).toMatchObject({ referrerId: referrer.id, referredEmail: email });
    expect(referral.emailSentAt).not.toBeNull();
    expect(referral.signedUpAt).not.toBeNull();

    const list = await callRoute(listReferralsRoute, { method: "GET", token: tokenOf(referrer), path: "/api/users/referal/list?locale=en" });
    expect(list.body.data.referrals).toEqual([expect.objectContaining({ email, has_joined: true })]);

    // A second code, later, is refused: the account is attributed already.
    const other = await createCandidate(db);
    const again = await callRoute(trackSignUpRoute, { token: tokenOf(newUser), body: { email, _id: newUser.id, tid: await getOrCreateReferralCode(other.id) } });
    expect(again.body.error?.code).toBe("already_attributed");
    expect(await db.referral.count({ where: { referredUserId: newUser.id } })).toBe(1);
  });

  it("attributes through POST users/track/signup, refuses one's own code, and ignores a code nobody has", async () => {
    const referrer = await createCandidate(db, { user: { createdAt: new Date() } });
    const code = await getOrCreateReferralCode(referrer.id);
    const newcomer = await createCandidate(db, { user: { createdAt: new Date() } });
    const track = (user: User, tid: string) => callRoute(trackSignUpRoute, { token: tokenOf(user), body: { email: user.email, _id: user.id, tid } });

    expect((await track(newcomer, "NOBODYSCODE")).body.data).toEqual({ attributed: false, referrer_id: null });
    expect((await track(referrer, code)).body.error?.code).toBe("self_referral");
    expect((await track(newcomer, code)).body.data).toEqual({ attributed: true, referrer_id: referrer.id });
    expect(await db.referral.count({ where: { referredUserId: newcomer.id } })).toBe(1);
    // An account older than the attribution window was not brought by a link it reports now.
    const longstanding = await createCandidate(db, { user: { createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) } });
    expect((await track(longstanding, code)).body.error?.code).toBe("attribution_closed");
  });

  it("keeps a sign-up with one's own code or an unknown code, unattributed", async () => {
    const created = await signUp(`plain.${uuidv7()}@example.test`, "NOTACODE");
    expect(created.status).toBe(201);
    expect(await db.referral.count({ where: { referredUserId: created.body.data._id ?? created.body.data.id } })).toBe(0);
  });

  it("refuses two concurrent attributions of one account", async () => {
    const [first, second] = await Promise.all([createCandidate(db), createCandidate(db)]);
    const newcomer = await createCandidate(db, { user: { createdAt: new Date() } });
    const codes = await Promise.all([getOrCreateReferralCode(first.id), getOrCreateReferralCode(second.id)]);
    const answers = await Promise.all(codes.map((tid) => callRoute(trackSignUpRoute, { token: tokenOf(newcomer), body: { email: newcomer.email, _id: newcomer.id, tid } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.referral.count({ where: { referredUserId: newcomer.id } })).toBe(1);
  });
});

describe("the user's own data", () => {
  async function candidateWithHistory() {
    const { employer, company } = await createEmployerWithCompany(db);
    const job = await createJob(db, { company, createdBy: employer, status: "OPEN" });
    const question = await db.jobQuestion.create({ data: { jobId: job.id, position: 1, text: "Why remote?", type: "TEXT" } });
    const candidate = await createCandidate(db, { user: { firstName: "Marta", lastName: "Ruiz", phone: "+573001112233" } });
    await createApplication(db, { job, candidate, answers: [{ questionId: question.id, answer: "Because focus matters" }] });
    await createNotification(db, { userId: candidate.id, side: "CANDIDATE", type: "JOB_INVITATION", data: { jobTitle: job.title } });
    await db.paymentMethod.create({ data: { userId: candidate.id, stripePaymentMethodId: `pm_${uuidv7()}`, brand: "VISA", last4: "4242", expMonth: 12, expYear: 2030 } });
    return { employer, company, job, candidate };
  }

  it("exports the profile, applications with answers, notifications and card metadata, and says when the chat is missing", async () => {
    const { candidate, job } = await candidateWithHistory();
    await db.chatRoom.create({ data: { type: "JOB", jobId: job.id, channelId: `job-${uuidv7()}`, channelCid: `messaging:job-${uuidv7()}`, members: { create: { userId: candidate.id, side: "CANDIDATE" } } } });
    const answer = await callRoute(exportRoute, { method: "GET", token: tokenOf(candidate) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="remote-jobs-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = answer.body as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data.profile).toMatchObject({ id: candidate.id, email: candidate.email, firstName: "Marta", phone: "+573001112233" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.applications).toEqual([expect.objectContaining({ job: expect.objectContaining({ id: job.id }), answers: [expect.objectContaining({ answer: "Because focus matters", question: { text: "Why remote?", type: "TEXT" } })] })]);
    expect(data.notifications).toHaveLength(1);
    expect(data.payments.payment_methods).toEqual([expect.objectContaining({ brand: "VISA", last4: "4242" })]);
    expect(JSON.stringify(data)).not.toMatch(/4242424242424242|codeHash|tokenHash/);
    // No chat service configured here: the room is listed, the messages are said to be missing.
    expect(data.chat).toMatchObject({ status: "unavailable", messages_sent: [] });
    expect(data.chat.rooms).toHaveLength(1);
    expect(data.chat.note).toMatch(/chat service/);
  });

  it("deletes personal data in one go, keeps the employer's records, and frees the e-mail", async () => {
    const { candidate, job, employer } = await candidateWithHistory();
    const answer = await callRoute(deleteAccountRoute, { token: tokenOf(candidate), body: { deleteReason: "Found a job" } });
    expect(answer.status).toBe(200);

    const row = await db.user.findUniqueOrThrow({ where: { id: candidate.id } });
    expect(row).toMatchObject({ firstName: null, lastName: null, phone: null, cvText: null, deletedEmail: candidate.email, isOpenToWork: false });
    expect(row.email).not.toBe(candidate.email);
    expect(await db.notification.count({ where: { userId: candidate.id } })).toBe(0);
    expect(await db.paymentMethod.count({ where: { userId: candidate.id } })).toBe(0);
    // The employer's application, with its answer, stays: their counts and history do not move.
    const application = await db.application.findFirstOrThrow({ where: { jobId: job.id }, include: { answers: true } });
    expect(application.candidateId).toBe(candidate.id);
    expect(application.answers).toHaveLength(1);
    // The employer's applicants tab still counts them, as a deleted candidate with nothing personal.
    const tab = await callRoute(applicantsRoute, { method: "GET", token: tokenOf(employer), params: { id: job.id }, path: `/api/posts/${job.id}/aplicants?locale=es` });
    expect(tab.body.data.counts.applicants).toBe(1);
    expect(tab.body.data.items[0]).toMatchObject({ candidate_id: candidate.id, name: "Un candidato eliminado", photo: null, city: null, is_deleted: true });
    // The old session is refused, and the address signs up again as a new account.
    expect((await callRoute(exportRoute, { method: "GET", token: tokenOf(candidate) })).status).toBe(401);
    expect((await signUp(candidate.email)).status).toBe(201);
  });

  it("closes the jobs of a company the deleted user managed alone, and leaves a shared company's open", async () => {
    const alone = await createEmployerWithCompany(db);
    const aloneJob = await createJob(db, { company: alone.company, createdBy: alone.employer, status: "OPEN" });
    const shared = await createEmployerWithCompany(db);
    const colleague = await createCandidate(db);
    await db.companyMember.create({ data: { companyId: shared.company.id, userId: colleague.id, role: "MEMBER" } });
    const sharedJob = await createJob(db, { company: shared.company, createdBy: shared.employer, status: "OPEN" });

    for (const user of [alone.employer, shared.employer]) {
      expect((await callRoute(deleteAccountRoute, { token: tokenOf(user), body: { deleteReason: "Closing down" } })).status).toBe(200);
    }
    expect(await db.job.findUniqueOrThrow({ where: { id: aloneJob.id } })).toMatchObject({ status: "CLOSED" });
    expect(await db.job.findUniqueOrThrow({ where: { id: sharedJob.id } })).toMatchObject({ status: "OPEN" });
    expect(await db.company.count({ where: { id: { in: [alone.company.id, shared.company.id] } } })).toBe(2);
  });
});
