import { readdir } from "node:fs/promises";
import path from "node:path";

import { beforeAll, describe, expect, it, jest } from "@jest/globals";

import { POST as changePasswordProfile } from "@/app/api/auth/change-password-profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as requestResetPassword } from "@/app/api/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as socialLogin } from "@/app/api/auth/social-login/route";
import { POST as switchSide } from "@/app/api/auth/switch-side/route";
import { POST as validateCode } from "@/app/api/auth/validate-code/route";
import { POST as verifyToken } from "@/app/api/auth/verify-token/route";
import { POST as verifyUserCredentials } from "@/app/api/auth/verify-user-credentials/route";
import { GET as latestBlogPosts } from "@/app/api/companies/blog/latest-posts/route";
import { GET as countries } from "@/app/api/countries/route";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { GET as health } from "@/app/api/health/route";
import { GET as autocompleteJobTitles } from "@/app/api/job-titles/autocomplete/route";
import { GET as publicJob } from "@/app/api/posts/[id]/public/route";
import { GET as listPosts } from "@/app/api/posts/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { GET as industries } from "@/app/api/industries/route";
import { PUT as updateProfilePic } from "@/app/api/users/[id]/profilePic/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { GET as checkByEmail } from "@/app/api/users/checkByEmail/[email]/route";
import { GET as publicCandidates } from "@/app/api/users/public/route";
import { PUT as changeEmail } from "@/app/api/users/profile/change-email/route";
import { POST as deleteAccount } from "@/app/api/users/profile/delete-account/route";
import { POST as sendEmailVerification } from "@/app/api/users/profile/send-email-verification/route";
import { POST as signUp } from "@/app/api/users/route";
import { signAccessToken } from "@/lib/auth/access-token";
import type { User } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { callRoute, type ApiCall, type RouteHandler } from "@/tests/support/api";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";

jest.setTimeout(30_000);

/**
 * Every route under app/api, called as each kind of user, with the status each must get. A
 * route missing from this table fails the last test, so a new route cannot skip the question
 * "who may call this?".
 */
const callers = ["anonymous", "candidate", "employer", "administrator"] as const;
type Caller = (typeof callers)[number];
type People = Record<Exclude<Caller, "anonymous">, User> & { stranger: User };
type Case = {
  route: string;
  method: string;
  handler: RouteHandler;
  /** The request a caller sends; `me` is the caller (null when anonymous), `people` everybody. */
  request: (me: User | null, people: People) => ApiCall;
  expected: Record<Caller, number>;
};

const textPosingAsPicture = {
  headers: { "content-type": "multipart/form-data; boundary=access-test" },
  body: '--access-test\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--access-test--\r\n',
};

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, candidate: status, employer: status, administrator: status });
const loggedIn = (status: number): Record<Caller, number> => ({ anonymous: 401, candidate: status, employer: status, administrator: status });

const missingJobId = "00000000-0000-7000-8000-000000000000";

let sequence = 0;
const freshEmail = () => `access.${process.pid}.${++sequence}@example.test`;

