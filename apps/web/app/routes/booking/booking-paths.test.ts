import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { alternatePath } from "../../lib/catalog/alternate-paths";
import { FAKE_BOOKING_SESSION_IDS } from "../../mocks/fakes/booking-sessions";
import { loadBooking } from "./booking-test-kit";

const ID = FAKE_BOOKING_SESSION_IDS.open;

function load(path: string, params: { language: string; session: string }) {
  const request = new Request(`http://localhost${path}`);
  return loadBooking({ params, request, context: undefined } as unknown as LoaderFunctionArgs);
}

function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("the loader answered instead of throwing");
}

describe("the seat page's paths, as every catalog page's", () => {
  it("sends a path of another language to the page's one path, with a 301 and the query kept", () => {
    const answer = thrown(() => load(`/en/reserver/${ID}?booking=b1`, { language: "en", session: ID }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe(`/en/book/${ID}?booking=b1`);
    const dutch = thrown(() => load(`/nl/book/${ID}`, { language: "nl", session: ID }));
    expect((dutch as Response).headers.get("Location")).toBe(`/nl/reserveren/${ID}`);
  });

  it("answers at its own path, a client navigation's data request included, with the booking asked", () => {
    expect(load(`/fr/reserver/${ID}?booking=b1`, { language: "fr", session: ID })).toMatchObject({
      language: "fr",
      sessionId: ID,
      bookingId: "b1",
    });
    expect(load(`/en/book/${ID}.data`, { language: "en", session: ID })).toMatchObject({ bookingId: null });
  });

  it("gives the language switch the page's path in every language", () => {
    const data = load(`/fr/reserver/${ID}`, { language: "fr", session: ID });
    expect(data.alternatePaths).toEqual({
      fr: `/fr/reserver/${ID}`,
      nl: `/nl/reserveren/${ID}`,
      en: `/en/book/${ID}`,
    });
    expect(alternatePath([{ loaderData: null }, { loaderData: data }], "en")).toBe(`/en/book/${ID}`);
  });

  it("is the site's 404 for an unknown language or a session id that is no id", () => {
    expect(
      (
        thrown(() => load(`/de/book/${ID}`, { language: "de", session: ID })) as {
          init?: { status?: number };
        }
      ).init?.status,
    ).toBe(404);
    expect(
      (
        thrown(() => load("/en/book/Not%20an%20id", { language: "en", session: "Not an id" })) as {
          init?: { status?: number };
        }
      ).init?.status,
    ).toBe(404);
  });
});
