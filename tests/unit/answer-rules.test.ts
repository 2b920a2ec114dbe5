import { describe, expect, it } from "@jest/globals";

import { checkAnswer } from "@/lib/applications/answer-rules";

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
