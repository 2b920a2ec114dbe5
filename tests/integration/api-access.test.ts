import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { POST as changePasswordProfile } from "@/app/api/auth/change-password-profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as refreshSession } from "@/app/api/auth/refresh-session/route";
import { POST as requestResetPassword } from "@/app/api/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as socialLogin } from "@/app/api/auth/social-login/route";
import { POST as switchSide } from "@/app/api/auth/switch-side/route";
import { POST as validateCode } from "@/app/api/auth/validate-code/route";
import { POST as verifyToken } from "@/app/api/auth/verify-token/route";
import { POST as verifyUserCredentials } from "@/app/api/auth/verify-user-credentials/route";
import { DELETE as removeMember } from "@/app/api/companies/[id]/members/[userId]/route";
import { POST as addMember } from "@/app/api/companies/[id]/members/route";
import { GET as companyPosts } from "@/app/api/companies/[id]/posts/route";
import { GET as getCompany, PUT as updateCompany } from "@/app/api/companies/[id]/route";
import { GET as latestBlogPosts } from "@/app/api/companies/blog/latest-posts/route";
import { POST as uploadCompanyImage } from "@/app/api/companies/image-upload/route";
import { GET as companiesForUser } from "@/app/api/companies/list/for-user/route";
import { POST as resetCompanyImage } from "@/app/api/companies/reset-image-company/route";
import { GET as listCompanies, POST as createCompany } from "@/app/api/companies/route";
import { GET as companyPlanLimits } from "@/app/api/companies/limit/plan/[id]/route";
import { GET as companyPlanInformation } from "@/app/api/companies/plan/company/information/[id]/route";
import { GET as countries } from "@/app/api/countries/route";
import { GET as benchFloor } from "@/app/api/dev/bench-floor/route";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { GET as health } from "@/app/api/health/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { GET as autocompleteJobTitles } from "@/app/api/job-titles/autocomplete/route";
import { DELETE as deleteJobTemplate, GET as getJobTemplate, PUT as renameJobTemplate } from "@/app/api/job-templates/[id]/route";
import { GET as listJobTemplates, POST as createJobTemplate } from "@/app/api/job-templates/route";
import { GET as publicJob } from "@/app/api/posts/[id]/public/route";
import { POST as viewPost } from "@/app/api/posts/[id]/view/route";
import { GET as calculateMatch } from "@/app/api/posts/[id]/calculate-match/route";
import { DELETE as deletePost, GET as getPost, PUT as updatePost } from "@/app/api/posts/[id]/route";
import { GET as listPosts, POST as createPost } from "@/app/api/posts/route";
import { POST as inviteCandidate } from "@/app/api/posts/[id]/invite-candidate/[candidateId]/route";
import { POST as inviteCandidates } from "@/app/api/posts/[id]/invite-candidates/route";
import { GET as listApplicantNotes, POST as addApplicantNote } from "@/app/api/posts/[id]/applicants/[userId]/notes/route";
import { GET as applicantDetails } from "@/app/api/users/[id]/job/[jobId]/route";
import { GET as latestApplicants } from "@/app/api/users/last-candidates-applies/list/route";
import { GET as publishedPosts } from "@/app/api/users/[id]/publishedPosts/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { GET as candidateApplications } from "@/app/api/users/[id]/applies/route";
import { GET as jobsRecommendations } from "@/app/api/users/[id]/jobsRecomendations/route";
import { POST as withdrawApplication } from "@/app/api/users/[id]/applications/[applicationId]/withdraw/route";
import { DELETE as deleteNotification, PUT as markNotificationRead } from "@/app/api/users/[id]/notifications/[notificationId]/route";
import { POST as restoreNotification } from "@/app/api/users/[id]/notifications/[notificationId]/restore/route";
import { PUT as markAllNotificationsRead } from "@/app/api/users/[id]/notifications/read-all/route";
import { GET as listNotifications } from "@/app/api/users/[id]/notifications/route";
import { POST as pusherAuth } from "@/app/api/pusher/auth/route";
import { GET as getEmailPreferences, PUT as updateEmailPreferences } from "@/app/api/users/[id]/email-preferences/route";
import { POST as answerQuestion } from "@/app/api/users/response-questions/[postId]/[questionId]/route";
import { GET as industries } from "@/app/api/industries/route";
import { GET as applicantsOfJob } from "@/app/api/posts/[id]/aplicants/route";
import { PUT as bulkApplicantsStage } from "@/app/api/posts/[id]/applicants/stage/route";
import { POST as markHired } from "@/app/api/posts/[id]/applicants/[userId]/hired/route";
import { POST as markReviewed } from "@/app/api/posts/[id]/applicants/[userId]/reviewed/route";
import { PUT as applicantStage } from "@/app/api/posts/[id]/applicants/[userId]/stage/route";
import { PUT as rankApplicant } from "@/app/api/posts/[id]/rank/[userId]/[rank]/route";
import { GET as recommendedCandidates } from "@/app/api/posts/[id]/recommendedCandidates/route";
import { PUT as updateProfilePic } from "@/app/api/users/[id]/profilePic/route";
import { GET as getUser, PUT as updateUser } from "@/app/api/users/[id]/route";
import { GET as checkVideoLink } from "@/app/api/users/check-video-link/route";
import { GET as checkByEmail } from "@/app/api/users/checkByEmail/[email]/route";
import { GET as publicCandidates } from "@/app/api/users/public/route";
import { PUT as changeEmail } from "@/app/api/users/profile/change-email/route";
import { POST as deleteAccount } from "@/app/api/users/profile/delete-account/route";
import { GET as exportAccountData } from "@/app/api/users/profile/export/route";
import { GET as listReferrals } from "@/app/api/users/referal/list/route";
import { POST as sendReferralEmail } from "@/app/api/users/referal/send-email/route";
import { POST as trackSignUp } from "@/app/api/users/track/signup/route";
import { POST as sendEmailVerification } from "@/app/api/users/profile/send-email-verification/route";
import { GET as searchCandidates, POST as signUp } from "@/app/api/users/route";
import { GET as downloadCv } from "@/app/api/users/[id]/cv/route";
import { DELETE as deleteCv } from "@/app/api/users/cv/delete/route";
import { POST as sendSmsVerification } from "@/app/api/users/profile/send-sms-verification/route";
import { POST as verifySmsCode } from "@/app/api/users/profile/verify-sms-code/route";
import { POST as testCv } from "@/app/api/users/test-cv/route";
import { POST as uploadCv } from "@/app/api/users/upload-cv/route";
import { POST as reportChatRoom } from "@/app/api/room-chats/[id]/report/route";
import { POST as answerChatRequest } from "@/app/api/room-chats/approved-reject-request/route";
import { POST as changeChatRoomStatus } from "@/app/api/room-chats/change-status-chat-room/route";
import { GET as listDirectChatRooms, POST as requestDirectChatRoom } from "@/app/api/room-chats/direct/route";
import { GET as listCandidateJobChatRooms } from "@/app/api/room-chats/jobs/candidate/route";
import { GET as listEmployerJobChatRooms } from "@/app/api/room-chats/jobs/employer/route";
import { POST as openJobChatRoom } from "@/app/api/room-chats/jobs/route";
import { POST as sendChatMessage } from "@/app/api/room-chats/send-new-message/route";
import { GET as chatToken } from "@/app/api/room-chats/token/route";
import { GET as listPlans } from "@/app/api/plans/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { POST as cancelSubscription } from "@/app/api/transactions/cancel-suscription/route";
import { POST as changeSubscription } from "@/app/api/transactions/change-suscription/route";
import { POST as evaluateCoupon } from "@/app/api/transactions/evalutate-cupon/route";
import { GET as paymentHistory } from "@/app/api/transactions/historial/[companyId]/route";
import { GET as companyPlan } from "@/app/api/transactions/plan/[companyId]/route";
import { POST as subscribe } from "@/app/api/transactions/route";
import { POST as addPaymentMethod } from "@/app/api/users/payment-method/create/route";
import { PUT as setDefaultPaymentMethod } from "@/app/api/users/payment-method/default/[id]/route";
import { DELETE as deletePaymentMethod } from "@/app/api/users/payment-method/delete/[id]/route";
import { GET as listPaymentMethods } from "@/app/api/users/payment-method/list/route";
import { GET as adminAuditLog } from "@/app/api/admin/audit-log/route";
import { GET as adminFlaggedMessages } from "@/app/api/admin/flagged-messages/route";
import { GET as adminOverview } from "@/app/api/admin/overview/route";
import { PUT as resolveReport } from "@/app/api/admin/reports/[id]/route";
import { GET as adminReports } from "@/app/api/admin/reports/route";
import { PUT as banCompany } from "@/app/api/companies/[id]/banned/route";
import { PUT as enableCompany } from "@/app/api/companies/[id]/enable/route";
import { PUT as unbanCompany } from "@/app/api/companies/[id]/un-banned/route";
import { GET as adminCompanies } from "@/app/api/companies/admin/route";
import { PUT as banPost } from "@/app/api/posts/[id]/banned/route";
import { PUT as unbanPost } from "@/app/api/posts/[id]/un-banned/route";
import { GET as adminPosts } from "@/app/api/posts/list/route";
import { PUT as banUser } from "@/app/api/users/[id]/ban/route";
import { PUT as unbanUser } from "@/app/api/users/[id]/unban/route";
import { GET as adminHiredRange } from "@/app/api/users/admin/hired/[a]/[b]/route";
import { GET as adminHired } from "@/app/api/users/admin/hired/route";
import { GET as adminUsers } from "@/app/api/users/admin/route";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { signAccessToken } from "@/lib/auth/access-token";
import type { User } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { callRoute, type ApiCall, type RouteHandler } from "@/tests/support/api";
import { startPayments, type PaymentsHarness } from "@/tests/support/payments";
import { createJob, createUser, ensurePlan, FACTORY_PASSWORD } from "@/prisma/factories";
import { findRouteFiles } from "@/tests/support/route-files";

