import { describe, expect, it } from "@jest/globals";

import {
  badgeCount,
  bottomBarItems,
  BOTTOM_BAR_ITEM_COUNT,
  dashboardMenuItems,
  isMenuPathActive,
  itemsBeyondBottomBar,
  landingMenuLinks,
  mobileLandingLinks,
  myJobsSubItems,
  signupOptions,
  visibleSubItems,
} from "@/lib/navigation/menu-items";

describe("dashboardMenuItems", () => {
  it("gives employers Candidates, My jobs, Templates, Messages and Notifications", () => {
    expect(dashboardMenuItems("EMPLOYER").map(({ key, path }) => [key, path])).toEqual([
      ["candidates", "/home/employers-candidates-listing"],
      ["myJobs", "/home/employers-jobs-listing"],
      ["templates", "/home/job-templates"],
      ["messages", "/home/chat"],
      ["notifications", "/home/notifications"],
    ]);
  });

  it("gives candidates Jobs, Applications, Messages and Notifications", () => {
    expect(dashboardMenuItems("CANDIDATE").map(({ key, path }) => [key, path])).toEqual([
      ["jobs", "/home/candidates-jobs-listing"],
      ["applications", "/home/candidates-applications"],
      ["messages", "/home/chat"],
      ["notifications", "/home/notifications"],
    ]);
  });

  it("starts an administrator's menu, on either side, with the administration area", () => {
    expect(dashboardMenuItems("CANDIDATE", { isAdministrator: true }).map(({ key, path }) => [key, path])).toEqual([
      ["administration", "/admin"],
      ["jobs", "/home/candidates-jobs-listing"],
      ["applications", "/home/candidates-applications"],
      ["messages", "/home/chat"],
      ["notifications", "/home/notifications"],
    ]);
    expect(dashboardMenuItems("EMPLOYER", { isAdministrator: true }).map(({ key }) => key)).toEqual(["administration", "candidates", "myJobs", "templates", "messages", "notifications"]);
    expect(dashboardMenuItems("EMPLOYER", { isAdministrator: false }).some(({ key }) => key === "administration")).toBe(false);
  });

  it("puts the unread chat count on Messages only, 0 by default", () => {
    for (const side of ["EMPLOYER", "CANDIDATE"] as const) {
      expect(dashboardMenuItems(side).find((item) => item.key === "messages")?.badge).toBe(0);
      const items = dashboardMenuItems(side, { unreadChats: 3 });
      expect(items.filter((item) => item.badge !== undefined)).toEqual([expect.objectContaining({ key: "messages", badge: 3 })]);
    }
  });

  it("links every item to a page under /home, with an icon", () => {
    for (const side of ["EMPLOYER", "CANDIDATE"] as const) {
      for (const item of dashboardMenuItems(side)) {
        expect(item.path).toMatch(/^\/home\//);
        expect(item.icon).toBeTruthy();
      }
    }
  });
});

describe("the bottom bar under 768px", () => {
  it("shows the first four items and leaves the rest to the user's menu", () => {
    const employer = dashboardMenuItems("EMPLOYER");
    expect(BOTTOM_BAR_ITEM_COUNT).toBe(4);
    expect(bottomBarItems(employer).map((item) => item.key)).toEqual(["candidates", "myJobs", "templates", "messages"]);
    expect(itemsBeyondBottomBar(employer).map((item) => item.key)).toEqual(["notifications"]);

    const candidate = dashboardMenuItems("CANDIDATE");
    expect(bottomBarItems(candidate).map((item) => item.key)).toEqual(["jobs", "applications", "messages", "notifications"]);
    expect(itemsBeyondBottomBar(candidate)).toEqual([]);

    // An administrator's phone keeps the administration area at hand; Notifications move to their menu.
    const administrator = dashboardMenuItems("CANDIDATE", { isAdministrator: true });
    expect(bottomBarItems(administrator).map((item) => item.key)).toEqual(["administration", "jobs", "applications", "messages"]);
    expect(itemsBeyondBottomBar(administrator).map((item) => item.key)).toEqual(["notifications"]);
  });

  it("copes with fewer than four items", () => {
    expect(bottomBarItems(["a", "b"])).toEqual(["a", "b"]);
    expect(itemsBeyondBottomBar(["a", "b"])).toEqual([]);
  });
});

describe("isMenuPathActive", () => {
  it("marks an item on its page and the pages under it, not on look-alikes", () => {
    expect(isMenuPathActive("/home/chat", "/home/chat")).toBe(true);
    expect(isMenuPathActive("/home/employers-jobs-listing", "/home/employers-jobs-listing/x")).toBe(true);
    expect(isMenuPathActive("/home/chat", "/home/chatter")).toBe(false);
    expect(isMenuPathActive(undefined, "/home")).toBe(false);
  });
});

describe("badgeCount", () => {
  it("shows only positive counts", () => {
    expect(badgeCount(undefined)).toBeNull();
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(7)).toBe(7);
  });
});

