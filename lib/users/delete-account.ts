import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getChatServer } from "@/lib/chat/chat-server";
import { db } from "@/lib/db";
import { stopBillingFor } from "@/lib/payments/stop-billing";
import { userNotFound } from "@/lib/users/update-profile";
import { logger } from "@/lib/observability/logger";

/** The address a deleted account is given: unique, and in a domain that can never receive mail (RFC 2606). */
export function deletedAccountEmail(userId: string): string {
  return `deleted+${userId}@deleted.invalid`;
}

/** What the chat shows for a deleted account's messages. */
export const DELETED_CHAT_NAME = "Deleted user";

/**
 * POST /api/users/profile/delete-account {deleteReason}. One transaction, so there is never a
 * half-deleted user:
 * - The row stays, so that what others hold stays whole: employers' applications (shown as "a
 *   deleted candidate", lib/hiring/applicant-card.ts), their notes, invitations, chat rooms and
 *   hire counts; jobs the user created; invoices (transactions) kept for the law. The address is
 *   kept in deleted_email for the same reason and `email` is freed, so it can sign up again.
 * - Personal data goes: name, phone, location, profile, salary wishes, CV (file and text),
 *   pictures, video link, experience, education, languages, notifications, e-mail preferences,
 *   payment cards, referrals sent (others' addresses), the outbox copies of mail
 *   sent to the account, and the referral code.
 * - Access goes: password, social identities, sessions (tokens_valid_after), pending codes.
 * - Companies: the user leaves every company. A company left with members but no owner passes
 *   ownership to its longest-standing member, so that someone can still manage it (remove-member
 *   refuses to remove an owner for the same reason); a company left with no member has its open,
 *   paused and draft jobs closed (applicants keep their history; nobody is left to answer them).
 * First, billing stops (lib/payments/stop-billing.ts): if Stripe cannot be reached the account is
 * not deleted, so that nobody is charged after deleting their account.
 * Afterwards the chat identities are renamed "Deleted user" with no picture (best effort: the
 * chat service may be down, and the account is deleted either way).
 */
export async function deleteAccount(caller: CurrentUser, { deleteReason }: { deleteReason: string }, now: Date = new Date()): Promise<{ deleted: true }> {
  const billing = await db.user.findFirst({ where: { id: caller.id, deletedAt: null }, select: { stripeCustomerId: true } });
  if (billing?.stripeCustomerId) await stopBillingFor(billing.stripeCustomerId);
  const chatIds = await db.$transaction(async (tx) => {
    // Locks the row: an e-mail change committing meanwhile must not leave its address unrecorded.
    const [user] = await tx.$queryRaw<{ email: string; chat_user_id: string | null; chat_user_employer_id: string | null }[]>`
      SELECT email, chat_user_id, chat_user_employer_id FROM users WHERE id = ${caller.id}::uuid AND deleted_at IS NULL FOR UPDATE`;
    if (!user) throw userNotFound();
    const userId = caller.id;

    const companyIds = (await tx.companyMember.findMany({ where: { userId }, select: { companyId: true } })).map((member) => member.companyId);
    await tx.companyMember.deleteMany({ where: { userId } });
    if (companyIds.length > 0) {
      // The longest-standing member of each company the user owned alone becomes its owner.
      await tx.$executeRaw`
        UPDATE company_members m SET role = 'OWNER'
        FROM (SELECT DISTINCT ON (company_id) company_id, user_id FROM company_members
              WHERE company_id = ANY(${companyIds}::uuid[])
                AND NOT EXISTS (SELECT 1 FROM company_members o WHERE o.company_id = company_members.company_id AND o.role = 'OWNER')
              ORDER BY company_id, created_at, user_id) heir
        WHERE m.company_id = heir.company_id AND m.user_id = heir.user_id`;
      const orphaned = await tx.company.findMany({ where: { id: { in: companyIds }, members: { none: {} } }, select: { id: true } });
      if (orphaned.length > 0) {
        await tx.job.updateMany({
          where: { companyId: { in: orphaned.map((company) => company.id) }, status: { in: ["OPEN", "PAUSED", "DRAFT"] } },
          data: { status: "CLOSED", closedAt: now },
        });
      }
    }

    await tx.user.update({
      where: { id: userId },
      data: {
        deletedAt: now,
        deleteReason,
        deletedEmail: user.email,
        email: deletedAccountEmail(userId),
        passwordHash: null,
        facebookId: null,
        googleId: null,
        linkedinId: null,
        profilePicUrl: null,
        tokensValidAfter: now,
        firstName: null,
        lastName: null,
        phone: null,
        phoneVerifiedAt: null,
        countryId: null,
        city: null,
        timezone: null,
        title: null,
        about: null,
        seniority: null,
        yearsOfExperience: null,
        industryIds: [],
        skills: [],
        customSkills: [],
        expectedSalary: null,
        expectedSalaryTo: null,
        expectedSalaryCurrency: null,
        expectedSalaryPeriod: null,
        expectedSalaryMonthlyUsd: null,
        jobTypes: [],
        availability: null,
        cvFileId: null,
        cvFileName: null,
        cvText: null,
        cvUploadedAt: null,
        videoUrl: null,
        isOpenToWork: false,
        verificationType: null,
        isPersonalInformationComplete: false,
        isProfessionalInformationComplete: false,
        isProficiencyInformationComplete: false,
        isExperienceInformationComplete: false,
        isAcademicInformationComplete: false,
        profileCompletion: 0,
        referralCode: null,
        chatUserToken: null,
        chatUserEmployerToken: null,
      },
      select: { id: true },
    });
    // One after another: a transaction runs on one connection.
    for (const write of [
      () => tx.storedFile.deleteMany({ where: { ownerId: userId } }),
      () => tx.userLanguage.deleteMany({ where: { userId } }),
      () => tx.workExperience.deleteMany({ where: { userId } }),
      () => tx.education.deleteMany({ where: { userId } }),
      () => tx.notification.deleteMany({ where: { userId } }),
      () => tx.emailPreferences.deleteMany({ where: { userId } }),
      () => tx.paymentMethod.deleteMany({ where: { userId } }),
      () => tx.referral.deleteMany({ where: { referrerId: userId } }),
      // The referrer keeps the count of who joined, not this person's address.
      () => tx.referral.updateMany({ where: { referredUserId: userId }, data: { referredEmail: deletedAccountEmail(userId) } }),
      () => tx.outboxEmail.deleteMany({ where: { OR: [{ userId }, { to: user.email }] } }),
      () => tx.outboxSms.deleteMany({ where: { userId } }),
      () => tx.verificationCode.updateMany({ where: { userId, consumedAt: null }, data: { consumedAt: now } }),
      () => tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
    ]) {
      await write();
    }
    return [user.chat_user_id, user.chat_user_employer_id].filter((id): id is string => id !== null);
  });
  await anonymiseChatUsers(chatIds);
  return { deleted: true };
}

async function anonymiseChatUsers(chatIds: string[]): Promise<void> {
  if (chatIds.length === 0) return;
  try {
    await getChatServer().upsertUsers(chatIds.map((id) => ({ id, name: DELETED_CHAT_NAME, image: undefined })));
  } catch (error) {
    logger.warn("account deletion: chat users not anonymised", { chatIds, error: String(error) });
  }
}
