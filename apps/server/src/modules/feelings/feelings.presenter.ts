import {
  type Emotion,
  type Feeling,
  isEmotion,
  type ShowToRate,
  WISHLIST_INTENTION,
} from "@cinelux/contract";
import type { FeelingListRow, ShowToRateRow } from "./feelings.repository.ts";

/** A stored timestamp as an ISO instant: aggregates come back from the driver as text or Date. */
function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/** SPEC 3 "Feeling per show" from a row (the table's checks keep intention and emotion in range). */
export function toFeeling(row: FeelingListRow): Feeling {
  return {
    intention: row.intention === WISHLIST_INTENTION ? WISHLIST_INTENTION : null,
    emotion: isEmotion(row.emotion) ? (row.emotion as Emotion) : null,
    isSeen: Boolean(row.isSeen),
    show: {
      id: row.showId,
      slug: row.slug,
      name: row.name,
      genres: row.genres,
      salesforceShowId: row.salesforceShowId,
    },
    updatedAt: isoOf(row.updatedAt),
  };
}

/** SPEC 3 "Show to rate". */
export function toShowToRate(row: ShowToRateRow): ShowToRate {
  return {
    salesforceShowId: row.salesforceShowId,
    name: row.name,
    slug: row.slug,
    seenAt: isoOf(row.seenAt),
  };
}
