import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { GET as listDirect } from "@/app/api/room-chats/direct/route";
import { GET as listCandidateJobRooms } from "@/app/api/room-chats/jobs/candidate/route";
import { GET as listEmployerJobRooms } from "@/app/api/room-chats/jobs/employer/route";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";
import { seedDemoData } from "@/scripts/db/seed";
import { seedDemoChat } from "@/scripts/db/seed-demo-chat";
import { callRoute } from "@/tests/support/api";

jest.setTimeout(120_000);

const APP = { key: "demo-chat-key", secret: "demo-chat-secret-0123456789" };
const env = () => ({ STREAM_API_KEY: APP.key, STREAM_API_SECRET: APP.secret, STREAM_BASE_URL: emulator.url });

let emulator: StreamChatEmulator;

async function listAs(email: string, handler: typeof listDirect, path = "/api/room-chats") {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const answer = await callRoute(handler, { method: "GET", path, token: signAccessToken({ id: user.id, role: user.role, side: user.loggedAs }) });
  expect(answer.status).toBe(200);
  return answer.body.data as { status: string; canAnswerRequest: boolean; pendingView: number; lastMessage: { text: string } | null; job: { title: string } | null }[];
}

beforeAll(async () => {
  await seedDemoData(process.env.DATABASE_URL!);
  emulator = await startStreamChatEmulator({ port: 0, apiKey: APP.key, apiSecret: APP.secret, databaseUrl: process.env.DATABASE_URL!, allowDevTokens: false });
  Object.assign(process.env, env());
});
afterAll(async () => {
  await emulator.close();
  for (const name of Object.keys(env())) delete process.env[name];
});

describe("seedDemoChat", () => {
  it("gives the demo employer and candidate job rooms with messages, an approved direct room and pending requests, and adds nothing on a second run", async () => {
    const first = await seedDemoChat(process.env.DATABASE_URL!, env());
    expect(first.rooms).toBeGreaterThanOrEqual(5);
    expect(first.messages).toBeGreaterThan(10);
    const rooms = await db.chatRoom.groupBy({ by: ["type", "status"], _count: true, orderBy: [{ type: "asc" }, { status: "asc" }] });
    expect(rooms).toEqual(
      expect.arrayContaining([
        { type: "JOB", status: "APPROVED", _count: expect.any(Number) },
        { type: "DIRECT", status: "APPROVED", _count: 1 },
        { type: "DIRECT", status: "REQUESTED", _count: 2 },
      ]),
    );

    const again = await seedDemoChat(process.env.DATABASE_URL!, env());
    expect(again).toEqual({ rooms: first.rooms, messages: 0 });
    expect(await db.chatRoom.count()).toBe(first.rooms);

    const candidateJobs = await listAs(DEMO_CANDIDATE_EMAIL, listCandidateJobRooms);
    expect(candidateJobs.length).toBeGreaterThanOrEqual(2);
    expect(candidateJobs.every((room) => room.lastMessage !== null && room.job !== null)).toBe(true);
    const employerJobs = await listAs(DEMO_EMPLOYER_EMAIL, listEmployerJobRooms);
    // The candidates wrote last: the employer has unread messages waiting.
    expect(employerJobs.some((room) => room.pendingView > 0)).toBe(true);
    const candidateDirect = await listAs(DEMO_CANDIDATE_EMAIL, listDirect, "/api/room-chats/direct?role=candidate");
    expect(candidateDirect).toEqual([expect.objectContaining({ status: "requested", canAnswerRequest: true })]);
    const employerDirect = await listAs(DEMO_EMPLOYER_EMAIL, listDirect, "/api/room-chats/direct?role=employer");
    expect(employerDirect.map((room) => room.status).sort()).toEqual(["approved", "requested"]);
  });

  it("does nothing without a chat service", async () => {
    expect(await seedDemoChat(process.env.DATABASE_URL!, {})).toEqual({ rooms: 0, messages: 0 });
  });
});
