import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { PlanFeatureItem, type PlanFeature } from "@/components/payments/plan-feature";
import { buttonClasses } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { companyPremiumPath, DASHBOARD_HOME_PATH, EMPLOYER_SIGNUP_PATH, POST_JOB_PATH } from "@/lib/navigation/paths";
import { getPlanStatus } from "@/lib/plans/get-plan-status";
import { listPlans, type PlanOffer } from "@/lib/plans/list-plans";
import type { CompanyPlan } from "@/lib/plans/plan-status";
import { logger } from "@/lib/observability/logger";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PremiumPage");
  return { title: t("metaTitle") };
}


function formatPrice(plan: PlanOffer, locale: string): string {
  const amount = plan.priceCents / 100;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: plan.currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Go premium (spec section 2: /auth/premium): what Free, Pro and Premium give a company, read
 * from the plans table, and the way in: visitors sign up as employers; a signed-in employer goes to
 * their company's premium page (or picks the company first when they have several).
 */
export default async function PremiumPage() {
  const [t, locale, user, plans] = await Promise.all([
    getTranslations("PremiumPage"),
    getLocale(),
    getCurrentUser(),
    listPlans().catch((error: unknown) => {
      logger.error("premium page: could not load the plans", { error });
      return null;
    }),
  ]);

  const companies = user?.side === "EMPLOYER" ? (await getPlanStatus(user.id)).companies : [];
  const action =
    user === null ? (
      <Link href={EMPLOYER_SIGNUP_PATH} className={buttonClasses({ className: "w-full sm:w-auto" })}>
        {t("signUpAsEmployer")}
      </Link>
    ) : user.side === "EMPLOYER" ? (
      <EmployerAction companies={companies} />
    ) : (
      <div className="flex flex-col items-center gap-3">
        <p className="text-slate-600 dark:text-slate-300">{t("candidateNote")}</p>
        <Link href={DASHBOARD_HOME_PATH} className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}>
          {t("goToDashboard")}
        </Link>
      </div>
    );

  return (
    <section aria-labelledby="premium-title" className="bg-linear-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-16">
        <header className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("eyebrow")}</p>
          <h1 id="premium-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl dark:text-white">
            {t("title")}
          </h1>
          <p className="text-lg text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </header>

        {plans && plans.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.name} plan={plan} price={formatPrice(plan, locale)} />
            ))}
          </ul>
        ) : (
          <p role="alert" className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t("unavailable")}
          </p>
        )}

        <section aria-labelledby="premium-next" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="premium-next" className="text-xl font-semibold text-ink dark:text-white">
            {t("nextTitle")}
          </h2>
          <p className="flex items-start gap-2 text-left text-slate-600 dark:text-slate-300">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
            <span>{user?.side === "EMPLOYER" ? t("checkoutNoteEmployer") : t("checkoutNote")}</span>
          </p>
          {action}
        </section>
      </div>
    </section>
  );
}

async function PlanCard({ plan, price }: { plan: PlanOffer; price: string }) {
  const t = await getTranslations("PremiumPage");
  const isPaid = plan.name !== "FREE";
  const features: PlanFeature[] = [
    { text: plan.activeJobLimit === null ? t("unlimitedJobs") : t("activeJobs", { count: plan.activeJobLimit }), isIncluded: true },
    plan.inviteLimit === null
      ? { text: t("unlimitedInvites"), isIncluded: true }
      : { text: plan.inviteLimit === 0 ? t("noInvites") : t("invites", { count: plan.inviteLimit, interval: plan.interval }), isIncluded: plan.inviteLimit > 0 },
    isPaid ? { text: t("applicantNames"), isIncluded: true } : { text: t("applicantNamesHidden"), isIncluded: false },
  ];
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li
      aria-labelledby={headingId}
      className={[
        "flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900",
        plan.name === "PREMIUM" ? "border-brand-500 ring-1 ring-brand-500 dark:border-brand-400 dark:ring-brand-400" : "border-slate-200 dark:border-slate-800",
      ].join(" ")}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink dark:text-white">
          {t(`plan.${plan.name}`)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`tagline.${plan.name}`)}</p>
      </div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-ink dark:text-white">{price}</span>
        <span className="text-slate-600 dark:text-slate-400">{t("per", { interval: plan.interval })}</span>
      </p>
      <ul className="flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        {features.map((feature) => (
          <PlanFeatureItem key={feature.text} feature={feature} className="text-slate-700 dark:text-slate-200" />
        ))}
      </ul>
    </li>
  );
}

/** One company: straight to its premium page. Several: each with its plan, to choose. None yet: post a job, which creates it. */
async function EmployerAction({ companies }: { companies: CompanyPlan[] }) {
  const t = await getTranslations("PremiumPage");
  if (companies.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-slate-600 dark:text-slate-300">{t("noCompany")}</p>
        <Link href={POST_JOB_PATH} className={buttonClasses({ className: "w-full sm:w-auto" })}>
          {t("postJob")}
        </Link>
      </div>
    );
  }
  if (companies.length === 1) {
    const [company] = companies as [CompanyPlan];
    return (
      <Link href={companyPremiumPath(company)} className={buttonClasses({ className: "w-full sm:w-auto" })}>
        {t("choosePlanFor", { company: company.name })}
      </Link>
    );
  }
  return (
    <nav aria-label={t("chooseCompany")} className="flex w-full flex-col gap-3 text-left">
      <p className="font-semibold text-ink dark:text-white">{t("chooseCompany")}</p>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {companies.map((company) => (
          <li key={company.id}>
            <Link href={companyPremiumPath(company)} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800">
              <span className="min-w-0 font-medium break-words">{company.name}</span>
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">{t(`plan.${company.planName}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
