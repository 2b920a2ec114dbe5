import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";

import { CandidateProfileViewPage } from "@/components/profile/candidate-profile-view";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getCandidateProfileForPage } from "@/lib/profile/get-profile";
import { plainProfileName } from "@/lib/profile/profile-wire";
import { recordId } from "@/lib/validations/fields";

/** The viewer and the profile, once per render: the title and the page read the same. */
const profileOfThisRender = cache(async (id: string) => {
  const viewer = await requirePageAccess(`/home/candidate-profile/${id}`);
  const profile = recordId().safeParse(id).success ? await getCandidateProfileForPage(viewer, id) : null;
  return { viewer, profile };
});

/** Named after the candidate as the page shows them (the premium name rule applied). */
export async function generateMetadata({ params }: PageProps<"/[locale]/home/candidate-profile/[id]">): Promise<Metadata> {
  const { profile } = await profileOfThisRender((await params).id);
  const t = await getTranslations("CandidateProfile");
  return { title: profile ? t("viewMetaTitleOf", { name: plainProfileName(profile) }) : t("viewMetaTitle") };
}

/** A candidate's profile as employers see it; a candidate opening their own id gets the same preview. */
export default async function Page({ params }: PageProps<"/[locale]/home/candidate-profile/[id]">) {
  const { viewer, profile } = await profileOfThisRender((await params).id);
  if (!profile) notFound();
  return <CandidateProfileViewPage profile={profile} isOwn={profile._id === viewer.id} />;
}
