import { readdirSync } from "node:fs";
import path from "node:path";

import { expect, test, type APIRequestContext } from "@playwright/test";

import { jobPath } from "@/lib/navigation/public-paths";

import { demo, logIn, queryDatabase } from "./support/session";

/**
 * Every page under app/, opened by each kind of visitor, with what each must get: the page (200),
 * not found (404), or a redirect and where to ("→ /en/..."). The last test fails when a page has no
 * row here, so that a new page cannot skip the question "who may open this?". Sessions that must
 * no longer work (a banned account, a deleted one, one whose password changed) are among the kinds.
 */
const roles = ["candidate", "employer", "otherEmployer", "administrator"] as const;
const refused = ["banned", "deleted", "revoked"] as const;
const kinds = ["anonymous", ...roles, ...refused] as const;
type Role = (typeof roles)[number];
type Kind = (typeof kinds)[number];
type Outcome = string;
type Expected = Record<Kind, Outcome>;

const toLogin = (path: string) => `→ /en/auth/login?callbackUrl=${encodeURIComponent(path)}`;
const candidateHome = "→ /en/home/candidates-jobs-listing";
const bannedLogin = "→ /en/auth/login?reason=account-banned";
const employerHome = "→ /en/home/employers-candidates-listing";

/** A page anybody may open: refused sessions count as visitors. */
function anyone(outcome: Outcome, loggedIn: Partial<Record<Role, Outcome>> = {}): Expected {
  return { anonymous: outcome, candidate: outcome, employer: outcome, otherEmployer: outcome, administrator: outcome, banned: outcome, deleted: outcome, revoked: outcome, ...loggedIn };
}

/**
 * A dashboard page: visitors log in first and come back. A refused session still carries a
 * candidate's cookie, so proxy.ts lets it through to candidate pages, where the page itself finds
 * no usable account and sends it to log in; on other sides' pages proxy.ts sends it to the
 * candidate home first.
 */
function dashboard(pagePath: string, byRole: Record<Role, Outcome>, refusedOutcome: Outcome = toLogin(pagePath)): Expected {
  // A banned account the page itself finds is told so on the login page (it cannot log back in, so no callback).
  const banned = refusedOutcome === toLogin(pagePath) ? bannedLogin : refusedOutcome;
  return { anonymous: toLogin(pagePath), ...byRole, banned, deleted: refusedOutcome, revoked: refusedOutcome };
}

const employerPage = (pagePath: string) => dashboard(pagePath, { candidate: candidateHome, employer: "200", otherEmployer: "200", administrator: candidateHome }, candidateHome);
const candidatePage = (pagePath: string) => dashboard(pagePath, { candidate: "200", employer: employerHome, otherEmployer: employerHome, administrator: "200" });
const sharedPage = (pagePath: string) => dashboard(pagePath, { candidate: "200", employer: "200", otherEmployer: "200", administrator: "200" });

type Samples = { publicJobPath: string; employerJobId: string; candidateId: string; companyId: string; applicantJobId: string };
type Row = { url: (samples: Samples) => string; expected: (samples: Samples) => Expected };

