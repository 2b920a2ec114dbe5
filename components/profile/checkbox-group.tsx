"use client";

import { FieldError } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";

/** Several choices as toggle chips (real checkboxes, so keyboard and screen readers work as usual). */
export function CheckboxGroup({ control, label, hint, options, max }: { control: ControlBinding<string[]>; label: string; hint?: string; options: readonly { value: string; label: string }[]; max?: number }) {
  const { id, value, setValue, onBlur, error, attach } = control;
  const isFull = max !== undefined && value.length >= max;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className={[
                "flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500",
                checked
                  ? "border-brand-500 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100"
                  : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
                !checked && isFull ? "cursor-not-allowed opacity-50" : "",
              ].join(" ")}
            >
              <input
                ref={index === 0 ? attach : undefined}
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={checked}
                disabled={!checked && isFull}
                onChange={() => setValue(checked ? value.filter((item) => item !== option.value) : [...value, option.value])}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
