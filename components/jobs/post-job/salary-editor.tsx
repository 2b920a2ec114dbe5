"use client";

import { useTranslations } from "next-intl";

import { FieldError, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import type { JobFormState } from "@/lib/jobs/job-form-state";

export type SalaryValue = JobFormState["salary"];

const frequencies = ["hourly", "daily", "weekly", "monthly", "yearly"] as const;

/**
 * The salary range: from, to, currency and period. Both amounts empty means no salary shown
 * (null); spec 5: without a period, monthly.
 */
export function SalaryEditor({ control, currencies }: { control: ControlBinding<SalaryValue>; currencies: readonly string[] }) {
  const t = useTranslations("PostJob");
  const labels = useTranslations("JobLabels");
  const { id, value, setValue, onBlur, error, attach } = control;
  const salary: NonNullable<SalaryValue> = value ?? { from: null, to: null, currency: "USD", frequency: "monthly" };
  const amountText = (amount: number | string | null | undefined) => (amount === null || amount === undefined ? "" : String(amount));

  function change(part: Partial<NonNullable<SalaryValue>>) {
    const next = { ...salary, ...part };
    const from = amountText(next.from) === "" ? null : next.from;
    const to = amountText(next.to) === "" ? null : next.to;
    setValue(from === null && to === null ? null : { ...next, from, to });
  }

  const labelClasses = "flex flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200";
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("salary")}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <label className={labelClasses}>
          {t("salaryFrom")}
          <input ref={attach} id={id} type="number" inputMode="numeric" min={0} value={amountText(salary.from)} onChange={(event) => change({ from: event.target.value })} onBlur={onBlur} aria-invalid={error ? true : undefined} className={`${formControlClasses} h-11 font-normal`} />
        </label>
        <label className={labelClasses}>
          {t("salaryTo")}
          <input type="number" inputMode="numeric" min={0} value={amountText(salary.to)} onChange={(event) => change({ to: event.target.value })} onBlur={onBlur} aria-invalid={error ? true : undefined} className={`${formControlClasses} h-11 font-normal`} />
        </label>
        <label className={labelClasses}>
          {t("currency")}
          <select value={salary.currency} onChange={(event) => change({ currency: event.target.value })} className={`${formControlClasses} h-11 font-normal`}>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClasses}>
          {t("frequency")}
          <select value={salary.frequency} onChange={(event) => change({ frequency: event.target.value })} className={`${formControlClasses} h-11 font-normal`}>
            {frequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {labels(frequency)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
        {t("noSalary")}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
