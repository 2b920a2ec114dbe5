/**
 * The product's fixed page paths, without the language prefix (the i18n Link adds it). One
 * constant each, so that a link and a redirect to the same place never drift apart.
 */
export const LOGIN_PATH = "/auth/login";
export const SIGNUP_PATH = "/auth/signup";
/** Sign-up on the candidate side (spec 2: type=want-work). */
export const CANDIDATE_SIGNUP_PATH = "/auth/signup?type=want-work";
/** Sign-up on the employer side (spec 2: type=want-hire; the footer's link adds asEmployer=true). */
export const EMPLOYER_SIGNUP_PATH = "/auth/signup?type=want-hire&asEmployer=true";
export const GO_PREMIUM_PATH = "/auth/premium";
/** Where an employer's Upgrade button leads (the profile opens its go-premium section). */
export const UPGRADE_PATH = "/home/profile?goPremium=true";
export const PROFILE_PATH = "/home/profile";
/** The administration area (administrators only). */
export const ADMIN_PATH = "/admin";
export const DASHBOARD_HOME_PATH = "/home";
export const POST_JOB_PATH = "/employers/post-job";
export const EMPLOYER_JOBS_PATH = "/home/employers-jobs-listing";
export const CANDIDATE_APPLICATIONS_PATH = "/home/candidates-applications";
export const CANDIDATE_JOBS_PATH = "/home/candidates-jobs-listing";
/** Re-issues the session cookie from the database, then goes to ?callbackUrl (a path with its language). */
export const SESSION_REFRESH_PATH = "/api/auth/refresh-session";

/** The premium page of one company (spec 2: premium/{companyId}/{companyName}). */
export function companyPremiumPath(company: { id: string; name: string }): string {
  return `/home/premium/${company.id}/${encodeURIComponent(company.name)}`;
}

export const EMPLOYER_CANDIDATES_PATH = "/home/employers-candidates-listing";

/** An employer's view of one candidate (spec 2: candidate-details/{id}). */
export function candidateDetailsPath(candidateId: string): string {
  return `/home/candidate-details/${candidateId}`;
}
