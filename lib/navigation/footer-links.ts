import type { WorkingSide } from "@/lib/generated/prisma/enums";

import { countryPath } from "@/lib/navigation/country";
import { EMPLOYER_SIGNUP_PATH } from "@/lib/navigation/paths";

export type FooterColumnKey = "employers" | "candidates" | "jobCategories";
export type FooterMessageKey = "browseCandidates" | "postJob" | "findJobs";

/** A footer link: its text is a message key, or an industry's name in the page's language. */
export type FooterLink = { href: string } & ({ messageKey: FooterMessageKey } | { text: string });
export type FooterColumn = { key: FooterColumnKey; links: FooterLink[] };

export type FooterIndustry = { name: string; slug: string };

/**
 * The footer's link columns for a viewer (spec section 2): employers do not see the Candidates
 * column, candidates do not see the Employers column, and job categories are for visitors and
 * candidates. Logged-in viewers go to their dashboard pages, visitors to the country's pages.
 */
export function footerColumns({ side, country, industries }: { side: WorkingSide | null; country: string; industries: readonly FooterIndustry[] }): FooterColumn[] {
  const columns: FooterColumn[] = [];
  if (side !== "CANDIDATE") {
    columns.push({
      key: "employers",
      links:
        side === "EMPLOYER"
          ? [
              { messageKey: "browseCandidates", href: "/home/employers-candidates-listing" },
              { messageKey: "postJob", href: "/employers/post-job" },
            ]
          : [
              { messageKey: "browseCandidates", href: countryPath(country, "/candidates") },
              { messageKey: "postJob", href: EMPLOYER_SIGNUP_PATH },
            ],
    });
  }
  if (side !== "EMPLOYER") {
    columns.push({
      key: "candidates",
      links: [{ messageKey: "findJobs", href: side === "CANDIDATE" ? "/home/candidates-jobs-listing" : countryPath(country, "/jobs") }],
    });
    if (industries.length > 0) {
      columns.push({
        key: "jobCategories",
        links: industries.map((industry) => ({
          text: industry.name,
          href:
            side === "CANDIDATE"
              ? `/home/candidates-jobs-listing?${new URLSearchParams({ industry: industry.name })}`
              : countryPath(country, `/jobs/${industry.slug}`),
        })),
      });
    }
  }
  return columns;
}
