import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import PusherClient, { type Channel } from "pusher-js";

import { POST as inviteCandidate } from "@/app/api/posts/[id]/invite-candidate/[candidateId]/route";
import { PUT as changeStage } from "@/app/api/posts/[id]/applicants/[userId]/stage/route";
import { POST as pusherAuth } from "@/app/api/pusher/auth/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { GET as listNotifications } from "@/app/api/users/[id]/notifications/route";
import { startPusherEmulator, type PusherEmulator } from "@/emulators/pusher/server";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { publishNewNotifications, type NewNotificationsEvent } from "@/lib/notifications/publish-new-notifications";
import { recordNotifications } from "@/lib/notifications/record-notification";
import { NEW_NOTIFICATIONS_EVENT, userChannel } from "@/lib/realtime/channels";
import { callRoute } from "@/tests/support/api";
import { logEntries } from "@/tests/support/log-entries";
import { connected, nextEvent, recordEvents, waitFor } from "@/tests/integration/emulators/pusher/pusher-clients";
import { createApplication, createCandidate, createEmployerWithCompany, createJob, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(90_000);

const APP = { id: "live-app", key: "live-key", secret: "live-secret" };
const realtimeVariables = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS", "PUSHER_CLUSTER"];

let emulator: PusherEmulator;
let hiring: EmployerWithCompany;
const clients: PusherClient[] = [];

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function authorize(user: User, socketId: string, channelName: string) {
  return callRoute(pusherAuth, {
    token: tokenOf(user),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
  });
}

/** pusher-js (Node build) authorised by the app's own /api/pusher/auth route, as the browser is. */
function browserOf(user: User, port = emulator.port): PusherClient {
  const client = new PusherClient(APP.key, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        void authorize(user, socketId, channelName).then(({ status, body }) =>
          status === 200 ? callback(null, body as unknown as { auth: string }) : callback(new Error(`status ${status}`), null),
        );
      },
    },
  });
  clients.push(client);
  return client;
}

async function subscribe(client: PusherClient, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  await waitFor(`subscription to ${channelName}`, (resolve) => channel.bind("pusher:subscription_succeeded", resolve));
  return channel;
}

function apply(candidate: User, jobId: string) {
  return callRoute(applyTo, { token: tokenOf(candidate), params: { id: candidate.id, postId: jobId }, body: { candidate_id: candidate.id, questions: [] } });
}

function openJob() {
  return createJob(db, { company: hiring.company, createdBy: hiring.employer, timezoneMinOffset: null, timezoneMaxOffset: null, publishedAt: new Date(Date.now() - 86_400_000) });
}

async function startEmulator(port = 0) {
  emulator = await startPusherEmulator({ port, apps: [APP] });
  Object.assign(process.env, { PUSHER_APP_ID: APP.id, PUSHER_KEY: APP.key, PUSHER_SECRET: APP.secret, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: String(emulator.port), PUSHER_USE_TLS: "false" });
}

beforeAll(async () => {
  for (const name of ["SMTP_HOST", ...realtimeVariables]) delete process.env[name];
  await startEmulator();
});
beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await emulator.close();
  for (const name of realtimeVariables) delete process.env[name];
});

describe("the private channel of a user", () => {
  it("is signed for its owner and refused to anyone else, by the route and for pusher-js", async () => {
    const candidate = await createCandidate(db);
    const own = await authorize(hiring.employer, "123.456", userChannel(hiring.employer.id));
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ auth: expect.stringMatching(new RegExp(`^${APP.key}:[0-9a-f]{64}$`)) });

    expect(await authorize(candidate, "123.456", userChannel(hiring.employer.id))).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    expect((await authorize(candidate, "not-a-socket", userChannel(candidate.id))).status).toBe(422);
    const anonymous = await callRoute(pusherAuth, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `socket_id=1.2&channel_name=${userChannel(candidate.id)}` });
    expect(anonymous.status).toBe(401);

    const snoop = browserOf(candidate);
    const channel = snoop.subscribe(userChannel(hiring.employer.id));
    const refusal = await waitFor<{ type: string }>("the refusal", (resolve) => channel.bind("pusher:subscription_error", resolve));
    expect(refusal.type).toBe("AuthError");
  });
});

