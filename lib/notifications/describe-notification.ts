import { formatCalendarDate } from "@/lib/format/date";
import { companyPremiumPath, POST_JOB_PATH } from "@/lib/navigation/paths";
import type { WireNotification } from "@/lib/notifications/notification-wire";

/** The texts a notification can read as (messages: Notifications.types). */
export type NotificationTextKey =
  | "newApplicant"
  | "jobInvitation"
  | "applicationShortlisted"
  | "applicationReviewed"
  | "applicationDismissed"
  | "applicationHired"
  | "jobExpiringSoon"
  | "chatRequest"
  | "chatRequestApproved"
  | "paymentFailed"
  | "generic";

/** How to show a notification: which text with which values, and where it leads (null: nowhere). */
export type NotificationView = { textKey: NotificationTextKey; values: Record<string, string>; href: string | null };

const applicationUpdates: Record<string, NotificationTextKey> = {
  APPLICATION_SHORTLISTED: "applicationShortlisted",
  APPLICATION_REVIEWED: "applicationReviewed",
  APPLICATION_DISMISSED: "applicationDismissed",
  APPLICATION_HIRED: "applicationHired",
};

function text(data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Path segments come from stored data: only ids of the usual shape make a link. */
function idOf(data: Record<string, unknown>, field: string): string | null {
  const value = text(data, field);
  return value && /^[0-9a-zA-Z-]{1,64}$/.test(value) ? value : null;
}

/** A stored ISO date-time, or null. */
function dateOf(data: Record<string, unknown>, field: string): Date | null {
  const value = text(data, field);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Rendered at read time in the reader's language: the records keep the type and its data, never
 * a sentence. A type this version does not know (or data it lacks) reads as a plain "new
 * notification" without a link, rather than a guess.
 */
export function describeNotification({ type, data }: Pick<WireNotification, "type" | "data">): NotificationView {
  const jobTitle = text(data, "jobTitle");
  const jobId = idOf(data, "jobId");
  if (type === "NEW_APPLICANT" && jobTitle) {
    const applicantId = idOf(data, "applicantId");
    return {
      textKey: "newApplicant",
      values: { applicantName: text(data, "applicantName") ?? "—", jobTitle },
      href: jobId && applicantId ? `/home/applicant-details/${jobId}/applicant/${applicantId}` : null,
    };
  }
  if (type === "JOB_INVITATION" && jobTitle) {
    return { textKey: "jobInvitation", values: { companyName: text(data, "companyName") ?? "—", jobTitle }, href: jobId ? `/home/candidates-job-detail/${jobId}` : null };
  }
  const expiresAt = dateOf(data, "expiresAt");
  if (type === "JOB_EXPIRING_SOON" && jobTitle && expiresAt) {
    // The job's last day to apply ends at midnight UTC, so its calendar day is the UTC one. The
    // edit form is where the employer extends it.
    return { textKey: "jobExpiringSoon", values: { jobTitle, date: formatCalendarDate(expiresAt, "UTC") }, href: jobId ? `${POST_JOB_PATH}?job=${jobId}` : null };
  }
  const channelId = idOf(data, "channelId");
  if (type === "CHAT_REQUEST" && channelId) {
    // home/chat opens a direct chat after a request with directChannelId (spec 2).
    return { textKey: "chatRequest", values: { requesterName: text(data, "requesterName") ?? "—" }, href: `/home/chat?directChannelId=${channelId}` };
  }
  if (type === "CHAT_REQUEST_APPROVED" && channelId) {
    return { textKey: "chatRequestApproved", values: { responderName: text(data, "responderName") ?? "—" }, href: `/home/chat?directChannelId=${channelId}` };
  }
  const companyId = idOf(data, "companyId");
  const companyName = text(data, "companyName");
  if (type === "PAYMENT_FAILED" && companyName) {
    // The premium page is where an owner changes the card.
    return { textKey: "paymentFailed", values: { companyName, planName: text(data, "planName") ?? "—" }, href: companyId ? companyPremiumPath({ id: companyId, name: companyName }) : null };
  }
  const update = applicationUpdates[type];
  if (update && jobTitle) {
    return { textKey: update, values: { companyName: text(data, "companyName") ?? "—", jobTitle }, href: "/home/candidates-applications" };
  }
  return { textKey: "generic", values: {}, href: null };
}
