import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { AccountSection } from "@/components/account/account-section";
import { ChangeEmailForm } from "@/components/account/change-email-form";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountSection } from "@/components/account/delete-account-section";
import { EmailPreferencesForm } from "@/components/account/email-preferences-form";
import { ExportDataSection } from "@/components/account/export-data-section";
import { ReferralsSection } from "@/components/account/referrals-section";
import type { Locale } from "@/i18n/config";
import { BackLink } from "@/components/ui/back-link";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getEmailPreferences } from "@/lib/notifications/email-preferences";
import { forwardedQuery } from "@/lib/navigation/query";
import { listReferrals } from "@/lib/referrals/list-referrals";
import { hasPassword } from "@/lib/users/has-password";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AccountSettings");
  return { title: t("metaTitle") };
}

/** E-mail, password, which notifications come by e-mail, referrals, the user's data to download, and account deletion. Its query parameters are kept on the way back to the profile. */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/account-settings">) {
  const viewer = await requirePageAccess("/home/account-settings");
  const locale = (await getLocale()) as Locale;
  const [t, tEmails, query, withPassword, emailPreferences, referrals] = await Promise.all([
    getTranslations("AccountSettings"),
    getTranslations("EmailPreferences"),
    searchParams,
    hasPassword(viewer.id),
    getEmailPreferences(viewer, viewer.id),
    listReferrals(viewer, locale),
  ]);

  return (
    <ClientTexts page="accountSettings">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <BackLink href={{ pathname: "/home/profile", query: forwardedQuery(query) }}>{t("backToProfile")}</BackLink>
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        </div>
        <AccountSection id="email" title={t("email.title")} lead={t("email.lead")}>
          <ChangeEmailForm userId={viewer.id} email={viewer.email} />
        </AccountSection>
        <AccountSection id="password" title={t("password.title")} lead={withPassword ? t("password.lead") : undefined}>
          {withPassword ? (
            <ChangePasswordForm userId={viewer.id} email={viewer.email} />
          ) : (
            <p className="text-slate-700 dark:text-slate-300">{t("password.socialOnly")}</p>
          )}
        </AccountSection>
        <AccountSection id="email-notifications" title={tEmails("title")} lead={tEmails("lead")}>
          <EmailPreferencesForm userId={viewer.id} initial={emailPreferences} />
        </AccountSection>
        <AccountSection id="referrals" title={t("referrals.title")} lead={t("referrals.lead")}>
          <ReferralsSection initial={referrals} />
        </AccountSection>
        <AccountSection id="export-data" title={t("export.title")} lead={t("export.lead")}>
          <ExportDataSection />
        </AccountSection>
        <AccountSection id="delete-account" tone="danger" title={t("delete.title")} lead={t("delete.lead")}>
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("delete.explain")}</p>
          <DeleteAccountSection email={viewer.email} />
        </AccountSection>
      </div>
    </ClientTexts>
  );
}
