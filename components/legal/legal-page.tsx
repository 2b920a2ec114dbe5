import { getTranslations } from "next-intl/server";

import { formatCalendarDate } from "@/lib/format/date";

/** When the texts in messages (namespace Legal) last changed. */
const lastUpdated = new Date("2026-11-22T00:00:00Z");

type Section = { key: string; heading: string; body: string };

async function termsSections(): Promise<Section[]> {
  const t = await getTranslations("Legal.terms.sections");
  return (["accounts", "employers", "candidates", "plans", "conduct", "changes"] as const).map((key) => ({ key, heading: t(`${key}.heading`), body: t(`${key}.body`) }));
}

async function privacySections(): Promise<Section[]> {
  const t = await getTranslations("Legal.privacy.sections");
  return (["collect", "use", "share", "keep", "rights"] as const).map((key) => ({ key, heading: t(`${key}.heading`), body: t(`${key}.body`) }));
}

/** The terms and conditions or the privacy policy, in the page's language. */
export async function LegalPage({ document }: { document: "terms" | "privacy" }) {
  const t = await getTranslations("Legal");
  const sections = document === "terms" ? await termsSections() : await privacySections();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t(`${document}.title`)}</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("lastUpdated", { date: formatCalendarDate(lastUpdated, "UTC") })}</p>
      </header>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t(`${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.key} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <p className="leading-relaxed text-slate-700 dark:text-slate-300">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
