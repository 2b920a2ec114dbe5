import { describe, expect, it } from "@jest/globals";

import { describeNotification } from "@/lib/notifications/describe-notification";
import { listNotificationsQuerySchema } from "@/lib/notifications/schemas";
import { realtimeClientConfig, realtimeServerConfig } from "@/lib/realtime/config";

const jobId = "0199aa00-0000-7000-8000-000000000001";
const applicantId = "0199aa00-0000-7000-8000-000000000002";

describe("describeNotification", () => {
  it("leads an employer to the applicant, and a candidate to the job or their applications", () => {
    expect(describeNotification({ type: "NEW_APPLICANT", data: { jobId, jobTitle: "Go developer", applicantId, applicantName: "Ada" } })).toEqual({
      textKey: "newApplicant",
      values: { applicantName: "Ada", jobTitle: "Go developer" },
      href: `/home/applicant-details/${jobId}/applicant/${applicantId}`,
    });
    expect(describeNotification({ type: "JOB_INVITATION", data: { jobId, jobTitle: "Go developer", companyName: "Acme" } }).href).toBe(`/home/candidates-job-detail/${jobId}`);
    for (const type of ["APPLICATION_SHORTLISTED", "APPLICATION_REVIEWED", "APPLICATION_DISMISSED", "APPLICATION_HIRED"]) {
      expect(describeNotification({ type, data: { jobId, jobTitle: "Go developer", companyName: "Acme" } })).toMatchObject({ href: "/home/candidates-applications", values: { companyName: "Acme" } });
    }
  });

  it("tells an employer the day their job expires and leads to its edit form, where they extend it", () => {
    expect(describeNotification({ type: "JOB_EXPIRING_SOON", data: { jobId, jobTitle: "Go developer", expiresAt: "2026-12-03T23:59:59.999Z" } })).toEqual({
      textKey: "jobExpiringSoon",
      values: { jobTitle: "Go developer", date: "03/12/2026" },
      href: `/employers/post-job?job=${jobId}`,
    });
    expect(describeNotification({ type: "JOB_EXPIRING_SOON", data: { jobId, jobTitle: "Go developer", expiresAt: "soon" } }).textKey).toBe("generic");
  });

  it("leads the requested side of a chat request to that direct chat", () => {
    expect(describeNotification({ type: "CHAT_REQUEST", data: { channelId: "direct-0123abcd", requesterName: "Laura Méndez", roomId: jobId } })).toEqual({
      textKey: "chatRequest",
      values: { requesterName: "Laura Méndez" },
      href: "/home/chat?directChannelId=direct-0123abcd",
    });
    expect(describeNotification({ type: "CHAT_REQUEST", data: { channelId: "../x" } }).textKey).toBe("generic");
    expect(describeNotification({ type: "CHAT_REQUEST_APPROVED", data: { channelId: "direct-0123abcd", responderName: "Carlos Ramírez" } })).toEqual({
      textKey: "chatRequestApproved",
      values: { responderName: "Carlos Ramírez" },
      href: "/home/chat?directChannelId=direct-0123abcd",
    });
  });

  it("reads an unknown type, or data it lacks, as a plain notification without a link", () => {
    expect(describeNotification({ type: "JOB_EXPIRING", data: { jobId } })).toEqual({ textKey: "generic", values: {}, href: null });
    expect(describeNotification({ type: "NEW_APPLICANT", data: {} })).toEqual({ textKey: "generic", values: {}, href: null });
    expect(describeNotification({ type: "NEW_APPLICANT", data: { jobTitle: "X", jobId: "../../admin", applicantId } }).href).toBeNull();
  });
});

describe("the notifications query", () => {
  it("defaults to the first page of 10 and reads whole days", () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ take: 10, page: 1 });
    const query = listNotificationsQuerySchema.parse({ startDate: "2026-01-01", endDate: "2026-01-31", isRead: "false" });
    expect(query.startDate?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(query.endDate?.toISOString()).toBe("2026-01-31T23:59:59.999Z");
    expect(query.isRead).toBe(false);
  });
});

describe("the realtime configuration", () => {
  const keys = { PUSHER_APP_ID: "1", PUSHER_KEY: "key", PUSHER_SECRET: "secret" };

  it("is off without all three credentials", () => {
    expect(realtimeServerConfig({ PUSHER_APP_ID: "1", PUSHER_KEY: "key" })).toBeNull();
    expect(realtimeClientConfig({})).toBeNull();
  });

  it("names hosted Pusher by its cluster, over TLS", () => {
    expect(realtimeServerConfig({ ...keys, PUSHER_CLUSTER: "eu" })).toEqual({ appId: "1", key: "key", secret: "secret", cluster: "eu", useTLS: true });
    expect(realtimeClientConfig({ ...keys, PUSHER_CLUSTER: "eu" })).toEqual({ key: "key", cluster: "eu", forceTLS: true });
  });

  it("points both sides at a self-hosted server, the browser at its public address when given, and never hands out the secret", () => {
    const env = { ...keys, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: "6001", PUSHER_USE_TLS: "false" };
    expect(realtimeServerConfig(env)).toMatchObject({ host: "127.0.0.1", port: "6001", useTLS: false });
    expect(realtimeClientConfig(env)).toEqual({ key: "key", cluster: "local", wsHost: "127.0.0.1", wsPort: 6001, forceTLS: false });
    expect(realtimeClientConfig({ ...env, PUSHER_PUBLIC_HOST: "push.example.com", PUSHER_PUBLIC_PORT: "443" })).toMatchObject({ wsHost: "push.example.com", wsPort: 443 });
    expect(JSON.stringify(realtimeClientConfig(env))).not.toContain("secret");
  });
});
