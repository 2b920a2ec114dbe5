import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { AuthCard, textLinkClasses } from "@/components/auth/auth-card";
import { SignInLinkForm } from "@/components/auth/sign-in-link-form";
import { ClientTexts } from "@/components/i18n/client-texts";
import { Link, redirect } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { DASHBOARD_HOME_PATH, LOGIN_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SignInLinkPage");
  // The token is in the URL: keep it out of search engines and of other sites' referrer logs.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const tokenShape = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/i;

/** The link mailed after repeated failed logins (lib/auth/sign-in-link.ts): /auth/sign-in-link?token=... */
export default async function SignInLinkPage({ searchParams }: PageProps<"/[locale]/auth/sign-in-link">) {
  const { token } = await searchParams;
  const [t, locale, user] = await Promise.all([getTranslations("SignInLinkPage"), getLocale(), getCurrentUser()]);
  if (user) redirect({ href: DASHBOARD_HOME_PATH, locale });

  const value = (Array.isArray(token) ? token[0] : token)?.trim() ?? "";
  if (!tokenShape.test(value)) {
    return (
      <AuthCard title={t("missingTitle")} lead={t("missingLead")}>
        <Link href={LOGIN_PATH} className={textLinkClasses}>
          {t("backToLogin")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <ClientTexts page="signInLink">
        <SignInLinkForm token={value} />
      </ClientTexts>
    </AuthCard>
  );
}
