"use client";

import { useTranslations } from "next-intl";

import { useInviteFlow } from "@/components/hiring/use-invite-flow";
import { Button } from "@/components/ui/button";
import type { ApplicantCard } from "@/lib/hiring/applicant-card";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";

/** candidate-details' "Invite to a job": the same flow as the search's pop-up menu. */
export function InviteCandidateButton({ candidate, jobs }: { candidate: ApplicantCard; jobs: InvitableJob[] }) {
  const t = useTranslations("HiringCandidates.details");
  const { invite, element } = useInviteFlow(jobs);
  return (
    <>
      <Button onClick={() => invite([candidate])}>{t("invite")}</Button>
      {element}
    </>
  );
}
