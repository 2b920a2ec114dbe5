import { getTranslations } from "next-intl/server";

import { JobCard } from "@/components/jobs/job-card";
import { BlogPostCard } from "@/components/landing/blog-post-card";
import { LandingSearch } from "@/components/landing/landing-search";
import { getPathname, Link } from "@/i18n/navigation";
import type { LandingPageData } from "@/lib/marketplace/load-landing-page";
import { EMPLOYER_SIGNUP_PATH } from "@/lib/navigation/paths";
import { candidatesPath, jobsPath } from "@/lib/navigation/public-paths";

/**
 * The landing page of / and /{country}: search, job categories, latest jobs and the four latest
 * blog posts, every link pointing into the country.
 */
export async function LandingPage({ data }: { data: LandingPageData }) {
  const t = await getTranslations("Home");
  const { locale, summary, industries, posts } = data;
  const country = data.country.slug;

  return (
    <div>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white dark:border-slate-800 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 left-1/2 h-72 w-[36rem] max-w-full -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-900/30" />
        <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-6 px-5 pt-14 pb-12 text-center sm:px-8 sm:pt-20 sm:pb-16">
          <p className="rounded-full bg-white/80 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-200 dark:ring-slate-700">{t("eyebrow")}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{t("headline")}</h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">{t("lead")}</p>
          <LandingSearch action={getPathname({ href: jobsPath(country), locale })} />
          {summary ? (
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-slate-700 dark:text-slate-300">
              {[
                t(summary.openJobsIsCapped ? "openJobsCapped" : "openJobs", { count: summary.openJobs, country: data.country.name }),
                t("companies", { count: summary.hiringCompanies }),
                t("candidates", { count: summary.candidatesOpenToWork }),
              ].map((figure) => (
                <li key={figure} className="flex items-center gap-2">
                  {/* On a phone the figures wrap into centred lines, where a dot would sit far from its text. */}
                  <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand-500 max-sm:hidden" />
                  {figure}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-5 py-14 sm:px-8 sm:py-20">
        {industries.length > 0 ? (
          <section aria-labelledby="job-categories" className="flex flex-col gap-6">
            <SectionHeading id="job-categories" title={t("categoriesTitle")} lead={t("categoriesLead")} />
            <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4">
              {industries.map((industry) => (
                <li key={industry.id}>
                  <Link
                    href={jobsPath(country, industry.slug)}
                    prefetch={false}
                    className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm font-medium sm:px-4 sm:py-3.5 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800 dark:hover:text-brand-200"
                  >
                    <span className="min-w-0 break-words">{industry.name}</span>
                    <span aria-hidden="true" className="hidden text-slate-400 transition sm:inline group-hover:translate-x-0.5 group-hover:text-brand-600">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="latest-jobs" className="flex flex-col gap-6">
          <SectionHeading id="latest-jobs" title={t("latestJobs")} lead={t("latestJobsLead", { country: data.country.name })} action={{ href: jobsPath(country), label: t("seeAllJobs") }} />
          {!summary ? (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {t("unavailable")}
            </p>
          ) : summary.latestJobs.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">{t("noJobs")}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {summary.latestJobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} country={country} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="employers" className="flex flex-col gap-6 rounded-3xl bg-brand-600 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10 dark:bg-brand-900">
          <div className="flex max-w-xl flex-col gap-2">
            <h2 id="employers" className="text-2xl font-bold tracking-tight">
              {t("employersTitle")}
            </h2>
            <p className="text-brand-50">{t("employersLead")}</p>
          </div>
          <div className="flex flex-col gap-3 min-[420px]:flex-row">
            <Link href={EMPLOYER_SIGNUP_PATH} className="rounded-xl bg-white px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
              {t("employersCta")}
            </Link>
            <Link href={candidatesPath(country)} className="rounded-xl px-5 py-3 text-center font-semibold text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
              {t("candidatesCta")}
            </Link>
          </div>
        </section>

        {posts.length > 0 ? (
          <section aria-labelledby="blog-posts" className="flex flex-col gap-6">
            <SectionHeading id="blog-posts" title={t("blogTitle")} lead={t("blogLead")} />
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <BlogPostCard post={post} index={index} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function SectionHeading({ id, title, lead, action }: { id: string; title: string; lead: string; action?: { href: string; label: string } }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="text-slate-600 dark:text-slate-400">{lead}</p>
      </div>
      {action ? (
        <Link href={action.href} className="shrink-0 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-brand-200">
          {action.label} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