jest.setTimeout(30_000);

/**
 * Every route under app/api, called as each kind of user, with the status and error code each must
 * get. A route missing from this table fails the last test, so a new route cannot skip the
 * question "who may call this?". Besides the working sides and the administrator, the table calls
 * as a second employer, and with credentials that must no longer work: a banned account, a deleted
 * one, and a token issued before the account's password changed.
 */
const roles = ["candidate", "employer", "otherEmployer", "administrator"] as const;
const refused = ["banned", "deleted", "revoked"] as const;
const callers = ["anonymous", ...roles, ...refused] as const;
type Role = (typeof roles)[number];
type Caller = (typeof callers)[number];
/** The employer owns a Free company with a draft job, and a second draft that the table deletes. */
type People = Record<Role | (typeof refused)[number], User> & { stranger: User; companyId: string; draftJobId: string; deletableJobId: string; templateId: string; deletableTemplateId: string };
/** "200", or a refusal as "status code": "404 not_found". */
type Outcome = string;
type Expected = Record<Caller, Outcome>;
type Case = {
  route: string;
  method: string;
  handler: RouteHandler;
  /** The request a caller sends; `me` is the caller (null when anonymous), `people` everybody. */
  request: (me: User | null, people: People) => ApiCall;
  expected: Expected;
};

const textPosingAsPicture = {
  headers: { "content-type": "multipart/form-data; boundary=access-test" },
  body: '--access-test\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--access-test--\r\n',
};

/** A company logo that is text: the owner may try (422), yet nothing is stored. */
const textPosingAsLogo = (companyId: string) => ({
  headers: { "content-type": "multipart/form-data; boundary=access-test" },
  body: [
    `--access-test\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n`,
    '--access-test\r\nContent-Disposition: form-data; name="type"\r\n\r\nlogo\r\n',
    '--access-test\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--access-test--\r\n',
  ].join(""),
});

const byRole = (outcome: Outcome | Partial<Record<Role, Outcome>>, fallback?: Outcome): Record<Role, Outcome> =>
  Object.fromEntries(roles.map((role) => [role, typeof outcome === "string" ? outcome : (outcome[role] ?? fallback ?? "200")])) as Record<Role, Outcome>;

/** A public route: a refused credential counts as none, so those callers get what a visitor gets. */
function anyone(visitor: Outcome, loggedIn: Outcome | Partial<Record<Role, Outcome>> = visitor): Expected {
  return { anonymous: visitor, ...byRole(loggedIn, visitor), banned: visitor, deleted: visitor, revoked: visitor };
}

/** A route for logged-in users: no credential or a refused one is 401, a banned account 403. */
function loggedIn(outcome: Outcome | Partial<Record<Role, Outcome>>): Expected {
  return { anonymous: "401 unauthorized", ...byRole(outcome), banned: "403 account_banned", deleted: "401 unauthorized", revoked: "401 unauthorized" };
}

const missingJobId = "00000000-0000-7000-8000-000000000000";

/** An administrator's route: every non-administrator is refused before anything is read. */
const adminOnly = (outcome: Outcome = "200"): Expected =>
  loggedIn({ candidate: "403 forbidden", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: outcome });

/** What the admin rows act on (set up below the table): a user, a job and company of their own, and a chat report. */
const admin = { userId: "", jobId: "", companyId: "", reportId: "" };

/** A text file named cv.pdf: anyone logged in may try (422), yet nothing is stored. */
const textPosingAsCv = {
  headers: { "content-type": "multipart/form-data; boundary=access-test" },
  body: '--access-test\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\nnot a PDF\r\n--access-test--\r\n',
};

/** A candidate with a CV who applied to the employer's draft job (set up below the table). */
let cvOwnerId = "";
/** A job of the employer with two applicants ranked 1 and 2, and a third whom the table marks hired. */
const pipeline = { jobId: "", applicantIds: [] as string[], hiredId: "" };

/**
 * Chat rooms of the employer (set up below the table, through the routes): a direct request to the
 * candidate that only the candidate may answer, a job room that only its employer archives, and a
 * job room the employer writes in. Nobody else is a member of any.
 */
const chat = { requestRoomId: "", archivableRoomId: "", writableRoomId: "" };

/**
 * Billing (set up below the table): the employer's two saved cards (one the table deletes), the
 * Premium plan's id and a coupon. The employer's company stays on Free: the table never subscribes.
 */
