import type { Emotion } from "@cinelux/contract/feelings-rules";
import { FAKE_SHOWS } from "./catalog";

/**
 * The fake customer's feelings at the start (docs/fakes.md): two wished shows, one rating, and the
 * films seen in past bookings (days ago) that are to rate — as camille.martin in the server's seed.
 */
export const FAKE_FEELINGS = {
  wished: [
    { slug: "his-girl-friday", daysAgo: 10 },
    { slug: "haxan", daysAgo: 11 },
  ],
  rated: [{ slug: "the-general", emotion: 5 as Emotion, daysAgo: 30 }],
  seen: [
    { slug: "metropolis", daysAgo: 9 },
    { slug: "nosferatu", daysAgo: 40 },
    { slug: "sherlock-jr", daysAgo: 120 },
    { slug: "the-general", daysAgo: 75 },
  ],
} as const;

/** A fake show's salesforce id: its place in the fake catalog, as the seed numbers its shows. */
export function fakeSalesforceShowId(slug: string): string | undefined {
  const index = FAKE_SHOWS.findIndex((show) => show.slug === slug);
  return index < 0 ? undefined : `SF-${String(index + 1).padStart(6, "0")}`;
}

export function fakeShowBySalesforceId(id: string) {
  return FAKE_SHOWS.find((show) => fakeSalesforceShowId(show.slug) === id);
}
