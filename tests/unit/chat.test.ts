import { describe, expect, it } from "@jest/globals";

import { channelCidOf, chatUserIdFor, directChannelId, jobChannelId } from "@/lib/chat/chat-ids";
import { chatClientConfig, chatServerConfig } from "@/lib/chat/config";
import { answerDirectRequestSchema, changeRoomStatusSchema, requestDirectRoomSchema } from "@/lib/chat/schemas";

const jobId = "0199aa00-0000-7000-8000-000000000001";
const employerId = "0199aa00-0000-7000-8000-000000000002";
const candidateId = "0199aa00-0000-7000-8000-000000000003";

describe("chat ids", () => {
  it("gives a user one chat identity per side", () => {
    expect(chatUserIdFor(candidateId, "CANDIDATE")).toBe(`candidate-${candidateId}`);
    expect(chatUserIdFor(candidateId, "EMPLOYER")).toBe(`employer-${candidateId}`);
  });

  it("derives one channel id per job and applicant, and per employer and candidate, within Stream's rules", () => {
    const channelId = /^[a-zA-Z0-9_-]{1,64}$/;
    expect(jobChannelId(jobId, candidateId)).toBe(jobChannelId(jobId, candidateId));
    expect(jobChannelId(jobId, candidateId)).toMatch(channelId);
    expect(jobChannelId(jobId, candidateId)).not.toBe(jobChannelId(jobId, employerId));
    expect(directChannelId(employerId, candidateId)).toMatch(channelId);
    // The sides matter: the employer-side and candidate-side ids are not interchangeable.
    expect(directChannelId(employerId, candidateId)).not.toBe(directChannelId(candidateId, employerId));
    expect(channelCidOf("direct-abc")).toBe("messaging:direct-abc");
  });
});

describe("chat config", () => {
  it("needs the key and the secret, and hands the browser no secret", () => {
    expect(chatServerConfig({ STREAM_API_KEY: "key" })).toBeNull();
    expect(chatServerConfig({ STREAM_API_KEY: "key", STREAM_API_SECRET: "secret" })).toEqual({ apiKey: "key", apiSecret: "secret", baseUrl: null });
    const local = { STREAM_API_KEY: "key", STREAM_API_SECRET: "secret", STREAM_BASE_URL: "http://127.0.0.1:3031/" };
    expect(chatClientConfig(local)).toEqual({ apiKey: "key", baseUrl: "http://127.0.0.1:3031" });
    expect(chatClientConfig({})).toBeNull();
  });
});

describe("room-chats bodies", () => {
  it("takes the spec's direct request {members, type, role} and refuses other sides and types", () => {
    expect(requestDirectRoomSchema.parse({ members: [candidateId], type: "direct", role: "employer" })).toEqual({ members: [candidateId], type: "direct", role: "employer" });
    expect(requestDirectRoomSchema.safeParse({ members: [candidateId], type: "job", role: "employer" }).success).toBe(false);
    expect(requestDirectRoomSchema.safeParse({ members: [candidateId], type: "direct", role: "administrator" }).success).toBe(false);
    expect(requestDirectRoomSchema.safeParse({ members: ["x"], type: "direct", role: "candidate" }).success).toBe(false);
  });

  it("answers a request with approve or reject, and changes a status to archived or back to approved only", () => {
    expect(answerDirectRequestSchema.safeParse({ roomId: jobId, action: "approve" }).success).toBe(true);
    expect(answerDirectRequestSchema.safeParse({ roomId: jobId, action: "maybe" }).success).toBe(false);
    expect(changeRoomStatusSchema.safeParse({ roomId: jobId, status: "archived" }).success).toBe(true);
    expect(changeRoomStatusSchema.safeParse({ roomId: jobId, status: "rejected" }).success).toBe(false);
  });
});
