import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { CandidateProfileViewPage } from "@/components/profile/candidate-profile-view";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getCandidateProfileForPage } from "@/lib/profile/get-profile";
import { recordId } from "@/lib/validations/fields";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CandidateProfile");
  return { title: t("viewMetaTitle") };
}

/** A candidate's profile as employers see it; a candidate opening their own id gets the same preview. */
export default async function Page({ params }: PageProps<"/[locale]/home/candidate-profile/[id]">) {
  const { id } = await params;
  const viewer = await requirePageAccess(`/home/candidate-profile/${id}`);
  const profile = recordId().safeParse(id).success ? await getCandidateProfileForPage(viewer, id) : null;
  if (!profile) notFound();
  return <CandidateProfileViewPage profile={profile} isOwn={profile._id === viewer.id} />;
}
