import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { GET as flaggedMessagesRoute } from "@/app/api/admin/flagged-messages/route";
import { PUT as resolveReportRoute } from "@/app/api/admin/reports/[id]/route";
import { PUT as banCompanyRoute } from "@/app/api/companies/[id]/banned/route";
import { PUT as enableCompanyRoute } from "@/app/api/companies/[id]/enable/route";
import { PUT as unbanCompanyRoute } from "@/app/api/companies/[id]/un-banned/route";
import { PUT as banPostRoute } from "@/app/api/posts/[id]/banned/route";
import { GET as publicJobRoute } from "@/app/api/posts/[id]/public/route";
import { PUT as unbanPostRoute } from "@/app/api/posts/[id]/un-banned/route";
import { GET as adminPostsRoute } from "@/app/api/posts/list/route";
import { GET as postsRoute } from "@/app/api/posts/route";
import { PUT as banUserRoute } from "@/app/api/users/[id]/ban/route";
import { GET as userRoute } from "@/app/api/users/[id]/route";
import { PUT as unbanUserRoute } from "@/app/api/users/[id]/unban/route";
import { GET as hiredRangeRoute } from "@/app/api/users/admin/hired/[a]/[b]/route";
import { GET as hiredRoute } from "@/app/api/users/admin/hired/route";
import { GET as adminUsersRoute } from "@/app/api/users/admin/route";
import { GET as publicCandidatesRoute } from "@/app/api/users/public/route";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { getOverview } from "@/lib/admin/get-overview";
import { signAccessToken } from "@/lib/auth/access-token";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import { getChatServer } from "@/lib/chat/chat-server";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { listSitemapJobs } from "@/lib/seo/list-sitemap-jobs";
import { callRoute } from "@/tests/support/api";
import { createEmployerWithCompany, createJob, createUser, type EmployerWithCompany } from "@/prisma/factories";

const HOUR_MS = 3_600_000;

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

let admin: User;
let adminToken: string;
let hiring: EmployerWithCompany;

beforeAll(async () => {
  await db.industry.create({ data: { slug: "software-development", nameEn: "Software development", nameEs: "Desarrollo de software", sortOrder: 1 } });
});

