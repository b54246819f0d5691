import type { FeelingState } from "@cinelux/contract/feelings-rules";
import { FAKE_FEELINGS } from "../data/feelings";
import { type FakeState, fakeDb } from "../fake-db";

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
const states = new WeakMap<FakeState, FakeFeelings>();

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

function browserStorage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.sessionStorage;
}

/** In the browser a reload keeps the feelings, as the wallet's fake does, unless `?fake-customer=` starts afresh. */
function saved(): FakeFeelings | undefined {
  const storage = browserStorage();
  if (!storage || new URL(window.location.href).searchParams.has("fake-customer")) {
    return undefined;
  }
  try {
    const text = storage.getItem(STORAGE_KEY);
    return text ? { ...initialFeelings(), ...(JSON.parse(text) as Partial<FakeFeelings>) } : undefined;
  } catch {
    return undefined;
  }
}

export function fakeFeelings(): FakeFeelings {
  const state = fakeDb();
  let feelings = states.get(state);
  if (!feelings) {
    feelings = saved() ?? initialFeelings();
    states.set(state, feelings);
  }
  return feelings;
}

export function saveFakeFeelings(): void {
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(fakeFeelings()));
  } catch {
    // Quota or privacy mode: the feelings start over on the next reload.
  }
}
