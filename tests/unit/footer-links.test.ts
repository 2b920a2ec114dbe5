import { describe, expect, it } from "@jest/globals";

import { footerColumns, type FooterColumn } from "@/lib/navigation/footer-links";

const industries = [
  { name: "Design", slug: "design" },
  { name: "Ciencia de datos", slug: "data-science" },
];

const hrefs = (columns: FooterColumn[]) => Object.fromEntries(columns.map((column) => [column.key, column.links.map((link) => link.href)]));

describe("footerColumns", () => {
  it("shows visitors every column, linking to the country's pages and to signing up as an employer", () => {
    const columns = footerColumns({ side: null, country: "mx", industries });
    expect(columns.map((column) => column.key)).toEqual(["employers", "candidates", "jobCategories"]);
    expect(hrefs(columns)).toEqual({
      employers: ["/mx/candidates", "/auth/signup?type=want-hire&asEmployer=true"],
      candidates: ["/mx/jobs"],
      jobCategories: ["/mx/jobs/design", "/mx/jobs/data-science"],
    });
    expect(columns[0]!.links).toEqual([
      { messageKey: "browseCandidates", href: "/mx/candidates" },
      { messageKey: "postJob", href: "/auth/signup?type=want-hire&asEmployer=true" },
    ]);
  });

  it("shows a logged-in employer the Employers column only, linking to the dashboard", () => {
    const columns = footerColumns({ side: "EMPLOYER", country: "us", industries });
    expect(hrefs(columns)).toEqual({ employers: ["/home/employers-candidates-listing", "/employers/post-job"] });
  });

  it("shows a candidate the Candidates and Job categories columns, linking to the jobs listing by industry name", () => {
    const columns = footerColumns({ side: "CANDIDATE", country: "us", industries });
    expect(hrefs(columns)).toEqual({
      candidates: ["/home/candidates-jobs-listing"],
      jobCategories: ["/home/candidates-jobs-listing?industry=Design", "/home/candidates-jobs-listing?industry=Ciencia+de+datos"],
    });
    expect(columns[1]!.links.map((link) => ("text" in link ? link.text : null))).toEqual(["Design", "Ciencia de datos"]);
  });

  it("leaves out Job categories when there are no industries", () => {
    expect(footerColumns({ side: null, country: "us", industries: [] }).map((column) => column.key)).toEqual(["employers", "candidates"]);
  });
});
