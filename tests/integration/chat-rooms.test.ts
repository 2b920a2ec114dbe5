import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamChat } from "stream-chat";

import { POST as reportRoom } from "@/app/api/room-chats/[id]/report/route";
import { POST as answerRequest } from "@/app/api/room-chats/approved-reject-request/route";
import { POST as changeStatus } from "@/app/api/room-chats/change-status-chat-room/route";
import { GET as listDirect, POST as requestDirect } from "@/app/api/room-chats/direct/route";
import { GET as listCandidateJobRooms } from "@/app/api/room-chats/jobs/candidate/route";
import { GET as listEmployerJobRooms } from "@/app/api/room-chats/jobs/employer/route";
import { POST as openJobRoom } from "@/app/api/room-chats/jobs/route";
import { POST as sendNewMessage } from "@/app/api/room-chats/send-new-message/route";
import { GET as chatToken } from "@/app/api/room-chats/token/route";
import { POST as markHired } from "@/app/api/posts/[id]/applicants/[userId]/hired/route";
import { PUT as changeStage } from "@/app/api/posts/[id]/applicants/[userId]/stage/route";
import { POST as inviteCandidate } from "@/app/api/posts/[id]/invite-candidate/[candidateId]/route";
import { POST as inviteCandidates } from "@/app/api/posts/[id]/invite-candidates/route";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { settleAfterResponseWork } from "@/lib/api/after-response";
import { signAccessToken } from "@/lib/auth/access-token";
import { chatUserIdFor, jobChannelId } from "@/lib/chat/chat-ids";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { logEntries } from "@/tests/support/log-entries";
import { createApplication, createCandidate, createEmployerWithCompany, createJob, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(90_000);

const APP = { key: "chat-rooms-key", secret: "chat-rooms-secret-0123456789" };
const chatVariables = ["STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL"];

let emulator: StreamChatEmulator;
let hiring: EmployerWithCompany;
const clients: StreamChat[] = [];

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

const get = (handler: typeof listDirect, user: User, path = "/api/room-chats") => callRoute(handler, { method: "GET", token: tokenOf(user), path });
const post = (handler: typeof requestDirect, user: User, body: unknown) => callRoute(handler, { token: tokenOf(user), body });

/** The browser's chat client: connected with the credentials the app's token route hands out. */
async function browserOf(user: User, role: "candidate" | "employer"): Promise<StreamChat> {
  const answer = await get(chatToken, user, `/api/room-chats/token?role=${role}`);
  expect(answer.status).toBe(200);
  const { user_id, token, api_key, base_url } = answer.body.data;
  const client = new StreamChat(api_key, { baseURL: base_url, allowServerSideConnect: true, timeout: 10_000 });
  client.defaultWSTimeout = 4_000;
  await client.connectUser({ id: user_id }, token);
  clients.push(client);
  return client;
}

/** Sends as that browser; resolves to "sent", or to the chat service's refusal. */
async function trySend(client: StreamChat, channelId: string, text: string): Promise<string> {
  const channel = client.channel("messaging", channelId);
  await channel.watch();
  try {
    await channel.sendMessage({ text });
    return "sent";
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

async function applicant(job: { id: string }) {
  const candidate = await createCandidate(db, { user: { firstName: "Lucía", lastName: "Gómez" } });
  await createApplication(db, { job: job as Parameters<typeof createApplication>[1]["job"], candidate });
  return candidate;
}

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  emulator = await startStreamChatEmulator({ port: 0, apiKey: APP.key, apiSecret: APP.secret, databaseUrl, allowDevTokens: false });
  Object.assign(process.env, { STREAM_API_KEY: APP.key, STREAM_API_SECRET: APP.secret, STREAM_BASE_URL: emulator.url });
});
beforeEach(async () => {
  await db.chatRoom.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM", employer: { firstName: "Marta", lastName: "Ruiz" } });
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.disconnectUser();
});
afterAll(async () => {
  await emulator.close();
  for (const name of chatVariables) delete process.env[name];
});

describe("GET /api/room-chats/token", () => {
  it("hands a user their own chat identity on their current side, with a token the chat service accepts, and never the other side's", async () => {
    const candidate = await createCandidate(db);
    const answer = await get(chatToken, candidate, "/api/room-chats/token?role=candidate");
    expect(answer.body.data).toEqual({ user_id: chatUserIdFor(candidate.id, "CANDIDATE"), token: expect.any(String), expires_at: expect.any(String), api_key: APP.key, base_url: emulator.url });
    const hoursLeft = (Date.parse(answer.body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(await db.user.findUniqueOrThrow({ where: { id: candidate.id }, select: { chatUserId: true } })).toEqual({ chatUserId: chatUserIdFor(candidate.id, "CANDIDATE") });

    const client = await browserOf(candidate, "candidate");
    expect(client.user?.id).toBe(chatUserIdFor(candidate.id, "CANDIDATE"));

    const otherSide = await get(chatToken, candidate, "/api/room-chats/token?role=employer");
    expect({ status: otherSide.status, code: otherSide.body.error?.code, reason: otherSide.body.error?.details?.reason }).toEqual({ status: 403, code: "forbidden", reason: "other_side" });
    const employerAsCandidate = await get(chatToken, hiring.employer, "/api/room-chats/token?role=candidate");
    expect(employerAsCandidate.status).toBe(403);
    expect((await get(chatToken, candidate, "/api/room-chats/token?role=admin")).status).toBe(400);
  });

  it("gives the chat service the product's upload lists, so a program is refused there too, not only in the browser", async () => {
    const candidate = await createCandidate(db);
    const client = await browserOf(candidate, "candidate");
    const server = new StreamChat(APP.key, APP.secret, { baseURL: emulator.url });
    const { app } = await server.getAppSettings();
    expect(app?.file_upload_config?.blocked_file_extensions).toContain(".exe");

    const channelId = `uploads-${candidate.id}`;
    await server.channel("messaging", channelId, { members: [client.userID!], created_by_id: client.userID! } as never).create();
    const channel = client.channel("messaging", channelId);
    await channel.watch();
    const refused = await channel.sendFile(Buffer.from("MZ"), "setup.exe", "application/octet-stream").catch((error: { code?: number; message?: string }) => error);
    expect(refused).toMatchObject({ code: 4, message: expect.stringContaining("file extension") });
    await expect(channel.sendFile(Buffer.from("%PDF-1.4"), "cv.pdf", "application/pdf")).resolves.toMatchObject({ file: expect.any(String) });
  });
});

describe("job rooms", () => {
  it("opens one room per job and applicant, even for concurrent requests, and lists it on both sides with the last message and unread count", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Remote Data Engineer" });
    const candidate = await applicant(job);

    const answers = await Promise.all(Array.from({ length: 6 }, () => post(openJobRoom, hiring.employer, { jobId: job.id, candidateId: candidate.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(await db.chatRoom.count()).toBe(1);
    const room = answers[0]!.body.data;
    expect(room).toMatchObject({ type: "job", role: "employer", status: "approved", isWritable: true, job: { _id: job.id, title: "Remote Data Engineer" } });
    expect(room.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: hiring.employer.id, name: "Marta Ruiz", role: "employer", chat_user_id: chatUserIdFor(hiring.employer.id, "EMPLOYER") }),
        expect.objectContaining({ _id: candidate.id, name: "Lucía G.", role: "candidate", chat_user_id: chatUserIdFor(candidate.id, "CANDIDATE") }),
      ]),
    );
    const server = new StreamChat(APP.key, APP.secret, { baseURL: emulator.url });
    const [channel] = await server.queryChannels({ cid: room.channelCId });
    expect(Object.keys(channel!.state.members).sort()).toEqual([chatUserIdFor(candidate.id, "CANDIDATE"), chatUserIdFor(hiring.employer.id, "EMPLOYER")].sort());
    // The chat service keeps one name per user, seen by every employer, premium or not: never the surname.
    expect(channel!.state.members[chatUserIdFor(candidate.id, "CANDIDATE")]?.user?.name).toBe("Lucía G.");
    expect(channel!.state.members[chatUserIdFor(hiring.employer.id, "EMPLOYER")]?.user?.name).toBe("Marta Ruiz");
    expect(channel!.data).toMatchObject({ room_id: room._id, room_type: "job", room_status: "approved", job_id: job.id, job_title: "Remote Data Engineer", frozen: false });

    const sent = await post(sendNewMessage, hiring.employer, { roomId: room._id, text: "Thanks for applying! Do you have time for a call?", messageId: `stage-${room._id}` });
    expect(sent.status).toBe(200);
    const again = await post(sendNewMessage, hiring.employer, { roomId: room._id, text: "Thanks for applying! Do you have time for a call?", messageId: `stage-${room._id}` });
    expect(again.body.data).toMatchObject({ id: sent.body.data.id, duplicate: true });
    const candidateBrowser = await browserOf(candidate, "candidate");
    expect(await trySend(candidateBrowser, room.channelId, "Sure, tomorrow works.")).toBe("sent");
    expect(await trySend(candidateBrowser, room.channelId, "Any time after 10.")).toBe("sent");

    const employerList = await get(listEmployerJobRooms, hiring.employer);
    expect(employerList.body.data).toEqual([expect.objectContaining({ _id: room._id, pendingView: 2, lastMessage: expect.objectContaining({ text: "Any time after 10." }) })]);
    const candidateList = await get(listCandidateJobRooms, candidate);
    expect(candidateList.body.data).toEqual([expect.objectContaining({ _id: room._id, role: "candidate", pendingView: 0, lastMessage: expect.objectContaining({ text: "Any time after 10." }) })]);
    expect((await get(listCandidateJobRooms, hiring.employer)).status).toBe(403);
    expect((await get(listEmployerJobRooms, candidate)).status).toBe(403);
  });

  it("is only for the job's creator and its applicants", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer });
    const candidate = await applicant(job);
    const stranger = await createCandidate(db);
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });

    const foreign = await post(openJobRoom, other.employer, { jobId: job.id, candidateId: candidate.id });
    expect({ status: foreign.status, code: foreign.body.error?.code }).toEqual({ status: 404, code: "not_found" });
    expect((await post(openJobRoom, hiring.employer, { jobId: job.id, candidateId: stranger.id })).status).toBe(404);
    expect((await post(openJobRoom, candidate, { jobId: job.id, candidateId: candidate.id })).status).toBe(403);
    expect((await post(openJobRoom, hiring.employer, { jobId: "nope", candidateId: candidate.id })).status).toBe(422);
    expect(await db.chatRoom.count()).toBe(0);

    const room = (await post(openJobRoom, hiring.employer, { jobId: job.id, candidateId: candidate.id })).body.data;
    for (const [handler, body] of [
      [sendNewMessage, { roomId: room._id, text: "Hello" }],
      [changeStatus, { roomId: room._id, status: "archived" }],
      [answerRequest, { roomId: room._id, action: "approve" }],
    ] as const) {
      const answer = await post(handler, other.employer, body);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: "not_found" });
      expect((await post(handler, stranger, body)).status).toBe(404);
    }
    // Nobody joins a room through the chat service either: the channel is members-only.
    const strangerBrowser = await browserOf(stranger, "candidate");
    expect(await trySend(strangerBrowser, room.channelId, "Let me in").catch((error: Error) => `refused: ${error.message}`)).toMatch(/^refused/);
  });
});

