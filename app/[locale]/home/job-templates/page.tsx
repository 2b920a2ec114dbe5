import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { JobTemplatesList } from "@/components/job-templates/job-templates-list";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { listJobTemplates } from "@/lib/job-templates/get-job-template";
import { POST_JOB_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("JobTemplates");
  return { title: t("metaTitle") };
}

/** The employer's job templates: use one to post a job, rename or delete it. */
export default async function Page() {
  const viewer = await requirePageAccess("/home/job-templates");
  const [t, templates] = await Promise.all([getTranslations("JobTemplates"), listJobTemplates(viewer)]);

  return (
    <ClientTexts page="jobTemplates">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">{t("lead")}</p>
          </div>
          <Link href={POST_JOB_PATH} className={buttonClasses({ variant: "outline", size: "sm", className: "self-start sm:self-auto" })}>
            {t("postJob")}
          </Link>
        </header>
        <JobTemplatesList templates={templates} />
      </div>
    </ClientTexts>
  );
}
