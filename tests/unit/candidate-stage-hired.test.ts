import { describe, expect, it } from "@jest/globals";

import { candidateStage, candidateTimeline } from "@/lib/applications/candidate-stage";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe("a hired applicant, as the candidate sees it", () => {
  it("reads 'hired' once hired, unless the candidate withdrew", () => {
    expect(candidateStage({ stage: "SHORTLISTED", reviewedAt: at(2), withdrawnAt: null, hiredAt: at(5) })).toBe("hired");
    expect(candidateStage({ stage: "SHORTLISTED", reviewedAt: at(2), withdrawnAt: null, hiredAt: null })).toBe("in_process");
    expect(candidateStage({ stage: "SHORTLISTED", reviewedAt: at(2), withdrawnAt: at(6), hiredAt: at(5) })).toBe("withdrawn");
  });

  it("ends the timeline with the hire, from its event or, without one, from hired_at", () => {
    const events = [
      { kind: "applied", stage: null, at: at(1) },
      { kind: "reviewed", stage: null, at: at(2) },
      { kind: "stage", stage: "SHORTLISTED" as const, at: at(3) },
    ];
    const dates = { reviewedAt: at(2), withdrawnAt: null, hiredAt: at(5) };
    const steps = (timeline: { step: string }[]) => timeline.map((entry) => entry.step);
    expect(steps(candidateTimeline([...events, { kind: "hired", stage: null, at: at(5) }], dates))).toEqual(["applied", "viewed", "in_process", "hired"]);
    expect(steps(candidateTimeline(events, dates))).toEqual(["applied", "viewed", "in_process", "hired"]);
    expect(steps(candidateTimeline(events, { ...dates, hiredAt: null }))).toEqual(["applied", "viewed", "in_process"]);
  });
});
