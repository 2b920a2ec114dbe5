import { describe, expect, it } from "@jest/globals";

import { splitLocale, viewerFromSession } from "@/lib/proxy/session-viewer";

describe("viewerFromSession", () => {
  it("is nobody without a session", () => {
    expect(viewerFromSession(null)).toBeNull();
  });

  it("reads the working side and the administrator role from the session claims", () => {
    expect(viewerFromSession({ logged_as: "employer", role: "user" })).toEqual({ side: "EMPLOYER", isAdministrator: false });
    expect(viewerFromSession({ logged_as: "candidate", role: "administrator" })).toEqual({ side: "CANDIDATE", isAdministrator: true });
  });

  it("treats a claim it does not know as the candidate side, never as employer or administrator", () => {
    expect(viewerFromSession({ logged_as: "EMPLOYER", role: "ADMIN" })).toEqual({ side: "CANDIDATE", isAdministrator: false });
  });
});

describe("splitLocale", () => {
  it("separates the language from the rest of the path", () => {
    expect(splitLocale("/es/home/chat", ["en", "es"])).toEqual({ locale: "es", path: "/home/chat" });
    expect(splitLocale("/en", ["en", "es"])).toEqual({ locale: "en", path: "/" });
  });

  it("finds no language in a path that has none yet", () => {
    expect(splitLocale("/us/jobs", ["en", "es"])).toBeNull();
    expect(splitLocale("/", ["en", "es"])).toBeNull();
  });
});
