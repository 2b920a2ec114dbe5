import type { AbstractIntlMessages } from "next-intl";

/**
 * Which message namespaces travel to the browser, and on which pages. Client components read
 * their texts with useTranslations, and every text they may read rides in the page's payload: the
 * shell's on every page, a form's only on the pages that show it (components/i18n/client-texts.tsx).
 * Server components' texts (job pages, legal pages, the landing) never travel.
 * tests/unit/client-messages.test.ts fails when a client component reads a namespace missing here.
 */
export const shellNamespaces = ["CountryPicker", "Dialog", "ErrorPage", "Footer", "LanguageSwitch", "Navbar", "Theme", "Toast"] as const;

/** The logged-in shell adds these: the dashboard menu, the user menu and the chat (overlay, page). */
export const loggedInShellNamespaces = ["DashboardMenu", "UserMenu", "Chat"] as const;

/** What each page's client forms read, on top of the shell's. */
export const pageNamespaces = {
  login: ["AuthForms", "LoginPage", "Session", "FormErrors", "Errors"],
  signup: ["AuthForms", "SignupPage", "FormErrors", "Errors"],
  forgotPassword: ["AuthForms", "ForgotPasswordPage", "FormErrors", "Errors"],
  verifyEmail: ["VerifyEmailPage", "Errors"],
  signInLink: ["SignInLinkPage", "Errors"],
  profile: ["Profile", "CandidateProfile", "PostJob", "AuthForms", "FormErrors", "Errors", "Dialog", "CvPanel", "PhoneVerification"],
  accountSettings: ["AccountSettings", "EmailPreferences", "AuthForms", "FormErrors", "Errors", "Dialog"],
  apply: ["ApplyPanel", "AuthForms", "FormErrors", "Errors"],
  candidateApplications: ["CandidateApplications", "Errors", "Dialog"],
  jobTemplates: ["JobTemplates", "FormErrors", "Errors", "Dialog"],
  jobSummary: ["JobTemplates", "FormErrors", "Errors", "Dialog"],
  postJob: ["PostJob", "PlanLimit", "JobLabels", "JobPage", "AuthForms", "FormErrors", "Errors", "Dialog"],
  employerJobs: ["EmployerJobs", "PlanLimit", "Errors", "Dialog"],
  companies: ["Companies", "AuthForms", "FormErrors", "Errors", "Dialog"],
  notifications: ["Notifications", "Errors"],
  chat: ["Chat", "Errors", "Dialog"],
  hiringPipeline: ["HiringPipeline", "HiringCandidates", "Errors", "Dialog"],
  hiringCandidates: ["HiringCandidates", "Errors", "Dialog"],
  applicantDetails: ["ApplicantDetails", "HiringCandidates", "Chat", "Errors"],
  premium: ["Payments", "Errors", "Dialog"],
  admin: ["Admin", "Errors", "Dialog"],
} as const satisfies Record<string, readonly string[]>;

export type ClientTextsPage = keyof typeof pageNamespaces;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.flatMap((namespace) => (namespace in messages ? [[namespace, messages[namespace]!]] : [])));
}
