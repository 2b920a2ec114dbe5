import { describe, expect, it } from "@jest/globals";

import { dashboardAccess, dashboardFallback, type AccessRole } from "@/lib/guards/dashboard-access";

const employer: AccessRole = { side: "EMPLOYER", isAdministrator: false };
const candidate: AccessRole = { side: "CANDIDATE", isAdministrator: false };
const administrator: AccessRole = { side: "CANDIDATE", isAdministrator: true };
const employerHome = "/home/employers-candidates-listing";
const candidateHome = "/home/candidates-jobs-listing";

describe("dashboardAccess", () => {
  it("sends visitors to log in, remembering where they were going", () => {
    expect(dashboardAccess("/home/profile", null)).toEqual({ allowed: false, redirectTo: "/auth/login?callbackUrl=%2Fhome%2Fprofile" });
    expect(dashboardAccess("/admin/users", null)).toMatchObject({ allowed: false });
  });

  it("leaves public pages open to everybody", () => {
    for (const path of ["/", "/us/jobs", "/us/candidates", "/auth/login", "/es/terms-conditions"]) expect(dashboardAccess(path, null)).toEqual({ allowed: true });
  });

  it("sends each side from the dashboard home to its default page", () => {
    expect(dashboardAccess("/home", employer)).toEqual({ allowed: false, redirectTo: employerHome });
    expect(dashboardAccess("/home", candidate)).toEqual({ allowed: false, redirectTo: candidateHome });
  });

  it.each([
    ["/home/candidates-jobs-listing", candidate, employer],
    ["/home/candidates-applications", candidate, employer],
    ["/home/employers-jobs-listing", employer, candidate],
    ["/home/job-templates", employer, candidate],
    ["/home/employers-candidates-listing", employer, candidate],
    ["/home/employers-job-details/j1/applicants-list", employer, candidate],
    ["/home/applicant-details/j1/applicant/u1", employer, candidate],
    ["/home/candidate-details/u1", employer, candidate],
    ["/home/job-summary/j1", employer, candidate],
    ["/home/companies", employer, candidate],
    ["/home/companies/new", employer, candidate],
    ["/home/companies/c1", employer, candidate],
    ["/employers/post-job", employer, candidate],
  ] as const)("opens %s to its side and sends the other side home", (path, owner, other) => {
    expect(dashboardAccess(path, owner)).toEqual({ allowed: true });
    expect(dashboardAccess(path, other)).toEqual({ allowed: false, redirectTo: other.side === "EMPLOYER" ? employerHome : candidateHome });
  });

  it("opens shared pages to both sides", () => {
    for (const page of ["profile", "chat", "notifications", "account-settings", "candidate-profile/u1", "candidates-job-detail/j1", "privacy-policy"]) {
      expect(dashboardAccess(`/home/${page}`, employer)).toEqual({ allowed: true });
      expect(dashboardAccess(`/home/${page}`, candidate)).toEqual({ allowed: true });
    }
  });

  it("sends unknown dashboard paths to the side's home", () => {
    expect(dashboardAccess("/home/no-such-page", candidate)).toEqual({ allowed: false, redirectTo: candidateHome });
  });

  it("keeps the admin area for administrators", () => {
    expect(dashboardAccess("/admin/users", administrator)).toEqual({ allowed: true });
    expect(dashboardAccess("/admin/users", employer)).toEqual({ allowed: false, redirectTo: employerHome });
  });
});

describe("dashboardFallback", () => {
  it.each([
    ["/home/premium", "EMPLOYER", "/home/profile?goPremium=true"],
    ["/home/premium/c1", "EMPLOYER", "/home/profile?goPremium=true"],
    ["/home/employers-job-details", "EMPLOYER", "/home/employers-jobs-listing"],
    ["/home/job-summary", "EMPLOYER", "/home/employers-jobs-listing"],
    ["/home/applicant-details/j1", "EMPLOYER", "/home/employers-jobs-listing"],
    ["/home/candidate-details", "EMPLOYER", employerHome],
    ["/home/candidate-profile", "CANDIDATE", candidateHome],
    ["/home/candidates-job-detail", "CANDIDATE", candidateHome],
    ["/home/no-such-page", "EMPLOYER", employerHome],
  ] as const)("sends %s (cut short or unknown) to a page: for the %s side, %s", (path, side, expected) => {
    expect(dashboardFallback(path, side)).toBe(expected);
  });

  it("never sends a candidate to an employer's page", () => {
    expect(dashboardFallback("/home/premium", "CANDIDATE")).toBe(candidateHome);
  });
});
