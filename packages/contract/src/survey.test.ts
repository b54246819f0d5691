import { describe, expect, it } from "vitest";
import { checkSurveyAnswers, overallRating, SubmitSurveyAnswersRequestSchema } from "./survey.ts";

const QUESTIONS = [
  { id: "overall", kind: "rating" },
  { id: "welcome", kind: "rating" },
  { id: "comment", kind: "comment" },
] as const;

describe("survey answers (docs/survey.md)", () => {
  it("keeps whole ratings from 1 to 5 and a trimmed comment", () => {
    const result = checkSurveyAnswers(QUESTIONS, { overall: 5, welcome: 1, comment: "  Super  " });
    expect(result).toEqual({ fields: [], answers: { overall: 5, welcome: 1, comment: "Super" } });
    expect(overallRating(QUESTIONS, result.answers)).toBe(5);
  });

  it("leaves an empty comment out and wants every rating", () => {
    expect(checkSurveyAnswers(QUESTIONS, { overall: 3, comment: " " })).toEqual({
      fields: [{ path: "answers.welcome", code: "required" }],
      answers: { overall: 3 },
    });
  });

  it("refuses ratings out of range or not whole, a long comment and unknown questions", () => {
    const { fields } = checkSurveyAnswers(QUESTIONS, {
      overall: 6,
      welcome: 2.5,
      comment: "x".repeat(1001),
      other: 3,
    });
    expect(fields).toEqual([
      { path: "answers.other", code: "unknown_field" },
      { path: "answers.overall", code: "invalid_value" },
      { path: "answers.welcome", code: "invalid_value" },
      { path: "answers.comment", code: "too_long" },
    ]);
    expect(checkSurveyAnswers(QUESTIONS, { overall: "5", welcome: 0, comment: 4 }).fields).toEqual([
      { path: "answers.overall", code: "invalid_value" },
      { path: "answers.welcome", code: "invalid_value" },
      { path: "answers.comment", code: "invalid_value" },
    ]);
  });

  it("bounds the body: at most 20 answers, no other field", () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 1]));
    expect(SubmitSurveyAnswersRequestSchema.safeParse({ answers: many }).success).toBe(false);
    expect(SubmitSurveyAnswersRequestSchema.safeParse({ answers: {}, extra: 1 }).success).toBe(false);
    expect(SubmitSurveyAnswersRequestSchema.safeParse({ answers: { overall: 4 } }).success).toBe(true);
  });
});
