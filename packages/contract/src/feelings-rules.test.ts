import { describe, expect, it } from "vitest";
import { WISHLIST_INTENTION } from "./constants.ts";
import {
  FeelingsQuerySchema,
  IgnoreMovieRequestSchema,
  SetEmotionRequestSchema,
  SetIntentionRequestSchema,
} from "./feelings.ts";
import {
  applyFeelingChange,
  EMOTIONS,
  emotionChangeOf,
  intentionChangeOf,
  isEmotion,
  isShowToRate,
  ratingTargetOf,
} from "./feelings-rules.ts";

describe("ratingTargetOf (SPEC 5 'Missing parameter')", () => {
  it("names the show by its slug, else by its salesforce id", () => {
    expect(ratingTargetOf({ slug: "metropolis" })).toEqual({ slug: "metropolis" });
    expect(ratingTargetOf({ salesforceShowId: "SF-000001" })).toEqual({ salesforceShowId: "SF-000001" });
    expect(ratingTargetOf({ slug: "metropolis", salesforceShowId: "SF-000001" })).toEqual({
      slug: "metropolis",
    });
  });

  it("finds no show when neither is given, or only blanks", () => {
    expect(ratingTargetOf({})).toBeUndefined();
    expect(ratingTargetOf({ slug: "", salesforceShowId: null })).toBeUndefined();
    expect(ratingTargetOf({ slug: "  ", salesforceShowId: " " })).toBeUndefined();
  });
});

describe("intentionChangeOf (SPEC 7, SPEC 9 wishlist intention 2)", () => {
  it("adds with intention 2 and removes with null and isDelete true", () => {
    expect(WISHLIST_INTENTION).toBe(2);
    expect(intentionChangeOf({ intention: 2 })).toEqual({ kind: "set", value: 2 });
    expect(intentionChangeOf({ intention: 2, isDelete: false })).toEqual({ kind: "set", value: 2 });
    expect(intentionChangeOf({ intention: null, isDelete: true })).toEqual({ kind: "remove" });
  });

  it("refuses null without isDelete, 2 with isDelete and any other value", () => {
    expect(intentionChangeOf({ intention: null })).toBeUndefined();
    expect(intentionChangeOf({ intention: 2, isDelete: true })).toBeUndefined();
    expect(intentionChangeOf({ intention: 1 })).toBeUndefined();
    expect(SetIntentionRequestSchema.safeParse({ intention: null }).success).toBe(false);
    expect(SetIntentionRequestSchema.safeParse({ intention: 3 }).success).toBe(false);
    expect(SetIntentionRequestSchema.safeParse({ intention: 2, extra: 1 }).success).toBe(false);
    expect(SetIntentionRequestSchema.safeParse({ intention: null, isDelete: true }).success).toBe(true);
  });
});

describe("emotionChangeOf (the 1 to 5 scale)", () => {
  it("sets any value of the scale and removes with isDelete", () => {
    expect(EMOTIONS).toEqual([1, 2, 3, 4, 5]);
    for (const emotion of EMOTIONS) {
      expect(emotionChangeOf({ emotion })).toEqual({ kind: "set", value: emotion });
    }
    expect(emotionChangeOf({ isDelete: true })).toEqual({ kind: "remove" });
    expect(emotionChangeOf({ emotion: null, isDelete: true })).toEqual({ kind: "remove" });
  });

  it("refuses values off the scale, nothing at all, and an emotion with isDelete", () => {
    for (const emotion of [0, 6, 2.5, -1]) {
      expect(isEmotion(emotion)).toBe(false);
      expect(emotionChangeOf({ emotion })).toBeUndefined();
      expect(SetEmotionRequestSchema.safeParse({ emotion }).success).toBe(false);
    }
    expect(emotionChangeOf({})).toBeUndefined();
    expect(emotionChangeOf({ emotion: 4, isDelete: true })).toBeUndefined();
    expect(SetEmotionRequestSchema.safeParse({ emotion: 4, isDelete: false }).success).toBe(true);
  });
});

describe("applyFeelingChange", () => {
  it("keeps the other half of the feeling and drops a feeling left empty", () => {
    const wished = applyFeelingChange(undefined, { intention: { kind: "set", value: 2 } });
    expect(wished).toEqual({ intention: 2, emotion: null });
    const both = applyFeelingChange(wished, { emotion: { kind: "set", value: 5 } });
    expect(both).toEqual({ intention: 2, emotion: 5 });
    const rated = applyFeelingChange(both, { intention: { kind: "remove" } });
    expect(rated).toEqual({ intention: null, emotion: 5 });
    expect(applyFeelingChange(rated, { emotion: { kind: "remove" } })).toBeUndefined();
  });
});

describe("isShowToRate (films to rate)", () => {
  it("lists a seen show until it is rated or ignored", () => {
    expect(isShowToRate({ seen: true, emotion: null, ignored: false })).toBe(true);
    expect(isShowToRate({ seen: true, emotion: 3, ignored: false })).toBe(false);
    expect(isShowToRate({ seen: true, emotion: null, ignored: true })).toBe(false);
    expect(isShowToRate({ seen: false, emotion: null, ignored: false })).toBe(false);
  });
});

describe("request bounds", () => {
  it("takes a salesforce id for idSpectacle and a known filter", () => {
    expect(IgnoreMovieRequestSchema.safeParse({ idSpectacle: "SF-000001" }).success).toBe(true);
    expect(IgnoreMovieRequestSchema.safeParse({ idSpectacle: "x".repeat(65) }).success).toBe(false);
    expect(IgnoreMovieRequestSchema.safeParse({ idSpectacle: "a b" }).success).toBe(false);
    expect(FeelingsQuerySchema.safeParse({ filter: "wished" }).success).toBe(true);
    expect(FeelingsQuerySchema.safeParse({ filter: "all" }).success).toBe(false);
  });
});
