"use client";

import { useId, type InputHTMLAttributes, type ReactNode } from "react";

import type { FieldBinding } from "@/components/account/use-schema-form";
import { ErrorIcon } from "@/components/ui/icons";

const controlClasses =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-invalid:border-red-400";

type CommonProps = {
  field: FieldBinding;
  label: ReactNode;
  /** A short help text under the control; the error shows below it. */
  hint?: string;
  disabled?: boolean;
};

function FieldFrame({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <ErrorIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A labelled input whose help text and first error are tied to it (aria-describedby, aria-invalid). */
export function TextField({
  field,
  label,
  hint,
  disabled,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
}: CommonProps & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={field.error}>
      <input
        id={id}
        name={field.name}
        type={type}
        value={field.value}
        onChange={field.onChange}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={disabled}
        aria-required="true"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, hint, field.error)}
        className={`${controlClasses} h-11`}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ field, label, hint, disabled, maxLength, rows = 3 }: CommonProps & { maxLength?: number; rows?: number }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={field.error}>
      <textarea
        id={id}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        maxLength={maxLength}
        rows={rows}
        disabled={disabled}
        aria-required="true"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, hint, field.error)}
        className={`${controlClasses} resize-y py-2`}
      />
    </FieldFrame>
  );
}
