import { describe, expect, it } from "@jest/globals";

import { checkAnswer, isKnockoutAnswer, questionKey } from "@/lib/applications/answer-rules";
import { candidateStage, candidateTimeline } from "@/lib/applications/candidate-stage";

const question = (type: Parameters<typeof checkAnswer>[0]["type"], options: string[] = [], isRequired = true) => ({ type, isRequired, options });

describe("checkAnswer, the rule the apply form and the apply endpoint share", () => {
  it("takes yes or no in any case for a yes/no question", () => {
    expect(checkAnswer(question("YES_NO"), " Yes ")).toEqual({ ok: true, answer: "yes" });
    expect(checkAnswer(question("YES_NO"), "maybe")).toMatchObject({ ok: false, code: "invalid_answer" });
  });

  it("takes only one of the choices of a one-choice question", () => {
    const stack = question("SINGLE_CHOICE", ["Node", "Deno"]);
    expect(checkAnswer(stack, "Deno")).toEqual({ ok: true, answer: "Deno" });
    expect(checkAnswer(stack, "Bun")).toMatchObject({ ok: false, code: "invalid_answer" });
  });

  it("takes a number, with a point or a comma, for a number question", () => {
    expect(checkAnswer(question("NUMBER"), "3,5")).toEqual({ ok: true, answer: "3.5" });
    expect(checkAnswer(question("NUMBER"), "-2")).toEqual({ ok: true, answer: "-2" });
    expect(checkAnswer(question("NUMBER"), "three")).toMatchObject({ ok: false, code: "invalid_answer" });
  });

  it("asks for required answers and lets optional ones stay empty", () => {
    expect(checkAnswer(question("TEXT"), "  ")).toMatchObject({ ok: false, code: "required", message: "This field is required" });
    expect(checkAnswer(question("NUMBER", [], false), "")).toEqual({ ok: true, answer: null });
  });
});

describe("video link answers", () => {
  it("take a YouTube, Vimeo or Loom video by its URL form, and nothing else", () => {
    for (const link of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://vimeo.com/76979871", "https://www.loom.com/share/0123456789abcdef"]) {
      expect(checkAnswer(question("VIDEO_LINK"), link)).toEqual({ ok: true, answer: link });
    }
    for (const link of ["https://video.example.test/me", "javascript:alert(1)", "youtube"]) {
      expect(checkAnswer(question("VIDEO_LINK"), link)).toEqual({ ok: false, code: "invalid_answer", message: "The link you entered is not valid" });
    }
  });
});

describe("isKnockoutAnswer, the apply panel's warning", () => {
  it("matches a yes/no knockout in any case, a choice exactly, and numbers under the minimum", () => {
    expect(isKnockoutAnswer({ type: "YES_NO", knockoutAnswer: "no" }, "No")).toBe(true);
    expect(isKnockoutAnswer({ type: "YES_NO", knockoutAnswer: "no" }, "yes")).toBe(false);
    expect(isKnockoutAnswer({ type: "SINGLE_CHOICE", knockoutAnswer: "Less than a year" }, "Less than a year")).toBe(true);
    expect(isKnockoutAnswer({ type: "SINGLE_CHOICE", knockoutAnswer: "Less than a year" }, "Five years")).toBe(false);
    expect(isKnockoutAnswer({ type: "NUMBER", knockoutAnswer: "3" }, "2,5")).toBe(true);
    expect(isKnockoutAnswer({ type: "NUMBER", knockoutAnswer: "3" }, "3")).toBe(false);
  });

  it("never flags an empty answer, a question without a knockout, or a text", () => {
    expect(isKnockoutAnswer({ type: "YES_NO", knockoutAnswer: "no" }, " ")).toBe(false);
    expect(isKnockoutAnswer({ type: "YES_NO", knockoutAnswer: null }, "no")).toBe(false);
    expect(isKnockoutAnswer({ type: "NUMBER", knockoutAnswer: "3" }, "lots")).toBe(false);
  });
});

describe("questionKey: which earlier answers prefill a question", () => {
  it("treats the same type and text, ignoring case and spacing, as the same question", () => {
    expect(questionKey({ type: "TEXT", text: "  Why would you  like to join us? " })).toBe(questionKey({ type: "TEXT", text: "why would you like to join us?" }));
    expect(questionKey({ type: "TEXT", text: "Remote before?" })).not.toBe(questionKey({ type: "YES_NO", text: "Remote before?" }));
  });
});

describe("what a candidate sees of an application", () => {
  const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));

  it("maps the employer's stages to the candidate's words, withdrawal first", () => {
    expect(candidateStage({ stage: "APPLIED", reviewedAt: null, withdrawnAt: null })).toBe("applied");
    expect(candidateStage({ stage: "APPLIED", reviewedAt: at(2), withdrawnAt: null })).toBe("viewed");
    expect(candidateStage({ stage: "SHORTLISTED", reviewedAt: at(2), withdrawnAt: null })).toBe("in_process");
    expect(candidateStage({ stage: "DISMISSED", reviewedAt: at(2), withdrawnAt: null })).toBe("not_selected");
    expect(candidateStage({ stage: "SHORTLISTED", reviewedAt: at(2), withdrawnAt: at(3) })).toBe("withdrawn");
  });

  it("orders the timeline, shows a repeated step once, and fills in dates older rows keep only in columns", () => {
    const events = [
      { kind: "applied", stage: null, at: at(1) },
      { kind: "reviewed", stage: null, at: at(1, 5) },
      { kind: "stage", stage: "APPLIED" as const, at: at(1, 6) },
      { kind: "stage", stage: "SHORTLISTED" as const, at: at(2) },
    ];
    expect(candidateTimeline(events, { reviewedAt: at(1, 5), withdrawnAt: null }).map((entry) => entry.step)).toEqual(["applied", "viewed", "in_process"]);
    expect(candidateTimeline([{ kind: "applied", stage: null, at: at(1) }], { reviewedAt: at(2), withdrawnAt: at(3) })).toEqual([
      { step: "applied", at: at(1).toISOString() },
      { step: "viewed", at: at(2).toISOString() },
      { step: "withdrawn", at: at(3).toISOString() },
    ]);
  });
});