const billing = { cardId: "", deletableCardId: "", premiumPlanId: 0 };
const employerOnly = { employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" };
const employerSide = { employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" };

let sequence = 0;
const freshEmail = () => `access.${process.pid}.${++sequence}@example.test`;

const cases: Case[] = [
  // Only the bench's own server (BENCH_FLOOR_PAGE=1) answers it.
  { route: "/api/dev/bench-floor", method: "GET", handler: benchFloor, request: () => ({ method: "GET" }), expected: anyone("404 not_found") },
  { route: "/api/health", method: "GET", handler: health, request: () => ({ method: "GET" }), expected: anyone("200") },
  // Without METRICS_TOKEN outside production, open to anyone (tests/integration/observability.test.ts covers the token and production).
  { route: "/api/metrics", method: "GET", handler: metrics, request: () => ({ method: "GET", path: "/api/metrics" }), expected: anyone("200") },
  { route: "/api/posts", method: "GET", handler: listPosts, request: () => ({ method: "GET", path: "/api/posts?take=5" }), expected: anyone("200") },
  { route: "/api/posts (a query that does not parse)", method: "GET", handler: listPosts, request: () => ({ method: "GET", path: "/api/posts?take=1000&endDate=0000-01-01" }), expected: anyone("400 invalid_query") },
  {
    route: "/api/posts/[id]/public",
    method: "GET",
    // Nobody's job: the public job page data answers 404 alike for everyone.
    handler: publicJob,
    request: () => ({ method: "GET", params: { id: "0190a0b0-0000-7000-8000-000000000000" } }),
    expected: anyone("404 not_found"),
  },
  { route: "/api/posts/[id]/public (an id that is not one)", method: "GET", handler: publicJob, request: () => ({ method: "GET", params: { id: "not-an-id" } }), expected: anyone("400 invalid_path") },
  {
    route: "/api/job-titles/autocomplete",
    method: "GET",
    handler: autocompleteJobTitles,
    request: () => ({ method: "GET", path: "/api/job-titles/autocomplete?query=dev&segment=jobs" }),
    expected: anyone("200"),
  },
  { route: "/api/companies/blog/latest-posts", method: "GET", handler: latestBlogPosts, request: () => ({ method: "GET" }), expected: anyone("200") },
  { route: "/api/industries", method: "GET", handler: industries, request: () => ({ method: "GET", path: "/api/industries?locale=es" }), expected: anyone("200") },
  { route: "/api/countries", method: "GET", handler: countries, request: () => ({ method: "GET", path: "/api/countries?locale=en" }), expected: anyone("200") },
  {
    route: "/api/users",
    method: "POST",
    handler: signUp,
    request: () => ({ body: { email: freshEmail(), password: "long enough", role: "user", is_employer: false, logged_as: "candidate" } }),
    expected: anyone("201"),
  },
  {
    route: "/api/users",
    method: "GET",
    handler: searchCandidates,
    request: () => ({ method: "GET", path: "/api/users?skills=react&languages=english:high&take=5" }),
    expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/users (a query that does not parse)",
    method: "GET",
    handler: searchCandidates,
    request: () => ({ method: "GET", path: "/api/users?languages=klingon" }),
    expected: loggedIn({ employer: "400 invalid_query", otherEmployer: "400 invalid_query", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/users/checkByEmail/[email]",
    method: "GET",
    handler: checkByEmail,
    request: (_me, people) => ({ method: "GET", params: { email: people.stranger.email } }),
    expected: anyone("200"),
  },
  { route: "/api/users/public", method: "GET", handler: publicCandidates, request: () => ({ method: "GET", path: "/api/users/public?take=5" }), expected: anyone("200") },
  {
    route: "/api/users/public (a query that does not parse)",
    method: "GET",
    handler: publicCandidates,
    request: () => ({ method: "GET", path: "/api/users/public?take=1000" }),
    expected: anyone("400 invalid_query"),
  },
  {
    route: "/api/auth/login",
    method: "POST",
    handler: login,
    // With the caller's own e-mail and the factories' password: a ban shows only once the password is right.
    request: (me, people) => ({ body: { email: (me ?? people.stranger).email, password: FACTORY_PASSWORD } }),
    expected: { ...anyone("200"), banned: "403 account_banned", deleted: "401 invalid_credentials", revoked: "401 invalid_credentials" },
  },
  {
    route: "/api/auth/social-login",
    method: "POST",
    handler: socialLogin,
    request: () => ({ body: { social_token_verification: "a.b.c" } }),
    expected: anyone("404 provider_not_configured"),
  },
  { route: "/api/auth/request-reset-password", method: "POST", handler: requestResetPassword, request: (_me, people) => ({ body: { email: people.stranger.email } }), expected: anyone("200") },
  { route: "/api/auth/validate-code", method: "POST", handler: validateCode, request: (_me, people) => ({ body: { email: people.stranger.email, code: "000000" } }), expected: anyone("400 invalid_code") },
  { route: "/api/auth/reset-password", method: "POST", handler: resetPassword, request: () => ({ body: { resetToken: "not-a-token", password: "long enough" } }), expected: anyone("400 invalid_token") },
  { route: "/api/auth/verify-token", method: "POST", handler: verifyToken, request: () => ({ body: { token: "not-a-token" } }), expected: anyone("400 invalid_token") },
  {
    route: "/api/auth/verify-user-credentials",
    method: "POST",
    handler: verifyUserCredentials,
    request: (me, people) => ({ body: { email: (me ?? people.stranger).email, password: FACTORY_PASSWORD } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/auth/verify-user-credentials (someone else's e-mail)",
    method: "POST",
    handler: verifyUserCredentials,
    request: (_me, people) => ({ body: { email: people.stranger.email, password: FACTORY_PASSWORD } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/auth/change-password-profile (someone else's account)",
    method: "POST",
    handler: changePasswordProfile,
    request: (_me, people) => ({ body: { userId: people.stranger.id, currentPassword: FACTORY_PASSWORD, newPassword: "another long one", confirmPassword: "another long one" } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/auth/change-password-profile",
    method: "POST",
    handler: changePasswordProfile,
    // A wrong current password: the caller may try (422), yet nothing changes.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, currentPassword: "not the password", newPassword: "another long one", confirmPassword: "another long one" } }),
    expected: loggedIn("422 wrong_password"),
  },
  {
    route: "/api/users/[id]",
    method: "PUT",
    handler: updateUser,
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id }, body: { first_name: (me ?? people.stranger).firstName } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id] (someone else's account)",
    method: "PUT",
    handler: updateUser,
    request: (_me, people) => ({ params: { id: people.stranger.id }, body: { first_name: "Mallory" } }),
    expected: loggedIn("404 not_found"),
  },
  { route: "/api/users/[id] (an id that is not one)", method: "PUT", handler: updateUser, request: () => ({ params: { id: "me" }, body: {} }), expected: loggedIn("400 invalid_path") },
  { route: "/api/users/[id]", method: "GET", handler: getUser, request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id } }), expected: loggedIn("200") },
  {
    route: "/api/users/[id] (a candidate's profile, as employers see it)",
    method: "GET",
    handler: getUser,
    request: (_me, people) => ({ method: "GET", params: { id: people.stranger.id } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "200", otherEmployer: "200", administrator: "200" }),
  },
  {
    route: "/api/users/[id] (an employer's account)",
    method: "GET",
    handler: getUser,
    request: (_me, people) => ({ method: "GET", params: { id: people.employer.id } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "200", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/check-video-link",
    method: "GET",
    handler: checkVideoLink,
    request: () => ({ method: "GET", path: `/api/users/check-video-link?url=${encodeURIComponent("https://youtu.be/dQw4w9WgXcQ")}` }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id]/profilePic",
    method: "PUT",
    handler: updateProfilePic,
    // Text posing as a picture: the caller may try (422), yet nothing is stored.
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id }, ...textPosingAsPicture }),
    expected: loggedIn("422 unsupported_image"),
  },
  {
    route: "/api/users/[id]/profilePic (someone else's account)",
    method: "PUT",
    handler: updateProfilePic,
    request: (_me, people) => ({ params: { id: people.stranger.id }, ...textPosingAsPicture }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/[id]/applyTo/[postId]",
    method: "POST",
    handler: applyTo,
    // To a job that does not exist (404), so that nobody's applications change; employers are on the wrong side.
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id, postId: missingJobId }, body: { candidate_id: (me ?? people.stranger).id, questions: [] } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/[id]/applyTo/[postId] (for someone else)",
    method: "POST",
    handler: applyTo,
    request: (_me, people) => ({ params: { id: people.stranger.id, postId: missingJobId }, body: { candidate_id: people.stranger.id, questions: [] } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/[id]/applies",
    method: "GET",
    handler: candidateApplications,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id }, path: "/api/users/me/applies?status=active" }),
    expected: loggedIn({ candidate: "200", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "200" }),
  },
  {
    route: "/api/users/[id]/applies (someone else's)",
    method: "GET",
    handler: candidateApplications,
    request: (_me, people) => ({ method: "GET", params: { id: people.stranger.id } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/[id]/jobsRecomendations",
    method: "GET",
    handler: jobsRecommendations,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id }, path: "/api/users/me/jobsRecomendations?take=5&job_type=full_time" }),
    expected: loggedIn({ candidate: "200", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "200" }),
  },
  {
    route: "/api/users/[id]/jobsRecomendations (someone else's)",
    method: "GET",
    handler: jobsRecommendations,
    request: (_me, people) => ({ method: "GET", params: { id: people.stranger.id } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/[id]/jobsRecomendations (a query that does not parse)",
    method: "GET",
    handler: jobsRecommendations,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id }, path: "/api/users/me/jobsRecomendations?take=1000&sort=match" }),
    expected: loggedIn({ candidate: "400 invalid_query", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "400 invalid_query" }),
  },
  {
    route: "/api/posts/[id]/calculate-match",
    method: "GET",
    handler: calculateMatch,
    // The employer's draft: nobody may see it as a candidate, so it is not found.
    request: (_me, people) => ({ method: "GET", params: { id: people.draftJobId } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/posts/[id]/calculate-match (an id that is not one)",
    method: "GET",
    handler: calculateMatch,
    request: () => ({ method: "GET", params: { id: "not-an-id" } }),
    expected: loggedIn({ candidate: "400 invalid_path", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "400 invalid_path" }),
  },
  {
    route: "/api/users/[id]/applications/[applicationId]/withdraw",
    method: "POST",
    handler: withdrawApplication,
    // An application that does not exist, so that nobody's applications change.
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id, applicationId: missingJobId } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/[id]/applications/[applicationId]/withdraw (someone else's)",
    method: "POST",
    handler: withdrawApplication,
    request: (_me, people) => ({ params: { id: people.stranger.id, applicationId: missingJobId } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/users/[id]/notifications",
    method: "GET",
    handler: listNotifications,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id }, path: "/api/users/me/notifications?take=50" }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id]/notifications (someone else's)",
    method: "GET",
    handler: listNotifications,
    request: (_me, people) => ({ method: "GET", params: { id: people.stranger.id } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/[id]/notifications/[notificationId]",
    method: "PUT",
    handler: markNotificationRead,
    // A notification that does not exist, so that nobody's notifications change.
    request: (me, people) => ({ method: "PUT", params: { id: (me ?? people.stranger).id, notificationId: missingJobId } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/[id]/notifications/[notificationId] (someone else's)",
    method: "PUT",
    handler: markNotificationRead,
    request: (_me, people) => ({ method: "PUT", params: { id: people.stranger.id, notificationId: missingJobId } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/[id]/notifications/[notificationId]",
    method: "DELETE",
    handler: deleteNotification,
    request: (me, people) => ({ method: "DELETE", params: { id: (me ?? people.stranger).id, notificationId: missingJobId } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/[id]/notifications/[notificationId] (someone else's)",
    method: "DELETE",
    handler: deleteNotification,
    request: (_me, people) => ({ method: "DELETE", params: { id: people.stranger.id, notificationId: missingJobId } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/[id]/notifications/[notificationId]/restore",
    method: "POST",
    handler: restoreNotification,
    request: (me, people) => ({ params: { id: (me ?? people.stranger).id, notificationId: missingJobId } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/[id]/notifications/read-all",
    method: "PUT",
    handler: markAllNotificationsRead,
    request: (me, people) => ({ method: "PUT", params: { id: (me ?? people.stranger).id } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id]/notifications/read-all (someone else's)",
    method: "PUT",
    handler: markAllNotificationsRead,
    request: (_me, people) => ({ method: "PUT", params: { id: people.stranger.id } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/[id]/email-preferences",
    method: "GET",
    handler: getEmailPreferences,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id]/email-preferences",
    method: "PUT",
    handler: updateEmailPreferences,
    // Everything on, as a user who never chose has it: the other rows see the same state.
    request: (me, people) => ({ method: "PUT", params: { id: (me ?? people.stranger).id }, body: { invitations: true, application_updates: true } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/[id]/email-preferences (someone else's)",
    method: "PUT",
    handler: updateEmailPreferences,
    request: (_me, people) => ({ method: "PUT", params: { id: people.stranger.id }, body: { invitations: false, application_updates: false } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/pusher/auth",
    method: "POST",
    handler: pusherAuth,
    // Another user's channel: refused whoever asks (tests/integration/live-notifications.test.ts signs the caller's own).
    request: (_me, people) => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `socket_id=123.456&channel_name=private-user-${people.stranger.id}`,
    }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/users/response-questions/[postId]/[questionId]",
    method: "POST",
    handler: answerQuestion,
    // A job nobody applied to: 404 for candidates, whatever the answer.
    request: () => ({ params: { postId: missingJobId, questionId: missingJobId }, body: { answer: "yes" } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "404 not_found" }),
  },
  {
    route: "/api/auth/switch-side",
    method: "POST",
    handler: switchSide,
    // To the side the caller is on already, so that the table's people keep their sides.
    request: (me) => ({ body: { side: me?.loggedAs === "EMPLOYER" ? "employer" : "candidate" } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/auth/refresh-session",
    method: "GET",
    handler: refreshSession,
    // Bearer callers have no cookie to refresh: they are sent on all the same.
    request: () => ({ method: "GET", path: "/api/auth/refresh-session?callbackUrl=%2Fes%2Fhome" }),
    expected: loggedIn("303"),
  },
  {
    route: "/api/users/profile/send-email-verification",
    method: "POST",
    handler: sendEmailVerification,
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, email: freshEmail() } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/profile/send-email-verification (someone else's account)",
    method: "POST",
    handler: sendEmailVerification,
    request: (_me, people) => ({ body: { userId: people.stranger.id, email: freshEmail() } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/profile/change-email",
    method: "PUT",
    handler: changeEmail,
    // No code was sent to this address: answered { valid: false }, nothing changes.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, email: freshEmail(), verificationCode: "000000" } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/profile/change-email (someone else's account)",
    method: "PUT",
    handler: changeEmail,
    request: (_me, people) => ({ body: { userId: people.stranger.id, email: freshEmail(), verificationCode: "000000" } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/profile/delete-account",
    method: "POST",
    handler: deleteAccount,
    // Without a reason (422), so that the table's people stay.
    request: () => ({ body: { deleteReason: " " } }),
    expected: loggedIn("422 validation_failed"),
  },
  { route: "/api/users/profile/export", method: "GET", handler: exportAccountData, request: () => ({ method: "GET" }), expected: loggedIn("200") },
  { route: "/api/users/referal/list", method: "GET", handler: listReferrals, request: () => ({ method: "GET", path: "/api/users/referal/list?locale=es" }), expected: loggedIn("200") },
  {
    route: "/api/users/referal/send-email",
    method: "POST",
    handler: sendReferralEmail,
    request: () => ({ body: { referal_email: freshEmail() } }),
    expected: loggedIn("201"),
  },
  {
    route: "/api/users/referal/send-email (one's own address)",
    method: "POST",
    handler: sendReferralEmail,
    request: (me, people) => ({ body: { referal_email: (me ?? people.stranger).email } }),
    expected: loggedIn("422 self_referral"),
  },
  {
    route: "/api/users/referal/send-email (someone who has an account)",
    method: "POST",
    handler: sendReferralEmail,
    request: (_me, people) => ({ body: { referal_email: people.stranger.email } }),
    expected: loggedIn("409 already_registered"),
  },
  {
    route: "/api/users/track/signup",
    method: "POST",
    handler: trackSignUp,
    // A tracking id that is nobody's referral code: answered { attributed: false }.
    request: (me, people) => ({ body: { email: (me ?? people.stranger).email, _id: (me ?? people.stranger).id, tid: "affiliate-campaign-1" } }),
    expected: loggedIn("200"),
  },
  {
    route: "/api/users/track/signup (someone else's account)",
    method: "POST",
    handler: trackSignUp,
    request: (_me, people) => ({ body: { email: people.stranger.email, _id: people.stranger.id, tid: "affiliate-campaign-1" } }),
    expected: loggedIn("403 forbidden"),
  },
  {
    route: "/api/files/[id]",
    method: "GET",
    handler: getFile,
    // Files are public by id; this one does not exist.
    request: () => ({ method: "GET", params: { id: "00000000-0000-7000-8000-000000000000" } }),
    expected: anyone("404 not_found"),
  },
  {
    route: "/api/posts",
    method: "POST",
    handler: createPost,
    // A draft for the employer's company: another employer's is a bad reference, candidates are on the wrong side.
    request: (_me, people) => ({ body: { company: people.companyId, job_title: "Access table draft", description: "A draft the access table writes." } }),
    expected: loggedIn({ employer: "201", otherEmployer: "422 validation_failed", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id] (a draft)",
    method: "GET",
    handler: getPost,
    request: (_me, people) => ({ method: "GET", params: { id: people.draftJobId } }),
    expected: anyone("404 not_found", { employer: "200" }),
  },
  {
    route: "/api/posts/[id]",
    method: "PUT",
    handler: updatePost,
    // Kept a draft: the employer's edit changes nothing the other rows read.
    request: (_me, people) => ({ method: "PUT", params: { id: people.draftJobId }, body: { status: "draft" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]",
    method: "DELETE",
    handler: deletePost,
    request: (_me, people) => ({ method: "DELETE", params: { id: people.deletableJobId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  // The pipeline: only the job's creator reads or changes its applicants; another employer is not told the job exists.
  { route: "/api/posts/[id]/aplicants", method: "GET", handler: applicantsOfJob, request: () => ({ method: "GET", params: { id: pipeline.jobId } }), expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }) },
  { route: "/api/posts/[id]/recommendedCandidates", method: "GET", handler: recommendedCandidates, request: () => ({ method: "GET", params: { id: pipeline.jobId } }), expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }) },
  {
    route: "/api/posts/[id]/rank/[userId]/[rank]",
    method: "PUT",
    handler: rankApplicant,
    // The first stays first: the row changes nothing the others read.
    request: () => ({ method: "PUT", params: { id: pipeline.jobId, userId: pipeline.applicantIds[0]!, rank: "1" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/rank/[userId]/[rank] (a rank past the last)",
    method: "PUT",
    handler: rankApplicant,
    request: () => ({ method: "PUT", params: { id: pipeline.jobId, userId: pipeline.applicantIds[0]!, rank: "9" } }),
    expected: loggedIn({ employer: "422 invalid_rank", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/applicants/[userId]/stage",
    method: "PUT",
    handler: applicantStage,
    // Already in Applicants: nothing moves.
    request: () => ({ method: "PUT", params: { id: pipeline.jobId, userId: pipeline.applicantIds[1]! }, body: { stage: "applied" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/applicants/stage",
    method: "PUT",
    handler: bulkApplicantsStage,
    request: () => ({ method: "PUT", params: { id: pipeline.jobId }, body: { candidateIds: pipeline.applicantIds, stage: "applied" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    // About 390 KB of ids: refused by size (100 KB) before it is parsed.
    route: "/api/posts/[id]/applicants/stage (10,000 ids)",
    method: "PUT",
    handler: bulkApplicantsStage,
    request: () => ({ method: "PUT", params: { id: pipeline.jobId }, body: { candidateIds: Array.from({ length: 10_000 }, () => pipeline.applicantIds[0]!), stage: "dismissed" } }),
    expected: loggedIn({ employer: "413 payload_too_large", otherEmployer: "413 payload_too_large", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  { route: "/api/posts/[id]/applicants/[userId]/reviewed", method: "POST", handler: markReviewed, request: () => ({ params: { id: pipeline.jobId, userId: pipeline.applicantIds[0]! } }), expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }) },
  { route: "/api/posts/[id]/applicants/[userId]/hired", method: "POST", handler: markHired, request: () => ({ params: { id: pipeline.jobId, userId: pipeline.hiredId } }), expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }) },
  {
    route: "/api/users/[id]/publishedPosts",
    method: "GET",
    handler: publishedPosts,
    request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id } }),
    expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/users/[id]/publishedPosts (someone else's)",
    method: "GET",
    handler: publishedPosts,
    request: (_me, people) => ({ method: "GET", params: { id: people.stranger.id } }),
    expected: loggedIn({ employer: "404 not_found", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/limit/plan/[id]",
    method: "GET",
    handler: companyPlanLimits,
    request: (_me, people) => ({ method: "GET", params: { id: people.companyId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/companies/plan/company/information/[id]",
    method: "GET",
    handler: companyPlanInformation,
    request: (_me, people) => ({ method: "GET", params: { id: people.companyId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/companies",
    method: "POST",
    handler: createCompany,
    request: () => ({ body: { name: "Access Table Newco" } }),
    expected: loggedIn({ employer: "201", otherEmployer: "201", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  { route: "/api/companies", method: "GET", handler: listCompanies, request: () => ({ method: "GET" }), expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }) },
  {
    route: "/api/companies/list/for-user",
    method: "GET",
    handler: companiesForUser,
    request: () => ({ method: "GET" }),
    expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/[id]",
    method: "GET",
    handler: getCompany,
    request: (_me, people) => ({ method: "GET", params: { id: people.companyId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/[id]",
    method: "PUT",
    handler: updateCompany,
    // The name it has: the owner's edit changes nothing the other rows read.
    request: (_me, people) => ({ method: "PUT", params: { id: people.companyId }, body: { name: "Access Table Co" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/[id]/posts",
    method: "GET",
    handler: companyPosts,
    request: (_me, people) => ({ method: "GET", params: { id: people.companyId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/image-upload",
    method: "POST",
    handler: uploadCompanyImage,
    request: (_me, people) => ({ path: "/api/companies/image-upload?replaceImages=true", ...textPosingAsLogo(people.companyId) }),
    expected: loggedIn({ employer: "422 unsupported_image", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/reset-image-company",
    method: "POST",
    handler: resetCompanyImage,
    request: (_me, people) => ({ body: { type: "logo", companyId: people.companyId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/[id]/members",
    method: "POST",
    handler: addMember,
    // An address nobody has: a pending invitation, e-mailed through the outbox.
    request: (_me, people) => ({ params: { id: people.companyId }, body: { email: freshEmail() } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/companies/[id]/members/[userId]",
    method: "DELETE",
    handler: removeMember,
    // The owner removing themself is refused: the company always keeps its owner.
    request: (_me, people) => ({ method: "DELETE", params: { id: people.companyId, userId: people.employer.id } }),
    expected: loggedIn({ employer: "403 forbidden", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/view",
    method: "POST",
    handler: viewPost,
    // A draft is nobody's to find: the beacon is answered, and nothing is counted.
    request: (_me, people) => ({ params: { id: people.draftJobId } }),
    expected: anyone("200"),
  },
  {
    route: "/api/job-templates",
    method: "GET",
    handler: listJobTemplates,
    request: () => ({ method: "GET" }),
    expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/job-templates",
    method: "POST",
    handler: createJobTemplate,
    // For the employer's company: another employer's is a bad reference.
    request: (_me, people) => ({ body: { name: "Access table template", company: people.companyId, job: { job_title: "Access table job", description: "A template the access table writes." } } }),
    expected: loggedIn({ employer: "201", otherEmployer: "422 validation_failed", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/job-templates/[id]",
    method: "GET",
    handler: getJobTemplate,
    request: (_me, people) => ({ method: "GET", params: { id: people.templateId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/job-templates/[id]",
    method: "PUT",
    handler: renameJobTemplate,
    request: (_me, people) => ({ method: "PUT", params: { id: people.templateId }, body: { name: "Access table template" } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/job-templates/[id]",
    method: "DELETE",
    handler: deleteJobTemplate,
    request: (_me, people) => ({ method: "DELETE", params: { id: people.deletableTemplateId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  { route: "/api/users/test-cv", method: "POST", handler: testCv, request: () => textPosingAsCv, expected: loggedIn("422 unsupported_file_type") },
  { route: "/api/users/upload-cv", method: "POST", handler: uploadCv, request: () => textPosingAsCv, expected: loggedIn("422 unsupported_file_type") },
  // Nobody in the table has a CV of their own.
  { route: "/api/users/cv/delete", method: "DELETE", handler: deleteCv, request: () => ({ method: "DELETE" }), expected: loggedIn("404 not_found") },
  {
    route: "/api/users/[id]/cv",
    method: "GET",
    handler: downloadCv,
    // Only the employer's company has a job the CV's owner applied to.
    request: () => ({ method: "GET", params: { id: cvOwnerId } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "200", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  { route: "/api/users/[id]/cv (one's own, none uploaded)", method: "GET", handler: downloadCv, request: (me, people) => ({ method: "GET", params: { id: (me ?? people.stranger).id } }), expected: loggedIn("404 not_found") },
  {
    route: "/api/users/profile/send-sms-verification",
    method: "POST",
    handler: sendSmsVerification,
    // Nobody in the table has a phone: nothing is texted.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id } }),
    expected: loggedIn("422 phone_required"),
  },
  {
    route: "/api/users/profile/send-sms-verification (someone else's account)",
    method: "POST",
    handler: sendSmsVerification,
    request: (_me, people) => ({ body: { userId: people.stranger.id } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/users/profile/verify-sms-code",
    method: "POST",
    handler: verifySmsCode,
    // No code was sent: nothing changes.
    request: (me, people) => ({ body: { userId: (me ?? people.stranger).id, code: "000000" } }),
    expected: loggedIn("400 code_expired"),
  },
  {
    route: "/api/users/profile/verify-sms-code (someone else's account)",
    method: "POST",
    handler: verifySmsCode,
    request: (_me, people) => ({ body: { userId: people.stranger.id, code: "000000" } }),
    expected: loggedIn("404 not_found"),
  },
  {
    route: "/api/posts/[id]/invite-candidate/[candidateId]",
    method: "POST",
    handler: inviteCandidate,
    // The employer's draft takes no invitations (409), so that nobody is invited; only its creator learns that.
    request: (_me, people) => ({ params: { id: people.draftJobId, candidateId: people.stranger.id } }),
    expected: loggedIn({ employer: "409 job_not_open", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/invite-candidates",
    method: "POST",
    handler: inviteCandidates,
    request: (_me, people) => ({ params: { id: people.draftJobId }, body: { candidateIds: [people.stranger.id] } }),
    expected: loggedIn({ employer: "409 job_not_open", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/invite-candidates (10,000 ids)",
    method: "POST",
    handler: inviteCandidates,
    request: (_me, people) => ({ params: { id: people.draftJobId }, body: { candidateIds: Array.from({ length: 10_000 }, () => people.stranger.id) } }),
    expected: loggedIn({ employer: "413 payload_too_large", otherEmployer: "413 payload_too_large", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/users/[id]/job/[jobId]",
    method: "GET",
    handler: applicantDetails,
    // The CV owner applied to the employer's draft: only that job's hiring team reads them.
    request: (_me, people) => ({ method: "GET", params: { id: cvOwnerId, jobId: people.draftJobId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/applicants/[userId]/notes",
    method: "GET",
    handler: listApplicantNotes,
    request: (_me, people) => ({ method: "GET", params: { id: people.draftJobId, userId: cvOwnerId } }),
    expected: loggedIn({ employer: "200", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/posts/[id]/applicants/[userId]/notes",
    method: "POST",
    handler: addApplicantNote,
    request: (_me, people) => ({ params: { id: people.draftJobId, userId: cvOwnerId }, body: { body: "Access table note" } }),
    expected: loggedIn({ employer: "201", otherEmployer: "404 not_found", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/users/last-candidates-applies/list",
    method: "GET",
    handler: latestApplicants,
    request: () => ({ method: "GET", path: "/api/users/last-candidates-applies/list?take=5" }),
    expected: loggedIn({ employer: "200", otherEmployer: "200", candidate: "403 forbidden", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/token",
    method: "GET",
    handler: chatToken,
    request: () => ({ method: "GET", path: "/api/room-chats/token?role=candidate" }),
    expected: loggedIn({ candidate: "200", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "200" }),
  },
  {
    route: "/api/room-chats/token (employer credentials)",
    method: "GET",
    handler: chatToken,
    request: () => ({ method: "GET", path: "/api/room-chats/token?role=employer" }),
    expected: loggedIn({ candidate: "403 forbidden", employer: "200", otherEmployer: "200", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/jobs/candidate",
    method: "GET",
    handler: listCandidateJobChatRooms,
    request: () => ({ method: "GET" }),
    expected: loggedIn({ candidate: "200", employer: "403 forbidden", otherEmployer: "403 forbidden", administrator: "200" }),
  },
  {
    route: "/api/room-chats/jobs/employer",
    method: "GET",
    handler: listEmployerJobChatRooms,
    request: () => ({ method: "GET" }),
    expected: loggedIn({ candidate: "403 forbidden", employer: "200", otherEmployer: "200", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/direct",
    method: "GET",
    handler: listDirectChatRooms,
    request: () => ({ method: "GET", path: "/api/room-chats/direct?role=employer" }),
    expected: loggedIn({ candidate: "403 forbidden", employer: "200", otherEmployer: "200", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/jobs",
    method: "POST",
    handler: openJobChatRoom,
    request: () => ({ body: { jobId: pipeline.jobId, candidateId: pipeline.applicantIds[0] } }),
    expected: loggedIn({ candidate: "403 forbidden", employer: "200", otherEmployer: "404 not_found", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/direct",
    method: "POST",
    // Employers ask the candidate; a candidate may not ask with the employer role.
    handler: requestDirectChatRoom,
    request: (_me, people) => ({ body: { members: [people.candidate.id], type: "direct", role: "employer" } }),
    expected: loggedIn({ candidate: "403 forbidden", employer: "200", otherEmployer: "200", administrator: "403 forbidden" }),
  },
  {
    route: "/api/room-chats/approved-reject-request",
    method: "POST",
    // Only the requested candidate answers; the requester may not, the others are not members.
    handler: answerChatRequest,
    request: () => ({ body: { roomId: chat.requestRoomId, action: "approve" } }),
    expected: loggedIn({ candidate: "200", employer: "403 forbidden", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/room-chats/change-status-chat-room",
    method: "POST",
    handler: changeChatRoomStatus,
    request: () => ({ body: { roomId: chat.archivableRoomId, status: "archived" } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "200", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/room-chats/send-new-message",
    method: "POST",
    handler: sendChatMessage,
    request: () => ({ body: { roomId: chat.writableRoomId, text: "Access table message" } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "200", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/room-chats/[id]/report",
    method: "POST",
    handler: reportChatRoom,
    request: () => ({ params: { id: chat.writableRoomId }, body: { reason: "spam" } }),
    expected: loggedIn({ candidate: "404 not_found", employer: "201", otherEmployer: "404 not_found", administrator: "404 not_found" }),
  },
  {
    route: "/api/room-chats/send-new-message (a body that does not parse)",
    method: "POST",
    handler: sendChatMessage,
    request: () => ({ body: { roomId: "not-an-id", text: "" } }),
    expected: loggedIn("422 validation_failed"),
  },
  { route: "/api/plans", method: "GET", handler: listPlans, request: () => ({ method: "GET", path: "/api/plans?type_plan=MONTH" }), expected: anyone("200") },
  { route: "/api/plans (a query that does not parse)", method: "GET", handler: listPlans, request: () => ({ method: "GET", path: "/api/plans?type_plan=WEEK" }), expected: anyone("400 invalid_query") },
  // Stripe's webhook: anyone may call it, and without Stripe's signature nobody gets anything done.
  { route: "/api/stripe/webhook", method: "POST", handler: stripeWebhook, request: () => ({ body: { id: "evt_access", type: "invoice.paid" } }), expected: anyone("400 bad_request") },
  { route: "/api/users/payment-method/list", method: "GET", handler: listPaymentMethods, request: () => ({ method: "GET" }), expected: loggedIn(employerSide) },
  {
    route: "/api/users/payment-method/create",
    method: "POST",
    handler: addPaymentMethod,
    request: () => ({ body: { payment_method: "pm_card_visa" } }),
    expected: loggedIn({ ...employerSide, employer: "201", otherEmployer: "201" }),
  },
  {
    route: "/api/users/payment-method/create (a body that does not parse)",
    method: "POST",
    handler: addPaymentMethod,
    request: () => ({ body: { payment_method: "4242 4242 4242 4242" } }),
    expected: loggedIn({ ...employerSide, employer: "422 validation_failed", otherEmployer: "422 validation_failed" }),
  },
  {
    route: "/api/users/payment-method/default/[id]",
    method: "PUT",
    handler: setDefaultPaymentMethod,
    request: () => ({ method: "PUT", params: { id: billing.cardId } }),
    expected: loggedIn(employerOnly),
  },
  {
    route: "/api/users/payment-method/delete/[id]",
    method: "DELETE",
    handler: deletePaymentMethod,
    request: () => ({ method: "DELETE", params: { id: billing.deletableCardId } }),
    expected: loggedIn(employerOnly),
  },
  {
    route: "/api/transactions/evalutate-cupon",
    method: "POST",
    handler: evaluateCoupon,
    request: (_me, people) => ({ body: { code: "ACCESS10", plan_id: billing.premiumPlanId, company_id: people.companyId } }),
    expected: loggedIn(employerOnly),
  },
  {
    route: "/api/transactions",
    method: "POST",
    // A card that is nobody's: the owner reaches the check (404), and nothing is bought.
    handler: subscribe,
    request: (_me, people) => ({ body: { company_id: people.companyId, plan_id: billing.premiumPlanId, payment_method_id: missingJobId } }),
    expected: loggedIn({ ...employerOnly, employer: "404 not_found" }),
  },
  {
    route: "/api/transactions/change-suscription",
    method: "POST",
    handler: changeSubscription,
    request: (_me, people) => ({ body: { company_id: people.companyId, plan_id: billing.premiumPlanId, preview: true } }),
    expected: loggedIn({ ...employerOnly, employer: "409 NOT_SUBSCRIBED" }),
  },
  {
    route: "/api/transactions/cancel-suscription",
    method: "POST",
    handler: cancelSubscription,
    request: (_me, people) => ({ body: { company_id: people.companyId } }),
    expected: loggedIn({ ...employerOnly, employer: "409 NOT_SUBSCRIBED" }),
  },
  {
    route: "/api/transactions/plan/[companyId]",
    method: "GET",
    handler: companyPlan,
    request: (_me, people) => ({ method: "GET", params: { companyId: people.companyId } }),
    expected: loggedIn(employerOnly),
  },
  {
    route: "/api/transactions/historial/[companyId]",
    method: "GET",
    handler: paymentHistory,
    request: (_me, people) => ({ method: "GET", params: { companyId: people.companyId }, path: "/api/transactions/historial/x?take=25&page=1" }),
    expected: loggedIn(employerOnly),
  },
  { route: "/api/files/[id] (an id that is not one)", method: "GET", handler: getFile, request: () => ({ method: "GET", params: { id: "../etc/passwd" } }), expected: anyone("400 invalid_path") },
  // The admin area (issue 17): administrators only, whoever else asks.
  { route: "/api/users/admin", method: "GET", handler: adminUsers, request: () => ({ method: "GET", path: "/api/users/admin?search=access&sort=email:asc&banned=false" }), expected: adminOnly() },
  { route: "/api/users/admin (a sort that is not one)", method: "GET", handler: adminUsers, request: () => ({ method: "GET", path: "/api/users/admin?sort=password_hash:asc" }), expected: adminOnly("400 invalid_query") },
  { route: "/api/users/admin/hired", method: "GET", handler: adminHired, request: () => ({ method: "GET", path: "/api/users/admin/hired?take=5" }), expected: adminOnly() },
  { route: "/api/users/admin/hired/[a]/[b]", method: "GET", handler: adminHiredRange, request: () => ({ method: "GET", params: { a: "2026-01-01", b: "2026-12-31" } }), expected: adminOnly() },
  { route: "/api/users/admin/hired/[a]/[b] (a range that ends before it starts)", method: "GET", handler: adminHiredRange, request: () => ({ method: "GET", params: { a: "2026-12-31", b: "2026-01-01" } }), expected: adminOnly("400 invalid_path") },
  { route: "/api/users/[id]/ban", method: "PUT", handler: banUser, request: () => ({ params: { id: admin.userId }, body: { reason: "Access table ban" } }), expected: adminOnly() },
  { route: "/api/users/[id]/ban (no reason)", method: "PUT", handler: banUser, request: () => ({ params: { id: admin.userId }, body: {} }), expected: adminOnly("422 validation_failed") },
  { route: "/api/users/[id]/ban (an administrator)", method: "PUT", handler: banUser, request: (_me, people) => ({ params: { id: people.administrator.id }, body: { reason: "Access table ban" } }), expected: adminOnly("403 forbidden") },
  { route: "/api/users/[id]/unban", method: "PUT", handler: unbanUser, request: () => ({ params: { id: admin.userId }, body: {} }), expected: adminOnly() },
  { route: "/api/posts/list", method: "GET", handler: adminPosts, request: () => ({ method: "GET", path: "/api/posts/list?search=access&sort=title:asc&status=open" }), expected: adminOnly() },
  { route: "/api/posts/[id]/banned", method: "PUT", handler: banPost, request: () => ({ params: { id: admin.jobId }, body: { reason: "Access table ban" } }), expected: adminOnly() },
  { route: "/api/posts/[id]/un-banned", method: "PUT", handler: unbanPost, request: () => ({ params: { id: admin.jobId }, body: {} }), expected: adminOnly() },
  { route: "/api/posts/[id]/banned (nobody's job)", method: "PUT", handler: banPost, request: () => ({ params: { id: missingJobId }, body: { reason: "Access table ban" } }), expected: adminOnly("404 not_found") },
  { route: "/api/companies/admin", method: "GET", handler: adminCompanies, request: () => ({ method: "GET", path: "/api/companies/admin?search=access" }), expected: adminOnly() },
  { route: "/api/companies/[id]/banned", method: "PUT", handler: banCompany, request: () => ({ params: { id: admin.companyId }, body: { reason: "Access table ban" } }), expected: adminOnly() },
  { route: "/api/companies/[id]/un-banned", method: "PUT", handler: unbanCompany, request: () => ({ params: { id: admin.companyId }, body: {} }), expected: adminOnly() },
  { route: "/api/companies/[id]/enable", method: "PUT", handler: enableCompany, request: () => ({ params: { id: admin.companyId }, body: {} }), expected: adminOnly() },
  { route: "/api/admin/audit-log", method: "GET", handler: adminAuditLog, request: () => ({ method: "GET", path: "/api/admin/audit-log?target_type=user" }), expected: adminOnly() },
  { route: "/api/admin/reports", method: "GET", handler: adminReports, request: () => ({ method: "GET", path: "/api/admin/reports?status=open" }), expected: adminOnly() },
  { route: "/api/admin/reports/[id]", method: "PUT", handler: resolveReport, request: () => ({ params: { id: admin.reportId }, body: { action: "dismiss", reason: "Nothing wrong here" } }), expected: adminOnly() },
  { route: "/api/admin/flagged-messages", method: "GET", handler: adminFlaggedMessages, request: () => ({ method: "GET" }), expected: adminOnly() },
  { route: "/api/admin/overview", method: "GET", handler: adminOverview, request: () => ({ method: "GET", path: "/api/admin/overview?period=12m" }), expected: adminOnly() },
];

/** Routes served by a framework rather than our wrapper. */
const frameworkRoutes = new Set(["/api/auth/[...nextauth]"]);

let people: People;
const tokens = new Map<Caller, string | undefined>();

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

beforeAll(async () => {
  const [candidate, employer, otherEmployer, administrator, banned, deleted, revoked, stranger] = await Promise.all([
    createUser(db, { loggedAs: "CANDIDATE" }),
    createUser(db, { loggedAs: "EMPLOYER", isEmployer: true }),
    createUser(db, { loggedAs: "EMPLOYER", isEmployer: true }),
    createUser(db, { role: "ADMINISTRATOR" }),
    createUser(db, { bannedAt: new Date(), bannedReason: "Spam" }),
    createUser(db, { deletedAt: new Date(), deleteReason: "Found a job" }),
    createUser(db, {}),
    createUser(db, {}),
  ]);
  await ensurePlan(db, "FREE");
  const company = await db.company.create({
    data: { name: "Access Table Co", slug: `access-table-${process.pid}`, createdById: employer.id, members: { create: { userId: employer.id, role: "OWNER" } } },
  });
  const [draft, deletable] = await Promise.all([
    createJob(db, { company, createdBy: employer, status: "DRAFT", publishedAt: null }),
    createJob(db, { company, createdBy: employer, status: "DRAFT", publishedAt: null }),
  ]);
  const template = { companyId: company.id, createdById: employer.id, name: "Access table template", data: { job_title: "Access table job" } };
  const [kept, deletableTemplate] = await Promise.all([db.jobTemplate.create({ data: template }), db.jobTemplate.create({ data: template })]);
  people = {
    ...{ candidate, employer, otherEmployer, administrator, banned, deleted, revoked, stranger },
    ...{ companyId: company.id, draftJobId: draft.id, deletableJobId: deletable.id, templateId: kept.id, deletableTemplateId: deletableTemplate.id },
  };
  tokens.set("anonymous", undefined);
  for (const caller of [...roles, ...refused]) tokens.set(caller, tokenOf(people[caller]));
  // The revoked caller's token was issued before the password changed, through the route itself.
  const change = await callRoute(changePasswordProfile, {
    token: tokens.get("revoked"),
    body: { userId: revoked.id, currentPassword: FACTORY_PASSWORD, newPassword: "a brand new password", confirmPassword: "a brand new password" },
  });
  expect(change.status).toBe(200);
});

beforeAll(async () => {
  const owner = await createUser(db, { loggedAs: "CANDIDATE" });
  const file = await db.storedFile.create({
    data: { ownerId: owner.id, kind: "CV", mimeType: "application/pdf", byteSize: 9, sha256: "0".repeat(64), bytes: new Uint8Array(Buffer.from("%PDF-1.7\n")) },
  });
  await db.user.update({ where: { id: owner.id }, data: { cvFileId: file.id, cvFileName: "cv.pdf", cvText: "", cvUploadedAt: new Date() } });
  await db.application.create({ data: { jobId: people.draftJobId, candidateId: owner.id } });
  cvOwnerId = owner.id;
});

beforeAll(async () => {
  const company = await db.company.findUniqueOrThrow({ where: { id: people.companyId } });
  const job = await createJob(db, { company, createdBy: people.employer, status: "OPEN" });
  const [first, second, hired] = await Promise.all([createUser(db, {}), createUser(db, {}), createUser(db, {})]);
  await db.application.createMany({
    data: [first!, second!, hired!].map((candidate, index) => ({ jobId: job.id, candidateId: candidate.id, rank: index + 1 })),
  });
  Object.assign(pipeline, { jobId: job.id, applicantIds: [first!.id, second!.id], hiredId: hired!.id });
});

beforeAll(async () => {
  const [target, owner, reporter] = await Promise.all([createUser(db, {}), createUser(db, { loggedAs: "EMPLOYER", isEmployer: true }), createUser(db, {})]);
  const company = await db.company.create({ data: { name: "Access Table Admin Co", slug: `access-table-admin-${process.pid}`, createdById: owner.id } });
  const job = await createJob(db, { company, createdBy: owner, status: "OPEN" });
  const room = await db.chatRoom.create({
    data: {
      type: "DIRECT",
      channelId: `access-admin-${process.pid}`,
      channelCid: `messaging:access-admin-${process.pid}`,
      members: { create: [{ userId: owner.id, side: "EMPLOYER" }, { userId: reporter.id, side: "CANDIDATE" }] },
    },
  });
  const report = await db.chatRoomReport.create({ data: { roomId: room.id, reporterId: reporter.id, reason: "SPAM" } });
  Object.assign(admin, { userId: target.id, jobId: job.id, companyId: company.id, reportId: report.id });
});

let chatEmulator: StreamChatEmulator;

beforeAll(async () => {
  chatEmulator = await startStreamChatEmulator({ port: 0, apiKey: "access-table-chat", apiSecret: "access-table-chat-secret", databaseUrl: process.env.DATABASE_URL!, allowDevTokens: false });
  Object.assign(process.env, { STREAM_API_KEY: "access-table-chat", STREAM_API_SECRET: "access-table-chat-secret", STREAM_BASE_URL: chatEmulator.url });
  const employer = tokens.get("employer");
  const request = await callRoute(requestDirectChatRoom, { token: employer, body: { members: [people.candidate.id], type: "direct", role: "employer" } });
  const archivable = await callRoute(openJobChatRoom, { token: employer, body: { jobId: pipeline.jobId, candidateId: pipeline.applicantIds[1] } });
  const writable = await callRoute(openJobChatRoom, { token: employer, body: { jobId: people.draftJobId, candidateId: cvOwnerId } });
  Object.assign(chat, { requestRoomId: request.body.data._id, archivableRoomId: archivable.body.data._id, writableRoomId: writable.body.data._id });
});

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPayments();
  billing.premiumPlanId = await ensurePlan(db, "PREMIUM");
  await db.coupon.create({ data: { code: "ACCESS10", percentOff: 10 } });
  const employer = tokens.get("employer");
  const [kept, deletable] = [await callRoute(addPaymentMethod, { token: employer, body: { payment_method: "pm_card_visa" } }), await callRoute(addPaymentMethod, { token: employer, body: { payment_method: "pm_card_mastercard" } })];
  Object.assign(billing, { cardId: kept.body.data._id, deletableCardId: deletable.body.data._id });
});

afterAll(async () => {
  await payments.stop();
});

afterAll(async () => {
  await chatEmulator.close();
  for (const name of ["STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL"]) delete process.env[name];
});

describe("who may call each API route", () => {
  const rows = cases.flatMap((testCase) => callers.map((caller) => [testCase.method, testCase.route, caller, testCase.expected[caller], testCase] as const));

  it.each(rows)("%s %s as %s answers %s", async (_method, _route, caller, expected, testCase) => {
    const me = caller === "anonymous" ? null : people[caller];
    const answer = await callRoute(testCase.handler, { method: testCase.method, ...testCase.request(me, people), token: tokens.get(caller) });
    const [status, code] = expected.split(" ");
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: Number(status), code });
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
