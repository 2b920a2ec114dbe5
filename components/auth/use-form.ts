"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { formErrorOf, type IssueLike } from "@/components/auth/form-errors";

type Flags<V> = Partial<Record<keyof V & string, boolean>>;

/** What a field component needs: value and handlers, its error text, and a ref for focusing it. */
export type FieldProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: string | undefined;
  attach: (element: HTMLInputElement | null) => void;
};

/**
 * A form's state, validated with a zod schema (the one the API uses): the first error of each
 * field shows under it once the field was changed and left (spec section 5: "when dirty"), and
 * every error shows after a submit, when the first invalid field takes the focus. Errors the
 * server sends for a field show until the field changes. `initialValues` lists the fields in
 * the order they appear on screen.
 */
export function useForm<V extends Record<string, string>, Out>({ schema, initialValues }: { schema: z.ZodType<Out>; initialValues: V }) {
  const tForm = useTranslations("FormErrors");
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [dirty, setDirty] = useState<Flags<V>>({});
  const [touched, setTouched] = useState<Flags<V>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const elements = useRef(new Map<string, HTMLInputElement>());
  const fieldOrder = useRef(Object.keys(initialValues) as (keyof V & string)[]);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);

  const clientErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !(field in errors)) {
        // An empty field that must be filled is "required", whatever rule failed first (an
        // empty e-mail is not "Enter a valid email").
        const isBlank = (values[field] ?? "").trim() === "";
        const { key, values: params } = isBlank ? ({ key: "required" } as const) : formErrorOf(issue as IssueLike);
        errors[field] = tForm(key, params);
      }
    }
    return errors;
  }, [parsed, values, tForm]);

  const errorOf = useCallback(
    (name: keyof V & string): string | undefined => {
      if (serverErrors[name]) return serverErrors[name];
      const isShown = isSubmitted || (touched[name] && dirty[name]);
      return isShown ? clientErrors[name] : undefined;
    },
    [serverErrors, isSubmitted, touched, dirty, clientErrors],
  );

  // After a submit with errors, once aria-invalid and the messages are on screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = fieldOrder.current.find((name) => errorOf(name));
    if (first) elements.current.get(first)?.focus();
    // Only a new submit moves the focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  function setValue(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => (current[name] ? current : { ...current, [name]: true }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function field(name: keyof V & string): FieldProps {
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: values[name] ?? "",
      onChange: (event) => setValue(name, event.target.value),
      onBlur: (event) => {
        // Leaving the field for the submit button: the submit shows every error at once. Showing
        // this one now would move the button down between mouse down and up, and lose the click.
        if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
        setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      },
      error: errorOf(name),
      attach: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  }

  /** Shows a server's message under a field and focuses it (e.g. email_taken under the e-mail). */
  function setFieldError(name: keyof V & string, message: string) {
    setServerErrors((current) => ({ ...current, [name]: message }));
    setFocusRequest((request) => request + 1);
  }

  /**
   * Shows the field errors of a 422 validation_failed answer (details.fields) under their fields;
   * false when none of them is a field of this form.
   */
  function setServerIssues(issues: unknown): boolean {
    if (!Array.isArray(issues)) return false;
    const found: Partial<Record<keyof V & string, string>> = {};
    for (const issue of issues as (IssueLike & { path?: unknown })[]) {
      const name = typeof issue?.path === "string" ? (issue.path.split(".")[0] as keyof V & string) : undefined;
      if (!name || !(name in initialValues) || found[name]) continue;
      const { key, values: params } = formErrorOf(issue);
      found[name] = tForm(key, params);
    }
    if (Object.keys(found).length === 0) return false;
    setServerErrors((current) => ({ ...current, ...found }));
    setFocusRequest((request) => request + 1);
    return true;
  }

  /**
   * Calls `onValid` with the schema's output when the values pass. The form is pending until it
   * settles, or for good when it answers "leaving" (the page is navigating away).
   */
  function handleSubmit(onValid: (data: Out) => Promise<void | "leaving"> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isPending) return;
      setIsSubmitted(true);
      const hasServerErrors = Object.values(serverErrors).some(Boolean);
      if (!parsed.success || hasServerErrors) {
        setFocusRequest((request) => request + 1);
        return;
      }
      setIsPending(true);
      let outcome: void | "leaving" = undefined;
      try {
        outcome = await onValid(parsed.data);
      } finally {
        if (outcome !== "leaving") setIsPending(false);
      }
    };
  }

  return { values, setValue, field, setFieldError, setServerIssues, handleSubmit, isPending };
}
