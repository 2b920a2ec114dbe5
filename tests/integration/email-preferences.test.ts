import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET, PUT } from "@/app/api/users/[id]/email-preferences/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { recordNotificationEmails } from "@/lib/notifications/notification-emails";
import { recordNotifications, type NotificationInput } from "@/lib/notifications/record-notification";
import { callRoute } from "@/tests/support/api";
import { createCandidate, uuidv7 } from "@/prisma/factories";

let candidate: User;

beforeAll(() => {
  for (const name of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM"]) delete process.env[name];
});

beforeEach(async () => {
  await db.outboxEmail.deleteMany();
  await db.user.deleteMany();
  candidate = await createCandidate(db, { user: { firstName: "Ana", lastName: "Gómez", locale: "es" } });
});

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const read = (caller: User, userId = caller.id) => callRoute(GET, { method: "GET", token: tokenOf(caller), params: { id: userId } });
const save = (caller: User, body: unknown, userId = caller.id) => callRoute(PUT, { method: "PUT", token: tokenOf(caller), params: { id: userId }, body });

describe("GET and PUT /api/users/{id}/email-preferences", () => {
  it("answers every e-mail for a user who never chose, and keeps a choice", async () => {
    expect((await read(candidate)).body.data).toEqual({ invitations: true, application_updates: true });
    expect((await save(candidate, { invitations: true, application_updates: false })).status).toBe(200);
    expect((await read(candidate)).body.data).toEqual({ invitations: true, application_updates: false });
  });

  it("refuses another user's choices and a body it cannot read", async () => {
    const other = await createCandidate(db);
    expect((await read(other, candidate.id)).status).toBe(403);
    expect((await save(other, { invitations: false, application_updates: false }, candidate.id)).status).toBe(403);
    expect((await save(candidate, { invitations: "no" })).body.error?.code).toBe("validation_failed");
    expect((await read(candidate)).body.data.invitations).toBe(true);
  });
});

describe("recordNotificationEmails", () => {
  const notices = (userId: string): NotificationInput[] => [
    { userId, side: "CANDIDATE", type: "JOB_INVITATION", data: { jobId: uuidv7(), jobTitle: "Diseñadora", companyName: "Acme" } },
    { userId, side: "CANDIDATE", type: "APPLICATION_SHORTLISTED", data: { jobId: uuidv7(), jobTitle: "Diseñadora", companyName: "Acme", applicationId: uuidv7() } },
    { userId, side: "EMPLOYER", type: "NEW_APPLICANT", data: { jobTitle: "Diseñadora" } },
  ];

  async function mailFor(userId: string) {
    await db.$transaction(async (tx) => recordNotificationEmails(tx, await recordNotifications(tx, notices(userId))));
    return db.outboxEmail.findMany({ where: { userId }, orderBy: { template: "asc" }, select: { template: true, locale: true, subject: true, text: true } });
  }

  it("writes the invitation and the application update in the reader's language, and nothing for other types", async () => {
    const mail = await mailFor(candidate.id);
    expect(mail.map(({ template, locale }) => [template, locale])).toEqual([
      ["application_shortlisted", "es"],
      ["job_invitation", "es"],
    ]);
    expect(mail[0]!.subject).toBe("Estás en la preselección para Diseñadora");
    expect(mail[0]!.text).toContain("/es/home/candidates-applications");
  });

  it("leaves out what the user chose not to get", async () => {
    await save(candidate, { invitations: true, application_updates: false });
    expect((await mailFor(candidate.id)).map(({ template }) => template)).toEqual(["job_invitation"]);
    await save(candidate, { invitations: false, application_updates: false });
    await db.outboxEmail.deleteMany();
    expect(await mailFor(candidate.id)).toEqual([]);
  });
});