beforeEach(async () => {
  await db.adminAction.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  admin = await createUser(db, { role: "ADMINISTRATOR", email: "admin@admin.test" });
  adminToken = tokenOf(admin);
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

const put = (handler: typeof banUserRoute, id: string, body: unknown, token = adminToken) => callRoute(handler, { method: "PUT", params: { id }, body, token });

function openJob(title: string, owner: EmployerWithCompany = hiring) {
  return createJob(db, { company: owner.company, createdBy: owner.employer, title, status: "OPEN", publishedAt: new Date(Date.now() - HOUR_MS) });
}

async function publicTitles(search: string): Promise<string[]> {
  const answer = await callRoute(postsRoute, { method: "GET", path: `/api/posts?search=${encodeURIComponent(search)}&take=50` });
  expect(answer.status).toBe(200);
  const items = (answer.body.data.items ?? answer.body.data.result ?? answer.body.data.jobs) as { job_title?: string; title?: string }[];
  return items.map((item) => item.job_title ?? item.title ?? "").sort();
}

async function sitemapJobIds(): Promise<string> {
  return JSON.stringify(await listSitemapJobs(1, new Date()));
}

async function auditRows() {
  return db.adminAction.findMany({ orderBy: { createdAt: "asc" }, select: { actorId: true, action: true, targetType: true, targetId: true, reason: true } });
}

describe("banning a user", () => {
  it("refuses their very next request, hides their public profile, keeps their applications, and logs who did it and why", async () => {
    const candidate = await createUser(db, { loggedAs: "CANDIDATE", firstName: "Banned", lastName: "Candidate", title: "Zebra wrangler", isOpenToWork: true, profileCompletion: 100 });
    const token = tokenOf(candidate);
    const job = await openJob("Wrangler");
    await db.application.create({ data: { jobId: job.id, candidateId: candidate.id } });
    expect((await callRoute(userRoute, { method: "GET", params: { id: candidate.id }, token })).status).toBe(200);
    const listed = async () => JSON.stringify((await callRoute(publicCandidatesRoute, { method: "GET", path: "/api/users/public?search=Zebra" })).body.data);
    expect(await listed()).toContain(candidate.id);

    const ban = await put(banUserRoute, candidate.id, { reason: "Scamming employers" });
    expect(ban.status).toBe(200);
    expect(ban.body.data).toMatchObject({ _id: candidate.id, is_banned: true, banned_reason: "Scamming employers", changed: true });

    const refused = await callRoute(userRoute, { method: "GET", params: { id: candidate.id }, token });
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 403, code: "account_banned" });
    expect(await listed()).not.toContain(candidate.id);
    const employerView = await callRoute(userRoute, { method: "GET", params: { id: candidate.id }, path: `/api/users/${candidate.id}?isCandidate=true`, token: tokenOf(hiring.employer) });
    expect(employerView.status).toBe(404);
    expect(await db.application.count({ where: { candidateId: candidate.id } })).toBe(1);
    expect(await auditRows()).toEqual([{ actorId: admin.id, action: "user_banned", targetType: "user", targetId: candidate.id, reason: "Scamming employers" }]);

    // Unbanning lets them log in again, but the session open before the ban stays ended.
    const unban = await put(unbanUserRoute, candidate.id, { reason: "Appeal accepted" });
    expect(unban.body.data).toMatchObject({ is_banned: false, changed: true });
    expect((await callRoute(userRoute, { method: "GET", params: { id: candidate.id }, token })).body.error?.code).toBe("unauthorized");
    expect(await listed()).toContain(candidate.id);
    expect((await auditRows()).map((row) => row.action)).toEqual(["user_banned", "user_unbanned"]);
  });

  it("needs a reason, and never bans an administrator or oneself", async () => {
    const other = await createUser(db, { role: "ADMINISTRATOR" });
    const user = await createUser(db, {});
    expect((await put(banUserRoute, user.id, { reason: " " })).body.error?.code).toBe("validation_failed");
    expect((await put(banUserRoute, other.id, { reason: "Rogue admin" })).body.error).toMatchObject({ code: "forbidden", details: { reason: "administrator" } });
    expect((await put(banUserRoute, admin.id, { reason: "Oops" })).body.error).toMatchObject({ code: "forbidden", details: { reason: "self" } });
    expect(await db.user.count({ where: { bannedAt: { not: null } } })).toBe(0);
    expect(await db.adminAction.count()).toBe(0);
  });

  it("writes one ban and one audit row when two administrators ban the same user at once", async () => {
    const second = await createUser(db, { role: "ADMINISTRATOR" });
    const user = await createUser(db, {});
    const answers = await Promise.all([put(banUserRoute, user.id, { reason: "First" }), put(banUserRoute, user.id, { reason: "Second" }, tokenOf(second))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.changed).sort()).toEqual([false, true]);
    expect(await db.adminAction.count({ where: { action: "user_banned", targetId: user.id } })).toBe(1);
  });
});

describe("banning a job", () => {
  it("takes it out of search and the sitemap at once, answers 410 on its page, and brings it back on unban", async () => {
    const job = await openJob("Quokka keeper");
    expect(await publicTitles("Quokka")).toEqual(["Quokka keeper"]);
    expect(await sitemapJobIds()).toContain(job.id);

    expect((await put(banPostRoute, job.id, { reason: "Fake job" })).body.data).toMatchObject({ is_banned: true, changed: true });
    // No wait for the short-lived caches: the ban forgets them.
    expect(await publicTitles("Quokka")).toEqual([]);
    expect(await sitemapJobIds()).not.toContain(job.id);
    const page = await callRoute(publicJobRoute, { method: "GET", params: { id: job.id } });
    expect(page).toMatchObject({ status: 410, body: { error: { code: "gone", details: { reason: "banned" } } } });
    expect(JSON.stringify(page.body)).not.toContain(job.description.slice(0, 40));

    expect((await put(unbanPostRoute, job.id, {})).body.data).toMatchObject({ is_banned: false, changed: true });
    expect(await publicTitles("Quokka")).toEqual(["Quokka keeper"]);
    expect((await auditRows()).map((row) => [row.action, row.targetId])).toEqual([["job_banned", job.id], ["job_unbanned", job.id]]);
  });
});

