import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import { CandidateCompanyView } from "@/components/candidate-jobs/candidate-company-view";
import type { Locale } from "@/i18n/config";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getCandidateCompany } from "@/lib/matching/get-candidate-company";

// The page and its metadata read the company once per request.
const loadCompany = cache(async (id: string) => {
  const viewer = await requirePageAccess(`/home/candidates-job-company-detail/${id}`);
  const company = z.uuid().safeParse(id).success ? await getCandidateCompany(viewer.id, id, (await getLocale()) as Locale) : null;
  if (!company) notFound();
  return company;
});

export async function generateMetadata({ params }: PageProps<"/[locale]/home/candidates-job-company-detail/[id]">): Promise<Metadata> {
  return { title: (await loadCompany((await params).id)).name };
}

/** A company in the candidate's dashboard (spec 2: candidates-job-company-detail/{id}): About us and Available jobs. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/home/candidates-job-company-detail/[id]">) {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  return <CandidateCompanyView company={await loadCompany(id)} tab={tab === "jobs" ? "jobs" : "about"} />;
}
