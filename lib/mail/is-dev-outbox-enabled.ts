import { isSmtpConfigured } from "@/lib/mail/transport";

/**
 * /dev/outbox shows every recorded e-mail, reset codes included, to anyone who opens it. It exists
 * only while mail goes to the outbox, and in production only when ENABLE_DEV_OUTBOX=1 (a demo
 * server without SMTP, say).
 */
export function isDevOutboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
  if (isSmtpConfigured(env)) return false;
  return env.NODE_ENV !== "production" || env.ENABLE_DEV_OUTBOX === "1";
}
