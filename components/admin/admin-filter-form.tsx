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
  const [search, rest] = [fields.filter((field) => field.kind === "search"), fields.filter((field) => field.kind !== "search")];
  const activeCount = rest.filter((field) => field.name !== "sort" && (values[field.name] ?? "") !== "").length;
  const toggleId = `admin-filters-${tab}`;
  return (
    <form method="get" role="search" aria-label={t("label")} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
      <input type="hidden" name="tab" value={tab} />
      {search.map((field) => (
        <FilterInput key={field.name} field={field} value={values[field.name]} anyLabel={t("any")} />
      ))}
      {/* On a phone the other filters fold behind a toggle (a checkbox: no script needed), open while any is set. */}
      <input type="checkbox" id={toggleId} defaultChecked={activeCount > 0} className="peer sr-only sm:hidden" />
      <label htmlFor={toggleId} className={`${buttonClasses({ size: "sm", variant: "secondary" })} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-sky-500 sm:hidden`}>
        {t("more", { count: activeCount })}
      </label>
      <div className="hidden peer-checked:contents sm:contents">
        {rest.map((field) => (
          <FilterInput key={field.name} field={field} value={values[field.name]} anyLabel={t("any")} />
        ))}
      </div>
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

function FilterInput({ field, value, anyLabel }: { field: FilterField; value: string | undefined; anyLabel: string }) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-semibold ${field.kind === "search" ? "sm:col-span-2" : ""}`}>
      {field.label}
      {field.kind === "search" && <input type="search" name={field.name} defaultValue={value ?? ""} placeholder={field.placeholder} maxLength={120} className={fieldClasses} />}
      {field.kind === "date" && <input type="date" name={field.name} defaultValue={value ?? ""} className={fieldClasses} />}
      {field.kind === "select" && (
        <select name={field.name} defaultValue={value ?? ""} className={fieldClasses}>
          {field.hasAny !== false && <option value="">{anyLabel}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}