describe("visibleSubItems", () => {
  const sub = [
    { key: "plain", label: "Plain", path: "/home/a" },
    { key: "internal", label: "Internal", path: "/home/b", subtitle: "Staff only", companyDomain: "Northwind.test" },
  ];

  it("shows subtitle-style sub-items only to e-mails on the company's domain", () => {
    expect(visibleSubItems(sub, "ana@northwind.test").map((item) => item.key)).toEqual(["plain", "internal"]);
    expect(visibleSubItems(sub, "ana@gmail.com").map((item) => item.key)).toEqual(["plain"]);
    expect(visibleSubItems(sub, "not-an-email").map((item) => item.key)).toEqual(["plain"]);
  });
});

describe("My jobs' sub-items", () => {
  const companies = [
    { id: "c1", name: "Northwind Labs", emailDomain: "northwind.test" },
    { id: "c2", name: "No Domain Co", emailDomain: null },
  ];

  it("lists all jobs, post a job and the companies page with a border, on the employer's My jobs", () => {
    const myJobs = dashboardMenuItems("EMPLOYER", { companies: [] }).find((item) => item.key === "myJobs");
    expect(myJobs?.sub?.map(({ key, path, hasBorder }) => [key, path, hasBorder ?? false])).toEqual([
      ["allJobs", "/home/employers-jobs-listing", false],
      ["postJob", "/employers/post-job", false],
      ["companies", "/home/companies", true],
    ]);
    expect(dashboardMenuItems("CANDIDATE", { companies }).some((item) => item.sub)).toBe(false);
  });

  it("adds a subtitle-style item per company that has an e-mail domain, named by the company", () => {
    expect(myJobsSubItems(companies).slice(3)).toEqual([
      { key: "company-c1", labelKey: "companyPage", path: "/home/companies/c1", subtitle: "Northwind Labs", companyDomain: "northwind.test" },
    ]);
  });

  it("shows a company's item only to people whose e-mail is on its domain", () => {
    const sub = myJobsSubItems(companies);
    expect(visibleSubItems(sub, "ana@Northwind.test").map((item) => item.key)).toEqual(["allJobs", "postJob", "companies", "company-c1"]);
    expect(visibleSubItems(sub, "ana@gmail.com").map((item) => item.key)).toEqual(["allJobs", "postJob", "companies"]);
    // A look-alike domain is not the company's.
    expect(visibleSubItems(sub, "ana@mail.northwind.test").map((item) => item.key)).toEqual(["allJobs", "postJob", "companies"]);
  });
});

describe("the logged-out menus", () => {
  it("links browse candidates and find jobs in the current country", () => {
    expect(landingMenuLinks("mx")).toEqual([
      { key: "browseCandidates", href: "/mx/candidates" },
      { key: "findJobs", href: "/mx/jobs" },
    ]);
  });

  it("lists browse candidates, find jobs, go premium, sign up and log in in the hamburger", () => {
    expect(mobileLandingLinks("us")).toEqual([
      { key: "browseCandidates", href: "/us/candidates" },
      { key: "findJobs", href: "/us/jobs" },
      { key: "goPremium", href: "/auth/premium" },
      { key: "signUp", href: "/auth/signup" },
      { key: "logIn", href: "/auth/login" },
    ]);
  });

  it("offers signing up to work or to hire", () => {
    expect(signupOptions).toEqual([
      { key: "wantWork", href: "/auth/signup?type=want-work" },
      { key: "wantHire", href: "/auth/signup?type=want-hire" },
    ]);
  });
});