describe("new_notifications", () => {
  it("reaches the employer's channel after an application commits, and not for a refused one", async () => {
    const [job, candidate] = await Promise.all([openJob(), createCandidate(db)]);
    const employerBrowser = browserOf(hiring.employer);
    const channel = await subscribe(employerBrowser, userChannel(hiring.employer.id));
    const received = recordEvents(channel, NEW_NOTIFICATIONS_EVENT);

    const arriving = nextEvent(channel, NEW_NOTIFICATIONS_EVENT);
    expect((await apply(candidate, job.id)).status).toBe(201);
    const { data } = await arriving;
    const event = data as NewNotificationsEvent;
    expect(event.userId).toBe(hiring.employer.id);
    expect(event.newNotifications).toEqual([expect.objectContaining({ type: "NEW_APPLICANT", typeUser: "EMPLOYER", is_read: false, data: expect.objectContaining({ jobId: job.id, applicantId: candidate.id }) })]);

    // The second application is rolled back by the unique index: no record, no event.
    expect((await apply(candidate, job.id)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: hiring.employer.id } })).toBe(1);
  });

  it("publishes a bulk write to each addressee after it commits, and nothing of one rolled back", async () => {
    const [ana, ben] = await Promise.all([createCandidate(db), createCandidate(db)]);
    const [anaChannel, benChannel] = await Promise.all([subscribe(browserOf(ana), userChannel(ana.id)), subscribe(browserOf(ben), userChannel(ben.id))]);
    const anaEvents = recordEvents(anaChannel, NEW_NOTIFICATIONS_EVENT);
    const data = { jobId: hiring.company.id, jobTitle: "Designer", companyName: "Acme", applicationId: hiring.company.id };

    // The pattern for any write: record in the transaction, publish what it returns after the commit.
    const rolledBack = db.$transaction(async (tx) => {
      const written = await recordNotifications(tx, [{ userId: ana.id, side: "CANDIDATE", type: "APPLICATION_DISMISSED", data }]);
      throw new Error(`rolled back after writing ${written.length}`);
    });
    await expect(rolledBack).rejects.toThrow("rolled back after writing 1");

    const arriving = Promise.all([nextEvent(anaChannel, NEW_NOTIFICATIONS_EVENT), nextEvent(benChannel, NEW_NOTIFICATIONS_EVENT)]);
    const written = await db.$transaction((tx) =>
      recordNotifications(tx, [
        { userId: ana.id, side: "CANDIDATE", type: "APPLICATION_SHORTLISTED", data },
        { userId: ben.id, side: "CANDIDATE", type: "APPLICATION_HIRED", data },
      ]),
    );
    await publishNewNotifications(written);
    const [forAna, forBen] = (await arriving).map(({ data: event }) => event as NewNotificationsEvent);
    expect(forAna).toMatchObject({ userId: ana.id, newNotifications: [{ type: "APPLICATION_SHORTLISTED", typeUser: "CANDIDATE" }] });
    expect(forBen).toMatchObject({ userId: ben.id, newNotifications: [{ type: "APPLICATION_HIRED" }] });
    expect(anaEvents).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: ana.id } })).toBe(1);
  });

  it("keeps the write when the realtime server is down, and arrives again once it is back", async () => {
    const [first, second, candidate] = await Promise.all([openJob(), openJob(), createCandidate(db)]);
    const employerBrowser = browserOf(hiring.employer);
    await subscribe(employerBrowser, userChannel(hiring.employer.id));
    const port = emulator.port;

    await emulator.close();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await apply(candidate, first.id)).status).toBe(201);
      expect(logEntries(errors)).toContainEqual(expect.objectContaining({ level: "warn", message: "realtime: could not publish new_notifications", userId: hiring.employer.id }));
    } finally {
      errors.mockRestore();
    }

    await startEmulator(port);
    // pusher-js comes back by itself and subscribes again (a new socket, so a new authorization).
    const channel = employerBrowser.channel(userChannel(hiring.employer.id));
    await waitFor("the subscription again", (resolve) => channel.bind("pusher:subscription_succeeded", resolve), 45_000);
    await connected(employerBrowser);
    const arriving = nextEvent(channel, NEW_NOTIFICATIONS_EVENT);
    expect((await apply(candidate, second.id)).status).toBe(201);
    expect(((await arriving).data as NewNotificationsEvent).newNotifications[0]!.data).toMatchObject({ jobId: second.id });

    const list = await callRoute(listNotifications, { method: "GET", token: tokenOf(hiring.employer), params: { id: hiring.employer.id }, path: "/api/users/x/notifications" });
    expect(list.body.data.total).toBe(2);
  });
});

describe("the hiring team's changes", () => {
  const moveTo = (jobId: string, candidate: User, stage: string) =>
    callRoute(changeStage, { method: "PUT", token: tokenOf(hiring.employer), params: { id: jobId, userId: candidate.id }, body: { stage } });

  it("tell the candidate live and by e-mail once committed; a dismissal, which Undo may erase, stays quiet", async () => {
    const [job, candidate] = await Promise.all([openJob(), createCandidate(db)]);
    await createApplication(db, { job, candidate, rank: 1 });
    const channel = await subscribe(browserOf(candidate), userChannel(candidate.id));
    const received = recordEvents(channel, NEW_NOTIFICATIONS_EVENT);

    const arriving = nextEvent(channel, NEW_NOTIFICATIONS_EVENT);
    expect((await moveTo(job.id, candidate, "shortlisted")).status).toBe(200);
    expect(((await arriving).data as NewNotificationsEvent).newNotifications).toEqual([expect.objectContaining({ type: "APPLICATION_SHORTLISTED", data: expect.objectContaining({ jobId: job.id }) })]);

    expect((await moveTo(job.id, candidate, "dismissed")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: candidate.id } })).toBe(2);
    const mails = await db.outboxEmail.findMany({ where: { userId: candidate.id }, select: { template: true } });
    expect(mails.map((mail) => mail.template)).toEqual(["application_shortlisted"]);
  });

  it("send an invitation live, and its e-mail only to those who want invitation e-mails", async () => {
    const [job, keen, quiet] = await Promise.all([openJob(), createCandidate(db), createCandidate(db)]);
    await db.emailPreferences.create({ data: { userId: quiet.id, invitations: false, applicationUpdates: true } });
    const channel = await subscribe(browserOf(keen), userChannel(keen.id));
    const invite = (candidate: User) => callRoute(inviteCandidate, { token: tokenOf(hiring.employer), params: { id: job.id, candidateId: candidate.id } });

    const arriving = nextEvent(channel, NEW_NOTIFICATIONS_EVENT);
    expect((await invite(keen)).status).toBe(200);
    expect(((await arriving).data as NewNotificationsEvent).newNotifications).toEqual([expect.objectContaining({ type: "JOB_INVITATION" })]);
    expect((await invite(quiet)).status).toBe(200);

    expect(await db.outboxEmail.count({ where: { userId: keen.id, template: "job_invitation" } })).toBe(1);
    expect(await db.outboxEmail.count({ where: { userId: quiet.id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: quiet.id, type: "JOB_INVITATION" } })).toBe(1);
  });
});