describe("direct requests", () => {
  it("gives both browsers watching a request the right to send once it is approved, live (capabilities.changed, which stream-chat-react follows)", async () => {
    const candidate = await createCandidate(db, { user: { firstName: "Ana", lastName: "López" } });
    const room = (await post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "employer" })).body.data;
    const browsers = [await browserOf(hiring.employer, "employer"), await browserOf(candidate, "candidate")];
    const channels = browsers.map((browser) => browser.channel("messaging", room.channelId));
    for (const channel of channels) await channel.watch();
    expect(channels.map((channel) => channel.data?.own_capabilities?.includes("send-message"))).toEqual([false, false]);

    const refreshed = browsers.map(
      (browser) => new Promise<string[]>((resolve) => browser.on("capabilities.changed", (event) => event.cid === channels[0]!.cid && resolve(event.own_capabilities as string[]))),
    );
    expect((await post(answerRequest, candidate, { roomId: room._id, action: "approve" })).status).toBe(200);
    for (const capabilities of await Promise.all(refreshed)) expect(capabilities).toContain("send-message");
    await expect(channels[1]!.sendMessage({ text: "Hola" })).resolves.toMatchObject({ message: { text: "Hola" } });
  });

  it("meets 20 concurrent requests from both sides in one room and one notification, with no 5xx", async () => {
    const candidate = await createCandidate(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "employer" })
          : post(requestDirect, candidate, { members: [hiring.employer.id], type: "direct", role: "candidate" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(await db.chatRoom.count()).toBe(1);
    expect(await db.notification.count({ where: { type: "CHAT_REQUEST" } })).toBe(1);
  });

  it("asks the other side, notifies them, stays read-only until approved, and only the requested side answers", async () => {
    const candidate = await createCandidate(db, { user: { firstName: "Ana", lastName: "López" } });
    const request = { members: [candidate.id], type: "direct", role: "employer" };

    const answers = await Promise.all(Array.from({ length: 5 }, () => post(requestDirect, hiring.employer, request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await db.chatRoom.count()).toBe(1);
    const room = answers[0]!.body.data;
    expect(room).toMatchObject({ type: "direct", role: "employer", status: "requested", requestedBy: hiring.employer.id, canAnswerRequest: false, isWritable: false, job: null });
    expect(await db.notification.findMany({ where: { userId: candidate.id }, select: { type: true, side: true, data: true } })).toEqual([
      { type: "CHAT_REQUEST", side: "CANDIDATE", data: { requesterId: hiring.employer.id, requesterName: "Marta Ruiz", roomId: room._id, channelId: room.channelId } },
    ]);
    // Asked back by the candidate: the same room, no second notification.
    const back = await post(requestDirect, candidate, { members: [hiring.employer.id], type: "direct", role: "candidate" });
    expect(back.body.data).toMatchObject({ _id: room._id, role: "candidate", canAnswerRequest: true });
    expect(await db.notification.count()).toBe(1);

    const employerBrowser = await browserOf(hiring.employer, "employer");
    const candidateBrowser = await browserOf(candidate, "candidate");
    expect(await trySend(employerBrowser, room.channelId, "Hi Ana!")).toMatch(/^refused/);
    expect(await trySend(candidateBrowser, room.channelId, "Hi!")).toMatch(/^refused/);
    expect((await post(sendNewMessage, hiring.employer, { roomId: room._id, text: "Hi" })).body.error?.code).toBe("room_status_conflict");

    const own = await post(answerRequest, hiring.employer, { roomId: room._id, action: "approve" });
    expect({ status: own.status, reason: own.body.error?.details?.reason }).toEqual({ status: 403, reason: "requester" });
    const listed = await get(listDirect, candidate, "/api/room-chats/direct?role=candidate");
    expect(listed.body.data).toEqual([expect.objectContaining({ _id: room._id, status: "requested", canAnswerRequest: true })]);
    expect((await get(listDirect, candidate, "/api/room-chats/direct?role=employer")).status).toBe(403);

    const approved = await post(answerRequest, candidate, { roomId: room._id, action: "approve" });
    expect(approved.body.data).toMatchObject({ status: "approved", isWritable: true });
    expect(await db.notification.findMany({ where: { userId: hiring.employer.id }, select: { type: true, side: true, data: true } })).toEqual([
      { type: "CHAT_REQUEST_APPROVED", side: "EMPLOYER", data: { roomId: room._id, channelId: room.channelId, responderId: candidate.id, responderName: "Ana L." } },
    ]);
    expect(await trySend(employerBrowser, room.channelId, "Hi Ana, thanks for accepting!")).toBe("sent");
    expect(await trySend(candidateBrowser, room.channelId, "Happy to talk.")).toBe("sent");
    const twice = await post(answerRequest, candidate, { roomId: room._id, action: "reject" });
    expect({ status: twice.status, code: twice.body.error?.code, detail: twice.body.error?.details?.status }).toEqual({ status: 409, code: "room_status_conflict", detail: "approved" });

    const employerDirect = await get(listDirect, hiring.employer, "/api/room-chats/direct?role=employer");
    expect(employerDirect.body.data).toEqual([expect.objectContaining({ _id: room._id, pendingView: 1, lastMessage: expect.objectContaining({ text: "Happy to talk." }) })]);
  });

  it("a rejected request is read-only for good; archiving and reopening follow the room's state", async () => {
    const [ana, bruno] = await Promise.all([createCandidate(db), createCandidate(db)]);
    const rejected = (await post(requestDirect, hiring.employer, { members: [ana.id], type: "direct", role: "employer" })).body.data;
    expect((await post(answerRequest, ana, { roomId: rejected._id, action: "reject" })).body.data).toMatchObject({ status: "rejected", isWritable: false });
    expect(await db.notification.count({ where: { userId: hiring.employer.id } })).toBe(0);
    const anaBrowser = await browserOf(ana, "candidate");
    expect(await trySend(anaBrowser, rejected.channelId, "Wait, I changed my mind")).toMatch(/^refused/);
    expect((await post(changeStatus, ana, { roomId: rejected._id, status: "approved" })).body.error?.code).toBe("room_status_conflict");

    const open = (await post(requestDirect, hiring.employer, { members: [bruno.id], type: "direct", role: "employer" })).body.data;
    await post(answerRequest, bruno, { roomId: open._id, action: "approve" });
    const brunoBrowser = await browserOf(bruno, "candidate");
    expect((await post(changeStatus, bruno, { roomId: open._id, status: "archived" })).body.data).toMatchObject({ status: "archived", isWritable: false });
    expect(await trySend(brunoBrowser, open.channelId, "Still there?")).toMatch(/^refused/);
    expect((await post(changeStatus, hiring.employer, { roomId: open._id, status: "archived" })).status).toBe(409);
    expect((await post(changeStatus, hiring.employer, { roomId: open._id, status: "approved" })).body.data).toMatchObject({ status: "approved" });
    expect(await trySend(brunoBrowser, open.channelId, "Still there?")).toBe("sent");
  });

  it("refuses requests that name nobody else, someone unreachable, or the wrong side", async () => {
    const candidate = await createCandidate(db);
    const banned = await createCandidate(db, { user: { bannedAt: new Date() } });
    const refusals = await Promise.all([
      post(requestDirect, hiring.employer, { members: [hiring.employer.id], type: "direct", role: "employer" }),
      post(requestDirect, hiring.employer, { members: [banned.id], type: "direct", role: "employer" }),
      post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "candidate" }),
      post(requestDirect, hiring.employer, { members: [], type: "direct", role: "employer" }),
      post(requestDirect, hiring.employer, { members: [candidate.id], type: "group", role: "employer" }),
    ]);
    expect(refusals.map((answer) => `${answer.status} ${answer.body.error?.code}`)).toEqual([
      "422 validation_failed",
      "404 candidate_not_found",
      "403 forbidden",
      "422 validation_failed",
      "422 validation_failed",
    ]);
    expect(await db.chatRoom.count()).toBe(0);
  });
});

