/**
 * What `npm run bench` measures: one line per page or API. `as` lists who asks:
 *
 * - cached: an anonymous visitor, through the response cache (what most traffic gets);
 * - visitor: an anonymous visitor whose request the cache may not answer (a cookie like a
 *   session's): the raw cost of a fresh render;
 * - employer, candidate, administrator: logged in for real as the demo accounts, every answer rendered fresh.
 *
 * Without `budget`, a target is held to issue 9's: fresh pages at most 12 ms of CPU and p95 < 150 ms,
 * fresh APIs at most 5 ms and p95 < 30 ms (the cached rows: p95 < 150 and < 50 ms).
 *
 * `paths` is a list taken in turn, or a function of the bench data (searches and job pages drawn
 * from the database). A later issue adds its pages here, e.g.
 *   { name: "employer's jobs", kind: "page", paths: ["/en/home/employers-jobs-listing"], as: ["employer"] },
 */
export type Viewer = "cached" | "visitor" | "employer" | "candidate" | "administrator";

export type BenchData = {
  jobsPageQueries: string[];
  apiQueries: string[];
  jobPaths: string[];
  /** The ids of the jobs of jobPaths. */
  openJobIds: string[];
  employerId: string;
  candidateId: string;
  pipelineJobId: string;
  /** An open, public job of the demo employer's first company (the demo's own, with its applicants). */
  employerJobId: string;
  /** The demo employer's first company (Northwind Labs in the demo data) and its name as the premium page's path spells it. */
  companyId: string;
  companyName: string;
  /** Bulk candidates who applied to the pipeline job (5,000 applicants): the applicant and candidate details pages open them. */
  applicantIds: string[];
  /** A job template of the demo employer's company (scripts/bench/employer-workload.ts gives it one). */
  jobTemplateId: string;
};

export type BenchTarget = {
  name: string;
  kind: "page" | "api";
  paths: string[] | ((data: BenchData) => string[]);
  as: Viewer[];
  /** The issue's own budget for fresh answers, instead of the default (issue 9's). */
  budget?: { p95: number; cpu?: number };
};

const everyone: Viewer[] = ["cached", "visitor", "employer", "candidate"];

const employerCandidateSearches = [
  "?skills=react&languages=english:high&country_id=co",
  "?skills=python&availability=immediately&type_user_verificated=email",
  "?languages=english:expert&job_type=full_time&min_salary=2000&max_salary=6000",
  "?search=developer&country_id=mx&languages=spanish:native",
  "?skills=node.js&timezone=America/Bogota&job_type=full_time",
  "?search=data&availability=two_weeks&max_salary=120000&salary_frequency=yearly",
];

