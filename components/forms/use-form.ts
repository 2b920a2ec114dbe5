"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { isApiError } from "@/lib/api/client";
import { formMessageOf, type IssueLike } from "@/lib/validations/form-messages";

export type FormValues = Record<string, unknown>;
type Name<V> = keyof V & string;
type StringName<V> = { [K in Name<V>]: V[K] extends string ? K : never }[Name<V>];
type Flags<V> = Partial<Record<Name<V>, boolean>>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What any control needs from the form: its value and setter, its first error, and a ref for focusing it. */
export type ControlBinding<T> = {
  id: string;
  name: string;
  value: T;
  setValue: (value: T) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  error: string | undefined;
  attach: (element: HTMLElement | null) => void;
};

/** A text control's binding: the same, with the change handler an input takes. */
export type FieldBinding = ControlBinding<string> & { onChange: (event: ChangeEvent<Control>) => void };

/** A 4xx answer's details.fields entry (lib/api/error-response.ts). */
type ServerIssue = IssueLike & { path?: unknown; question_id?: unknown };

/**
 * The one form hook. It validates the values with a zod schema (the one the route handler parses
 * the body with) and, as spec 5 says, shows the first error of a field under it once the field is
 * dirty: changed and left, and from then on as it is edited; every error shows after a submit, when
 * the first invalid field takes the focus. The submit is blocked while the values are invalid and
 * while they are being sent. Errors the API answers for a field (details.fields) show under it
 * until it changes. `initialValues` lists the fields in the order they appear on screen.
 */
export function useForm<V extends FormValues, Out>({ schema, initialValues }: { schema: z.ZodType<Out>; initialValues: V }) {
  const t = useTranslations("FormErrors");
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [dirty, setDirty] = useState<Flags<V>>({});
  const [touched, setTouched] = useState<Flags<V>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name<V>, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const elements = useRef(new Map<string, HTMLElement>());
  const order = Object.keys(initialValues) as Name<V>[];

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);

  const clientErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!field || field in errors) continue;
      // An empty field that must be filled is "required", whatever rule failed first (an empty
      // e-mail is not "Enter a valid email").
      const value = values[field];
      const isBlank = typeof value === "string" && value.trim() === "" && issue.path.length === 1;
      const { key, values: params } = isBlank ? ({ key: "required" } as const) : formMessageOf(issue as IssueLike);
      errors[field] = t(key, params);
    }
    return errors;
  }, [parsed, values, t]);

  const errorOf = useCallback(
    (name: Name<V>): string | undefined => serverErrors[name] ?? (isSubmitted || (touched[name] && dirty[name]) ? clientErrors[name] : undefined),
    [serverErrors, isSubmitted, touched, dirty, clientErrors],
  );

  const hasServerErrors = Object.values(serverErrors).some(Boolean);
  const isValid = parsed.success && !hasServerErrors;

  // What was typed (or filled in by the browser) before React took over the server's HTML is in the
  // inputs but not in the state: take it over once, as if it had been typed now.
  useEffect(() => {
    for (const [name, element] of elements.current) {
      const isText = (element instanceof HTMLInputElement && element.type !== "radio" && element.type !== "checkbox") || element instanceof HTMLTextAreaElement;
      if (isText && typeof initialValues[name] === "string" && element.value !== initialValues[name]) setValue(name as Name<V>, element.value as V[Name<V>]);
    }
    // Once, on mount: later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a blocked submit, once aria-invalid and the messages are on screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = order.find((name) => errorOf(name));
    const element = first ? elements.current.get(first) : undefined;
    element?.focus();
    // Focusing scrolls the control into view; its error, written under it, comes into view too.
    const errorId = element?.getAttribute("aria-describedby")?.split(" ").find((id) => id.endsWith("-error"));
    if (errorId) document.getElementById(errorId)?.scrollIntoView({ block: "nearest" });
    // Only a new request moves the focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  function setValue<K extends Name<V>>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => (current[name] ? current : { ...current, [name]: true }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function control<K extends Name<V>>(name: K): ControlBinding<V[K]> {
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: values[name],
      setValue: (value) => setValue(name, value),
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

  function field(name: StringName<V>): FieldBinding {
    const binding = control(name) as unknown as ControlBinding<string>;
    return { ...binding, value: binding.value ?? "", onChange: (event) => binding.setValue(event.target.value) };
  }

  /** Shows a message under a field (e.g. email_taken under the e-mail) and focuses it. */
  function setFieldError(name: Name<V>, message: string) {
    setServerErrors((current) => ({ ...current, [name]: message }));
    setFocusRequest((request) => request + 1);
  }

  /**
   * Puts the field errors of a failed call (422 validation_failed: details.fields) under their
   * fields, translated; `fieldOf` names the field of an entry whose path is not a field's name.
   * False when the failure names none of this form's fields: the caller says what went wrong.
   */
  function showApiErrors(error: unknown, fieldOf: (issue: ServerIssue) => string | null = (issue) => (typeof issue.path === "string" ? issue.path.split(".")[0]! : null)): boolean {
    if (!isApiError(error) || error.code !== "validation_failed" || !Array.isArray(error.details?.fields)) return false;
    const found: Partial<Record<Name<V>, string>> = {};
    for (const issue of error.details.fields as ServerIssue[]) {
      const name = fieldOf(issue) as Name<V> | null;
      if (!name || !(name in initialValues) || found[name]) continue;
      const { key, values: params } = formMessageOf(issue);
      found[name] = t(key, params);
    }
    if (Object.keys(found).length === 0) return false;
    setServerErrors((current) => ({ ...current, ...found }));
    setFocusRequest((request) => request + 1);
    return true;
  }

  /** Whether any of these fields is invalid now, shown yet or not (a stepped form's Next button). */
  function hasErrorsIn(names: readonly Name<V>[]): boolean {
    return names.some((name) => Boolean(serverErrors[name] ?? clientErrors[name]));
  }

  /** Shows the errors of these fields as if each had been edited and left, and focuses the first. */
  function revealErrors(names: readonly Name<V>[]) {
    const all = Object.fromEntries(names.map((name) => [name, true])) as Flags<V>;
    setTouched((current) => ({ ...current, ...all }));
    setDirty((current) => ({ ...current, ...all }));
    setFocusRequest((request) => request + 1);
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setDirty({});
    setTouched({});
    setIsSubmitted(false);
    setServerErrors({});
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

  /** For the submit button: blocked while invalid (a press shows why), disabled while sending. */
  const submit = { isPending, isBlocked: !isValid };

  return { values, setValue, field, control, setFieldError, showApiErrors, hasErrorsIn, revealErrors, reset, handleSubmit, isPending, isValid, submit };
}