const pages: Record<string, Row> = {
  "/[locale]": { url: () => "/en", expected: () => anyone("200") },
  "/[locale]/[country]": { url: () => "/en/co", expected: () => anyone("200") },
  "/[locale]/[country]/candidates": { url: () => "/en/us/candidates", expected: () => anyone("200") },
  "/[locale]/[country]/companies/[slug]": { url: () => "/en/us/companies/northwind-labs", expected: () => anyone("200") },
  "/[locale]/[country]/job/[slug]": { url: (s) => `/en${s.publicJobPath}`, expected: () => anyone("200") },
  "/[locale]/[country]/jobs": { url: () => "/en/us/jobs", expected: () => anyone("200") },
  "/[locale]/[country]/jobs/[industry]": { url: () => "/en/us/jobs/software-development", expected: () => anyone("200") },
  "/[locale]/[country]/privacy-policy": { url: () => "/en/us/privacy-policy", expected: () => anyone("200") },
  "/[locale]/[country]/terms-conditions": { url: () => "/en/us/terms-conditions", expected: () => anyone("200") },
  "/[locale]/[...rest]": { url: () => "/en/us/no-such-page", expected: () => anyone("404") },
  "/[locale]/auth/forgot-password": { url: () => "/en/auth/forgot-password", expected: () => anyone("200") },
  "/[locale]/auth/login": {
    url: () => "/en/auth/login",
    expected: () => anyone("200", { candidate: "→ /en/home", employer: "→ /en/home", otherEmployer: "→ /en/home", administrator: "→ /en/home" }),
  },
  "/[locale]/auth/signup": {
    url: () => "/en/auth/signup",
    expected: () => anyone("200", { candidate: "→ /en/home", employer: "→ /en/home", otherEmployer: "→ /en/home", administrator: "→ /en/home" }),
  },
  "/[locale]/auth/premium": { url: () => "/en/auth/premium", expected: () => anyone("200") },
  "/[locale]/auth/verify-email": { url: () => "/en/auth/verify-email?token=not-a-token", expected: () => anyone("200") },
  "/[locale]/auth/sign-in-link": {
    url: () => "/en/auth/sign-in-link?token=not-a-token",
    expected: () => anyone("200", { candidate: "→ /en/home", employer: "→ /en/home", otherEmployer: "→ /en/home", administrator: "→ /en/home" }),
  },
  "/[locale]/admin": {
    url: () => "/en/admin",
    expected: () => dashboard("/admin", { candidate: candidateHome, employer: employerHome, otherEmployer: employerHome, administrator: "200" }, candidateHome),
  },
  "/[locale]/employers/post-job": { url: () => "/en/employers/post-job", expected: () => employerPage("/employers/post-job") },
  "/[locale]/home": { url: () => "/en/home", expected: () => dashboard("/home", { candidate: candidateHome, employer: employerHome, otherEmployer: employerHome, administrator: candidateHome }, candidateHome) },
  "/[locale]/home/[...rest]": {
    url: () => "/en/home/no-such-page",
    expected: () => dashboard("/home/no-such-page", { candidate: candidateHome, employer: employerHome, otherEmployer: employerHome, administrator: candidateHome }, candidateHome),
  },
  "/[locale]/home/account-settings": { url: () => "/en/home/account-settings", expected: () => sharedPage("/home/account-settings") },
  "/[locale]/home/applicant-details/[jobId]/applicant/[id]": {
    // A job of the demo employer the demo candidate applied to: another employer finds no such applicant.
    url: (s) => `/en/home/applicant-details/${s.applicantJobId}/applicant/${s.candidateId}`,
    expected: (s) => ({ ...employerPage(`/home/applicant-details/${s.applicantJobId}/applicant/${s.candidateId}`), otherEmployer: "404" }),
  },
  "/[locale]/home/candidate-details/[id]": { url: (s) => `/en/home/candidate-details/${s.candidateId}`, expected: (s) => employerPage(`/home/candidate-details/${s.candidateId}`) },
  "/[locale]/home/candidate-profile/[id]": { url: (s) => `/en/home/candidate-profile/${s.candidateId}`, expected: (s) => sharedPage(`/home/candidate-profile/${s.candidateId}`) },
  "/[locale]/home/candidates-applications": { url: () => "/en/home/candidates-applications", expected: () => candidatePage("/home/candidates-applications") },
  "/[locale]/home/candidates-job-company-detail/[id]": {
    url: (s) => `/en/home/candidates-job-company-detail/${s.companyId}`,
    expected: (s) => sharedPage(`/home/candidates-job-company-detail/${s.companyId}`),
  },
  "/[locale]/home/candidates-job-detail/[id]": { url: (s) => `/en/home/candidates-job-detail/${s.employerJobId}`, expected: (s) => sharedPage(`/home/candidates-job-detail/${s.employerJobId}`) },
  "/[locale]/home/candidates-jobs-listing": { url: () => "/en/home/candidates-jobs-listing", expected: () => candidatePage("/home/candidates-jobs-listing") },
  "/[locale]/home/chat": { url: () => "/en/home/chat", expected: () => sharedPage("/home/chat") },
  "/[locale]/home/companies": { url: () => "/en/home/companies", expected: () => employerPage("/home/companies") },
  "/[locale]/home/companies/new": { url: () => "/en/home/companies/new", expected: () => employerPage("/home/companies/new") },
  // Only the company's people: another employer finds no such page.
  "/[locale]/home/companies/[id]": {
    url: (s) => `/en/home/companies/${s.companyId}`,
    expected: (s) => ({ ...employerPage(`/home/companies/${s.companyId}`), otherEmployer: "404" }),
  },
  "/[locale]/home/employers-candidates-listing": { url: () => "/en/home/employers-candidates-listing", expected: () => employerPage("/home/employers-candidates-listing") },
  "/[locale]/home/employers-job-details/[id]": {
    url: (s) => `/en/home/employers-job-details/${s.employerJobId}`,
    expected: (s) => ({ ...employerPage(`/home/employers-job-details/${s.employerJobId}`), employer: `→ /en/home/employers-job-details/${s.employerJobId}/applicants-list`, otherEmployer: employerHome }),
  },
  "/[locale]/home/employers-job-details/[id]/[tab]": {
    url: (s) => `/en/home/employers-job-details/${s.employerJobId}/hiring-process`,
    expected: (s) => ({ ...employerPage(`/home/employers-job-details/${s.employerJobId}/hiring-process`), otherEmployer: employerHome }),
  },
  "/[locale]/home/employers-jobs-listing": { url: () => "/en/home/employers-jobs-listing", expected: () => employerPage("/home/employers-jobs-listing") },
  "/[locale]/home/job-summary/[jobId]": {
    url: (s) => `/en/home/job-summary/${s.employerJobId}`,
    expected: (s) => ({ ...employerPage(`/home/job-summary/${s.employerJobId}`), otherEmployer: employerHome }),
  },
  "/[locale]/home/job-templates": { url: () => "/en/home/job-templates", expected: () => employerPage("/home/job-templates") },
  "/[locale]/home/notifications": { url: () => "/en/home/notifications", expected: () => sharedPage("/home/notifications") },
  // Billing is the company's business: its people see the page (owners manage, members read), another employer finds no such page.
  "/[locale]/home/premium/[companyId]/[companyName]": {
    url: (s) => `/en/home/premium/${s.companyId}/Northwind%20Labs`,
    expected: (s) => ({ ...employerPage(`/home/premium/${s.companyId}/Northwind%20Labs`), otherEmployer: "404" }),
  },
  "/[locale]/home/privacy-policy": { url: () => "/en/home/privacy-policy", expected: () => sharedPage("/home/privacy-policy") },
  "/[locale]/home/profile": { url: () => "/en/home/profile", expected: () => sharedPage("/home/profile") },
  "/[locale]/home/terms-conditions": { url: () => "/en/home/terms-conditions", expected: () => sharedPage("/home/terms-conditions") },
  // The outbox is a development tool: production serves it only with ENABLE_DEV_OUTBOX.
  "/dev/outbox": { url: () => "/dev/outbox", expected: () => anyone("404") },
  // npm run bench's floor page: only its own server, started with BENCH_FLOOR_PAGE, serves it.
  "/dev/bench-floor": { url: () => "/dev/bench-floor", expected: () => anyone("404") },
};

