import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { PostJobForm } from "@/components/jobs/post-job/post-job-form";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { isLocale } from "@/i18n/config";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { loadPostJobPage, postJobQuerySchema } from "@/lib/jobs/load-post-job-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PostJob");
  return { title: t("metaTitle") };
}

/** Post a job (spec 2: employers/post-job); ?job= edits one of the employer's jobs, ?duplicate= copies one. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/employers/post-job">) {
  const viewer = await requirePageAccess("/employers/post-job");
  const [{ locale }, query, t] = await Promise.all([params, searchParams, getTranslations("PostJob")]);
  if (!isLocale(locale)) notFound();
  const page = await loadPostJobPage(viewer, locale, postJobQuerySchema.parse(query));
  if (!page) notFound();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{page.job ? t("editTitle") : t("title")}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
      </header>
      {page.initialValues ? (
        <ClientTexts page="postJob">
          <PostJobForm options={page.options} initialValues={page.initialValues} jobId={page.job?.id} jobStatus={page.job?.status} />
        </ClientTexts>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <p className="max-w-md text-slate-600 dark:text-slate-300">{t("noCompany")}</p>
          <Link href="/home/companies/new" className={buttonClasses({ variant: "primary" })}>
            {t("createCompany")}
          </Link>
        </div>
      )}
    </div>
  );
}
