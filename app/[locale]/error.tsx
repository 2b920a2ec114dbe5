"use client";

import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button";

/**
 * What a page shows when its server rendering failed (the database restarting, say) instead of
 * Next's blank error screen: the shell stays, and the reader can try again in place.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold text-ink dark:text-slate-100">{t("title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("description")}</p>
      <button type="button" className={buttonClasses()} onClick={reset}>
        {t("retry")}
      </button>
    </div>
  );
}
