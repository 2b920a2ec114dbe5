import { describe, expect, it } from "@jest/globals";

import { isDevOutboxEnabled } from "@/lib/mail/is-dev-outbox-enabled";
import { mailConfigFromEnv } from "@/lib/mail/transport";

describe("mailConfigFromEnv", () => {
  it("is null without SMTP_HOST: mail goes only to the outbox", () => {
    expect(mailConfigFromEnv({})).toBeNull();
    expect(mailConfigFromEnv({ SMTP_HOST: "  ", SMTP_PORT: "2525" })).toBeNull();
  });

  it("fills in the defaults", () => {
    expect(mailConfigFromEnv({ SMTP_HOST: "smtp.example.com" })).toEqual({
      host: "smtp.example.com",
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: "Remote Jobs <no-reply@localhost>",
    });
  });

  it("treats blank values as unset, as an .env file writes them", () => {
    expect(mailConfigFromEnv({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "", SMTP_SECURE: "", SMTP_USER: "", MAIL_FROM: "" })).toMatchObject({
      port: 587,
      secure: false,
      user: undefined,
      from: "Remote Jobs <no-reply@localhost>",
    });
  });

  it("reads every setting", () => {
    const env = {
      SMTP_HOST: "smtp.example.com",
      SMTP_PORT: "465",
      SMTP_SECURE: "true",
      SMTP_USER: "mailer",
      SMTP_PASSWORD: "secret",
      MAIL_FROM: "Jobs <jobs@example.com>",
    };
    expect(mailConfigFromEnv(env)).toEqual({ host: "smtp.example.com", port: 465, secure: true, user: "mailer", password: "secret", from: "Jobs <jobs@example.com>" });
    expect(mailConfigFromEnv({ ...env, SMTP_SECURE: "0" })?.secure).toBe(false);
  });

  it("names the setting that is wrong", () => {
    expect(() => mailConfigFromEnv({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "smtp" })).toThrow(/SMTP_PORT/);
    expect(() => mailConfigFromEnv({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "70000" })).toThrow(/SMTP_PORT/);
    expect(() => mailConfigFromEnv({ SMTP_HOST: "smtp.example.com", SMTP_SECURE: "maybe" })).toThrow(/SMTP_SECURE/);
  });
});

describe("isDevOutboxEnabled", () => {
  it.each([
    [{ NODE_ENV: "development" }, true],
    [{ NODE_ENV: "test" }, true],
    [{ NODE_ENV: "production" }, false],
    [{ NODE_ENV: "production", ENABLE_DEV_OUTBOX: "1" }, true],
    [{ NODE_ENV: "production", ENABLE_DEV_OUTBOX: "true" }, false],
    [{ NODE_ENV: "development", SMTP_HOST: "smtp.example.com" }, false],
    [{ NODE_ENV: "production", ENABLE_DEV_OUTBOX: "1", SMTP_HOST: "smtp.example.com" }, false],
  ])("%j → %s", (env, enabled) => {
    expect(isDevOutboxEnabled(env)).toBe(enabled);
  });
});
