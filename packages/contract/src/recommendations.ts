import * as z from "zod";
import { MAX_RECOMMENDATION_REASONS, MAX_RECOMMENDATIONS } from "./recommendation-rules.ts";

/**
 * GET /api/accounts/me/recommendations (SPEC 2.2 `{language}/recommendations`; SPEC 7
 * names no path, docs/domain/statistics.md): shows with sessions to come at the customer's
 * favourite cinemas, each with the reasons it is suggested (recommendation-rules.ts).
 */

export const RecommendationReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("wished") }),
  z.object({ kind: z.literal("liked"), showTitle: z.string().max(300) }),
  z.object({ kind: z.literal("friends"), firstName: z.string().max(100), others: z.number().int().min(0) }),
  z.object({ kind: z.literal("interest"), genre: z.string().max(120) }),
]);

export const RecommendationSchema = z.object({
  show: z.object({
    id: z.uuid(),
    slug: z.string().max(120),
    /** In the request's language. */
    title: z.string().max(300),
    /** SPEC 3 show flag: a film (movie page) or an event (entertainment page). */
    movie: z.boolean(),
  }),
  /** Strongest first; the first is the one a card tells. */
  reasons: z.array(RecommendationReasonSchema).min(1).max(MAX_RECOMMENDATION_REASONS),
  /** The next session at one of the favourite cinemas. */
  nextSession: z.object({ startDate: z.iso.datetime({ offset: true }), cinemaName: z.string().max(200) }),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationsResponseSchema = z.object({
  recommendations: z.array(RecommendationSchema).max(MAX_RECOMMENDATIONS),
  /** How many favourite cinemas the customer has: 0 means no suggestion can be made yet. */
  favouriteCinemas: z.number().int().min(0),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;
