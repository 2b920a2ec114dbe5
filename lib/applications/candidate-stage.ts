import type { ApplicationStage } from "@/lib/generated/prisma/enums";

/**
 * An application's stage as the candidate may see it. The employer's words and ranking stay
 * theirs: APPLIED is "applied" until the employer opens it ("viewed"), SHORTLISTED is "in
 * process", DISMISSED is "not selected", a hired applicant is "hired", and a withdrawn
 * application is "withdrawn" whatever the employer did with it. Ranks are never shown.
 */
export const candidateStages = ["applied", "viewed", "in_process", "not_selected", "hired", "withdrawn"] as const;
export type CandidateStage = (typeof candidateStages)[number];

type ApplicationDates = { reviewedAt: Date | null; withdrawnAt: Date | null; hiredAt?: Date | null };

export function candidateStage(application: { stage: ApplicationStage } & ApplicationDates): CandidateStage {
  if (application.withdrawnAt) return "withdrawn";
  if (application.hiredAt) return "hired";
  if (application.stage === "DISMISSED") return "not_selected";
  if (application.stage === "SHORTLISTED") return "in_process";
  return application.reviewedAt ? "viewed" : "applied";
}

/** The timeline step an event shows as. A move back to APPLIED reads as "viewed": the employer has seen it. */
export function timelineStep(event: { kind: string; stage: ApplicationStage | null }): CandidateStage | null {
  switch (event.kind) {
    case "applied":
      return "applied";
    case "reviewed":
      return "viewed";
    case "withdrawn":
      return "withdrawn";
    case "hired":
      return "hired";
    case "stage":
      return event.stage === "SHORTLISTED" ? "in_process" : event.stage === "DISMISSED" ? "not_selected" : event.stage === "APPLIED" ? "viewed" : null;
    default:
      return null;
  }
}

export type TimelineEntry = { step: CandidateStage; at: string };

/**
 * The candidate's timeline, oldest first: the events as steps, a step repeated back to back shown
 * once. Applications older than the events table carry only their 'applied' event: their review
 * and withdrawal dates come from the application's own columns. Ties keep the events' order.
 */
export function candidateTimeline(
  events: readonly { kind: string; stage: ApplicationStage | null; at: Date }[],
  application: ApplicationDates,
): TimelineEntry[] {
  const entries = events.flatMap((event) => {
    const step = timelineStep(event);
    return step ? [{ step, at: event.at }] : [];
  });
  // A stage change says the employer saw it already; only a bare review date needs its own step.
  const isSeen = entries.some((entry) => entry.step !== "applied" && entry.step !== "withdrawn");
  if (application.reviewedAt && !isSeen) entries.push({ step: "viewed", at: application.reviewedAt });
  if (application.hiredAt && !entries.some((entry) => entry.step === "hired")) entries.push({ step: "hired", at: application.hiredAt });
  if (application.withdrawnAt && !entries.some((entry) => entry.step === "withdrawn")) entries.push({ step: "withdrawn", at: application.withdrawnAt });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return entries.filter((entry, index) => index === 0 || entries[index - 1]!.step !== entry.step).map((entry) => ({ step: entry.step, at: entry.at.toISOString() }));
}
