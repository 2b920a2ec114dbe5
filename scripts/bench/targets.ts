/**
 * What `npm run bench` measures: one line per page or API. `as` lists who asks:
 *
 * - cached: an anonymous visitor, through the response cache (what most traffic gets);
 * - visitor: an anonymous visitor whose request the cache may not answer (a cookie like a
 *   session's): the raw cost of a fresh render;
 * - employer, candidate, administrator: logged in for real as the demo accounts, every answer rendered fresh.
 *
 * `paths` is a list taken in turn, or a function of the bench data (searches and job pages drawn
 * from the database). A later issue adds its pages here, e.g.
 *   { name: "employer's jobs", kind: "page", paths: ["/en/home/employers-jobs-listing"], as: ["employer"] },
 */
export type Viewer = "cached" | "visitor" | "employer" | "candidate" | "administrator";

export type BenchData = { jobsPageQueries: string[]; apiQueries: string[]; jobPaths: string[]; employerId: string; candidateId: string; pipelineJobId: string };

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
];
