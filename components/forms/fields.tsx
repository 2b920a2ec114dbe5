"use client";

import { useState, type HTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import type { ControlBinding, FieldBinding } from "@/components/forms/use-form";
import { ErrorIcon } from "@/components/ui/icons";

/** The look of every text control, also for the composite editors built outside this file. */
export const formControlClasses =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-500 dark:aria-invalid:border-red-400";

type FrameProps = {
  label: ReactNode;
  /** Shown after the label for fields that may stay empty. */
  isOptional?: boolean;
  /** A short help text under the field (the password rule, say); the error shows below it. */
  hint?: string;
};

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** What a labelled control tells assistive technology: required, invalid, and its hint and error. */
function controlAria(id: string, { isOptional, hint, error }: { isOptional: boolean; hint?: string; error: string | undefined }) {
  return { "aria-required": isOptional ? undefined : true, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) } as const;
}

function OptionalMark({ isOptional }: { isOptional: boolean }) {
  const t = useTranslations("AuthForms");
  return isOptional ? <span className="font-normal text-slate-500 dark:text-slate-400"> {t("optional")}</span> : null;
}

/** The first error of a field, tied to its control by id (aria-describedby). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      <ErrorIcon className="mt-px size-4 shrink-0" />
      <span>{error}</span>
    </p>
  ) : null;
}

export function FieldFrame({ id, label, isOptional = false, hint, error, children }: FrameProps & { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        <OptionalMark isOptional={isOptional} />
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export type TextFieldProps = FrameProps & {
  field: FieldBinding;
  type?: "text" | "email" | "password" | "url" | "date" | "number";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Something inside the right end of the input (the show-password button). */
  trailing?: ReactNode;
  inputClassName?: string;
};

/** A labelled input whose help text and first error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ field, label, isOptional = false, hint, type = "text", autoComplete, inputMode, maxLength, placeholder, disabled, trailing, inputClassName }: TextFieldProps) {
  // Taken apart here: the React compiler reads an object whose member is a ref callback as a ref.
  const { id, name, value, onChange, onBlur, error, attach } = field;
  return (
    <FieldFrame id={id} label={label} isOptional={isOptional} hint={hint} error={error}>
      <div className="relative">
        <input
          ref={attach}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          {...controlAria(id, { isOptional, hint, error })}
          className={[formControlClasses, "h-11", inputClassName].filter(Boolean).join(" ")}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing" | "inputClassName">) {
  const t = useTranslations("AuthForms");
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? "text" : "password"}
      inputClassName="pr-12"
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-controls={props.field.id}
          aria-label={t("showPassword")}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:text-white"
        >
          <EyeIcon isCrossed={isVisible} className="size-5" />
        </button>
      }
    />
  );
}

export function TextAreaField({ field, label, isOptional = false, hint, disabled, maxLength, rows = 3 }: FrameProps & { field: FieldBinding; disabled?: boolean; maxLength?: number; rows?: number }) {
  const { id, name, value, onChange, onBlur, error, attach } = field;
  return (
    <FieldFrame id={id} label={label} isOptional={isOptional} hint={hint} error={error}>
      <textarea
        ref={attach}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        maxLength={maxLength}
        rows={rows}
        disabled={disabled}
        {...controlAria(id, { isOptional, hint, error })}
        className={`${formControlClasses} resize-y py-2`}
      />
    </FieldFrame>
  );
}

/**
 * A labelled native select: the catalogue pickers (company, category, currency). Options that
 * need more than a flat list (groups, a placeholder) come as children instead of `options`.
 */
export function SelectField({
  field,
  label,
  isOptional = false,
  hint,
  options = [],
  disabled,
  children,
}: FrameProps & { field: FieldBinding; options?: readonly { value: string; label: string }[]; disabled?: boolean; children?: ReactNode }) {
  const { id, name, value, onChange, onBlur, error, attach } = field;
  return (
    <FieldFrame id={id} label={label} isOptional={isOptional} hint={hint} error={error}>
      <select
        ref={attach}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        {...controlAria(id, { isOptional, hint, error })}
        className={`${formControlClasses} h-11`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

/** One choice among a few, as radio buttons in a fieldset (yes/no questions, say). */
export function ChoiceField({ control, label, isOptional = false, options }: FrameProps & { control: ControlBinding<string>; options: readonly { value: string; label: string }[] }) {
  const { id, value, setValue, onBlur, error, attach } = control;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        <OptionalMark isOptional={isOptional} />
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              ref={index === 0 ? attach : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
              onBlur={onBlur}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function EyeIcon({ isCrossed, className }: { isCrossed: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
