import { parseShareSegment, shareSegmentOf } from "@cinelux/contract/eticket-rules";
import type { SharedSessionResponse } from "@cinelux/contract/etickets";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { data } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { apiUrl, jsonAnswer, jsonInit } from "../../../lib/api/json-exchange";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { CINEMA_TIME_ZONE } from "../../../lib/i18n/formats";
import { versionLabel } from "../shared/session-views.server";
import type { SharedSessionPageData } from "./shared-session-data";

/**
 * GET /api/ec/shared/V{cinema}S{session} (public, SPEC 7). The page's server asks its own API at
 * the request's origin: the share endpoint is the server's etickets module, and the in-process
 * readers the server hands the web (WebServerContext) have no session-by-id read (docs/history.md
 * "Share page"). Null for the API's 400 and 404: the page is then the site's not-found page.
 */
export async function fetchSharedSession(
  origin: string,
  share: string,
  language: Language,
): Promise<SharedSessionResponse | null> {
  const url = apiUrl(`/api/ec/shared/${encodeURIComponent(share)}`, language, origin);
  try {
    return await jsonAnswer<SharedSessionResponse>(await fetch(url, jsonInit({ method: "GET" })));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

/** A directions page on OpenStreetMap to the cinema: its position when known, else its address. */
export function directionsUrl(cinema: SharedSessionResponse["cinema"]): string {
  const to = cinema.gpsPosition
    ? `${cinema.gpsPosition.latitude},${cinema.gpsPosition.longitude}`
    : `${cinema.address}, ${cinema.postalCode} ${cinema.city}`;
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(to)}`;
}

export interface SharedSessionLoaderInput {
  params: { language?: string; share?: string };
  request: Request;
  /** The clock by default (tests pass one). */
  now?: Date;
}

/**
 * The loader: a segment that is not `V{uuid}S{uuid}`, a session the API does not know and a session
 * that has ended are all the site's 404 (a friend's old link says nothing about the booking).
 */
export async function loadSharedSessionPage({
  params,
  request,
  now = new Date(),
}: SharedSessionLoaderInput): Promise<SharedSessionPageData> {
  const ref = parseShareSegment(params.share ?? "");
  if (!isLanguage(params.language) || !ref) {
    throw data(null, { status: 404 });
  }
  const language = params.language;
  const shared = await fetchSharedSession(new URL(request.url).origin, shareSegmentOf(ref), language);
  if (!shared || Date.parse(shared.session.endDate) <= now.getTime()) {
    throw data(null, { status: 404 });
  }
  const start = new Date(shared.session.startDate);
  const { show, cinema, session } = shared;
  return {
    language,
    show: {
      slug: show.slug,
      title: show.title,
      duration: {
        hours: String(Math.floor(show.duration / 60)),
        minutes: String(show.duration % 60).padStart(2, "0"),
      },
    },
    cinema: {
      name: cinema.name,
      address: `${cinema.address}, ${cinema.postalCode} ${cinema.city}`,
      city: cinema.city,
      directionsUrl: directionsUrl(cinema),
    },
    session: {
      day: new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: CINEMA_TIME_ZONE }).format(start),
      time: new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: CINEMA_TIME_ZONE }).format(
        start,
      ),
      startDate: session.startDate,
      versionLabel: versionLabel(session.version, language),
      auditoriumName: session.auditoriumName,
      specificities: session.specificities,
    },
    showPath: catalogPath(language, "Show", show.slug),
    bookingPath: catalogPath(language, "Booking", ref.sessionId),
  };
}
