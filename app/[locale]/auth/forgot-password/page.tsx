import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { ForgotPasswordFlow } from "@/components/auth/forgot-password-flow";
import { passwordResetRules } from "@/lib/auth/password-reset-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ForgotPasswordPage");
  return { title: t("metaTitle") };
}

/** Request a code, enter it, choose a new password: one page whose step is in ?step= (components/auth/forgot-password-flow.tsx). */
export default function ForgotPasswordPage() {
  return (
    <ClientTexts page="forgotPassword">
      <ForgotPasswordFlow codeValidMinutes={passwordResetRules.codeTtlMs / 60_000} />
    </ClientTexts>
  );
}
