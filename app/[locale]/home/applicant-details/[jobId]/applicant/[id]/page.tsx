import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import { ClientTexts } from "@/components/i18n/client-texts";
import { ApplicantDetailsView } from "@/components/hiring/applicant-details/applicant-details-view";
import type { Locale } from "@/i18n/config";
import { plainNameOf } from "@/lib/candidates/candidate-name";
import { isAppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getApplicantDetails } from "@/lib/hiring/applicant-details/get-applicant-details";

const ids = z.object({ jobId: z.uuid(), id: z.uuid() });

/** The viewer and the applicant, once per render: the title and the page read the same. */
const applicantOfThisRender = cache(async (jobId: string, id: string) => {
  const viewer = await requirePageAccess(`/home/applicant-details/${jobId}/applicant/${id}`);
  if (!ids.safeParse({ jobId, id }).success) notFound();
  const applicant = await getApplicantDetails(viewer, id, jobId, (await getLocale()) as Locale).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  return { viewer, applicant };
});

/** Named after the applicant as the page shows them (the premium name rule applied) and the job. */
export async function generateMetadata({ params }: PageProps<"/[locale]/home/applicant-details/[jobId]/applicant/[id]">): Promise<Metadata> {
  const { jobId, id } = await params;
  const t = await getTranslations("ApplicantDetails");
  const { applicant } = await applicantOfThisRender(jobId, id);
  return { title: t("metaTitle", { name: plainNameOf(applicant), job: applicant.job.job_title }) };
}

/** One applicant to one job, for the job's hiring team (spec 2: applicant-details/{jobId}/applicant/{id}); anyone else finds nothing. */
export default async function Page({ params }: PageProps<"/[locale]/home/applicant-details/[jobId]/applicant/[id]">) {
  const { jobId, id } = await params;
  const { viewer, applicant } = await applicantOfThisRender(jobId, id);
  return (
    <ClientTexts page="applicantDetails">
      <ApplicantDetailsView applicant={applicant} viewerId={viewer.id} backHref={`/home/employers-job-details/${jobId}/applicants-list`} />
    </ClientTexts>
  );
}
