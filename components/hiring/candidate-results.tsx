"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useRequestChat } from "@/components/chat/request-chat";
import { ApplicantCard } from "@/components/hiring/applicant-card";
import { useInviteFlow } from "@/components/hiring/use-invite-flow";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { DotsIcon } from "@/components/ui/icons";
import { plainNameOf } from "@/lib/candidates/candidate-name";
import type { ApplicantCard as ApplicantCardData } from "@/lib/hiring/applicant-card";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";
import { candidateDetailsPath } from "@/lib/navigation/paths";

/**
 * The employer's candidate results (spec 2): applicant cards in a list or a grid, each with its
 * pop-up menu (View profile, Invite to a job, Request a chat) and a checkbox; a bar invites the selected ones to
 * one job at once.
 */
export function CandidateResults({ candidates, jobs, view, premiumHref }: { candidates: ApplicantCardData[]; jobs: InvitableJob[]; view: "list" | "grid"; premiumHref: string | null }) {
  const t = useTranslations("HiringCandidates");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { invite, element } = useInviteFlow(jobs, { onBulkDone: () => setSelected(new Set()) });
  const { requestChat } = useRequestChat();
  const chosen = candidates.filter((candidate) => selected.has(candidate._id));
  const isAllSelected = candidates.length > 0 && chosen.length === candidates.length;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={isAllSelected}
            onChange={() => setSelected(isAllSelected ? new Set() : new Set(candidates.map((candidate) => candidate._id)))}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t("selection.selectPage")}
        </label>
      </div>
      <ul className={view === "grid" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-3"} data-testid="candidate-results" data-view={view}>
        {candidates.map((candidate) => (
          <li key={candidate._id} className="min-w-0">
            <ApplicantCard
              candidate={candidate}
              layout={view}
              href={candidateDetailsPath(candidate._id)}
              premiumHref={premiumHref}
              selection={
                <input
                  type="checkbox"
                  checked={selected.has(candidate._id)}
                  onChange={() => toggle(candidate._id)}
                  aria-label={t("selection.select", { name: candidate.name })}
                  className="size-5 rounded border-slate-300 accent-brand-600"
                />
              }
              menu={
                <DropdownMenu
                  label={t("menu.label", { name: candidate.name })}
                  labelTrigger
                  align="end"
                  trigger={<DotsIcon vertical />}
                  triggerClassName="flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <DropdownMenuLink href={candidateDetailsPath(candidate._id)}>{t("menu.viewProfile")}</DropdownMenuLink>
                  <DropdownMenuItem onSelect={() => invite([candidate])}>{t("menu.invite")}</DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void requestChat({ id: candidate._id, name: plainNameOf(candidate) })}>{t("menu.requestChat")}</DropdownMenuItem>
                </DropdownMenu>
              }
            />
          </li>
        ))}
      </ul>
      {chosen.length > 0 ? (
        <div
          role="region"
          aria-label={t("selection.selected", { count: chosen.length })}
          className="sticky bottom-20 z-30 mx-auto flex w-full max-w-xl flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg md:bottom-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="text-sm font-medium">{t("selection.selected", { count: chosen.length })}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              {t("selection.clear")}
            </Button>
            <Button size="sm" onClick={() => invite(chosen)}>
              {t("selection.inviteSelected", { count: chosen.length })}
            </Button>
          </div>
        </div>
      ) : null}
      {element}
    </>
  );
}
