import { RecommendationsResponseSchema } from "@cinelux/contract/recommendations";
import { describe, expect, it } from "vitest";
import { FAKE_TASTE } from "../data/recommendations";
import { fakeRecommendations } from "./recommendations";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("fake recommendations (docs/domain/statistics.md)", () => {
  it("answer the contract's shape, the wish first, each with a reason", () => {
    const answer = RecommendationsResponseSchema.parse(
      fakeRecommendations("en", { now: NOW, interestGenres: ["horror"] }),
    );
    expect(answer.favouriteCinemas).toBe(2);
    expect(answer.recommendations[0]?.show.slug).toBe(FAKE_TASTE.wished[0]);
    expect(answer.recommendations[0]?.reasons[0]).toEqual({ kind: "wished" });
    const liked = answer.recommendations.find((entry) =>
      entry.reasons.some((reason) => reason.kind === "liked"),
    );
    expect(liked?.reasons).toContainEqual({ kind: "liked", showTitle: "Sherlock Jr." });
  });

  it("never suggest a show seen, rated or set aside", () => {
    const slugs = fakeRecommendations("fr", {
      now: NOW,
      interestGenres: ["horror", "comedy", "documentary"],
    }).recommendations.map((entry) => entry.show.slug);
    for (const slug of [...FAKE_TASTE.seen, ...FAKE_TASTE.ignored, "sherlock-jr"]) {
      expect(slugs).not.toContain(slug);
    }
  });

  it("suggest nothing without a favourite cinema", () => {
    expect(fakeRecommendations("fr", { now: NOW, favouriteCinemaSlugs: [] })).toEqual({
      recommendations: [],
      favouriteCinemas: 0,
    });
  });
});
