"use client";

import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";
import { TabBar } from "@/components/ui/tab-bar";
import { useToast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { Link, useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import type { ApplicantCardLayout } from "@/components/hiring/applicant-card";
import type { ApplicantsPage, PipelineApplicant as Applicant } from "@/lib/hiring/pipeline/list-applicants";
import { pipelinePath, pipelineTabs, tabLabelKey, type PipelineTab } from "@/lib/hiring/pipeline/pipeline-tabs";
import { applicantSorts, type PipelineStage } from "@/lib/hiring/pipeline/schemas";

import { PipelineApplicant } from "./pipeline-applicant";
import { usePipeline } from "./use-pipeline";

const emptyKey = { applied: "applicants", shortlisted: "shortlist", dismissed: "dismissed" } as const satisfies Record<PipelineStage, string>;

const segment = (isActive: boolean) =>
  `inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${
    isActive ? "bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white" : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
  }`;

/**
 * A job's applicants, one tab at a time (spec 2: employers-job-details/{id}/{tab}): the tabs with
 * their counts, sort and layout, the cards with their menus, selection with bulk actions, ranking
 * by drag and by keyboard, and the offer to close the job once someone is hired. The Recommended
 * tab's list is rendered on the server and passed as children.
 */
export function PipelineBoard({ jobId, jobStatus, tab, initial, children }: { jobId: string; jobStatus: JobStatus; tab: PipelineTab; initial: ApplicantsPage; children?: ReactNode }) {
  const t = useTranslations("HiringPipeline");
  const { page, announcement, move, changeStage, markReviewed, markHired } = usePipeline(jobId, initial);
  const [layout, setLayout] = useState<ApplicantCardLayout>("list");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Read by the drop target's handlers, which may run before a re-render: a ref, not state.
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const [hired, setHired] = useState<Applicant | null>(null);
  const isRecommended = tab === "recommended";
  const canRank = !isRecommended && page.sort === "rank" && page.stage !== "dismissed";

  useEffect(() => {
    if (focusAfterMove) document.querySelector<HTMLElement>(`[data-move-handle="${focusAfterMove}"]`)?.focus();
  }, [focusAfterMove, page]);

  const counts: Record<PipelineTab, number | null> = {
    "applicants-list": page.counts.applicants,
    "hiring-process": page.counts.shortlist,
    "dismissed-applicants": page.counts.dismissed,
    recommended: null,
  };
  const selectedIds = page.items.filter((item) => selected.has(item.candidate_id)).map((item) => item.candidate_id);
  const selectable = page.items.filter((item) => item.withdrawn_at === null);
  const pages = Math.max(1, Math.ceil(page.total / page.take));

  const moveStage = (candidateIds: string[], stage: PipelineStage) => {
    setSelected(new Set());
    void changeStage(candidateIds, stage, { undoTo: page.stage });
  };

  const rankControls = (applicant: Applicant, index: number) =>
    canRank
      ? {
          total: page.total,
          onMoveBy: (offset: -1 | 1) => {
            setFocusAfterMove(applicant.candidate_id);
            move(applicant.candidate_id, index + offset);
          },
          drag: {
            onDragStart: (event: DragEvent) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", applicant.candidate_id);
              dragged.current = applicant.candidate_id;
            },
            onDragOver: (event: DragEvent) => {
              if (!dragged.current) return;
              event.preventDefault();
              setOver(applicant.candidate_id);
            },
            onDrop: (event: DragEvent) => {
              event.preventDefault();
              if (dragged.current) move(dragged.current, index);
              dragged.current = null;
              setOver(null);
            },
            onDragEnd: () => {
              dragged.current = null;
              setOver(null);
            },
            isOver: over === applicant.candidate_id,
          },
        }
      : null;

  return (
    <div className="flex flex-col gap-4">
      <TabBar label={t("tabsLabel")} current={tab}>
        {pipelineTabs.map((name) => (
          <li key={name}>
            <Link
              href={pipelinePath(jobId, name)}
              aria-current={name === tab ? "page" : undefined}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${
                name === tab ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
            >
              {t(`tabs.${tabLabelKey[name]}`)}
              {counts[name] !== null ? (
                <span data-testid={`count-${name}`} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {counts[name]}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </TabBar>

      {isRecommended ? (
        children
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-600 dark:text-slate-400">{t("sortLabel")}</span>
              <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
                {applicantSorts.map((sort) => (
                  <Link key={sort} href={pipelinePath(jobId, tab, { sort })} aria-current={sort === page.sort ? "true" : undefined} className={segment(sort === page.sort)}>
                    {t(`sort.${sort}`)}
                  </Link>
                ))}
              </div>
            </div>
            <div role="group" aria-label={t("layoutLabel")} className="hidden gap-1 rounded-xl bg-slate-100 p-1 sm:flex dark:bg-slate-800">
              {(["list", "grid"] as const).map((name) => (
                <button key={name} type="button" aria-pressed={layout === name} onClick={() => setLayout(name)} className={segment(layout === name)}>
                  {t(`layout.${name}`)}
                </button>
              ))}
            </div>
          </div>
          {page.items.length > 0 && page.stage !== "dismissed" ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{canRank ? t("rankHint") : t("rankHintOtherSort")}</p>
          ) : null}

          {selectable.length > 0 ? (
            <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={selectedIds.length > 0 && selectedIds.length === selectable.length}
                  onChange={(event) => setSelected(new Set(event.target.checked ? selectable.map((item) => item.candidate_id) : []))}
                  className="size-5 rounded accent-brand-600"
                />
                {selectedIds.length > 0 ? t("selected", { count: selectedIds.length }) : t("selectAll")}
              </label>
              {selectedIds.length > 0 ? (
                <div className="ml-auto flex flex-wrap gap-2">
                  {page.stage === "applied" ? (
                    <Button size="sm" onClick={() => moveStage(selectedIds, "shortlisted")}>
                      {t("bulkShortlist")}
                    </Button>
                  ) : null}
                  {page.stage === "dismissed" ? (
                    <Button size="sm" onClick={() => moveStage(selectedIds, "applied")}>
                      {t("menu.restore")}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => moveStage(selectedIds, "dismissed")}>
                      {t("bulkDismiss")}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                    {t("clearSelection")}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}

          {page.items.length === 0 ? (
            <div data-testid="pipeline-empty" className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
              <h2 className="text-lg font-semibold">{t(`empty.${emptyKey[page.stage]}`)}</h2>
              <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t(`empty.${emptyKey[page.stage]}Lead`)}</p>
            </div>
          ) : (
            <ol className={layout === "grid" ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-3"}>
              {page.items.map((applicant, index) => (
                <PipelineApplicant
                  key={applicant.candidate_id}
                  jobId={jobId}
                  applicant={applicant}
                  layout={layout}
                  isSelected={selected.has(applicant.candidate_id)}
                  onSelect={(isSelected) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (isSelected) next.add(applicant.candidate_id);
                      else next.delete(applicant.candidate_id);
                      return next;
                    })
                  }
                  actions={{
                    changeStage: (stage) => moveStage([applicant.candidate_id], stage),
                    markReviewed: () => void markReviewed(applicant),
                    markHired: () => void markHired(applicant, { isQuiet: jobStatus !== "CLOSED" }).then((isHired) => isHired && jobStatus !== "CLOSED" && setHired(applicant)),
                  }}
                  rank={rankControls(applicant, index)}
                />
              ))}
            </ol>
          )}

          {pages > 1 ? (
            <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t("tabsLabel")}>
              {page.page > 1 ? <Link href={pipelinePath(jobId, tab, { sort: page.sort, page: page.page - 1 })} className={buttonClasses({ variant: "outline", size: "sm" })}>←</Link> : <span />}
              <span className="tabular-nums text-slate-600 dark:text-slate-400">
                {page.page} / {pages}
              </span>
              {page.page < pages ? <Link href={pipelinePath(jobId, tab, { sort: page.sort, page: page.page + 1 })} className={buttonClasses({ variant: "outline", size: "sm" })}>→</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
      <p aria-live="polite" className="sr-only" data-testid="pipeline-announcement">
        {announcement}
      </p>
      <CloseJobDialog jobId={jobId} hired={hired} onClose={() => setHired(null)} />
    </div>
  );
}

/** After a hire: close the job so that nobody else applies (PUT posts/{id} with status closed), or keep it open. */
function CloseJobDialog({ jobId, hired, onClose }: { jobId: string; hired: Applicant | null; onClose: () => void }) {
  const t = useTranslations("HiringPipeline");
  const toast = useToast();
  const errors = useErrorMessage();
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);

  async function closeJob() {
    setIsPending(true);
    try {
      await apiRequest("PUT", `posts/${jobId}`, { status: "closed" });
      toast.success(t("hireDialog.closed"));
      onClose();
      router.refresh();
    } catch (error) {
      toast.error(errors.ofApiError(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog open={hired !== null} onClose={() => !isPending && onClose()} title={t("hireDialog.title")} description={hired ? t("hireDialog.description", { name: hired.name }) : undefined}>
      <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isPending}>
          {t("hireDialog.keepOpen")}
        </Button>
        <Button onClick={() => void closeJob()} disabled={isPending}>
          <PendingLabel isPending={isPending} label={t("hireDialog.close")} pendingLabel={t("hireDialog.closing")} />
        </Button>
      </div>
    </Dialog>
  );
}