describe("safety", () => {
  it("warns the recipient, not the sender, of a last message that moves payment off the platform, and lets a member report the room once", async () => {
    const candidate = await createCandidate(db);
    const room = (await post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "employer" })).body.data;
    await post(answerRequest, candidate, { roomId: room._id, action: "approve" });
    await post(sendNewMessage, hiring.employer, { roomId: room._id, text: "Before you start there is a small registration fee. Send it by Western Union." });

    const [received] = (await get(listDirect, candidate, "/api/room-chats/direct?role=candidate")).body.data;
    expect(received.lastMessage.warnings).toEqual(["wire_transfer", "upfront_fee"]);
    const [sent] = (await get(listDirect, hiring.employer, "/api/room-chats/direct?role=employer")).body.data;
    expect(sent.lastMessage.warnings).toEqual([]);

    const report = (body: unknown, user: User = candidate) => callRoute(reportRoom, { token: tokenOf(user), params: { id: room._id }, body });
    const first = await report({ reason: "off_platform_payment", details: "Asked me for a fee by Western Union." });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ room_id: room._id, reason: "off_platform_payment" });
    expect(await db.chatRoomReport.findMany({ select: { roomId: true, reporterId: true, reason: true, details: true, resolvedAt: true } })).toEqual([
      { roomId: room._id, reporterId: candidate.id, reason: "OFF_PLATFORM_PAYMENT", details: "Asked me for a fee by Western Union.", resolvedAt: null },
    ]);
    const twice = await report({ reason: "scam" });
    expect({ status: twice.status, code: twice.body.error?.code, reason: twice.body.error?.details?.reason }).toEqual({ status: 409, code: "already_exists", reason: "already_reported" });
    expect((await report({ reason: "because" })).status).toBe(422);
    const outsider = await createCandidate(db);
    expect((await report({ reason: "spam" }, outsider)).status).toBe(404);
  });
});

