import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { EMPLOYER_JOBS_PATH, LOGIN_PATH, UPGRADE_PATH } from "@/lib/navigation/paths";

/**
 * Who may open which page of the dashboard (spec sections 2 and 6). One rule, used twice: by
 * proxy.ts for a cheap redirect from the session token, and by each page on the server, so that
 * skipping the proxy (or a stale token) never shows a page to the wrong side.
 */

/** What the guard needs to know of a logged-in user: their working side and whether they administer. */
export type AccessRole = { side: WorkingSide; isAdministrator: boolean };

export type Access = { allowed: true } | { allowed: false; redirectTo: string };


const employerHome = "/home/employers-candidates-listing";
const candidateHome = "/home/candidates-jobs-listing";

/** Pages of one side only; the other side is sent to its own home. */
const employerOnly = ["employers-jobs-listing", "job-templates", "employers-candidates-listing", "employers-job-details", "applicant-details", "candidate-details", "job-summary", "premium", "companies"];
const candidateOnly = ["candidates-jobs-listing", "candidates-applications"];
/** Pages any logged-in user may open. */
const shared = ["candidates-job-detail", "candidates-job-company-detail", "candidate-profile", "profile", "chat", "notifications", "account-settings", "privacy-policy", "terms-conditions"];

export function homeOf(side: WorkingSide): string {
  return side === "EMPLOYER" ? employerHome : candidateHome;
}

const allowed: Access = { allowed: true };

/**
 * Access to a path without its locale prefix, e.g. "/home/job-templates". Paths outside the
 * dashboard, the admin area and the employer's post-job page are public and always allowed.
 */
export function dashboardAccess(path: string, viewer: AccessRole | null): Access {
  const segments = path.split("/").filter(Boolean);
  const [area, page] = segments;
  const isDashboard = area === "home";
  const isAdminArea = area === "admin";
  const isPostJob = area === "employers" && page === "post-job";
  if (!isDashboard && !isAdminArea && !isPostJob) return allowed;
  if (!viewer) return { allowed: false, redirectTo: `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(path)}` };

  // "Sent to home" in the spec: straight to the side's default page, not through /home.
  const toHome: Access = { allowed: false, redirectTo: homeOf(viewer.side) };
  if (isAdminArea) return viewer.isAdministrator ? allowed : toHome;
  if (isPostJob) return viewer.side === "EMPLOYER" ? allowed : toHome;
  if (page === undefined) return toHome;
  if (employerOnly.includes(page)) return viewer.side === "EMPLOYER" ? allowed : toHome;
  if (candidateOnly.includes(page)) return viewer.side === "CANDIDATE" ? allowed : toHome;
  return shared.includes(page) ? allowed : toHome;
}

/** Employer pages whose address needs an id, and the page a person cutting the id off meant. */
const parentOfEmployerPage: Readonly<Record<string, string>> = {
  "employers-job-details": EMPLOYER_JOBS_PATH,
  "job-summary": EMPLOYER_JOBS_PATH,
  "applicant-details": EMPLOYER_JOBS_PATH,
  premium: UPGRADE_PATH,
};

/**
 * Where a dashboard address with no page of its own leads once dashboardAccess allowed it: one
 * cut short of its id (/home/premium, /home/job-summary) goes to the page above it, anything
 * else to the side's home. Never a blank page.
 */
export function dashboardFallback(path: string, side: WorkingSide): string {
  const page = path.split("/").filter(Boolean)[1];
  const parent = side === "EMPLOYER" && page !== undefined ? parentOfEmployerPage[page] : undefined;
  return parent ?? homeOf(side);
}