describe("banning a company", () => {
  it("takes its jobs with it and brings back only those that were not banned on their own", async () => {
    const [kept, alsoBanned] = [await openJob("Kiwi tester"), await openJob("Kiwi breeder")];
    await put(banPostRoute, alsoBanned.id, { reason: "Spam" });
    expect(await publicTitles("Kiwi")).toEqual(["Kiwi tester"]);

    expect((await put(banCompanyRoute, hiring.company.id, { reason: "Fraudulent company" })).body.data).toMatchObject({ is_banned: true });
    expect(await publicTitles("Kiwi")).toEqual([]);
    expect(await sitemapJobIds()).not.toContain(kept.id);
    expect((await callRoute(publicJobRoute, { method: "GET", params: { id: kept.id } })).status).toBe(410);

    await put(unbanCompanyRoute, hiring.company.id, {});
    expect(await publicTitles("Kiwi")).toEqual(["Kiwi tester"]);
  });

  it("enable clears a disabled company and a ban; unban leaves a disabled company off the public side", async () => {
    await openJob("Emu herder");
    await db.company.update({ where: { id: hiring.company.id }, data: { disabledAt: new Date() } });
    await put(banCompanyRoute, hiring.company.id, { reason: "Review" });
    expect((await put(unbanCompanyRoute, hiring.company.id, {})).body.data).toMatchObject({ is_banned: false, is_disabled: true });
    expect(await publicTitles("Emu")).toEqual([]);
    expect((await put(enableCompanyRoute, hiring.company.id, { reason: "Verified" })).body.data).toMatchObject({ is_banned: false, is_disabled: false, changed: true });
    expect(await publicTitles("Emu")).toEqual(["Emu herder"]);
    expect((await put(enableCompanyRoute, hiring.company.id, {})).body.data.changed).toBe(false);
    expect((await auditRows()).map((row) => row.action)).toEqual(["company_banned", "company_unbanned", "company_enabled"]);
  });
});

