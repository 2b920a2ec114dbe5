"use client";

import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { formMessageKey } from "@/lib/users/form-messages";

type Values = Record<string, string>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** What an input needs from the form. */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
};

/** A 422 answer's details.fields entry. */
export type ServerFieldIssue = { path?: string; message?: string };

/**
 * The state of one of the account forms, validated with the schema the API uses. Spec section 5:
 * the first error of a field shows under it once the field is dirty (and every error after a
 * submit). The schemas fail with the spec's English messages; they show in the page's language.
 */
export function useSchemaForm<V extends Values, Out>(schema: z.ZodType<Out, V>, initialValues: V) {
  const t = useTranslations("AccountSettings.fieldErrors");
  const [values, setValues] = useState<V>(initialValues);
  const [dirty, setDirty] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});

  const translate = (message: string | undefined): string => {
    const key = formMessageKey(message);
    return key ? t(key) : (message ?? "");
  };

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: Record<string, string | undefined> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? "");
        if (name && !(name in errors)) errors[name] = issue.message;
      }
    }
    return errors;
  }, [parsed]);

  function errorOf(name: keyof V & string): string | undefined {
    if (serverErrors[name]) return serverErrors[name];
    const message = clientErrors[name];
    return message && (isSubmitted || dirty[name]) ? translate(message) : undefined;
  }

  function setValue(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  }

  function field(name: keyof V & string): FieldBinding {
    return { name, value: values[name] ?? "", onChange: (event) => setValue(name, event.target.value), error: errorOf(name) };
  }

  /** Shows an error under a field: a server's message (translated when it is a spec message) or a text of the page. */
  function setFieldError(name: keyof V & string, message: string) {
    setServerErrors((current) => ({ ...current, [name]: translate(message) }));
  }

  /** The fields of a 422 answer, under their inputs; false when none of them is a field of this form. */
  function showServerIssues(issues: unknown): boolean {
    if (!Array.isArray(issues)) return false;
    let shown = false;
    for (const issue of issues as ServerFieldIssue[]) {
      const name = issue.path?.split(".")[0];
      if (name && name in values && issue.message) {
        setFieldError(name as keyof V & string, issue.message);
        shown = true;
      }
    }
    return shown;
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setDirty({});
    setIsSubmitted(false);
    setServerErrors({});
  }

  /** Runs `onValid` with the parsed values when they pass; the form is pending meanwhile. */
  function handleSubmit(onValid: (data: Out) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isPending) return;
      setIsSubmitted(true);
      if (!parsed.success || Object.values(serverErrors).some(Boolean)) {
        focusFirstInvalid(event.currentTarget);
        return;
      }
      setIsPending(true);
      try {
        await onValid(parsed.data);
      } finally {
        setIsPending(false);
      }
    };
  }

  return { values, setValue, field, setFieldError, showServerIssues, reset, handleSubmit, isPending };
}

/** After React has marked the invalid inputs. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
