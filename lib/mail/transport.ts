import "server-only";

import nodemailer from "nodemailer";
import { z } from "zod";

export type MailConfig = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
};

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/** Hands one message to an SMTP server; rejects when the server does not accept it. */
export type Mailer = { send(email: OutgoingEmail): Promise<void> };

type Env = Record<string, string | undefined>;

// `SMTP_PORT=` in an .env file means "use the default", not "port 0".
const unsetIfBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const smtpEnvSchema = z.object({
  SMTP_HOST: z.string().trim(),
  SMTP_PORT: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(65535).default(587)),
  SMTP_SECURE: z.preprocess(unsetIfBlank, z.stringbool().default(false)),
  SMTP_USER: z.preprocess(unsetIfBlank, z.string().optional()),
  SMTP_PASSWORD: z.preprocess(unsetIfBlank, z.string().optional()),
  MAIL_FROM: z.preprocess(unsetIfBlank, z.string().default("Remote Jobs <no-reply@localhost>")),
});

/** Without SMTP_HOST, mail is only recorded in the outbox (outbox_emails). */
export function isSmtpConfigured(env: Env = process.env): boolean {
  return !!env.SMTP_HOST?.trim();
}

/** The SMTP settings in the environment, or null when mail goes only to the outbox. */
export function mailConfigFromEnv(env: Env = process.env): MailConfig | null {
  if (!isSmtpConfigured(env)) return null;
  const parsed = smtpEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid mail settings in the environment:\n${z.prettifyError(parsed.error)}`);
  const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM } = parsed.data;
  return { host: SMTP_HOST, port: SMTP_PORT, secure: SMTP_SECURE, user: SMTP_USER, password: SMTP_PASSWORD, from: MAIL_FROM };
}

// nodemailer waits up to two minutes to connect and ten for a silent socket; the request that
// sends the e-mail waits for it, so a dead server must fail in seconds instead.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(config: MailConfig): Mailer {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
    ...timeouts,
  });
  return {
    async send(email) {
      await transporter.sendMail({ from: config.from, ...email });
    },
  };
}

/** Connects, greets and logs in to the SMTP server without sending anything (GET /api/health). */
export async function verifySmtp(config: MailConfig, timeoutMs: number): Promise<void> {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}

let defaultMailer: Mailer | null | undefined;

/** The mailer for the SMTP settings in the environment, created on first use; null without SMTP_HOST. */
export function getDefaultMailer(): Mailer | null {
  if (defaultMailer === undefined) {
    const config = mailConfigFromEnv();
    defaultMailer = config ? createMailer(config) : null;
  }
  return defaultMailer;
}
