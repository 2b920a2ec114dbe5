"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { CheckIcon } from "@/components/ui/icons";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { CompanyInvitationWire, CompanyMemberWire, CompanyWire } from "@/lib/companies/company-wire";
import type { InviteColleagueResult } from "@/lib/companies/invite-colleague";
import { inviteColleagueSchema } from "@/lib/companies/schemas";

export type CompanyMembersProps = {
  company: Pick<CompanyWire, "_id" | "name" | "email_domain" | "members" | "invitations">;
  viewerId: string;
  /** Only the owner invites and removes; members see the list. */
  isOwner: boolean;
};

function fullName(member: Pick<CompanyMemberWire, "first_name" | "last_name" | "email">): string {
  return [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email;
}

const pillClasses = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold";

/**
 * The company's people: members with their role and a domain-member badge, pending e-mail
 * invitations, and for the owner an invite box (POST /api/companies/{id}/members) and a remove
 * button per colleague (DELETE .../members/{userId}, after a confirmation). The owner is never
 * offered for removal.
 */
export function CompanyMembers({ company, viewerId, isOwner }: CompanyMembersProps) {
  const t = useTranslations("Companies");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const [members, setMembers] = useState<CompanyMemberWire[]>(company.members);
  const [invitations, setInvitations] = useState<CompanyInvitationWire[]>(company.invitations);
  const [removing, setRemoving] = useState<CompanyMemberWire | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const form = useForm({ schema: inviteColleagueSchema, initialValues: { email: "" } });
  const day = useCalendarFormat().date;

  const onInvite = form.handleSubmit(async (body) => {
    try {
      const result = await apiRequest<InviteColleagueResult>("POST", `companies/${company._id}/members`, body);
      if (result.status === "added") {
        setMembers((current) => [...current, result.member]);
        toast.success(t("team.addedName", { name: fullName(result.member) }));
      } else {
        setInvitations((current) => [result.invitation, ...current.filter((invitation) => invitation.email !== result.invitation.email)]);
        toast.success(t("team.invitedTo", { email: result.invitation.email }));
      }
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.code === "already_exists") form.setFieldError("email", ofApiError(error));
      else if (!form.showApiErrors(error)) toast.error(ofApiError(error));
    }
  });

  async function confirmRemove() {
    if (!removing || isRemoving) return;
    setIsRemoving(true);
    try {
      const saved = await apiRequest<CompanyWire>("DELETE", `companies/${company._id}/members/${removing._id}`);
      setMembers(saved.members);
      toast.success(t("team.removed", { name: fullName(removing) }));
      setRemoving(null);
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setIsRemoving(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={t("team.listLabel", { name: company.name })} className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((member) => {
          const name = fullName(member);
          return (
            <li key={member._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Avatar src={member.profile_pic} size={40} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate font-semibold">{name}</span>
                  {member._id === viewerId ? <span className="text-sm text-slate-500 dark:text-slate-400">({t("team.you")})</span> : null}
                </p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5">
                  <span
                    className={`${pillClasses} ${member.role === "owner" ? "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
                  >
                    {t(`roles.${member.role}`)}
                  </span>
                  {member.is_domain_member ? (
                    <span title={company.email_domain ? t("team.domainMemberHint", { domain: company.email_domain }) : undefined} className={`${pillClasses} bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200`}>
                      <CheckIcon className="size-3.5" />
                      {t("team.domainMember")}
                    </span>
                  ) : null}
                  <span className="text-xs text-slate-500 dark:text-slate-400">{t("team.joined", { date: day(member.joined_at) })}</span>
                </p>
              </div>
              {isOwner && member.role !== "owner" ? (
                <Button variant="dangerGhost" size="sm" aria-label={t("team.removeLabel", { name })} onClick={() => setRemoving(member)} className="shrink-0">
                  {t("team.remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>

      {invitations.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("team.pendingTitle")}</h3>
          <ul className="flex flex-col gap-2">
            {invitations.map((invitation) => (
              <li key={invitation._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-dashed border-slate-300 px-3 py-2 dark:border-slate-700">
                <span className="min-w-0 flex-1 truncate font-medium">{invitation.email}</span>
                <span className={`${pillClasses} bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-200`}>{t("team.pendingBadge")}</span>
                <span className="w-full text-xs text-slate-500 dark:text-slate-400">{t("team.pendingExpires", { sent: day(invitation.created_at), expires: day(invitation.expires_at) })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {isOwner ? (
        <form noValidate onSubmit={onInvite} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
          <div>
            <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("team.inviteTitle")}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("team.inviteLead")}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <TextField field={form.field("email")} label={t("team.inviteEmail")} type="email" autoComplete="off" inputMode="email" />
            </div>
            <SubmitButton {...form.submit} className="w-full sm:mt-7 sm:w-auto" label={t("team.invite")} pendingLabel={t("team.inviting")} />
          </div>
        </form>
      ) : null}

      <Dialog open={removing !== null} onClose={() => (isRemoving ? undefined : setRemoving(null))} title={removing ? t("team.removeTitle", { name: fullName(removing) }) : ""} description={t("team.removeLead")}>
        <ConfirmDialogActions onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()} isPending={isRemoving} cancelLabel={t("team.cancel")} confirmLabel={t("team.remove")} pendingLabel={t("team.removing")} />
      </Dialog>
    </div>
  );
}
