import type { FeelingState } from "@cinelux/contract/feelings-rules";
import { FAKE_FEELINGS } from "../data/feelings";
import { fakeSessionState } from "../fake-session-state";

const DAY_MS = 86_400_000;

/** Everything the feelings' fake endpoints change (docs/fakes.md "Wishlist and ratings"). */
export interface FakeFeelings {
  /** By show slug: the feeling and when it last changed (ms). */
  feelings: Record<string, FeelingState & { updatedAt: number }>;
  /** Shows seen in past bookings: slug and when (ms). */
  seen: { slug: string; at: number }[];
  /** Slugs ignored (ignoreMovie, purge). */
  ignored: string[];
}

const STORAGE_KEY = "cinelux.fake.feelings";

function initialFeelings(now = Date.now()): FakeFeelings {
  const feelings: FakeFeelings["feelings"] = {};
  for (const wish of FAKE_FEELINGS.wished) {
    feelings[wish.slug] = { intention: 2, emotion: null, updatedAt: now - wish.daysAgo * DAY_MS };
  }
  for (const rating of FAKE_FEELINGS.rated) {
    feelings[rating.slug] = {
      intention: null,
      emotion: rating.emotion,
      updatedAt: now - rating.daysAgo * DAY_MS,
    };
  }
  return {
    feelings,
    seen: FAKE_FEELINGS.seen.map((s) => ({ slug: s.slug, at: now - s.daysAgo * DAY_MS })),
    ignored: [],
  };
}

/** Per fake database; in the browser a reload keeps the feelings, as the wallet's fake does. */
const feelingsState = fakeSessionState(STORAGE_KEY, initialFeelings);

export function fakeFeelings(): FakeFeelings {
  return feelingsState.current();
}

export function saveFakeFeelings(): void {
  feelingsState.save();
}
