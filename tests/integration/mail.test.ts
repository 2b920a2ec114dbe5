import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";

import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { db } from "@/lib/db";
import { latestOutboxEmail, listOutbox } from "@/lib/mail/list-outbox";
import { sendEmail } from "@/lib/mail/send-email";
import { jobInvitationEmail, passwordResetEmail } from "@/lib/mail/templates";
import { createMailer, mailConfigFromEnv } from "@/lib/mail/transport";
import { createUser } from "@/prisma/factories";
import { logEntries } from "@/tests/support/log-entries";

// A developer's .env may point at a real SMTP server; these tests choose their server themselves.
beforeAll(() => {
  for (const name of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM"]) delete process.env[name];
});

beforeEach(async () => {
  await db.outboxEmail.deleteMany();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const resetEmail = (to: string) => ({ to, template: "password_reset", locale: "en" as const, ...passwordResetEmail({ locale: "en", code: "482913" }) });

describe("sendEmail without SMTP settings", () => {
  it("records exactly one outbox row, which is the delivery", async () => {
    const user = await createUser(db, { locale: "es" });
    const email = {
      to: user.email,
      userId: user.id,
      template: "job_invitation",
      locale: "es" as const,
      ...jobInvitationEmail({ locale: "es", candidateName: "Ana", jobTitle: "Diseñadora", companyName: "Acme", url: "https://remotejobs.test/es/us/jobs/1" }),
    };

    await sendEmail(email);

    const rows = await db.outboxEmail.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      to: user.email,
      template: "job_invitation",
      locale: "es",
      subject: "Acme te invita a postularte: Diseñadora",
      text: email.text,
      html: email.html,
      sentAt: null,
      error: null,
    });
  });

  it("records a message without a user or an HTML body", async () => {
    await sendEmail({ to: "someone@example.test", template: "notice", locale: "en", subject: "Plain", text: "Only text." });
    expect(await db.outboxEmail.findFirst()).toMatchObject({ userId: null, to: "someone@example.test", html: null, sentAt: null, error: null });
  });
});

describe("sendEmail through SMTP", () => {
  it("delivers the message to the server and stamps sentAt", async () => {
    const sink = await startSmtpSink();
    try {
      // Through the same parsing as the app's environment, so the settings reach nodemailer as meant.
      const config = mailConfigFromEnv({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_USER: "mailer",
        SMTP_PASSWORD: "s3cret",
        MAIL_FROM: "Remote Jobs <no-reply@example.test>",
      });
      const before = Date.now();

      await sendEmail(resetEmail("candidate@example.test"), { mailer: createMailer(config!) });

      const message = await sink.message;
      expect(message.auth).toEqual({ user: "mailer", password: "s3cret" });
      expect(message.mailFrom).toBe("no-reply@example.test");
      expect(message.rcptTo).toEqual(["candidate@example.test"]);
      expect(message.data).toMatch(/^From: Remote Jobs <no-reply@example\.test>$/m);
      expect(message.data).toMatch(/^To: candidate@example\.test$/m);
      expect(message.data).toMatch(/^Subject: Your Remote Jobs password reset code$/m);
      expect(message.data).toContain("Content-Type: text/plain");
      expect(message.data).toContain("Content-Type: text/html");
      expect(message.data).toContain("482913");

      const row = await db.outboxEmail.findFirstOrThrow();
      expect(row.error).toBeNull();
      expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1);
      expect(await db.outboxEmail.count()).toBe(1);
    } finally {
      await sink.close();
    }
  });

  it("keeps the error on the row, logs it and does not reject when the server cannot be reached", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const mailer = createMailer({ host: "127.0.0.1", port: await closedPort(), secure: false, from: "Remote Jobs <no-reply@example.test>" });

    await expect(sendEmail(resetEmail("candidate@example.test"), { mailer })).resolves.toBeUndefined();

    const row = await db.outboxEmail.findFirstOrThrow();
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(row.text).toContain("482913");
    expect(logEntries(logged)).toContainEqual(expect.objectContaining({ level: "error", message: "mail: SMTP delivery failed", outboxEmailId: row.id, template: "password_reset" }));
  });
});

describe("listOutbox and latestOutboxEmail", () => {
  it("list newest first and find a recipient's messages whatever the case of the address", async () => {
    await sendEmail({ ...resetEmail("ana@example.test"), subject: "first" });
    await sendEmail({ ...resetEmail("bob@example.test"), subject: "second" });
    await sendEmail({ ...resetEmail("Ana@Example.test"), template: "email_change_code", subject: "third" });

    expect((await listOutbox()).map((email) => email.subject)).toEqual(["third", "second", "first"]);
    expect((await listOutbox({ take: 2 })).map((email) => email.subject)).toEqual(["third", "second"]);
    expect((await listOutbox({ to: " ANA@example.test " })).map((email) => email.subject)).toEqual(["third", "first"]);
    expect(await listOutbox({ to: "ana@example" })).toEqual([]);

    expect((await latestOutboxEmail("ana@example.test"))?.subject).toBe("third");
    expect((await latestOutboxEmail("ana@example.test", "password_reset"))?.subject).toBe("first");
    expect(await latestOutboxEmail("carol@example.test")).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

type CapturedMessage = {
  auth: { user: string; password: string } | null;
  mailFrom: string;
  rcptTo: string[];
  /** The message as sent after DATA: headers and MIME body, dot-stuffing undone. */
  data: string;
};

/** Just enough SMTP (RFC 5321) for nodemailer to hand over one message: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
async function startSmtpSink() {
  let deliver!: (message: CapturedMessage) => void;
  const message = new Promise<CapturedMessage>((resolve) => {
    deliver = resolve;
  });
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    const reply = (...lines: string[]) => socket.write(lines.map((line) => `${line}\r\n`).join(""));
    const captured: CapturedMessage = { auth: null, mailFrom: "", rcptTo: [], data: "" };
    let dataLines: string[] | null = null;
    let buffer = "";

    const handle = (line: string) => {
      if (dataLines) {
        if (line !== ".") return void dataLines.push(line.startsWith(".") ? line.slice(1) : line);
        captured.data = dataLines.join("\r\n");
        dataLines = null;
        deliver(captured);
        return void reply("250 2.0.0 queued");
      }
      const [verb = "", ...rest] = line.split(" ");
      const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
      switch (verb.toUpperCase()) {
        case "EHLO":
          return void reply("250-sink.test", "250-AUTH PLAIN", "250 8BITMIME");
        case "AUTH": {
          const [, user = "", password = ""] = Buffer.from(rest[1] ?? "", "base64").toString("utf8").split("\0");
          captured.auth = { user, password };
          return void reply("235 2.7.0 accepted");
        }
        case "MAIL":
          captured.mailFrom = address;
          return void reply("250 2.1.0 ok");
        case "RCPT":
          captured.rcptTo.push(address);
          return void reply("250 2.1.5 ok");
        case "DATA":
          dataLines = [];
          return void reply("354 end data with <CR><LF>.<CR><LF>");
        case "QUIT":
          reply("221 2.0.0 bye");
          return void socket.end();
        default:
          return void reply("502 5.5.2 not implemented");
      }
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
      }
    });
    reply("220 sink.test ESMTP");
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    message,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on which nothing listens: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
