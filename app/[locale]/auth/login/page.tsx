import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { AuthCard, textLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackPath, withCallback } from "@/lib/navigation/callback-url";
import { LoginForm } from "@/components/auth/login-form";
import { ACCOUNT_BANNED_REASON, SESSION_EXPIRED_REASON } from "@/components/auth/session-expiry";
import { socialProviderOptions } from "@/components/auth/social-provider-options";
import { Link, redirect } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { SIGNUP_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("LoginPage");
  return { title: t("metaTitle") };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: PageProps<"/[locale]/auth/login">) {
  const query = await searchParams;
  const callbackPath = safeCallbackPath(query.callbackUrl);
  const [t, locale, user] = await Promise.all([getTranslations("LoginPage"), getLocale(), getCurrentUser()]);
  if (user) redirect({ href: callbackPath, locale });

  const email = single(query.email)?.slice(0, 254) ?? "";
  return (
    <AuthCard
      title={t("title")}
      lead={t("lead")}
      footer={
        <>
          {t("noAccount")}{" "}
          <Link href={withCallback(SIGNUP_PATH, callbackPath)} className={textLinkClasses}>
            {t("signUp")}
          </Link>
        </>
      }
    >
      <ClientTexts page="login">
        <LoginForm
          callbackPath={callbackPath}
          socialProviders={socialProviderOptions()}
          isSessionExpired={single(query.reason) === SESSION_EXPIRED_REASON}
          isAccountBanned={single(query.reason) === ACCOUNT_BANNED_REASON}
          signInError={single(query.error) ?? null}
          initialEmail={email}
        />
      </ClientTexts>
    </AuthCard>
  );
}