/** The room's messages as the chat service keeps them, oldest first, with the product's custom fields. */
async function channelMessages(channelId: string) {
  const server = new StreamChat(APP.key, APP.secret, { baseURL: emulator.url });
  const { messages } = await server.channel("messaging", channelId).query({ messages: { limit: 20 } });
  return messages.map((message) => {
    const custom = message as unknown as Record<string, unknown>;
    return { text: message.text, user: message.user?.id, product_event: custom.product_event, product_message: custom.product_message };
  });
}

describe("automatic product messages", () => {
  const invite = (jobId: string, candidateId: string) => callRoute(inviteCandidate, { token: tokenOf(hiring.employer), params: { id: jobId, candidateId } });
  const stage = (jobId: string, candidateId: string, to: string) => callRoute(changeStage, { method: "PUT", token: tokenOf(hiring.employer), params: { id: jobId, userId: candidateId }, body: { stage: to } });

  it("an invitation opens the job room with a message in the candidate's language, said once, which the candidate can answer and the employer's applicant room continues", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Remote Data Engineer" });
    const candidate = await createCandidate(db, { user: { firstName: "Lucía", lastName: "Gómez", locale: "es" } });

    const answer = await invite(job.id, candidate.id);
    expect(answer.status).toBe(200);
    await settleAfterResponseWork();

    const channelId = jobChannelId(job.id, candidate.id);
    expect(await channelMessages(channelId)).toEqual([
      { text: `${hiring.company.name} te invitó a postularte a Remote Data Engineer. Pregunta aquí si tienes dudas.`, user: chatUserIdFor(hiring.employer.id, "EMPLOYER"), product_event: "invitation", product_message: true },
    ]);
    const [listed] = (await get(listCandidateJobRooms, candidate)).body.data;
    expect(listed).toMatchObject({ type: "job", status: "approved", isWritable: true, pendingView: 1, job: { _id: job.id, title: "Remote Data Engineer" } });
    const candidateBrowser = await browserOf(candidate, "candidate");
    expect(await trySend(candidateBrowser, channelId, "¿Es un puesto a tiempo completo?")).toBe("sent");

    // Inviting again is refused and says nothing more; once the candidate applies, the employer's room is the same one.
    expect((await invite(job.id, candidate.id)).body.error?.code).toBe("ALREADY-INVITED");
    await settleAfterResponseWork();
    expect(await channelMessages(channelId)).toHaveLength(2);
    await createApplication(db, { job: job as Parameters<typeof createApplication>[1]["job"], candidate });
    const opened = await post(openJobRoom, hiring.employer, { jobId: job.id, candidateId: candidate.id });
    expect(opened.body.data).toMatchObject({ _id: listed._id, channelId });
    expect(await db.chatRoom.count()).toBe(1);
  });

  it("a bulk invitation opens each invitee's room, in each one's language", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "QA Analyst" });
    const [ana, ben] = await Promise.all([createCandidate(db, { user: { locale: "es" } }), createCandidate(db, { user: { locale: "en" } })]);
    const answer = await callRoute(inviteCandidates, { token: tokenOf(hiring.employer), params: { id: job.id }, body: { candidateIds: [ana.id, ben.id] } });
    expect(answer.body.data).toMatchObject({ invited: expect.arrayContaining([ana.id, ben.id]) });
    await settleAfterResponseWork();
    expect((await channelMessages(jobChannelId(job.id, ana.id))).map((message) => message.text)).toEqual([expect.stringMatching(/^.* te invitó a postularte a QA Analyst\./)]);
    expect((await channelMessages(jobChannelId(job.id, ben.id))).map((message) => message.text)).toEqual([`${hiring.company.name} invited you to apply to QA Analyst. Ask here if you have questions.`]);
  });

  it("a shortlisting and a hiring speak in the job room there is; a dismissal, or an applicant without a room, gets no chat message", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Remote Data Engineer" });
    const [talking, silent] = await Promise.all([applicant(job), applicant(job)]);
    const room = (await post(openJobRoom, hiring.employer, { jobId: job.id, candidateId: talking.id })).body.data;

    expect((await stage(job.id, silent.id, "shortlisted")).status).toBe(200);
    expect((await stage(job.id, talking.id, "shortlisted")).status).toBe(200);
    await settleAfterResponseWork();
    expect(await db.chatRoom.count()).toBe(1);
    expect(await channelMessages(room.channelId)).toEqual([expect.objectContaining({ text: `Good news: you are on the shortlist for Remote Data Engineer at ${hiring.company.name}.`, product_event: "shortlisted" })]);

    expect((await stage(job.id, talking.id, "dismissed")).status).toBe(200);
    expect((await stage(job.id, talking.id, "applied")).status).toBe(200);
    expect((await stage(job.id, talking.id, "shortlisted")).status).toBe(200);
    expect((await callRoute(markHired, { token: tokenOf(hiring.employer), params: { id: job.id, userId: talking.id } })).status).toBe(200);
    await settleAfterResponseWork();
    expect((await channelMessages(room.channelId)).map((message) => message.product_event)).toEqual(["shortlisted", "shortlisted", "hired"]);

    // An archived room stays quiet.
    await post(changeStatus, hiring.employer, { roomId: room._id, status: "archived" });
    await stage(job.id, silent.id, "applied");
    await stage(job.id, silent.id, "shortlisted");
    await settleAfterResponseWork();
    expect(await channelMessages(room.channelId)).toHaveLength(3);
  });

  it("never fails nor holds up the invitation when the chat service hangs: the invitation answers at once and the failure is logged", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer });
    const candidate = await createCandidate(db);
    let reached: () => void = () => undefined;
    const firstCall = new Promise<void>((resolve) => (reached = resolve));
    const hanging: Server = createServer(() => reached());
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    process.env.STREAM_BASE_URL = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const started = Date.now();
      const answer = await invite(job.id, candidate.id);
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await db.invitation.count({ where: { candidateId: candidate.id } })).toBe(1);
      // The chat call is still waiting; the service then drops it.
      await firstCall;
      hanging.closeAllConnections();
      await settleAfterResponseWork();
      expect(logEntries(logged)).toContainEqual(expect.objectContaining({ level: "error", message: "chat: could not announce invitation in a job room", jobId: job.id, candidateId: candidate.id }));
    } finally {
      logged.mockRestore();
      hanging.close();
      process.env.STREAM_BASE_URL = emulator.url;
    }
    expect(await db.chatRoom.count()).toBe(0);
  });
});