describe("the admin lists", () => {
  it("searches and sorts users, and filters by side and banned", async () => {
    await createUser(db, { email: "zoe@list.test", firstName: "Zoe", lastName: "Adams", loggedAs: "EMPLOYER" });
    await createUser(db, { email: "yan@list.test", firstName: "Yan", lastName: "Brown", bannedAt: new Date(), bannedReason: "x" });
    const emails = async (query: string) =>
      ((await callRoute(adminUsersRoute, { method: "GET", path: `/api/users/admin?${query}`, token: adminToken })).body.data.result as { email: string }[]).map((row) => row.email);
    expect(await emails("search=list.test&sort=email:asc")).toEqual(["yan@list.test", "zoe@list.test"]);
    const rows = await callRoute(adminUsersRoute, { method: "GET", path: "/api/users/admin?search=list.test&sort=last_name:desc", token: adminToken });
    expect(rows.body.data.result).toEqual([
      expect.objectContaining({ email: "yan@list.test", first_name: "Yan", last_name: "Brown", role: "user", logged_as: "candidate", is_banned: true, banned_reason: "x", banned_at: expect.any(String), created_at: expect.any(String) }),
      expect.objectContaining({ email: "zoe@list.test", first_name: "Zoe", last_name: "Adams", role: "user", logged_as: "employer", is_banned: false, banned_at: null }),
    ]);
    expect(await emails("search=LIST.test&sort=email:desc")).toEqual(["zoe@list.test", "yan@list.test"]);
    expect(await emails("search=list.test&side=employer")).toEqual(["zoe@list.test"]);
    expect(await emails("search=list.test&banned=true")).toEqual(["yan@list.test"]);
    expect(await emails("search=Brown")).toEqual(["yan@list.test"]);
    expect(await emails("search=zoe ADAMS")).toEqual(["zoe@list.test"]);
    // % and _ are the characters typed, not wildcards: an underscore does not match every letter.
    expect(await emails("search=y_n")).toEqual([]);
    expect(await emails("search=%25list")).toEqual([]);
  });

  it("counts matches up to a thousand and says when there are more", async () => {
    const stamp = Date.now();
    await db.user.createMany({ data: Array.from({ length: 1001 }, (_, index) => ({ email: `many-${index}@cap.test`, createdAt: new Date(stamp - index * 1000) })) });
    const capped = await callRoute(adminUsersRoute, { method: "GET", path: "/api/users/admin?search=cap.test&take=10&page=2", token: adminToken });
    expect(capped.body.data).toMatchObject({ total: 1000, total_capped: true, page: 2, take: 10 });
    expect(capped.body.data.result.map((row: { email: string }) => row.email)).toEqual(Array.from({ length: 10 }, (_, index) => `many-${index + 10}@cap.test`));
    const exact = await callRoute(adminUsersRoute, { method: "GET", path: "/api/users/admin?search=many-100", token: adminToken });
    expect(exact.body.data).toMatchObject({ total: 2, total_capped: false });
  });

  it("lists every job, banned and drafts too, newest first by default", async () => {
    const first = await openJob("Admin list one");
    const second = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Admin list two", status: "DRAFT", publishedAt: null, createdAt: new Date(Date.now() + 1000) });
    await put(banPostRoute, first.id, { reason: "Spam" });
    const applicant = await createUser(db, { loggedAs: "CANDIDATE" });
    await db.application.create({ data: { jobId: first.id, candidateId: applicant.id } });
    const answer = await callRoute(adminPostsRoute, { method: "GET", path: "/api/posts/list?search=admin list", token: adminToken });
    expect(answer.body.data.result.map((row: { _id: string; is_banned: boolean }) => [row._id, row.is_banned])).toEqual([[second.id, false], [first.id, true]]);
    expect(answer.body.data.result[1]).toMatchObject({
      title: "Admin list one",
      status: "open",
      is_public: true,
      banned_at: expect.any(String),
      published_at: expect.any(String),
      company: { _id: hiring.company.id, name: hiring.company.name, is_banned: false, is_disabled: false },
      applications_count: 1,
    });
    expect(answer.body.data.result[0]).toMatchObject({ status: "draft", published_at: null, applications_count: 0 });
    const banned = await callRoute(adminPostsRoute, { method: "GET", path: "/api/posts/list?banned=true&sort=title:asc", token: adminToken });
    expect(banned.body.data.total).toBe(1);
    const byCompany = await callRoute(adminPostsRoute, { method: "GET", path: `/api/posts/list?search=${encodeURIComponent(hiring.company.name)}&sort=title:asc`, token: adminToken });
    expect(byCompany.body.data.result.map((row: { _id: string }) => row._id)).toEqual([first.id, second.id]);
  });
});

describe("the overview", () => {
  it("counts each day's sign-ups by side, jobs opened, applications, hires and paid revenue, with empty days as zeros", async () => {
    await db.transaction.deleteMany();
    const now = new Date("2026-06-30T12:00:00Z");
    const day = new Date("2026-06-20T09:00:00Z");
    await createUser(db, { createdAt: day });
    await createUser(db, { createdAt: day, isEmployer: true, loggedAs: "EMPLOYER" });
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Charted role", status: "OPEN", publishedAt: day });
    const applicant = await createUser(db, { createdAt: new Date("2026-01-01T00:00:00Z") });
    await db.application.create({ data: { jobId: job.id, candidateId: applicant.id, createdAt: day, hiredAt: day, stage: "SHORTLISTED" } });
    await db.transaction.createMany({
      data: [
        { companyId: hiring.company.id, amountCents: 4900, status: "SUCCEEDED", createdAt: day },
        { companyId: hiring.company.id, amountCents: 9900, status: "FAILED", createdAt: day },
      ],
    });

    const overview = await getOverview({ period: "30d" }, now);
    expect(overview.points).toHaveLength(30);
    expect(overview.points.find((point) => point.period_start === "2026-06-20")).toEqual({
      period_start: "2026-06-20", candidate_signups: 1, employer_signups: 1, jobs_opened: 1, applications: 1, hires: 1, revenue_cents: 4900,
    });
    expect(overview.points.find((point) => point.period_start === "2026-06-21")).toMatchObject({ candidate_signups: 0, applications: 0, revenue_cents: 0 });
  });
});

