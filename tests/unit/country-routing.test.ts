import { describe, expect, it } from "@jest/globals";

import { pathWithCountry } from "@/lib/proxy/country-routing";

describe("pathWithCountry", () => {
  it("puts a public page typed without its country in the remembered country", () => {
    expect(pathWithCountry("/jobs", "mx")).toBe("/mx/jobs");
    expect(pathWithCountry("/jobs/design", "mx")).toBe("/mx/jobs/design");
    expect(pathWithCountry("/companies/northwind-labs", "co")).toBe("/co/companies/northwind-labs");
    expect(pathWithCountry("/job/staff-engineer-01a2194b-e942-7fc5-99bb-93f33ffcccf9", "ar")).toBe("/ar/job/staff-engineer-01a2194b-e942-7fc5-99bb-93f33ffcccf9");
    expect(pathWithCountry("/terms-conditions", "cl")).toBe("/cl/terms-conditions");
  });

  it("falls back to the default country without a usable cookie", () => {
    expect(pathWithCountry("/candidates", undefined)).toBe("/us/candidates");
    expect(pathWithCountry("/privacy-policy", "../admin")).toBe("/us/privacy-policy");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/", "/us/jobs", "/mx", "/home/chat", "/auth/login", "/admin", "/employers/post-job", "/jobsearch", "/zz/jobs"]) expect(pathWithCountry(path, "mx")).toBeNull();
  });
});
