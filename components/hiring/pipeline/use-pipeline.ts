"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import type { ApplicantsPage, PipelineApplicant, PipelineCounts } from "@/lib/hiring/pipeline/list-applicants";
import type { PipelineStage } from "@/lib/hiring/pipeline/schemas";

/** How long the toast of a stage change offers its Undo (issue 12: ten seconds). */
export const UNDO_TOAST_MS = 10_000;

const countKey: Record<PipelineStage, keyof PipelineCounts> = { applied: "applicants", shortlisted: "shortlist", dismissed: "dismissed" };

/**
 * The state of one tab's page of applicants and what the employer does with it. Every change is
 * shown at once and then sent; a refusal puts the page back as it was and says why in a toast.
 * Rank moves go one after the other, in the order they were made, so the server ends where the
 * screen does.
 */
export function usePipeline(jobId: string, initial: ApplicantsPage) {
  const t = useTranslations("HiringPipeline");
  const toast = useToast();
  const errors = useErrorMessage();
  const locale = useLocale();
  const [page, setPage] = useState(initial);
  const pageRef = useRef(page);
  const rankQueue = useRef<Promise<void>>(Promise.resolve());
  const [announcement, setAnnouncement] = useState("");
  // The Undo of a toast runs after later renders: it calls the latest changeStage.
  const undoRef = useRef<(candidateIds: string[], stage: PipelineStage, from: PipelineStage) => void>(() => {});

  // Each change of the page counts: a reload answered after a newer change is dropped, or a
  // slow answer read before an Undo would put back what the Undo took away.
  const version = useRef(0);
  const update = useCallback((next: ApplicantsPage) => {
    version.current += 1;
    pageRef.current = next;
    setPage(next);
  }, []);

  const reload = useCallback(async () => {
    const { stage, sort, page: number, take } = pageRef.current;
    const query = new URLSearchParams({ stage, sort, page: String(number), take: String(take), locale });
    const asked = version.current;
    try {
      const next = await apiRequest<ApplicantsPage>("GET", `posts/${jobId}/aplicants?${query}`);
      if (version.current === asked) update(next);
    } catch {
      // The page keeps what it shows; the next change will try again.
    }
  }, [jobId, locale, update]);

  const failed = useCallback(
    (snapshot: ApplicantsPage, error: unknown, key: "orderNotSaved" | "failed" = "failed") => {
      update(snapshot);
      toast.error(t(`toast.${key}`, { reason: errors.ofApiError(error) }));
      void reload();
    },
    [errors, reload, t, toast, update],
  );

  /** Puts an applicant at another place of this page; its rank is the place's. */
  const move = useCallback(
    (candidateId: string, toIndex: number) => {
      const snapshot = pageRef.current;
      const from = snapshot.items.findIndex((item) => item.candidate_id === candidateId);
      if (from < 0 || toIndex < 0 || toIndex >= snapshot.items.length || toIndex === from) return;
      const firstRank = snapshot.items[0]!.rank ?? 1;
      const items = [...snapshot.items];
      const [moved] = items.splice(from, 1);
      items.splice(toIndex, 0, moved!);
      update({ ...snapshot, items: items.map((item, index) => ({ ...item, rank: firstRank + index })) });
      const rank = firstRank + toIndex;
      setAnnouncement(t("moved", { name: moved!.name, position: rank, total: snapshot.total }));
      rankQueue.current = rankQueue.current.then(() =>
        apiRequest("PUT", `posts/${jobId}/rank/${candidateId}/${rank}`).then(
          () => undefined,
          (error: unknown) => failed(snapshot, error, "orderNotSaved"),
        ),
      );
    },
    [failed, jobId, t, update],
  );

  /**
   * Moves applicants from `from` (the tab's stage unless told) to another stage; `undoTo` offers
   * to send them back for ten seconds.
   */
  const changeStage = useCallback(
    async (candidateIds: string[], stage: PipelineStage, options: { from?: PipelineStage; undoTo?: PipelineStage; isUndo?: boolean } = {}) => {
      const snapshot = pageRef.current;
      const leaving = new Set(candidateIds);
      const left = snapshot.items.filter((item) => leaving.has(item.candidate_id)).length;
      const counts = { ...snapshot.counts };
      counts[countKey[options.from ?? snapshot.stage]] -= candidateIds.length;
      counts[countKey[stage]] += candidateIds.length;
      update({ ...snapshot, items: snapshot.items.filter((item) => !leaving.has(item.candidate_id)), counts, total: snapshot.total - left });
      try {
        if (candidateIds.length === 1) await apiRequest("PUT", `posts/${jobId}/applicants/${candidateIds[0]}/stage`, { stage });
        else await apiRequest("PUT", `posts/${jobId}/applicants/stage`, { candidateIds, stage });
      } catch (error) {
        failed(snapshot, error);
        return;
      }
      const undoTo = options.undoTo;
      if (options.isUndo) toast.success(t("toast.undone"));
      else
        toast.show({
          kind: "success",
          message: t(`toast.${stage}`, { count: candidateIds.length }),
          durationMs: UNDO_TOAST_MS,
          action: undoTo ? { label: t("undo"), onClick: () => undoRef.current(candidateIds, undoTo, stage) } : undefined,
        });
      await reload();
    },
    [failed, jobId, reload, t, toast, update],
  );
  useEffect(() => {
    undoRef.current = (candidateIds, stage, from) => void changeStage(candidateIds, stage, { from, isUndo: true });
  }, [changeStage]);

  const patch = useCallback(
    (candidateId: string, change: Partial<PipelineApplicant>) => {
      const current = pageRef.current;
      update({ ...current, items: current.items.map((item) => (item.candidate_id === candidateId ? { ...item, ...change } : item)) });
    },
    [update],
  );

  const markReviewed = useCallback(
    async (applicant: PipelineApplicant) => {
      const snapshot = pageRef.current;
      patch(applicant.candidate_id, { reviewed: true });
      try {
        await apiRequest("POST", `posts/${jobId}/applicants/${applicant.candidate_id}/reviewed`);
        toast.success(t("toast.reviewed", { name: applicant.name }));
      } catch (error) {
        failed(snapshot, error);
      }
    },
    [failed, jobId, patch, t, toast],
  );

  /** Answers whether the applicant is now hired; `isQuiet` leaves the telling to the caller (the close-job dialog). */
  const markHired = useCallback(
    async (applicant: PipelineApplicant, { isQuiet = false } = {}): Promise<boolean> => {
      const snapshot = pageRef.current;
      patch(applicant.candidate_id, { hired_at: new Date().toISOString(), reviewed: true });
      try {
        await apiRequest("POST", `posts/${jobId}/applicants/${applicant.candidate_id}/hired`);
      } catch (error) {
        failed(snapshot, error);
        return false;
      }
      if (!isQuiet) toast.success(t("toast.hired", { name: applicant.name }));
      await reload();
      return true;
    },
    [failed, jobId, patch, reload, t, toast],
  );

  return { page, announcement, move, changeStage, markReviewed, markHired };
}
