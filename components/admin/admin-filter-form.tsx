import { getTranslations } from "next-intl/server";

import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

export type FilterField =
  | { kind: "search"; name: string; label: string; placeholder?: string }
  | { kind: "select"; name: string; label: string; options: { value: string; label: string }[]; hasAny?: boolean }
  | { kind: "date"; name: string; label: string };

const fieldClasses = "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/**
 * A tab's filters as a plain GET form: it works without JavaScript, from the keyboard, and each
 * filtered view has its own address (shareable, back button).
 */
export async function AdminFilterForm({ tab, fields, values }: { tab: string; fields: FilterField[]; values: Record<string, string | undefined> }) {
  const t = await getTranslations("Admin.filters");
  return (
    <form method="get" role="search" aria-label={t("label")} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
      <input type="hidden" name="tab" value={tab} />
      {fields.map((field) => (
        <label key={field.name} className={`flex flex-col gap-1 text-sm font-semibold ${field.kind === "search" ? "sm:col-span-2" : ""}`}>
          {field.label}
          {field.kind === "search" && <input type="search" name={field.name} defaultValue={values[field.name] ?? ""} placeholder={field.placeholder} maxLength={120} className={fieldClasses} />}
          {field.kind === "date" && <input type="date" name={field.name} defaultValue={values[field.name] ?? ""} className={fieldClasses} />}
          {field.kind === "select" && (
            <select name={field.name} defaultValue={values[field.name] ?? ""} className={fieldClasses}>
              {field.hasAny !== false && <option value="">{t("any")}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          {t("apply")}
        </button>
        <Link href={`/admin?tab=${tab}`} className={buttonClasses({ size: "sm", variant: "ghost" })}>
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}
