import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { AccountSection } from "@/components/account/account-section";
import { AccountSettingsLink } from "@/components/account/account-settings-link";
import { PremiumPrompt } from "@/components/account/premium-prompt";
import { ProfileForm } from "@/components/account/profile-form";
import { ProfilePicture } from "@/components/account/profile-picture";
import { CandidateProfileEditor } from "@/components/profile/candidate-profile-editor";
import type { Locale } from "@/i18n/config";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { forwardedQuery } from "@/lib/navigation/query";
import { redirect } from "@/i18n/navigation";
import { companyPremiumPath } from "@/lib/navigation/paths";
import { getPlanStatus } from "@/lib/plans/get-plan-status";
import { upgradeCompanyOf } from "@/lib/plans/plan-status";
import { loadProfilePage } from "@/lib/profile/load-profile-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Profile");
  return { title: t("metaTitle") };
}

/**
 * Candidates get their five-section profile; employers their personal information, and with
 * ?goPremium=true the go-premium prompt, or straight the premium page of their one Free company.
 */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/profile">) {
  const viewer = await requirePageAccess("/home/profile");
  if (viewer.side === "CANDIDATE") return <CandidatePage userId={viewer.id} />;
  const [t, query] = await Promise.all([getTranslations("Profile"), searchParams]);
  const plans = viewer.side === "EMPLOYER" && query.goPremium === "true" ? await getPlanStatus(viewer.id) : null;
  const upgradeCompany = upgradeCompanyOf(plans);
  if (upgradeCompany) redirect({ href: companyPremiumPath(upgradeCompany), locale: await getLocale() });

  return (
    <ClientTexts page="profile">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <AccountSection id="personal-information" title={t("personalInformation")} lead={t("personalInformationLead")}>
          <div className="flex flex-col gap-6">
            <ProfilePicture userId={viewer.id} src={viewer.profilePicUrl} />
            <hr className="border-slate-200 dark:border-slate-800" />
            <ProfileForm userId={viewer.id} firstName={viewer.firstName} lastName={viewer.lastName} />
          </div>
        </AccountSection>
        <AccountSettingsLink href={{ pathname: "/home/account-settings", query: forwardedQuery(query, ["goPremium"]) }} />
        {plans ? <PremiumPrompt plans={plans} /> : null}
      </div>
    </ClientTexts>
  );
}

async function CandidatePage({ userId }: { userId: string }) {
  const page = await loadProfilePage(userId, (await getLocale()) as Locale);
  if (!page) return null;
  return (
    <ClientTexts page="profile">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <CandidateProfileEditor page={page} />
        <AccountSettingsLink href="/home/account-settings" />
      </div>
    </ClientTexts>
  );
}