describe("the hired list", () => {
  it("sorts by hired_at desc by default, searches, and keeps a date range a..b inclusive", async () => {
    const job = await openJob("Hired role");
    const people = await Promise.all(["Ann", "Bea", "Cid"].map((firstName) => createUser(db, { firstName, lastName: "Hire" })));
    const days = ["2026-03-01T10:00:00Z", "2026-03-05T23:30:00Z", "2026-03-09T08:00:00Z"];
    await db.application.createMany({ data: people.map((person, index) => ({ jobId: job.id, candidateId: person.id, stage: "SHORTLISTED" as const, hiredAt: new Date(days[index]!) })) });
    await db.application.create({ data: { jobId: job.id, candidateId: (await createUser(db, { firstName: "Not" })).id } });

    const names = (answer: Awaited<ReturnType<typeof callRoute>>) => answer.body.data.result.map((row: { candidate: { first_name: string } }) => row.candidate.first_name);
    const all = await callRoute(hiredRoute, { method: "GET", path: "/api/users/admin/hired", token: adminToken });
    expect(names(all)).toEqual(["Cid", "Bea", "Ann"]);
    expect(all.body.data.result[0]).toMatchObject({ job: { _id: job.id, title: "Hired role" }, company: { _id: hiring.company.id } });
    expect(names(await callRoute(hiredRoute, { method: "GET", path: "/api/users/admin/hired?sort=hired_at:asc&take=2", token: adminToken }))).toEqual(["Ann", "Bea"]);
    expect(names(await callRoute(hiredRoute, { method: "GET", path: "/api/users/admin/hired?search=bea", token: adminToken }))).toEqual(["Bea"]);
    const range = await callRoute(hiredRangeRoute, { method: "GET", params: { a: "2026-03-05", b: "2026-03-09" }, token: adminToken });
    expect(names(range)).toEqual(["Cid", "Bea"]);
    expect(range.body.data.total).toBe(2);
    expect(names(await callRoute(hiredRangeRoute, { method: "GET", params: { a: "2026-03-02", b: "2026-03-04" }, token: adminToken }))).toEqual([]);
  });
});

/** A chat service (the emulator) for the describe block it is called in. */
function withChatService() {
  let emulator: StreamChatEmulator;
  beforeAll(async () => {
    emulator = await startStreamChatEmulator({ port: 0, apiKey: "admin-test-chat", apiSecret: "admin-test-chat-secret", databaseUrl: process.env.DATABASE_URL!, allowDevTokens: false });
    Object.assign(process.env, { STREAM_API_KEY: "admin-test-chat", STREAM_API_SECRET: "admin-test-chat-secret", STREAM_BASE_URL: emulator.url });
  });
  afterAll(async () => {
    await emulator.close();
    for (const name of ["STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL"]) delete process.env[name];
  });
}

