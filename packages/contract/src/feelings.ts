import * as z from "zod";
import { WISHLIST_INTENTION } from "./constants.ts";
import { EMOTIONS, emotionChangeOf, intentionChangeOf } from "./feelings-rules.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * Wishlist and ratings (docs/domain/feelings.md): SPEC 3 "Feeling per show" and "Show to
 * rate", SPEC 7 "Ratings and wishlist". Every list and string is bounded.
 */

/** A customer keeps at most this many feelings (wishes and ratings); one more is refused (FEELINGS_FULL). */
export const MAX_FEELINGS = 1_000;
/** The films to rate listed at once: the most recently seen first. */
export const MAX_SHOWS_TO_RATE = 100;

const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** SPEC 3 salesforceShowId (the seed's are SF-000001…). */
export const SalesforceShowIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const EmotionSchema = z.literal(EMOTIONS);

/** SPEC 3 "Feeling per show": intention (2, wished, or null), emotion (1–5 or null), isSeen, show. */
export const FeelingSchema = z.object({
  intention: z.literal(WISHLIST_INTENTION).nullable(),
  emotion: EmotionSchema.nullable(),
  /** Seen in one of the customer's confirmed past bookings. */
  isSeen: z.boolean(),
  show: z.object({
    id: z.string().max(64),
    slug,
    /** The title in the request's language. */
    name: z.string().max(300),
    genres: z.array(z.string().max(60)).max(20),
    salesforceShowId: SalesforceShowIdSchema,
  }),
  /** ISO date-time of the last change. */
  updatedAt: z.string(),
});
export type Feeling = z.infer<typeof FeelingSchema>;

/** What the feelings read lists: the wishlist (intention 2) or the ratings given (an emotion). */
export const FEELING_FILTERS = ["wished", "rated"] as const;
export type FeelingFilter = (typeof FEELING_FILTERS)[number];

/** GET /api/accounts/me/feelings?filter= (SPEC 7 leaves the reads' path open; docs/domain/feelings.md). */
export const FeelingsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  filter: z.enum(FEELING_FILTERS),
});
export type FeelingsQuery = z.infer<typeof FeelingsQuerySchema>;

/** Newest change first. */
export const FeelingsResponseSchema = z.object({ feelings: z.array(FeelingSchema).max(MAX_FEELINGS) });
export type FeelingsResponse = z.infer<typeof FeelingsResponseSchema>;

/** `{account}`: the signed-in customer's own account id (anything else answers 404). */
export const ClientAccountParamsSchema = z.object({ account: z.string().max(64) });
export const ClientShowParamsSchema = ClientAccountParamsSchema.extend({ slug: z.string().max(120) });
export const ClientSalesforceShowParamsSchema = ClientAccountParamsSchema.extend({ id: z.string().max(64) });

/** POST /api/client/{account}/show/{slug}/intention: 2 adds to the wishlist; null with isDelete true removes. */
export const SetIntentionRequestSchema = z
  .strictObject({ intention: z.literal(WISHLIST_INTENTION).nullable(), isDelete: z.boolean().optional() })
  .refine((body) => intentionChangeOf(body) !== undefined, {
    path: ["isDelete"],
    message: "intention 2 adds (without isDelete); null removes with isDelete true",
  });
export type SetIntentionRequest = z.infer<typeof SetIntentionRequestSchema>;

/** POST /api/client/{account}/show/{slug|sf/{id}}/emotion: an emotion sets the rating; isDelete true removes. */
export const SetEmotionRequestSchema = z
  .strictObject({ emotion: EmotionSchema.nullable().optional(), isDelete: z.boolean().optional() })
  .refine((body) => emotionChangeOf(body) !== undefined, {
    path: ["emotion"],
    message: "an emotion from 1 to 5, or isDelete true without one",
  });
export type SetEmotionRequest = z.infer<typeof SetEmotionRequestSchema>;

/** Every feeling write answers the show's feeling after it, null when nothing is left. */
export const FeelingWriteResponseSchema = z.object({ feeling: FeelingSchema.nullable() });
export type FeelingWriteResponse = z.infer<typeof FeelingWriteResponseSchema>;

/** SPEC 3 "Show to rate": salesforceShowId and name, with the slug (poster, show page) and when it was seen. */
export const ShowToRateSchema = z.object({
  salesforceShowId: SalesforceShowIdSchema,
  name: z.string().max(300),
  slug,
  /** ISO date-time of the last confirmed session the customer saw it at. */
  seenAt: z.string(),
});
export type ShowToRate = z.infer<typeof ShowToRateSchema>;

/** GET /api/accounts/me/movieToNote, and the answer of ignoreMovie and the purge. */
export const MoviesToNoteResponseSchema = z.object({
  shows: z.array(ShowToRateSchema).max(MAX_SHOWS_TO_RATE),
});
export type MoviesToNoteResponse = z.infer<typeof MoviesToNoteResponseSchema>;

/** PATCH /api/accounts/me/ignoreMovie: `idSpectacle` is the show's salesforce id. */
export const IgnoreMovieRequestSchema = z.strictObject({ idSpectacle: SalesforceShowIdSchema });
export type IgnoreMovieRequest = z.infer<typeof IgnoreMovieRequestSchema>;
