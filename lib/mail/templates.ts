import "server-only";

import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/config";
// No import attribute: the build compiles these files' messages (next.config.ts), Jest reads them as JSON.
import en from "@/messages/en.json";
import es from "@/messages/es.json";

export type RenderedEmail = { subject: string; text: string; html: string };

/** How long a password reset code works; whoever issues the codes must use the same figure. */
export const passwordResetCodeValidMinutes = 15;

export function passwordResetEmail({ locale, code }: { locale: Locale; code: string }): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("passwordReset.subject"),
    heading: t("passwordReset.heading"),
    blocks: [
      { kind: "paragraph", text: t("passwordReset.intro") },
      { kind: "code", code },
      { kind: "paragraph", text: t("passwordReset.validity", { minutes: passwordResetCodeValidMinutes }) },
      { kind: "note", text: t("passwordReset.notYou") },
    ],
  });
}

export function emailConfirmationEmail({ locale, url }: { locale: Locale; url: string }): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("emailConfirmation.subject"),
    heading: t("emailConfirmation.heading"),
    blocks: [
      { kind: "paragraph", text: t("emailConfirmation.intro") },
      { kind: "action", label: t("emailConfirmation.action"), url },
      { kind: "note", text: t("emailConfirmation.notYou") },
    ],
  });
}

/** Mailed after repeated failed logins (lib/auth/sign-in-link.ts): the owner's way in while a guesser is throttled. */
export function signInLinkEmail({ locale, url, validMinutes }: { locale: Locale; url: string; validMinutes: number }): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("signInLink.subject"),
    heading: t("signInLink.heading"),
    blocks: [
      { kind: "paragraph", text: t("signInLink.intro") },
      { kind: "action", label: t("signInLink.action"), url },
      { kind: "paragraph", text: t("signInLink.validity", { minutes: validMinutes }) },
      { kind: "note", text: t("signInLink.notYou") },
    ],
  });
}

export function emailChangeCodeEmail({ locale, code }: { locale: Locale; code: string }): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("emailChangeCode.subject"),
    heading: t("emailChangeCode.heading"),
    blocks: [
      { kind: "paragraph", text: t("emailChangeCode.intro") },
      { kind: "code", code },
      { kind: "note", text: t("emailChangeCode.notYou") },
    ],
  });
}

/** What the mails about one candidate and one job take: whom they greet, the job and where the link goes. */
type CandidateJobMail = { locale: Locale; candidateName: string; jobTitle: string; companyName: string; url: string };

export function jobInvitationEmail({ locale, candidateName, jobTitle, companyName, url }: CandidateJobMail): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("jobInvitation.subject", { companyName, jobTitle }),
    heading: t("jobInvitation.greeting", { candidateName }),
    blocks: [
      { kind: "paragraph", text: t("jobInvitation.intro", { companyName, jobTitle }) },
      { kind: "action", label: t("jobInvitation.action"), url },
      { kind: "note", text: t("jobInvitation.notInterested") },
    ],
  });
}

/** A colleague with no account yet is invited to a company: the link signs them up and accepts. */
export function companyInvitationEmail({
  locale,
  inviterName,
  companyName,
  url,
  validDays,
}: {
  locale: Locale;
  inviterName: string;
  companyName: string;
  url: string;
  validDays: number;
}): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "CompanyInvitationMail.invited" });
  return render(locale, {
    subject: t("subject", { inviterName, companyName }),
    heading: t("heading", { companyName }),
    blocks: [
      { kind: "paragraph", text: t("intro", { inviterName, companyName }) },
      { kind: "action", label: t("action"), url },
      { kind: "paragraph", text: t("validity", { days: validDays }) },
      { kind: "note", text: t("notYou", { companyName }) },
    ],
  });
}

/** A user who has an account was added to a company at once. */
export function companyMemberAddedEmail({ locale, inviterName, companyName, url }: { locale: Locale; inviterName: string; companyName: string; url: string }): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "CompanyInvitationMail.added" });
  return render(locale, {
    subject: t("subject", { companyName }),
    heading: t("heading", { companyName }),
    blocks: [
      { kind: "paragraph", text: t("intro", { inviterName, companyName }) },
      { kind: "action", label: t("action"), url },
      { kind: "note", text: t("notYou", { inviterName }) },
    ],
  });
}

/** The candidate's confirmation that an application was sent; the link opens their applications. */
export function applicationConfirmationEmail({ locale, candidateName, jobTitle, companyName, url }: CandidateJobMail): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "ApplicationConfirmationMail" });
  return render(locale, {
    subject: t("subject", { jobTitle, companyName }),
    heading: t("greeting", { candidateName }),
    blocks: [
      { kind: "paragraph", text: t("intro", { jobTitle, companyName }) },
      { kind: "paragraph", text: t("next") },
      { kind: "action", label: t("action"), url },
      { kind: "note", text: t("notYou") },
    ],
  });
}

/** How a candidate's application moved (the notification types APPLICATION_*). */
/** A user's invitation to sign up through their referral link (lib/referrals/send-referral-email.ts). */
export function referralInvitationEmail({ locale, inviterName, url }: { locale: Locale; inviterName: string; url: string }): RenderedEmail {
  const t = translator(locale);
  return render(locale, {
    subject: t("referralInvitation.subject", { name: inviterName }),
    heading: t("referralInvitation.heading", { name: inviterName }),
    blocks: [
      { kind: "paragraph", text: t("referralInvitation.intro", { name: inviterName }) },
      { kind: "action", label: t("referralInvitation.action"), url },
      { kind: "note", text: t("referralInvitation.notYou") },
    ],
  });
}