describe("chat reports", () => {
  withChatService();

  async function reportedRoom() {
    const [employer, reporter] = [hiring.employer, await createUser(db, {})];
    const room = await db.chatRoom.create({
      data: { type: "DIRECT", channelId: `r-${reporter.id}`, channelCid: `messaging:r-${reporter.id}`, members: { create: [{ userId: employer.id, side: "EMPLOYER" }, { userId: reporter.id, side: "CANDIDATE" }] } },
    });
    const report = await db.chatRoomReport.create({ data: { roomId: room.id, reporterId: reporter.id, reason: "SCAM" } });
    return { employer, reporter, room, report };
  }

  it("bans the reported member in the same transaction as the resolution and its audit row, once", async () => {
    const { employer, reporter, report } = await reportedRoom();
    expect((await put(resolveReportRoute, report.id, { action: "ban_user", user_id: reporter.id, reason: "x3x" })).body.error?.code).toBe("validation_failed");
    const answer = await put(resolveReportRoute, report.id, { action: "ban_user", user_id: employer.id, reason: "Asked for payment off the platform" });
    expect(answer.body.data).toMatchObject({ resolution: "banned_user" });
    expect((await db.user.findUniqueOrThrow({ where: { id: employer.id } })).bannedAt).not.toBeNull();
    expect((await auditRows()).map((row) => row.action)).toEqual(["user_banned", "report_user_banned"]);
    const again = await put(resolveReportRoute, report.id, { action: "dismiss", reason: "Late" });
    expect(again.body.error).toMatchObject({ code: "report_resolved", details: { resolution: "banned_user" } });
  });

  it("archives the room, and its channel takes no more messages", async () => {
    const { employer, reporter, room, report } = await reportedRoom();
    const chat = getChatServer();
    const members = [chatUserIdFor(employer.id, "EMPLOYER"), chatUserIdFor(reporter.id, "CANDIDATE")];
    await chat.upsertUsers(members.map((id) => ({ id })));
    await chat.channel("messaging", room.channelId, { members, created_by_id: members[0] }).create();

    expect((await put(resolveReportRoute, report.id, { action: "archive_room", reason: "Abusive" })).status).toBe(200);
    expect((await db.chatRoom.findUniqueOrThrow({ where: { id: room.id } })).status).toBe("ARCHIVED");
    const [channel] = await chat.queryChannels({ cid: room.channelCid });
    expect(channel!.data).toMatchObject({ frozen: true, room_status: "archived" });
  });
});

describe("the audit log", () => {
  it("lists every action with its actor, newest first, filtered by target", async () => {
    const user = await createUser(db, {});
    const job = await openJob("Logged job");
    await put(banUserRoute, user.id, { reason: "Spam" });
    await put(banPostRoute, job.id, { reason: "Fake" });
    const all = await callRoute(auditLogRoute, { method: "GET", path: "/api/admin/audit-log", token: adminToken });
    expect(all.body.data.result.map((row: { action: string }) => row.action)).toEqual(["job_banned", "user_banned"]);
    expect(all.body.data.result[0]).toMatchObject({ actor: { _id: admin.id, email: "admin@admin.test" }, target_label: "Logged job", reason: "Fake" });
    const users = await callRoute(auditLogRoute, { method: "GET", path: `/api/admin/audit-log?target_type=user&target_id=${user.id}`, token: adminToken });
    expect(users.body.data.total).toBe(1);
  });
});

describe("flagged chat messages", () => {
  withChatService();

  it("lists messages members flagged in the chat service with their author and flagger as our users, and without a chat service says so", async () => {
    const author = hiring.employer;
    const flagger = await createUser(db, { email: "flagger@admin.test" });
    const [authorChatId, flaggerChatId] = [chatUserIdFor(author.id, "EMPLOYER"), chatUserIdFor(flagger.id, "CANDIDATE")];
    const chat = getChatServer();
    await chat.upsertUsers([{ id: authorChatId }, { id: flaggerChatId }]);
    const channel = chat.channel("messaging", `flag-${flagger.id.slice(0, 8)}`, { members: [authorChatId, flaggerChatId], created_by_id: authorChatId });
    await channel.create();
    const { message } = await channel.sendMessage({ text: "Pay the deposit on another app", user_id: authorChatId });
    await chat.flagMessage(message.id, { user_id: flaggerChatId, reason: "scam" });

    const answer = await callRoute(flaggedMessagesRoute, { method: "GET", path: "/api/admin/flagged-messages", token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ message_id: message.id, text: "Pay the deposit on another app", reason: "scam", author: { _id: author.id, email: author.email, is_banned: false }, flagged_by: { _id: flagger.id, email: "flagger@admin.test" } }),
    ]);

    delete process.env.STREAM_API_KEY;
    const unavailable = await callRoute(flaggedMessagesRoute, { method: "GET", path: "/api/admin/flagged-messages", token: adminToken });
    expect({ status: unavailable.status, code: unavailable.body.error?.code }).toEqual({ status: 503, code: "chat_unavailable" });
  });
});
