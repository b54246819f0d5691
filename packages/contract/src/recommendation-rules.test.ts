import { describe, expect, it } from "vitest";
import {
  type CandidateShow,
  explainRecommendation,
  MAX_RECOMMENDATION_REASONS,
  type RecommendationSignals,
  recommend,
  scoreRecommendation,
} from "./recommendation-rules.ts";
import { RecommendationsResponseSchema } from "./recommendations.ts";

const show = (id: string, genres: string[], nextSession = "2026-12-01T19:00:00Z"): CandidateShow => ({
  id,
  title: id.toUpperCase(),
  genres,
  nextSession,
});

function signals(overrides: Partial<RecommendationSignals> = {}): RecommendationSignals {
  return {
    liked: [],
    wished: new Set(),
    interestGenres: [],
    friendLikes: new Map(),
    excluded: new Set(),
    genreLabel: (genre) => `label:${genre}`,
    ...overrides,
  };
}

describe("scoreRecommendation", () => {
  it("says 'because you liked' the liked show sharing the most genres", () => {
    const scored = scoreRecommendation(
      show("sunrise", ["romance", "drama"]),
      signals({
        liked: [
          { id: "kid", title: "The Kid", genres: ["comedy", "drama"], emotion: 5 },
          { id: "wings", title: "Wings", genres: ["war", "romance", "drama"], emotion: 4 },
        ],
      }),
    );
    expect(scored?.reasons[0]).toEqual({ kind: "liked", showTitle: "Wings" });
    expect(scored?.score).toBe(6);
  });

  it("puts a wish first, then the other reasons by weight, at most three", () => {
    const scored = scoreRecommendation(
      show("faust", ["drama", "horror"]),
      signals({
        wished: new Set(["faust"]),
        liked: [{ id: "kid", title: "The Kid", genres: ["drama"], emotion: 5 }],
        friendLikes: new Map([["faust", ["Lucas", "Emma"]]]),
        interestGenres: ["horror"],
      }),
    );
    expect(scored?.reasons.map((reason) => reason.kind)).toEqual(["wished", "friends", "liked"]);
    expect(scored?.reasons).toHaveLength(MAX_RECOMMENDATION_REASONS);
    expect(scored?.reasons[1]).toEqual({ kind: "friends", firstName: "Lucas", others: 1 });
    expect(scored?.score).toBe(8 + 4 + 3 + 2);
  });

  it("names a genre of interest in the customer's language", () => {
    expect(
      scoreRecommendation(show("lodger", ["thriller"]), signals({ interestGenres: ["thriller"] }))?.reasons,
    ).toEqual([{ kind: "interest", genre: "label:thriller" }]);
  });

  it("never suggests an excluded show (seen, booked, rated or ignored), whatever speaks for it", () => {
    const scored = scoreRecommendation(
      show("kid", ["comedy"]),
      signals({ excluded: new Set(["kid"]), wished: new Set(["kid"]), interestGenres: ["comedy"] }),
    );
    expect(scored).toBeUndefined();
  });

  it("suggests nothing without a reason to tell", () => {
    expect(scoreRecommendation(show("haxan", ["documentary"]), signals())).toBeUndefined();
  });
});

describe("recommend", () => {
  it("orders by score, then the sooner session, then the title, and keeps the limit", () => {
    const interest = signals({ interestGenres: ["comedy"], wished: new Set(["c"]) });
    const ranked = recommend(
      [
        show("a", ["comedy"], "2026-12-03T19:00:00Z"),
        show("b", ["comedy"], "2026-12-02T19:00:00Z"),
        show("c", ["drama"], "2026-12-09T19:00:00Z"),
        show("d", ["documentary"]),
      ],
      interest,
    );
    expect(ranked.map((entry) => entry.show.id)).toEqual(["c", "b", "a"]);
    expect(recommend([show("a", ["comedy"]), show("b", ["comedy"])], interest, 1)).toHaveLength(1);
  });
});

describe("explainRecommendation", () => {
  it("gives each reason its key and values", () => {
    expect(explainRecommendation({ kind: "liked", showTitle: "The Kid" })).toEqual({
      key: "Recommendations.Reason.Liked",
      values: { title: "The Kid" },
    });
    expect(explainRecommendation({ kind: "friends", firstName: "Lucas", others: 0 }).key).toBe(
      "Recommendations.Reason.Friend",
    );
    expect(explainRecommendation({ kind: "friends", firstName: "Lucas", others: 2 })).toEqual({
      key: "Recommendations.Reason.Friends",
      values: { name: "Lucas", others: 2 },
    });
    expect(explainRecommendation({ kind: "wished" }).key).toBe("Recommendations.Reason.Wished");
    expect(explainRecommendation({ kind: "interest", genre: "Drame" }).values).toEqual({ genre: "Drame" });
  });
});

describe("RecommendationsResponseSchema", () => {
  it("refuses a recommendation without a reason", () => {
    const recommendation = {
      show: { id: "9b2f7c1e-2d6a-4c1b-8f3e-0a1b2c3d4e5f", slug: "sunrise", title: "Sunrise", movie: true },
      reasons: [],
      nextSession: { startDate: "2026-12-01T19:00:00Z", cinemaName: "Cinélux Bastille" },
    };
    expect(
      RecommendationsResponseSchema.safeParse({ recommendations: [recommendation], favouriteCinemas: 1 })
        .success,
    ).toBe(false);
    expect(
      RecommendationsResponseSchema.safeParse({
        recommendations: [{ ...recommendation, reasons: [{ kind: "wished" }] }],
        favouriteCinemas: 1,
      }).success,
    ).toBe(true);
  });
});
