import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { VerifyEmail } from "@/components/auth/verify-email";
import { getCurrentUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("VerifyEmailPage");
  // The token is in the URL: keep it out of search engines and of other sites' referrer logs.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The link of the sign-up confirmation e-mail: /auth/verify-email?token=... */
export default async function VerifyEmailPage({ searchParams }: PageProps<"/[locale]/auth/verify-email">) {
  const { token } = await searchParams;
  const user = await getCurrentUser();
  const value = (Array.isArray(token) ? token[0] : token)?.trim() || null;
  return (
    <ClientTexts page="verifyEmail">
      <VerifyEmail token={value} isLoggedIn={user !== null} />
    </ClientTexts>
  );
}