const cases: Case[] = [
  { route: "/api/health", method: "GET", handler: health, request: () => ({ method: "GET" }), expected: everyone(200) },
  { route: "/api/posts", method: "GET", handler: listPosts, request: () => ({ method: "GET", path: "/api/posts?take=5" }), expected: everyone(200) },
  {
    route: "/api/posts/[id]/public",
    method: "GET",
    // Nobody's job: the public job page data answers 404 alike for everyone.
    handler: publicJob,
    request: () => ({ method: "GET", params: { id: "0190a0b0-0000-7000-8000-000000000000" } }),
    expected: everyone(404),
  },
  {
    route: "/api/job-titles/autocomplete",
    method: "GET",
    handler: autocompleteJobTitles,
    request: () => ({ method: "GET", path: "/api/job-titles/autocomplete?query=dev&segment=jobs" }),
    expected: everyone(200),
  },
  { route: "/api/companies/blog/latest-posts", method: "GET", handler: latestBlogPosts, request: () => ({ method: "GET" }), expected: everyone(200) },
  { route: "/api/industries", method: "GET", handler: industries, request: () => ({ method: "GET", path: "/api/industries?locale=es" }), expected: everyone(200) },
  { route: "/api/countries", method: "GET", handler: countries, request: () => ({ method: "GET", path: "/api/countries?locale=en" }), expected: everyone(200) },
  {
    route: "/api/users",
    method: "POST",
    handler: signUp,
    request: () => ({ body: { email: freshEmail(), password: "long enough", role: "user", is_employer: false, logged_as: "candidate" } }),
    expected: everyone(201),
  },
  {
    route: "/api/users/checkByEmail/[email]",
    method: "GET",
    handler: checkByEmail,
    request: (_me, people) => ({ method: "GET", params: { email: people.stranger.email } }),
    expected: everyone(200),
  },
  { route: "/api/users/public", method: "GET", handler: publicCandidates, request: () => ({ method: "GET", path: "/api/users/public?take=5" }), expected: everyone(200) },
  {
    route: "/api/users/public (a query that does not parse)",
    method: "GET",
    handler: publicCandidates,
    request: () => ({ method: "GET", path: "/api/users/public?take=1000" }),
    expected: everyone(400),
  },
  {
    route: "/api/auth/login",
    method: "POST",
    handler: login,
    request: (me, people) => ({ body: { email: (me ?? people.stranger).email, password: FACTORY_PASSWORD } }),
    expected: everyone(200),
  },
  {
    route: "/api/auth/social-login",
    method: "POST",
    handler: socialLogin,
    request: () => ({ body: { social_token_verification: "a.b.c" } }),
    expected: everyone(404),
  },
  { route: "/api/auth/request-reset-password", method: "POST", handler: requestResetPassword, request: (_me, people) => ({ body: { email: people.stranger.email } }), expected: everyone(200) },
  { route: "/api/auth/validate-code", method: "POST", handler: validateCode, request: (_me, people) => ({ body: { email: people.stranger.email, code: "000000" } }), expected: everyone(400) },
  { route: "/api/auth/reset-password", method: "POST", handler: resetPassword, request: () => ({ body: { resetToken: "not-a-token", password: "long enough" } }), expected: everyone(400) },
  { route: "/api/auth/verify-token", method: "POST", handler: verifyToken, request: () => ({ body: { token: "not-a-token" } }), expected: everyone(400) },
  {
    route: "/api/auth/verify-user-credentials",
    method: "POST",
    handler: verifyUserCredentials,
    request: (me, people) => ({ body: { email: (me ?? people.stranger).email, password: FACTORY_PASSWORD } }),
    expected: loggedIn(200),
  },
  {
    route: "/api/auth/verify-user-credentials (someone else's e-mail)",
    method: "POST",
    handler: verifyUserCredentials,
    request: (_me, people) => ({ body: { email: people.stranger.email, password: FACTORY_PASSWORD } }),
    expected: loggedIn(403),
  },
  {
    route: "/api/auth/change-password-profile (someone else's account)",
    method: "POST",
    handler: changePasswordProfile,
    request: (_me, people) => ({ body: { userId: people.stranger.id, currentPassword: FACTORY_PASSWORD, newPassword: "another long one", confirmPassword: "another long one" } }),
    expected: loggedIn(403),
  },
  {
    route: "/api/auth/change-password-profile",
    method: "POST",
    handler: changePasswordProfile,
    // A wrong current password: the caller may try (422), yet nothing changes.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, currentPassword: "not the password", newPassword: "another long one", confirmPassword: "another long one" } }),
    expected: loggedIn(422),
  },
  {
    route: "/api/users/[id]",
    method: "PUT",
    handler: updateUser,
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id }, body: { first_name: (me ?? people.stranger).firstName } }),
    expected: loggedIn(200),
  },
  {
    route: "/api/users/[id] (someone else's account)",
    method: "PUT",
    handler: updateUser,
    request: (_me, people) => ({ params: { id: people.stranger.id }, body: { first_name: "Mallory" } }),
    expected: loggedIn(404),
  },
  {
    route: "/api/users/[id]/profilePic",
    method: "PUT",
    handler: updateProfilePic,
    // Text posing as a picture: the caller may try (422), yet nothing is stored.
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id }, ...textPosingAsPicture }),
    expected: loggedIn(422),
  },
  {
    route: "/api/users/[id]/profilePic (someone else's account)",
    method: "PUT",
    handler: updateProfilePic,
    request: (_me, people) => ({ params: { id: people.stranger.id }, ...textPosingAsPicture }),
    expected: loggedIn(404),
  },
  {
    route: "/api/users/[id]/applyTo/[postId]",
    method: "POST",
    handler: applyTo,
    // To a job that does not exist (404), so that nobody's applications change; employers are on the wrong side.
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id, postId: missingJobId }, body: { candidate_id: (me ?? people.stranger).id, questions: [] } }),
    expected: { anonymous: 401, candidate: 404, employer: 403, administrator: 404 },
  },
  {
    route: "/api/users/[id]/applyTo/[postId] (for someone else)",
    method: "POST",
    handler: applyTo,
    request: (_me, people) => ({ params: { id: people.stranger.id, postId: missingJobId }, body: { candidate_id: people.stranger.id, questions: [] } }),
    expected: { anonymous: 401, candidate: 403, employer: 403, administrator: 403 },
  },
  {
    route: "/api/auth/switch-side",
    method: "POST",
    handler: switchSide,
    // To the side the caller is on already, so that the table's people keep their sides.
    request: (me) => ({ body: { side: me?.loggedAs === "EMPLOYER" ? "employer" : "candidate" } }),
    expected: loggedIn(200),
  },
  {
    route: "/api/users/profile/send-email-verification",
    method: "POST",
    handler: sendEmailVerification,
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, email: freshEmail() } }),
    expected: loggedIn(200),
  },
  {
    route: "/api/users/profile/send-email-verification (someone else's account)",
    method: "POST",
    handler: sendEmailVerification,
    request: (_me, people) => ({ body: { userId: people.stranger.id, email: freshEmail() } }),
    expected: loggedIn(404),
  },
  {
    route: "/api/users/profile/change-email",
    method: "PUT",
    handler: changeEmail,
    // No code was sent to this address: answered { valid: false }, nothing changes.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, email: freshEmail(), verificationCode: "000000" } }),
    expected: loggedIn(200),
  },
  {
    route: "/api/users/profile/change-email (someone else's account)",
    method: "PUT",
    handler: changeEmail,
    request: (_me, people) => ({ body: { userId: people.stranger.id, email: freshEmail(), verificationCode: "000000" } }),
    expected: loggedIn(404),
  },
  {
    route: "/api/users/profile/delete-account",
    method: "POST",
    handler: deleteAccount,
    // Without a reason (422), so that the table's people stay.
    request: () => ({ body: { deleteReason: " " } }),
    expected: loggedIn(422),
  },
  {
    route: "/api/files/[id]",
    method: "GET",
    // Not wrapped by route(): its context names its one param.
    handler: getFile as RouteHandler,
    // Files are public by id; this one does not exist.
    request: () => ({ method: "GET", params: { id: "00000000-0000-7000-8000-000000000000" } }),
    expected: everyone(404),
  },
];

