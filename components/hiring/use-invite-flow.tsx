"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { InviteDialog } from "@/components/hiring/invite-dialog";
import { InvitePlanDialog, type InvitePlanBlock } from "@/components/hiring/invite-plan-dialog";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { ApplicantCard } from "@/lib/hiring/applicant-card";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";
import { companyPremiumPath } from "@/lib/navigation/paths";

type BulkResult = { invited: string[]; alreadyInvited: string[]; alreadyApplied: string[] };

/**
 * The invite flow of spec 4 and 8, for one candidate or a selection: no open job gives the
 * warning toast; otherwise the modal. The answer shows as a toast (INVITATION-EMAIL-SENT,
 * ALREADY-INVITED, CANDIDATE_ALREADY_APPLIED, or the bulk call's sums); a Free company opens the
 * FREE upgrade dialog, a used-up quota the PREMIUM one; any other error resolves silently and
 * leaves the modal usable. `element` is rendered by the caller.
 */
export function useInviteFlow(jobs: InvitableJob[], { onBulkDone }: { onBulkDone?: () => void } = {}): { invite: (candidates: ApplicantCard[]) => void; element: ReactNode } {
  const t = useTranslations("HiringCandidates.invite");
  const toast = useToast();
  const router = useRouter();
  const [candidates, setCandidates] = useState<ApplicantCard[] | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [block, setBlock] = useState<InvitePlanBlock | null>(null);

  function invite(next: ApplicantCard[]) {
    if (next.length === 0) return;
    if (jobs.length === 0) {
      toast.warning(t("noJobs"));
      return;
    }
    setCandidates(next);
  }

  async function send(job: InvitableJob) {
    if (!candidates) return;
    setIsSending(true);
    try {
      const [only] = candidates;
      if (candidates.length === 1 && only) {
        await apiRequest("POST", `posts/${job._id}/invite-candidate/${only._id}`);
        toast.success(t("toast.sent"));
      } else {
        const result = await apiRequest<BulkResult>("POST", `posts/${job._id}/invite-candidates`, { candidateIds: candidates.map((candidate) => candidate._id) });
        showBulkSummary(result);
        onBulkDone?.();
      }
      setCandidates(null);
    } catch (error) {
      handleRefusal(error, job);
    } finally {
      setIsSending(false);
    }
  }

  function showBulkSummary(result: BulkResult) {
    const parts = [
      result.invited.length > 0 ? t("bulk.invited", { count: result.invited.length }) : null,
      result.alreadyInvited.length > 0 ? t("bulk.alreadyInvited", { count: result.alreadyInvited.length }) : null,
      result.alreadyApplied.length > 0 ? t("bulk.alreadyApplied", { count: result.alreadyApplied.length }) : null,
    ].filter((part): part is string => part !== null);
    const message = parts.join(", ");
    if (result.invited.length > 0) toast.success(message);
    else toast.warning(message);
  }

  function handleRefusal(error: unknown, job: InvitableJob) {
    if (!isApiError(error)) return;
    const company = { _id: job.company._id, name: job.company.name };
    if (error.code === "ALREADY-INVITED") toast.error(t("toast.alreadyInvited"));
    else if (error.code === "CANDIDATE_ALREADY_APPLIED") toast.error(t("toast.alreadyApplied"));
    else if (error.code === "plan_upgrade_required") setBlock({ plan: "FREE", company, limit: 0 });
    else if (error.code === "invitation_limit_reached") {
      const limit = typeof error.details?.limit === "number" ? error.details.limit : null;
      setBlock({ plan: "PREMIUM", company, limit });
    }
    // Anything else resolves silently (spec 8): the modal stays open to try again.
  }

  function upgrade(company: { _id: string; name: string }) {
    setBlock(null);
    setCandidates(null);
    router.push(companyPremiumPath({ id: company._id, name: company.name }));
  }

  const element = (
    <>
      {candidates ? (
        <InviteDialog
          candidates={candidates}
          jobs={jobs}
          isSending={isSending}
          onCancel={() => setCandidates(null)}
          onContinue={(job) => void send(job)}
          onFreeJobChosen={(job) => setBlock({ plan: "FREE", company: { _id: job.company._id, name: job.company.name }, limit: 0 })}
        />
      ) : null}
      <InvitePlanDialog block={block} onClose={() => setBlock(null)} onUpgrade={upgrade} />
    </>
  );
  return { invite, element };
}
