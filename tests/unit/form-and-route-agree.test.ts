import { describe, expect, it } from "@jest/globals";
import type { z } from "zod";

import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as signUp } from "@/app/api/users/route";
import { changePasswordFormSchema, newPasswordFormSchema } from "@/lib/auth/schemas";
import { signUpFormSchema } from "@/lib/users/schemas";
import { formMessageOf, type IssueLike } from "@/lib/validations/form-messages";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };
import { callRoute } from "@/tests/support/api";

/**
 * A form and its route handler refuse the same input with the same message: the form validates
 * with the schema the handler parses the body with, and both sides' issues read through the one
 * table of spec 5's messages (lib/validations/form-messages.ts) into the page's language.
 */
const messages = { en: en.FormErrors, es: es.FormErrors };

function shown(issue: IssueLike, locale: "en" | "es"): string {
  const { key, values } = formMessageOf(issue);
  return Object.entries(values ?? {}).reduce<string>((text, [name, value]) => text.replace(`{${name}}`, String(value)), messages[locale][key]);
}

/** The first message under each field, as the form shows it. */
function formMessages(schema: z.ZodType, values: Record<string, unknown>, locale: "en" | "es") {
  const result = schema.safeParse(values);
  const firstByField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!firstByField.has(field)) firstByField.set(field, shown(issue as IssueLike, locale));
  }
  return Object.fromEntries(firstByField);
}

/** The first message per field of the handler's 422, in the same language. */
async function routeMessages(answer: Awaited<ReturnType<typeof callRoute>>, locale: "en" | "es") {
  expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
  const firstByField = new Map<string, string>();
  for (const issue of answer.body.error!.details.fields as (IssueLike & { path: string })[]) {
    if (!firstByField.has(issue.path)) firstByField.set(issue.path, shown(issue, locale));
  }
  return Object.fromEntries(firstByField);
}

describe.each(["en", "es"] as const)("forms and route handlers agree (%s)", (locale) => {
  it.each([
    [{ email: "not-an-email", password: "short" }, ["email", "password"]],
    [{ email: "", password: "" }, ["email", "password"]],
    [{ email: `${"a".repeat(250)}@example.test`, password: "x".repeat(129) }, ["email", "password"]],
    [{ email: "ana@example.test", password: "long enough\u0000" }, ["password"]],
  ])("sign-up: %j", async (input, fields) => {
    const fromForm = formMessages(signUpFormSchema, { ...input, confirmPassword: input.password, first_name: "", last_name: "" }, locale);
    const fromRoute = await routeMessages(await callRoute(signUp, { body: { ...input, logged_as: "candidate" } }), locale);
    expect(Object.keys(fromRoute).sort()).toEqual(fields);
    for (const field of fields) expect({ field, message: fromForm[field] }).toEqual({ field, message: fromRoute[field] });
  });

  it.each(["short", "", "x".repeat(129), "with a NUL \u0000"])("a new password after a reset code: %j", async (password) => {
    const fromForm = formMessages(newPasswordFormSchema, { password, confirmPassword: password }, locale);
    const fromRoute = await routeMessages(await callRoute(resetPassword, { body: { resetToken: "a-token", password } }), locale);
    expect(fromForm.password).toBeDefined();
    expect(fromRoute).toEqual({ password: fromForm.password });
  });

  it("a repeated password that differs is the form's own check, with spec 5's message", () => {
    expect(formMessages(changePasswordFormSchema, { currentPassword: "whatever", newPassword: "a new password", confirmPassword: "another one" }, locale)).toEqual({
      confirmPassword: messages[locale].passwordsMismatch,
    });
  });
});
