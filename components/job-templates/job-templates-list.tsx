"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { RenameTemplateDialog } from "@/components/job-templates/rename-template-dialog";
import { DeleteTemplateDialog } from "@/components/job-templates/delete-template-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { JobTemplateSummaryWire } from "@/lib/job-templates/job-template-wire";
import { POST_JOB_PATH } from "@/lib/navigation/paths";

const EMPLOYER_JOBS_PATH = "/home/employers-jobs-listing";

/** The templates as cards with their actions; an empty list explains what templates are for. */
export function JobTemplatesList({ templates }: { templates: JobTemplateSummaryWire[] }) {
  const t = useTranslations("JobTemplates");
  const calendar = useCalendarFormat();
  const [renaming, setRenaming] = useState<JobTemplateSummaryWire | null>(null);
  const [deleting, setDeleting] = useState<JobTemplateSummaryWire | null>(null);

  if (templates.length === 0) {
    return (
      <section aria-labelledby="job-templates-empty" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
        <TemplateIcon className="size-10 text-brand-500" />
        <h2 id="job-templates-empty" className="text-lg font-semibold">
          {t("emptyTitle")}
        </h2>
        <p className="max-w-md text-slate-600 dark:text-slate-400">{t("emptyLead")}</p>
        <Link href={EMPLOYER_JOBS_PATH} className={buttonClasses({ variant: "primary", size: "sm", className: "mt-2" })}>
          {t("goToJobs")}
        </Link>
      </section>
    );
  }

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("count", { count: templates.length })}</p>
      <ul className="flex flex-col gap-3">
        {templates.map((template) => (
          <li key={template._id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
            <div className="flex min-w-0 flex-1 items-start gap-4">
              <span aria-hidden="true" className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex dark:bg-brand-900/40 dark:text-brand-300">
                <TemplateIcon className="size-6" />
              </span>
              <div className="min-w-0">
                <h2 className="truncate text-base font-semibold" title={template.name}>
                  {template.name}
                </h2>
                <p className="truncate text-sm text-slate-700 dark:text-slate-300">{template.job_title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{template.company.name}</span>
                  <span>{t("updated", { date: calendar.date(template.updated_at) })}</span>
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Link
                href={{ pathname: POST_JOB_PATH, query: { template: template._id } }}
                className={buttonClasses({ variant: "primary", size: "sm", className: "w-full sm:w-auto" })}
                aria-label={t("useNamed", { name: template.name })}
              >
                {t("use")}
              </Link>
              <Button variant="outline" size="sm" onClick={() => setRenaming(template)} aria-label={t("renameNamed", { name: template.name })}>
                {t("rename")}
              </Button>
              <Button variant="dangerGhost" size="sm" onClick={() => setDeleting(template)} aria-label={t("deleteNamed", { name: template.name })}>
                {t("delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RenameTemplateDialog template={renaming} onClose={() => setRenaming(null)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function TemplateIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className={className}>
      <path strokeLinecap="round" strokeLinejoin="round" d="M15.75 17.25v3.375c0 .621-.504 1.125-1.125 1.125h-9.75a1.125 1.125 0 0 1-1.125-1.125V7.875c0-.621.504-1.125 1.125-1.125H6.75a9.06 9.06 0 0 1 1.5.124m7.5 10.376h3.375c.621 0 1.125-.504 1.125-1.125V11.25c0-4.46-3.243-8.161-7.5-8.876a9.06 9.06 0 0 0-1.5-.124H9.375c-.621 0-1.125.504-1.125 1.125v3.5m7.5 10.375H9.375a1.125 1.125 0 0 1-1.125-1.125v-9.25m12 6.625v-1.875a3.375 3.375 0 0 0-3.375-3.375h-1.5a1.125 1.125 0 0 1-1.125-1.125v-1.5a3.375 3.375 0 0 0-3.375-3.375H9.75" />
    </svg>
  );
}
