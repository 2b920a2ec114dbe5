// The demo world's chat: rooms in PostgreSQL and their channels and messages in the chat service.
// The main seed (seed.ts) writes PostgreSQL only and runs before the chat server starts; this step
// runs once the chat server is up (scripts/serve.ts, and scripts/test.ts for the end-to-end tests).
import { PrismaPg } from "@prisma/adapter-pg";
import type { StreamChat } from "stream-chat";

import { createChatServerClient, isAlreadyExists } from "@/lib/chat/chat-service";
import { CHAT_CHANNEL_TYPE, channelCidOf, chatUserIdFor, directChannelId, jobChannelId } from "@/lib/chat/chat-ids";
import { chatPersonSelect, chatUserOf, type ChatPerson } from "@/lib/chat/chat-person";
import { chatServerConfig } from "@/lib/chat/config";
import { putRoomChannel } from "@/lib/chat/room-channel";
import { PrismaClient } from "@/lib/generated/prisma/client";
import type { ChatRoomStatus, ChatRoomType, WorkingSide } from "@/lib/generated/prisma/enums";
import { DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";

type Env = Record<string, string | undefined>;
type Line = { from: WorkingSide; text: string };
type DemoRoom = {
  type: ChatRoomType;
  channelId: string;
  status: ChatRoomStatus;
  requestedById: string;
  job: { id: string; title: string } | null;
  employer: ChatPerson;
  candidate: ChatPerson;
  lines: Line[];
};

/**
 * Job rooms' conversations, taken in turn: each room reads like its own hiring conversation, and
 * each ends with the candidate, so the employer finds replies waiting.
 */
const jobRoomConversations: ((title: string) => Line[])[] = [
  (title) => [
    { from: "EMPLOYER", text: `Hi! Thanks for applying to ${title}. Your profile caught our eye.` },
    { from: "CANDIDATE", text: "Thank you! I'm very interested in the role. Happy to share more about my recent projects." },
    { from: "EMPLOYER", text: "Great. Would a 30-minute video call this week work for you?" },
    { from: "CANDIDATE", text: "Yes, Thursday or Friday morning (UTC-5) works for me." },
  ],
  (title) => [
    { from: "EMPLOYER", text: `Hello, and thanks for your application to ${title}. Before we go on: how many hours of overlap with UTC+1 could you keep?` },
    { from: "CANDIDATE", text: "Hi! I usually work 8:00 to 17:00 UTC-3, so four hours of overlap every day is easy." },
    { from: "EMPLOYER", text: "Perfect, that works for the team. The next step is a short take-home exercise, about three hours. Shall I send it?" },
    { from: "CANDIDATE", text: "Sure, please send it. I can hand it in by Monday." },
  ],
  (title) => [
    { from: "EMPLOYER", text: `Thanks for the call yesterday! The team enjoyed it. We'd like you to meet our CTO for the last round of ${title}.` },
    { from: "CANDIDATE", text: "That's great news, thank you! When would suit them?" },
    { from: "EMPLOYER", text: "Tuesday at 15:00 UTC, if that works. I'll send an invitation with the link." },
    { from: "CANDIDATE", text: "Tuesday at 15:00 UTC is fine. Looking forward to it!" },
  ],
  (title) => [
    { from: "EMPLOYER", text: `Hi, I'm reviewing applications for ${title}. What salary range do you have in mind, monthly in USD?` },
    { from: "CANDIDATE", text: "Hi! Between 4,000 and 4,800 USD a month, depending on the benefits." },
    { from: "EMPLOYER", text: "That's within our range. Are you available to start within a month?" },
    { from: "CANDIDATE", text: "Yes, I can start three weeks after an offer." },
  ],
];

const directLines: Line[] = [
  { from: "EMPLOYER", text: "Hello! I came across your profile and think you'd be a great fit for a role we're opening soon." },
  { from: "CANDIDATE", text: "Hi, thanks for reaching out! What's the team working on?" },
  { from: "EMPLOYER", text: "We're rebuilding our customer dashboard. I'll send the details as soon as the posting is live." },
];

/**
 * Gives the demo employer (employer@demo.remotejobs.dev) and candidate (candidate@demo...) a few
 * rooms: a job room for each of the candidate's standing applications and for two more of the
 * employer's applicants, an approved direct room with messages, a direct request the employer
 * sent and is waiting on, and one the candidate received and can answer.
 *
 * Idempotent, so it runs on every start: rooms are upserted by their derived channel id (a room
 * someone changed since, say a request answered, keeps its status), channels are get-or-create,
 * and each message has a fixed id, which the chat service refuses a second time ("already
 * exists"). Without demo data, or without a chat service, it does nothing.
 */
export async function seedDemoChat(connectionString: string, env: Env = process.env, options: { log?: (line: string) => void } = {}): Promise<{ rooms: number; messages: number }> {
  const log = options.log ?? (() => {});
  const config = chatServerConfig(env);
  if (!config) return { rooms: 0, messages: 0 };
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  const server = createChatServerClient(config);
  try {
    const rooms = await planDemoRooms(db);
    if (rooms.length === 0) return { rooms: 0, messages: 0 };
    const people = new Map<string, ReturnType<typeof chatUserOf>>();
    for (const room of rooms) {
      people.set(chatUserIdFor(room.employer.id, "EMPLOYER"), chatUserOf(room.employer, "EMPLOYER"));
      people.set(chatUserIdFor(room.candidate.id, "CANDIDATE"), chatUserOf(room.candidate, "CANDIDATE"));
    }
    await server.upsertUsers([...people.values()]);
    let messages = 0;
    for (const room of rooms) messages += await putDemoRoom(db, server, room);
    await reportDemoRoom(db, rooms);
    log(`chat: demo rooms ready (${rooms.length} rooms, ${messages} new messages)`);
    return { rooms: rooms.length, messages };
  } finally {
    await db.$disconnect();
  }
}

/**
 * The admin area's Reports tab has one open report to handle: the candidate of the approved
 * direct room (not a demo login) reports it. Kept once, however often the seed runs.
 */
async function reportDemoRoom(db: PrismaClient, rooms: DemoRoom[]): Promise<void> {
  const reported = rooms.find((room) => room.type === "DIRECT" && room.status === "APPROVED");
  if (!reported) return;
  const row = await db.chatRoom.findUnique({ where: { channelId: reported.channelId }, select: { id: true } });
  if (!row) return;
  await db.chatRoomReport.createMany({
    data: [{ roomId: row.id, reporterId: reported.candidate.id, reason: "OFF_PLATFORM_PAYMENT", details: "They asked me to continue on another app and pay a deposit for equipment." }],
    skipDuplicates: true,
  });
}

async function planDemoRooms(db: PrismaClient): Promise<DemoRoom[]> {
  const [employer, candidate] = await Promise.all([
    db.user.findUnique({ where: { email: DEMO_EMPLOYER_EMAIL }, select: chatPersonSelect }),
    db.user.findUnique({ where: { email: DEMO_CANDIDATE_EMAIL }, select: chatPersonSelect }),
  ]);
  if (!employer || !candidate) return [];
  const applicationSelect = { job: { select: { id: true, title: true, createdBy: { select: chatPersonSelect } } }, candidate: { select: chatPersonSelect } } as const;
  const [candidateApplications, employerApplicants, otherCandidates, otherEmployer] = await Promise.all([
    db.application.findMany({ where: { candidateId: candidate.id, withdrawnAt: null }, select: applicationSelect, orderBy: { createdAt: "asc" }, take: 3 }),
    db.application.findMany({
      where: { job: { createdById: employer.id }, candidateId: { not: candidate.id }, withdrawnAt: null, stage: { not: "DISMISSED" } },
      select: applicationSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 2,
    }),
    db.user.findMany({
      where: { id: { notIn: [employer.id, candidate.id] }, role: "USER", isEmployer: false, loggedAs: "CANDIDATE", deletedAt: null, bannedAt: null },
      select: chatPersonSelect,
      orderBy: { email: "asc" },
      take: 2,
    }),
    db.user.findFirst({ where: { id: { not: employer.id }, isEmployer: true, role: "USER", deletedAt: null, email: { endsWith: "@demo.remotejobs.dev" } }, select: chatPersonSelect, orderBy: { email: "asc" } }),
  ]);

  const rooms: DemoRoom[] = [...candidateApplications, ...employerApplicants].map(({ job, candidate: applicant }, index) => ({
    type: "JOB",
    channelId: jobChannelId(job.id, applicant.id),
    status: "APPROVED",
    requestedById: job.createdBy.id,
    job: { id: job.id, title: job.title },
    employer: job.createdBy,
    candidate: applicant,
    lines: jobRoomConversations[index % jobRoomConversations.length]!(job.title),
  }));
  const direct = (from: ChatPerson, to: ChatPerson, status: ChatRoomStatus, requestedBy: ChatPerson, lines: Line[]): DemoRoom => ({
    type: "DIRECT",
    channelId: directChannelId(from.id, to.id),
    status,
    requestedById: requestedBy.id,
    job: null,
    employer: from,
    candidate: to,
    lines,
  });
  const [approvedWith, waitingOn] = otherCandidates;
  if (approvedWith) rooms.push(direct(employer, approvedWith, "APPROVED", employer, directLines));
  if (waitingOn) rooms.push(direct(employer, waitingOn, "REQUESTED", employer, []));
  if (otherEmployer) rooms.push(direct(otherEmployer, candidate, "REQUESTED", otherEmployer, []));
  return rooms;
}

/** The row (kept as it is when there), its channel, and the messages not sent yet. */
async function putDemoRoom(db: PrismaClient, server: StreamChat, room: DemoRoom): Promise<number> {
  const members = [
    { userId: room.employer.id, side: "EMPLOYER" as const },
    { userId: room.candidate.id, side: "CANDIDATE" as const },
  ];
  const row = await db.chatRoom.upsert({
    where: { channelId: room.channelId },
    create: {
      type: room.type,
      channelId: room.channelId,
      channelCid: channelCidOf(room.channelId),
      status: room.status,
      requestedById: room.requestedById,
      jobId: room.job?.id ?? null,
      members: { createMany: { data: members } },
    },
    update: {},
    select: { id: true, status: true },
  });
  await putRoomChannel(
    server,
    room.channelId,
    members.map(({ userId, side }) => chatUserIdFor(userId, side)),
    { roomId: row.id, roomType: room.type, status: row.status, jobId: room.job?.id ?? null, jobTitle: room.job?.title ?? null },
  );
  if (row.status !== "APPROVED" || room.lines.length === 0) return 0;

  const channel = server.channel(CHAT_CHANNEL_TYPE, room.channelId);
  let sent = 0;
  let lastAt: Date | null = null;
  for (const [index, line] of room.lines.entries()) {
    const userId = chatUserIdFor(line.from === "EMPLOYER" ? room.employer.id : room.candidate.id, line.from);
    try {
      const { message } = await channel.sendMessage({ id: `demo-${room.channelId}-${index + 1}`, text: line.text, user_id: userId });
      lastAt = new Date(message.created_at ?? Date.now());
      sent += 1;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  if (lastAt) await db.chatRoom.update({ where: { id: row.id }, data: { lastMessageAt: lastAt } });
  return sent;
}