/** Routes served by a framework rather than our wrapper. */
const frameworkRoutes = new Set(["/api/auth/[...nextauth]"]);

let people: People;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  const [candidate, employer, administrator, stranger] = await Promise.all([
    createUser(db, { loggedAs: "CANDIDATE" }),
    createUser(db, { loggedAs: "EMPLOYER", isEmployer: true }),
    createUser(db, { role: "ADMINISTRATOR" }),
    createUser(db, {}),
  ]);
  people = { candidate, employer, administrator, stranger };
  tokens.set("anonymous", undefined);
  for (const caller of ["candidate", "employer", "administrator"] as const) {
    const user = people[caller];
    tokens.set(caller, signAccessToken({ id: user.id, role: user.role, side: user.loggedAs }));
  }
});

describe("who may call each API route", () => {
  const rows = cases.flatMap((testCase) => callers.map((caller) => [testCase.method, testCase.route, caller, testCase.expected[caller], testCase] as const));

  it.each(rows)("%s %s as %s answers %i", async (_method, _route, caller, expected, testCase) => {
    const me = caller === "anonymous" ? null : people[caller];
    const answer = await callRoute(testCase.handler, { method: testCase.method, ...testCase.request(me, people), token: tokens.get(caller) });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual(expect.objectContaining({ status: expected }));
  });

  it("covers every route under app/api", async () => {
    const routeFiles = await findRouteFiles(path.join(process.cwd(), "app/api"));
    const listed = new Set(cases.map(({ method, route }) => `${method} ${route.split(" ")[0]}`));
    const missing: string[] = [];
    for (const file of routeFiles) {
      const route = `/${path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).join("/")}`;
      if (frameworkRoutes.has(route)) continue;
      const handlers = (await import(file)) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (typeof handlers[method] === "function" && !listed.has(`${method} ${route}`)) missing.push(`${method} ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

async function findRouteFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return findRouteFiles(full);
      return Promise.resolve(entry.name === "route.ts" ? [full] : []);
    }),
  );
  return nested.flat();
}
