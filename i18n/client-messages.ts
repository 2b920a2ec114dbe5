import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces components may read with useTranslations (client components among
 * them). Only these travel to the browser: server-only texts (job pages, legal pages, the landing)
 * would otherwise ride along in every page's payload. tests/unit/client-messages.test.ts fails
 * when a component reads a namespace missing here.
 */
export const clientNamespaces = [
  "AccountSettings",
  "ApplyPanel",
  "AuthForms",
  "CountryPicker",
  "DashboardMenu",
  "Dialog",
  "Errors",
  "Footer",
  "ForgotPasswordPage",
  "FormErrors",
  "LanguageSwitch",
  "LoginPage",
  "Navbar",
  "Profile",
  "Session",
  "SignupPage",
  "Theme",
  "Toast",
  "UserMenu",
  "VerifyEmailPage",
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.flatMap((namespace) => (namespace in messages ? [[namespace, messages[namespace]!]] : [])));
}
