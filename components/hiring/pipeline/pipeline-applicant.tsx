"use client";

import type { DragEvent, KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

import { ApplicantCard, type ApplicantCardLayout } from "@/components/hiring/applicant-card";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import type { PipelineApplicant as Applicant } from "@/lib/hiring/pipeline/list-applicants";
import { UPGRADE_PATH } from "@/lib/navigation/paths";

import { ApplicantMenu, type ApplicantMenuActions } from "./applicant-menu";

export type RankControls = {
  /** This card's place on the page and the stage's size, for the handle's name. */
  total: number;
  onMoveBy: (offset: -1 | 1) => void;
  drag: { onDragStart: (event: DragEvent) => void; onDragOver: (event: DragEvent) => void; onDrop: (event: DragEvent) => void; onDragEnd: () => void; isOver: boolean };
};

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      {[6, 10, 14].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" />))}
    </svg>
  );
}

/**
 * One applicant of a tab: the shared applicant card with its selection box, menu, and a footer
 * saying where the application stands. Where the tab is sorted by rank, a handle moves it: drag
 * the card, or focus the handle and press the up and down arrows.
 */
export function PipelineApplicant(props: {
  jobId: string;
  applicant: Applicant;
  layout: ApplicantCardLayout;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  actions: ApplicantMenuActions;
  rank: RankControls | null;
}) {
  const { jobId, applicant, layout, isSelected, onSelect, actions, rank } = props;
  const t = useTranslations("HiringPipeline");
  const calendar = useCalendarFormat();

  const onHandleKey = (event: KeyboardEvent) => {
    if (!rank || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    rank.onMoveBy(event.key === "ArrowUp" ? -1 : 1);
  };

  const footer = (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {applicant.rank !== null ? <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200">{t("position", { rank: applicant.rank })}</span> : null}
      {applicant.hired_at ? <span className="rounded-full bg-emerald-600 px-2 py-0.5 font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950">{t("hired")}</span> : null}
      {applicant.reviewed && !applicant.hired_at ? (
        <span data-testid="already-reviewed" className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
          {t("reviewed")}
        </span>
      ) : null}
      {applicant.withdrawn_at ? <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800 dark:bg-amber-950/60 dark:text-amber-300">{t("withdrawn")}</span> : null}
      {/* "Today" is worked out from the browser's clock: the server's a moment before may be on the other side of midnight. */}
      <span suppressHydrationWarning className="text-slate-500 dark:text-slate-400">
        {t("appliedOn", calendar.day(applicant.applied_at, new Date()))}
      </span>
    </div>
  );

  return (
    <li
      data-testid="pipeline-applicant"
      data-candidate-id={applicant.candidate_id}
      draggable={rank !== null}
      onDragStart={rank?.drag.onDragStart}
      onDragOver={rank?.drag.onDragOver}
      onDrop={rank?.drag.onDrop}
      onDragEnd={rank?.drag.onDragEnd}
      className={`flex items-stretch gap-2 rounded-2xl ${rank?.drag.isOver ? "ring-2 ring-brand-500" : ""}`}
    >
      {rank ? (
        <button
          type="button"
          data-move-handle={applicant.candidate_id}
          onKeyDown={onHandleKey}
          aria-label={t("moveHandle", { name: applicant.name, position: applicant.rank ?? 0, total: rank.total })}
          className="pipeline-drag-handle"
        >
          <GripIcon />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <ApplicantCard
          candidate={applicant}
          layout={layout}
          href={`/home/applicant-details/${jobId}/applicant/${applicant.candidate_id}`}
          premiumHref={UPGRADE_PATH}
          selection={
            applicant.withdrawn_at ? undefined : (
            <input
              type="checkbox"
              checked={isSelected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={t("select", { name: applicant.name })}
              className="size-5 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
            />
            )
          }
          menu={<ApplicantMenu jobId={jobId} applicant={applicant} actions={actions} />}
          footer={footer}
        />
      </div>
    </li>
  );
}