describe("without a chat service", () => {
  it("answers 503 chat_unavailable, not a 500", async () => {
    const candidate = await createCandidate(db);
    const saved = process.env.STREAM_API_KEY;
    delete process.env.STREAM_API_KEY;
    try {
      const answer = await get(chatToken, candidate, "/api/room-chats/token?role=candidate");
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 503, code: "chat_unavailable" });
    } finally {
      process.env.STREAM_API_KEY = saved;
    }
  });

  it("answers 503 when the chat service does not answer, and writes no room and no notification", async () => {
    const candidate = await createCandidate(db);
    process.env.STREAM_BASE_URL = "http://127.0.0.1:1";
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "employer" });
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 503, code: "chat_unavailable" });
      expect(logEntries(logged)).toContainEqual(expect.objectContaining({ level: "error", message: "chat: upsertUsers failed", operation: "upsertUsers" }));
    } finally {
      logged.mockRestore();
      process.env.STREAM_BASE_URL = emulator.url;
    }
    expect(await db.chatRoom.count()).toBe(0);
    expect(await db.notification.count()).toBe(0);
    // Once the service is back, the same request makes the room.
    expect((await post(requestDirect, hiring.employer, { members: [candidate.id], type: "direct", role: "employer" })).body.data).toMatchObject({ status: "requested" });
  });
});
