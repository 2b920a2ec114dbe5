import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import { GET as exportRoute } from "@/app/api/users/profile/export/route";
import { POST as deleteAccountRoute } from "@/app/api/users/profile/delete-account/route";
import { POST as openJobRoom } from "@/app/api/room-chats/jobs/route";
import { POST as sendNewMessage } from "@/app/api/room-chats/send-new-message/route";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { signAccessToken } from "@/lib/auth/access-token";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import { getChatServer } from "@/lib/chat/chat-server";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createJob } from "@/prisma/factories";

// The export reads the messages a user sent from the chat service (here its local emulator).
const APP = { key: "self-service-key", secret: "self-service-secret-0123456789" };
const chatVariables = ["STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL"];
let emulator: StreamChatEmulator;

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  emulator = await startStreamChatEmulator({ port: 0, apiKey: APP.key, apiSecret: APP.secret, databaseUrl, allowDevTokens: false });
  Object.assign(process.env, { STREAM_API_KEY: APP.key, STREAM_API_SECRET: APP.secret, STREAM_BASE_URL: emulator.url });
});
afterAll(async () => {
  await emulator.close();
  for (const name of chatVariables) delete process.env[name];
});

describe("the export and deletion with the chat service up", () => {
  it("exports the messages the user sent, not the other side's, and renames the chat user on deletion", async () => {
    const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM", employer: { firstName: "Marta", lastName: "Ruiz" } });
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "OPEN" });
    const candidate = await createCandidate(db);
    await createApplication(db, { job, candidate });
    const room = (await callRoute(openJobRoom, { token: tokenOf(hiring.employer), body: { jobId: job.id, candidateId: candidate.id } })).body.data;
    expect((await callRoute(sendNewMessage, { token: tokenOf(hiring.employer), body: { roomId: room._id, text: "Do you have time for a call?" } })).status).toBe(200);

    const exported = async (user: User) => (await callRoute(exportRoute, { method: "GET", token: tokenOf(user) })).body as unknown as { chat: { status: string; rooms: unknown[]; messages_sent: { text: string }[] } };
    const employerData = await exported(hiring.employer);
    expect(employerData.chat.status).toBe("included");
    expect(employerData.chat.rooms).toHaveLength(1);
    expect(employerData.chat.messages_sent.map((message) => message.text)).toEqual(["Do you have time for a call?"]);
    const candidateData = await exported(candidate);
    expect(candidateData.chat).toMatchObject({ status: "included", messages_sent: [] });
    expect(candidateData.chat.rooms).toHaveLength(1);

    expect((await callRoute(deleteAccountRoute, { token: tokenOf(hiring.employer), body: { deleteReason: "Hired everyone" } })).status).toBe(200);
    const { users } = await getChatServer().queryUsers({ id: { $eq: chatUserIdFor(hiring.employer.id, "EMPLOYER") } });
    expect(users[0]?.name).toBe("Deleted user");
  });
});
