import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getChatServer } from "@/lib/chat/chat-server";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import { db } from "@/lib/db";
import { userNotFound } from "@/lib/users/update-profile";
import { logger } from "@/lib/observability/logger";

/** The export waits this long for the chat service at most, then says in the file that messages are missing. */
const CHAT_TIMEOUT_MS = 8_000;
/** Messages read per search call (the service's maximum) and in all (a bound on time and size). */
const CHAT_PAGE = 100;
const CHAT_MAX_MESSAGES = 5_000;

export type ChatExport =
  | { status: "included"; rooms: unknown[]; messages_sent: unknown[]; truncated: boolean }
  | { status: "unavailable"; rooms: unknown[]; messages_sent: []; note: string };

/**
 * GET /api/users/profile/export: everything the product holds about the caller, as one JSON
 * document. Database parts are read with explicit selects (no secrets: no password hash, chat
 * tokens, verification codes or card numbers, which the product never holds; payment methods are
 * brand, last four digits and expiry as stored). The messages the user sent live in the chat
 * service: they are read with the server client, bounded in number and time, and when the
 * service is down or not configured the file says so instead of failing the export.
 */
export async function exportAccountData(caller: CurrentUser, now: Date = new Date()) {
  const userId = caller.id;
  const profile = await db.user.findFirst({
    where: { id: userId, deletedAt: null },
    omit: { passwordHash: true, chatUserToken: true, chatUserEmployerToken: true, tokensValidAfter: true },
    include: { country: { select: { code: true, nameEn: true, nameEs: true } } },
  });
  if (!profile) throw userNotFound();

  const [languages, experiences, educations, cvFile, applications, invitations, notifications, emailPreferences, memberships, createdCompanies, companyInvitations, chatMemberships, paymentMethods, transactions, referralsMade, referredBy] =
    await Promise.all([
      db.userLanguage.findMany({ where: { userId } }),
      db.workExperience.findMany({ where: { userId } }),
      db.education.findMany({ where: { userId } }),
      profile.cvFileId ? db.storedFile.findUnique({ where: { id: profile.cvFileId }, select: { id: true, kind: true, mimeType: true, byteSize: true, sha256: true, createdAt: true } }) : null,
      db.application.findMany({
        where: { candidateId: userId },
        orderBy: { createdAt: "desc" },
        select: {
          id: true, stage: true, matchPercent: true, createdAt: true, reviewedAt: true, hiredAt: true, withdrawnAt: true,
          job: { select: { id: true, title: true, company: { select: { id: true, name: true } } } },
          answers: { select: { answer: true, createdAt: true, updatedAt: true, question: { select: { text: true, type: true } } } },
        },
      }),
      db.invitation.findMany({
        where: { OR: [{ candidateId: userId }, { invitedById: userId }] },
        orderBy: { createdAt: "desc" },
        select: { id: true, candidateId: true, invitedById: true, emailSentAt: true, createdAt: true, job: { select: { id: true, title: true, company: { select: { name: true } } } } },
      }),
      db.notification.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: { id: true, side: true, type: true, data: true, isRead: true, createdAt: true, deletedAt: true } }),
      db.emailPreferences.findUnique({ where: { userId } }),
      db.companyMember.findMany({ where: { userId }, select: { role: true, createdAt: true, company: { select: { id: true, name: true, slug: true, website: true } } } }),
      db.company.findMany({ where: { createdById: userId }, select: { id: true, name: true, slug: true, createdAt: true } }),
      db.companyInvitation.findMany({ where: { OR: [{ invitedById: userId }, { email: profile.email }] }, omit: { tokenHash: true } }),
      db.chatRoomMember.findMany({
        where: { userId },
        select: { side: true, joinedAt: true, room: { select: { id: true, type: true, status: true, channelCid: true, createdAt: true, lastMessageAt: true, job: { select: { id: true, title: true } } } } },
      }),
      db.paymentMethod.findMany({ where: { userId }, select: { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true, createdAt: true } }),
      db.transaction.findMany({
        where: { userId },
        orderBy: { createdAt: "desc" },
        select: { id: true, amountCents: true, currency: true, status: true, description: true, invoiceNumber: true, invoiceUrl: true, createdAt: true, company: { select: { name: true } }, plan: { select: { name: true } } },
      }),
      db.referral.findMany({ where: { referrerId: userId }, select: { referredEmail: true, emailSentAt: true, signedUpAt: true, createdAt: true } }),
      db.referral.findMany({ where: { referredUserId: userId }, select: { signedUpAt: true, referrer: { select: { firstName: true, lastName: true } } } }),
    ]);

  const chatIds = [profile.chatUserId, profile.chatUserEmployerId, chatUserIdFor(userId, "CANDIDATE"), chatUserIdFor(userId, "EMPLOYER")].filter((id): id is string => Boolean(id));
  const chat = await exportChat([...new Set(chatIds)], chatMemberships);

  return {
    format: "remote-jobs-account-export",
    version: 1,
    exported_at: now.toISOString(),
    profile,
    languages,
    experiences,
    educations,
    cv: cvFile ? { ...cvFile, file_name: profile.cvFileName, uploaded_at: profile.cvUploadedAt } : null,
    applications,
    invitations,
    notifications,
    email_preferences: emailPreferences,
    companies: { memberships, created: createdCompanies, invitations: companyInvitations },
    chat,
    payments: { payment_methods: paymentMethods, transactions },
    referrals: { invited: referralsMade, referred_by: referredBy },
  };
}

type ChatMembership = { side: string; joinedAt: Date; room: { channelCid: string } & Record<string, unknown> };

async function exportChat(chatUserIds: string[], memberships: ChatMembership[]): Promise<ChatExport> {
  const rooms = memberships.map((membership) => ({ side: membership.side, joined_at: membership.joinedAt, ...membership.room }));
  const cids = memberships.map((membership) => membership.room.channelCid);
  if (cids.length === 0) return { status: "included", rooms, messages_sent: [], truncated: false };
  try {
    const server = getChatServer();
    const collect = async () => {
      const messages: unknown[] = [];
      for (let offset = 0; offset < CHAT_MAX_MESSAGES; offset += CHAT_PAGE) {
        const page = await server.search({ cid: { $in: cids } }, { user_id: { $in: chatUserIds } }, { limit: CHAT_PAGE, offset });
        for (const { message } of page.results) {
          messages.push({ id: message.id, channel_cid: (message.channel as { cid?: string } | undefined)?.cid ?? message.cid, text: message.text, created_at: message.created_at, updated_at: message.updated_at, attachments: message.attachments?.map((a) => ({ type: a.type, title: a.title, url: a.asset_url ?? a.image_url })) });
        }
        if (page.results.length < CHAT_PAGE) return { messages, truncated: false };
      }
      return { messages, truncated: true };
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${CHAT_TIMEOUT_MS} ms`)), CHAT_TIMEOUT_MS);
    });
    const result = await Promise.race([collect(), timeout]).finally(() => clearTimeout(timer));
    return { status: "included", rooms, messages_sent: result.messages, truncated: result.truncated };
  } catch (error) {
    logger.warn("account export: chat service unavailable", { error: String(error) });
    return { status: "unavailable", rooms, messages_sent: [], note: "The chat service did not answer, so the messages you sent are not in this file. Export again later to include them." };
  }
}
