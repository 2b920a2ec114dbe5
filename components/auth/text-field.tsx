"use client";

import { useState, type HTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import type { FieldProps } from "@/components/auth/use-form";
import { ErrorIcon } from "@/components/ui/icons";

export type TextFieldProps = {
  field: FieldProps;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  placeholder?: string;
  /** Shown after the label for fields that may stay empty. */
  isOptional?: boolean;
  /** A short help text under the field (the password rule, say); the error shows below it. */
  hint?: string;
  /** Something inside the right end of the input (the show-password button). */
  trailing?: ReactNode;
  inputClassName?: string;
};

const inputClasses =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-500 dark:aria-invalid:border-red-400";

/** A labelled input whose help text and first error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ field, label, type = "text", autoComplete, inputMode, maxLength, placeholder, isOptional = false, hint, trailing, inputClassName }: TextFieldProps) {
  const t = useTranslations("AuthForms");
  const { id, name, value, onChange, onBlur, error, attach } = field;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {isOptional ? <span className="font-normal text-slate-500 dark:text-slate-400"> {t("optional")}</span> : null}
      </label>
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
          aria-required={isOptional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[inputClasses, inputClassName].filter(Boolean).join(" ")}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <ErrorIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
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

function EyeIcon({ isCrossed, className }: { isCrossed: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
