import { artworkPath } from "@cinelux/contract/artwork";
import { domainFromHost } from "@cinelux/contract/domains";
import { type HistoryGroup, parseShareSegment, yearlyTotals } from "@cinelux/contract/eticket-rules";
import {
  BookingHistoryQuerySchema,
  type BookingHistoryResponse,
  type SharedSessionResponse,
} from "@cinelux/contract/etickets";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { HttpResponse, http } from "msw";
import { CINEMA_TIME_ZONE } from "../../lib/i18n/formats";
import { FAKE_CINEMAS, FAKE_SHOWS } from "../data/catalog";
import { fakeCinemaUuid, fakeHistory, fakeSessionUuid } from "../data/history";
import { codedAs, signedInQuery } from "../fake-responses";
import { fakeProgramme } from "./catalog-programme";

/**
 * The booking history and shared session on the fakes (docs/history.md "Fakes"), with the
 * contract's rules (eticket-rules.ts: yearly totals, share segment) and the server's codes.
 */

const yearFormat = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: CINEMA_TIME_ZONE });

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

/** GET /api/accounts/me/bookings: one page of the history and every year's total. */
export function fakeHistoryPage(
  language: Language,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): BookingHistoryResponse {
  const all = fakeHistory(language, now);
  const groups = new Map<string, HistoryGroup>();
  for (const booking of all) {
    const year = Number(yearFormat.format(new Date(booking.session.startDate)));
    const key = `${year} ${booking.status}`;
    const group = groups.get(key) ?? { year, status: booking.status, count: 0, amount: 0, refunded: 0 };
    group.count += 1;
    group.amount += booking.amount;
    group.refunded += booking.refund?.amount ?? 0;
    groups.set(key, group);
  }
  return {
    bookings: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: all.length,
    years: yearlyTotals([...groups.values()]),
  };
}

/**
 * GET /api/ec/shared/V{cinema}S{session}: a session of the fake programme (fakes/catalog-programme.ts)
 * on the request's domain, by the uuids data/history.ts derives from its slugs; a session that has
 * ended is not found, as on the server.
 */
export function fakeSharedSession(
  host: string,
  share: string,
  language: Language,
  now: Date = new Date(),
): SharedSessionResponse | "SHARE_LINK_INVALID" | "SHARED_SESSION_NOT_FOUND" {
  const ref = parseShareSegment(share);
  if (!ref) {
    return "SHARE_LINK_INVALID";
  }
  const domain = domainFromHost(host).id;
  const session = fakeProgramme(domain, now).sessions.find(
    (candidate) =>
      fakeSessionUuid(candidate.id) === ref.sessionId &&
      fakeCinemaUuid(candidate.cinemaSlug) === ref.cinemaId,
  );
  const cinema = FAKE_CINEMAS.find((candidate) => candidate.slug === session?.cinemaSlug);
  const show = FAKE_SHOWS.find((candidate) => candidate.slug === session?.showSlug);
  if (!session || !cinema || !show || session.endsAt.getTime() <= now.getTime()) {
    return "SHARED_SESSION_NOT_FOUND";
  }
  return {
    show: {
      slug: show.slug,
      title: show.texts[language].title,
      duration: show.durationMinutes,
      backdropUrl: artworkPath("backdrop", show.slug),
    },
    cinema: {
      id: ref.cinemaId,
      name: cinema.name,
      address: cinema.address,
      city: cinema.city,
      postalCode: cinema.postalCode,
      gpsPosition: cinema.coordinates,
    },
    session: {
      id: ref.sessionId,
      startDate: session.startsAt.toISOString(),
      endDate: session.endsAt.toISOString(),
      specificities: session.specificities,
      version: session.version,
      auditoriumName: session.auditoriumName,
    },
  };
}

export const historyHandlers = [
  http.get("*/api/accounts/me/bookings", ({ request }) => {
    const parsed = signedInQuery(request, BookingHistoryQuerySchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    return HttpResponse.json(fakeHistoryPage(languageOf(request), parsed.data.page, parsed.data.pageSize));
  }),

  // Public (SPEC 7 share link): a friend opens it without signing in.
  http.get("*/api/ec/shared/:share", ({ request, params }) => {
    const host = request.headers.get("host") ?? new URL(request.url).host;
    const answer = fakeSharedSession(host, String(params.share), languageOf(request));
    if (answer === "SHARE_LINK_INVALID") {
      return codedAs(request, answer, (m) => m[answer]);
    }
    if (answer === "SHARED_SESSION_NOT_FOUND") {
      return codedAs(request, answer, (m) => m[answer]);
    }
    return HttpResponse.json(answer);
  }),
];