/** What one GET answers, without following redirects: "200", "404" or "→ path?query". */
async function outcomeOf(request: APIRequestContext, url: string): Promise<Outcome> {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers()["location"];
  if (response.status() >= 300 && response.status() < 400 && location) {
    const target = new URL(location, "http://app.invalid");
    return `→ ${target.pathname}${target.search}`;
  }
  return String(response.status());
}

function pageFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

test.describe("who may open each page", () => {
  // One browserless pass is enough: the answers do not depend on the viewport.
  test.skip(({ isMobile }) => isMobile, "the same HTTP answers at every size");
  test.describe.configure({ mode: "serial" });

  const sessions = new Map<Kind, APIRequestContext>();
  let samples: Samples;

  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const context = () => playwright.request.newContext({ baseURL });
    sessions.set("anonymous", await context());
    const accounts: Record<Role, string> = {
      candidate: demo.candidate,
      employer: demo.employer,
      otherEmployer: "michael.thompson@brightpathlearning.example",
      administrator: demo.administrator,
    };
    for (const role of roles) {
      const request = await context();
      await logIn(request, accounts[role]);
      sessions.set(role, request);
    }
    // Fresh candidates whose sessions are then refused: one banned, one deleted, one whose password changed.
    for (const kind of refused) {
      const request = await context();
      const email = `page-access-${kind}-${Date.now().toString(36)}@example.test`;
      expect((await request.post("/api/users", { data: { email, password: "page access 123", logged_as: "candidate" } })).status()).toBe(201);
      await logIn(request, email, "page access 123");
      if (kind === "banned") await queryDatabase("UPDATE users SET banned_at = now(), banned_reason = 'e2e' WHERE email = $1", [email]);
      if (kind === "deleted") await queryDatabase("UPDATE users SET deleted_at = now(), delete_reason = 'e2e' WHERE email = $1", [email]);
      if (kind === "revoked") {
        // Changed from another device: that one's session is renewed, this one ends.
        const [user] = await queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
        const otherDevice = await context();
        await logIn(otherDevice, email, "page access 123");
        const change = await otherDevice.post("/api/auth/change-password-profile", {
          data: { userId: user!.id, currentPassword: "page access 123", newPassword: "another one 456", confirmPassword: "another one 456" },
        });
        expect(change.status()).toBe(200);
        await otherDevice.dispose();
      }
      sessions.set(kind, request);
    }

    const [job] = await queryDatabase<{ id: string; title: string }>(
      `SELECT j.id, j.title FROM jobs j JOIN users u ON u.id = j.created_by_id WHERE u.email = $1 AND j.status = 'OPEN' AND j.is_public ORDER BY j.created_at LIMIT 1`,
      [demo.employer],
    );
    const [candidate] = await queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = $1", [demo.candidate]);
    const [company] = await queryDatabase<{ id: string }>("SELECT id FROM companies WHERE slug = 'northwind-labs'");
    const [application] = await queryDatabase<{ job_id: string }>(
      `SELECT a.job_id FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.created_by_id
       WHERE u.email = $1 AND a.candidate_id = $2 AND a.withdrawn_at IS NULL ORDER BY a.created_at LIMIT 1`,
      [demo.employer, candidate!.id],
    );
    samples = { publicJobPath: jobPath("us", job!), employerJobId: job!.id, candidateId: candidate!.id, companyId: company!.id, applicantJobId: application!.job_id };
  });

  test.afterAll(async () => {
    for (const request of sessions.values()) await request.dispose();
  });

  for (const [route, row] of Object.entries(pages)) {
    test(`${route}`, async () => {
      const url = row.url(samples);
      const actual: Partial<Expected> = {};
      for (const kind of kinds) actual[kind] = await outcomeOf(sessions.get(kind)!, url);
      expect(actual).toEqual(row.expected(samples));
    });
  }

  // The catch-all answers these: each page needs its id, and without it a person (a trimmed address,
  // an old bookmark) is sent to the page above it, not shown a blank one.
  test("a dashboard address cut short of its id leads to the page above it", async () => {
    const cutShort = async (kind: Kind, url: string) => outcomeOf(sessions.get(kind)!, url);
    expect(await cutShort("employer", "/en/home/premium")).toBe("→ /en/home/profile?goPremium=true");
    expect(await cutShort("employer", "/es/home/job-summary")).toBe("→ /es/home/employers-jobs-listing");
    expect(await cutShort("employer", "/en/home/employers-job-details")).toBe("→ /en/home/employers-jobs-listing");
    expect(await cutShort("employer", "/en/home/candidate-details")).toBe(employerHome);
    expect(await cutShort("candidate", "/en/home/candidates-job-detail")).toBe(candidateHome);
    expect(await cutShort("candidate", "/en/home/premium")).toBe(candidateHome);
    expect(await cutShort("anonymous", "/en/home/premium")).toBe(toLogin("/home/premium"));
  });

  test("covers every page under app/", () => {
    const appRoot = path.join(process.cwd(), "app");
    const routes = pageFiles(appRoot).map((file) => `/${path.relative(appRoot, path.dirname(file)).split(path.sep).join("/")}`.replace(/^\/$/, "/"));
    expect(routes.filter((route) => !(route in pages)).sort()).toEqual([]);
  });
});
