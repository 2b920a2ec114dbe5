import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { AuthCard, textLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackPath, withCallback } from "@/lib/navigation/callback-url";
import { SignupForm } from "@/components/auth/signup-form";
import { signupSideOf } from "@/components/auth/signup-side";
import { Link, redirect } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { LOGIN_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SignupPage");
  return { title: t("metaTitle") };
}

/** Spec section 2: ?type=want-work (candidate) or want-hire (employer); the footer's employer link adds asEmployer=true. */
export default async function SignupPage({ searchParams }: PageProps<"/[locale]/auth/signup">) {
  const query = await searchParams;
  // From a job page: back to its apply box once the account exists.
  const callbackPath = safeCallbackPath(query.callbackUrl);
  // A colleague's invitation to a company (lib/companies/invite-colleague.ts): they join as an employer.
  const invitation = typeof query.invitation === "string" && query.invitation ? { token: query.invitation, email: typeof query.email === "string" ? query.email : null } : undefined;
  // A referral link (?fpr=CODE, lib/referrals): the code goes with the sign-up, which is then attributed to the referrer.
  const referralCode = typeof query.fpr === "string" && query.fpr.trim() ? query.fpr.trim().slice(0, 120) : undefined;
  const [t, locale, user] = await Promise.all([getTranslations("SignupPage"), getLocale(), getCurrentUser()]);
  if (user) redirect({ href: callbackPath, locale });

  return (
    <AuthCard
      size="lg"
      title={t("title")}
      lead={t("lead")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link href={withCallback(LOGIN_PATH, callbackPath)} className={textLinkClasses}>
            {t("logIn")}
          </Link>
        </>
      }
    >
      <ClientTexts page="signup">
        <SignupForm initialSide={invitation ? "employer" : signupSideOf(query)} callbackPath={invitation && !query.callbackUrl ? "/home/companies" : callbackPath} invitation={invitation} referralCode={referralCode} />
      </ClientTexts>
    </AuthCard>
  );
}