export type ApplicationUpdate = "shortlisted" | "reviewed" | "hired";

/** The candidate is told their application moved; the link opens their applications. */
export function applicationUpdateEmail({ locale, candidateName, jobTitle, companyName, url, update }: CandidateJobMail & { update: ApplicationUpdate }): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "ApplicationUpdateMail" });
  return render(locale, {
    subject: t(`${update}.subject`, { jobTitle, companyName }),
    heading: t("greeting", { candidateName }),
    blocks: [
      { kind: "paragraph", text: t(`${update}.intro`, { jobTitle, companyName }) },
      { kind: "action", label: t("action"), url },
      { kind: "note", text: t("settings") },
    ],
  });
}

/** What the payment mails say about one invoice of one company. */
type PaymentMail = { locale: Locale; companyName: string; planName: string; amountCents: number; currency: string; invoiceNumber: string | null; url: string };

function formatMoney(locale: Locale, amountCents: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** The receipt of a paid invoice; the link opens the invoice. */
export function paymentReceiptEmail({ locale, companyName, planName, amountCents, currency, invoiceNumber, url }: PaymentMail): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "PaymentMail.receipt" });
  const amount = formatMoney(locale, amountCents, currency);
  return render(locale, {
    subject: t("subject", { companyName, planName }),
    heading: t("heading"),
    blocks: [
      { kind: "paragraph", text: t("intro", { amount, companyName, planName }) },
      ...(invoiceNumber ? [{ kind: "paragraph" as const, text: t("invoiceNumber", { invoiceNumber }) }] : []),
      { kind: "action", label: t("action"), url },
      { kind: "note", text: t("note") },
    ],
  });
}

/** A refused charge: the plan may lapse unless the card is updated; the link opens the premium page. */
export function paymentFailedEmail({ locale, companyName, planName, amountCents, currency, url }: Omit<PaymentMail, "invoiceNumber">): RenderedEmail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "PaymentMail.failed" });
  const amount = formatMoney(locale, amountCents, currency);
  return render(locale, {
    subject: t("subject", { companyName }),
    heading: t("heading"),
    blocks: [
      { kind: "paragraph", text: t("intro", { amount, companyName, planName }) },
      { kind: "paragraph", text: t("next") },
      { kind: "action", label: t("action"), url },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// One description of each message renders both bodies, so the text and HTML versions never drift.

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "note"; text: string }
  | { kind: "code"; code: string }
  | { kind: "action"; label: string; url: string };

type EmailContent = { subject: string; heading: string; blocks: Block[] };

const messages = { en, es } satisfies Record<Locale, typeof en>;

function translator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: "Email" });
}

function render(locale: Locale, content: EmailContent): RenderedEmail {
  const t = translator(locale);
  const common = { productName: t("productName"), footer: t("footer"), linkFallback: t("linkFallback") };
  for (const block of content.blocks) if (block.kind === "action") assertWebUrl(block.url);
  return { subject: content.subject, text: renderText(content, common), html: renderHtml(locale, content, common) };
}

type CommonTexts = { productName: string; footer: string; linkFallback: string };

function renderText({ heading, blocks }: EmailContent, { productName, footer }: CommonTexts): string {
  const body = blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
      case "note":
        return block.text;
      case "code":
        return block.code;
      case "action":
        return `${block.label}:\n${block.url}`;
    }
  });
  return [heading, ...body, `-- \n${productName}\n${footer}`].join("\n\n") + "\n";
}

// Plain tables and inline styles: the layout most mail clients (Gmail, Outlook, phones) agree on.
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const colors = { page: "#f1f5f9", card: "#ffffff", border: "#e2e8f0", ink: "#0f172a", muted: "#475569", brand: "#2a52e8", brandSoft: "#eef4ff", brandDark: "#2140bd" };

function renderHtml(locale: Locale, { subject, heading, blocks }: EmailContent, { productName, footer, linkFallback }: CommonTexts): string {
  const body = blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
      case "note":
        return `<p style="margin:0 0 16px;font-size:14px;color:${colors.muted};">${escapeHtml(block.text)}</p>`;
      case "code":
        return `<p style="margin:0 0 16px;padding:14px 16px;border-radius:8px;background-color:${colors.brandSoft};color:${colors.brandDark};font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:6px;text-align:center;">${escapeHtml(block.code)}</p>`;
      case "action": {
        const href = escapeHtml(block.url);
        return [
          `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td style="border-radius:8px;background-color:${colors.brand};">`,
          `<a href="${href}" style="display:inline-block;padding:12px 22px;${font}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a>`,
          `</td></tr></table>`,
          `<p style="margin:0 0 16px;font-size:14px;color:${colors.muted};">${escapeHtml(linkFallback)}<br><a href="${href}" style="color:${colors.brand};word-break:break-all;">${href}</a></p>`,
        ].join("");
      }
    }
  });
  const preview = blocks.find((block) => block.kind === "paragraph")?.text ?? heading;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:${colors.card};border:1px solid ${colors.border};border-radius:12px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${colors.border};${font}font-size:18px;font-weight:700;color:${colors.brand};">${escapeHtml(productName)}</td></tr>
<tr><td style="padding:24px;${font}font-size:16px;line-height:1.5;color:${colors.ink};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colors.ink};">${escapeHtml(heading)}</h1>
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.border};${font}font-size:13px;line-height:1.5;color:${colors.muted};">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Values such as a candidate's name are text: every character that HTML reads as markup is escaped. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}

function assertWebUrl(url: string) {
  const { protocol } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`E-mail links must be http(s) URLs, not ${protocol}`);
}