export const benchTargets: BenchTarget[] = [
  // The site's shell (navbar, footer, the messages it needs) around a static text: the floor of a public page.
  { name: "terms page", kind: "page", paths: ["/en/us/terms-conditions"], as: ["visitor"] },
  { name: "/en/us/jobs", kind: "page", paths: ["/en/us/jobs"], as: everyone },
  { name: "/en/us/jobs?filters", kind: "page", paths: (data) => data.jobsPageQueries, as: everyone },
  { name: "job page", kind: "page", paths: (data) => data.jobPaths, as: everyone },
  { name: "dashboard home", kind: "page", paths: ["/en/home/employers-candidates-listing"], as: ["employer"] },
  { name: "dashboard home", kind: "page", paths: ["/en/home/candidates-jobs-listing"], as: ["candidate"] },
  { name: "GET /api/posts", kind: "api", paths: ["/api/posts"], as: everyone },
  { name: "GET /api/posts?filters", kind: "api", paths: (data) => data.apiQueries, as: everyone },
  // Issue 10: the demo employer with 200 jobs across 3 companies (scripts/bench/employer-workload.ts).
  { name: "employer's jobs", kind: "page", paths: ["/en/home/employers-jobs-listing"], as: ["employer"], budget: { p95: 300 } },
  { name: "GET /api/users/{id}/publishedPosts", kind: "api", paths: (data) => [`/api/users/${data.employerId}/publishedPosts`], as: ["employer"], budget: { p95: 50 } },
  // Issue 11: the demo candidate with 20 skills and 30 applications (scripts/bench/candidate-workload.ts).
  {
    name: "GET /api/users/{id}/jobsRecomendations",
    kind: "api",
    paths: (data) => ["", "?page=2", "?sort=published_at:desc", "?job_type=full_time"].map((query) => `/api/users/${data.candidateId}/jobsRecomendations${query}`),
    as: ["candidate"],
    budget: { p95: 100 },
  },
  {
    name: "candidate's applications: GET /api/users/{id}/applies",
    kind: "api",
    paths: (data) => ["", "?status=active", "?status=closed", "?take=50"].map((query) => `/api/users/${data.candidateId}/applies${query}`),
    as: ["candidate"],
    budget: { p95: 50 },
  },
  { name: "candidate's applications page", kind: "page", paths: ["/en/home/candidates-applications"], as: ["candidate"], budget: { p95: 300 } },
  // Issue 12: a job of the demo employer with 5,000 applicants (scripts/bench/pipeline-workload.ts), each tab and sort.
  {
    name: "GET /api/posts/{id}/aplicants (5,000 applicants)",
    kind: "api",
    paths: (data) => ["", "?sort=match", "?sort=date&page=20", "?stage=shortlisted", "?stage=dismissed"].map((query) => `/api/posts/${data.pipelineJobId}/aplicants${query}`),
    as: ["employer"],
    budget: { p95: 50 },
  },
  // Issue 12: the employer's candidate search over the bulk candidates, three filters each (the spec's names).
  { name: "employer candidate search: GET /api/users?3 filters", kind: "api", paths: employerCandidateSearches.map((query) => `/api/users${query}`), as: ["employer"], budget: { p95: 100 } },
  { name: "employer candidate search page", kind: "page", paths: employerCandidateSearches.map((query) => `/en/home/employers-candidates-listing${query}`), as: ["employer"], budget: { p95: 300 } },
  // Issue 12: the latest applications across the demo employer's 200 jobs, one of them with 5,000 applicants.
  {
    name: "GET /api/users/last-candidates-applies/list",
    kind: "api",
    paths: ["/api/users/last-candidates-applies/list", "/api/users/last-candidates-applies/list?take=50"],
    as: ["employer"],
    budget: { p95: 50 },
  },
  // Issue 17: the admin lists over the bulk data (100k jobs, 50k candidates), a search and a sort each, never cached.
  {
    name: "admin users: GET /api/users/admin?search&sort",
    kind: "api",
    paths: ["?search=maria&sort=email:asc", "?search=dev&sort=created_at:desc&side=candidate", "?search=gonz&sort=last_name:asc&banned=false", "?sort=created_at:desc&page=40"].map((query) => `/api/users/admin${query}`),
    as: ["administrator"],
    budget: { p95: 100 },
  },
  {
    name: "admin jobs: GET /api/posts/list?search&sort",
    kind: "api",
    paths: ["?search=engineer&sort=created_at:desc", "?search=design&sort=title:asc&status=open", "?search=remote&sort=published_at:desc", "?sort=created_at:desc&page=40"].map((query) => `/api/posts/list${query}`),
    as: ["administrator"],
    budget: { p95: 100 },
  },
  // Issue 18: every other dashboard page and read API the product has, fresh, as the user who opens it.
  // Employer pages: posting, a job's summary and pipeline tabs (the job with 5,000 applicants), a
  // candidate's and an applicant's details, the companies, billing, templates.
  { name: "post-job page", kind: "page", paths: ["/en/employers/post-job"], as: ["employer"] },
  { name: "job summary page", kind: "page", paths: (data) => [`/en/home/job-summary/${data.employerJobId}`, `/en/home/job-summary/${data.pipelineJobId}`], as: ["employer"] },
  {
    name: "pipeline tab pages (5,000 applicants)",
    kind: "page",
    paths: (data) => ["applicants-list", "hiring-process", "dismissed-applicants", "recommended"].map((tab) => `/en/home/employers-job-details/${data.pipelineJobId}/${tab}`),
    as: ["employer"],
  },
  { name: "candidate details page", kind: "page", paths: (data) => data.applicantIds.map((id) => `/en/home/candidate-details/${id}`), as: ["employer"] },
  { name: "applicant details page", kind: "page", paths: (data) => data.applicantIds.map((id) => `/en/home/applicant-details/${data.pipelineJobId}/applicant/${id}`), as: ["employer"] },
  { name: "companies page", kind: "page", paths: ["/en/home/companies"], as: ["employer"] },
  { name: "company page", kind: "page", paths: (data) => [`/en/home/companies/${data.companyId}`], as: ["employer"] },
  { name: "new company page", kind: "page", paths: ["/en/home/companies/new"], as: ["employer"] },
  { name: "premium/billing page", kind: "page", paths: (data) => [`/en/home/premium/${data.companyId}/${encodeURIComponent(data.companyName)}`], as: ["employer"] },
  { name: "job templates page", kind: "page", paths: ["/en/home/job-templates"], as: ["employer"] },
  // Candidate pages: a job and its company as the dashboard shows them.
  { name: "candidate's job detail page", kind: "page", paths: (data) => [`/en/home/candidates-job-detail/${data.employerJobId}`], as: ["candidate"] },
  { name: "candidate's company detail page", kind: "page", paths: (data) => [`/en/home/candidates-job-company-detail/${data.companyId}`], as: ["candidate"] },
  { name: "candidate profile page (as others see it)", kind: "page", paths: (data) => [`/en/home/candidate-profile/${data.candidateId}`], as: ["candidate", "employer"] },
  // Both sides: their profile (the candidate's five sections), notifications, chat rooms, settings and referrals.
  { name: "profile page", kind: "page", paths: ["/en/home/profile"], as: ["employer", "candidate"] },
  { name: "notifications page", kind: "page", paths: ["/en/home/notifications"], as: ["employer", "candidate"] },
  { name: "chat page", kind: "page", paths: ["/en/home/chat"], as: ["employer", "candidate"] },
  { name: "account settings page (referrals)", kind: "page", paths: ["/en/home/account-settings"], as: ["employer", "candidate"] },
  // The admin area, one row per tab, over the bulk data.
  ...(["users", "jobs", "companies", "hired", "reports", "audit", "overview"] as const).map(
    (tab): BenchTarget => ({ name: `admin page: ${tab} tab`, kind: "page", paths: [`/en/admin?tab=${tab}`], as: ["administrator"] }),
  ),
  { name: "admin page: users and jobs searched", kind: "page", paths: ["/en/admin?tab=users&search=maria&sort=email:asc", "/en/admin?tab=jobs&search=engineer&sort=created_at:desc"], as: ["administrator"] },

  // Employer APIs.
  { name: "GET /api/posts/{id} (own job)", kind: "api", paths: (data) => [`/api/posts/${data.employerJobId}`, `/api/posts/${data.pipelineJobId}`], as: ["employer"] },
  { name: "GET /api/posts/{id}/recommendedCandidates", kind: "api", paths: (data) => [`/api/posts/${data.employerJobId}/recommendedCandidates`, `/api/posts/${data.pipelineJobId}/recommendedCandidates`], as: ["employer"] },
  { name: "GET /api/users/{id}/job/{jobId} (applicant)", kind: "api", paths: (data) => data.applicantIds.map((id) => `/api/users/${id}/job/${data.pipelineJobId}`), as: ["employer"] },
  { name: "GET /api/posts/{id}/applicants/{userId}/notes", kind: "api", paths: (data) => data.applicantIds.map((id) => `/api/posts/${data.pipelineJobId}/applicants/${id}/notes`), as: ["employer"] },
  { name: "GET /api/users/{id} (a candidate)", kind: "api", paths: (data) => data.applicantIds.map((id) => `/api/users/${id}`), as: ["employer"] },
  { name: "GET /api/companies/list/for-user", kind: "api", paths: ["/api/companies/list/for-user"], as: ["employer"] },
  { name: "GET /api/companies/{id}", kind: "api", paths: (data) => [`/api/companies/${data.companyId}`], as: ["employer"] },
  { name: "GET /api/companies/{id}/posts", kind: "api", paths: (data) => [`/api/companies/${data.companyId}/posts`], as: ["employer"] },
  {
    name: "company plan: limits, information, plan, payments",
    kind: "api",
    paths: (data) => [`/api/companies/limit/plan/${data.companyId}`, `/api/companies/plan/company/information/${data.companyId}`, `/api/transactions/plan/${data.companyId}`, `/api/transactions/historial/${data.companyId}?take=25&page=1`],
    as: ["employer"],
  },
  { name: "GET /api/users/payment-method/list", kind: "api", paths: ["/api/users/payment-method/list"], as: ["employer"] },
  { name: "GET /api/plans", kind: "api", paths: ["/api/plans"], as: ["employer"] },
  { name: "GET /api/job-templates (list, one)", kind: "api", paths: (data) => ["/api/job-templates", `/api/job-templates/${data.jobTemplateId}`], as: ["employer"] },
  { name: "GET /api/job-titles/autocomplete", kind: "api", paths: ["dev", "desig", "data", "manag"].map((query) => `/api/job-titles/autocomplete?query=${query}&segment=jobs`), as: ["employer"] },
  { name: "GET /api/room-chats/jobs/employer", kind: "api", paths: ["/api/room-chats/jobs/employer"], as: ["employer"] },
  // Candidate APIs.
  { name: "GET /api/posts/{id}/public", kind: "api", paths: (data) => [data.employerJobId, ...data.openJobIds.slice(0, 3)].map((id) => `/api/posts/${id}/public`), as: ["candidate"] },
  { name: "GET /api/posts/{id}/calculate-match", kind: "api", paths: (data) => [data.employerJobId, ...data.openJobIds.slice(0, 3)].map((id) => `/api/posts/${id}/calculate-match`), as: ["candidate"] },
  { name: "GET /api/room-chats/jobs/candidate", kind: "api", paths: ["/api/room-chats/jobs/candidate"], as: ["candidate"] },
  // Both sides.
  { name: "GET /api/users/{id} (oneself)", kind: "api", paths: (data) => [`/api/users/${data.employerId}`], as: ["employer"] },
  { name: "GET /api/users/{id} (oneself)", kind: "api", paths: (data) => [`/api/users/${data.candidateId}`], as: ["candidate"] },
  { name: "GET /api/users/{id}/notifications", kind: "api", paths: (data) => [`/api/users/${data.employerId}/notifications`], as: ["employer"] },
  { name: "GET /api/users/{id}/notifications", kind: "api", paths: (data) => [`/api/users/${data.candidateId}/notifications`], as: ["candidate"] },
  { name: "GET /api/users/{id}/email-preferences", kind: "api", paths: (data) => [`/api/users/${data.employerId}/email-preferences`], as: ["employer"] },
  { name: "GET /api/users/{id}/email-preferences", kind: "api", paths: (data) => [`/api/users/${data.candidateId}/email-preferences`], as: ["candidate"] },
  { name: "GET /api/users/referal/list", kind: "api", paths: ["/api/users/referal/list?locale=en"], as: ["employer", "candidate"] },
  { name: "GET /api/room-chats/direct", kind: "api", paths: ["/api/room-chats/direct?role=employer"], as: ["employer"] },
  { name: "GET /api/room-chats/direct", kind: "api", paths: ["/api/room-chats/direct?role=candidate"], as: ["candidate"] },
  { name: "GET /api/room-chats/token", kind: "api", paths: ["/api/room-chats/token?role=employer"], as: ["employer"] },
  { name: "GET /api/room-chats/token", kind: "api", paths: ["/api/room-chats/token?role=candidate"], as: ["candidate"] },
  { name: "GET /api/auth/refresh-session", kind: "api", paths: ["/api/auth/refresh-session"], as: ["employer", "candidate"] },
  { name: "GET /api/users/profile/export", kind: "api", paths: ["/api/users/profile/export"], as: ["employer", "candidate"] },
  // Admin APIs, besides the users and jobs lists above.
  { name: "admin companies: GET /api/companies/admin", kind: "api", paths: ["", "?search=labs", "?page=20"].map((query) => `/api/companies/admin${query}`), as: ["administrator"], budget: { p95: 100 } },
  { name: "admin hired: GET /api/users/admin/hired", kind: "api", paths: ["/api/users/admin/hired", "/api/users/admin/hired?take=50", "/api/users/admin/hired/2026-01-01/2026-12-31"], as: ["administrator"], budget: { p95: 100 } },
  { name: "admin reports: GET /api/admin/reports", kind: "api", paths: ["/api/admin/reports", "/api/admin/reports?status=open", "/api/admin/flagged-messages"], as: ["administrator"], budget: { p95: 100 } },
  { name: "admin audit log: GET /api/admin/audit-log", kind: "api", paths: ["/api/admin/audit-log", "/api/admin/audit-log?target_type=user"], as: ["administrator"], budget: { p95: 100 } },
  { name: "admin overview: GET /api/admin/overview", kind: "api", paths: ["/api/admin/overview", "/api/admin/overview?period=12m"], as: ["administrator"], budget: { p95: 100 } },
];
