import {
  artworkPath,
  centsOf,
  clickAndServeOf,
  DOMAINS,
  type Eticket,
  type GpsPosition,
  type HistoryBooking,
  type HistoryStatus,
  type Language,
  type SharedSessionResponse,
} from "@cinelux/contract";
import type { HistoryRow, SessionRow, TicketRow } from "./etickets.repository.ts";

/** The cinema's stored latitude and longitude (text columns), or null when either is missing or not a number. */
export function gpsPositionOf(latitude: string | null, longitude: string | null): GpsPosition | null {
  const lat = Number.parseFloat(latitude ?? "");
  const lon = Number.parseFloat(longitude ?? "");
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return null;
  }
  return { latitude: lat, longitude: lon };
}

function presentSession(row: SessionRow): SharedSessionResponse {
  return {
    show: {
      slug: row.showSlug,
      title: row.showTitle,
      duration: row.durationMinutes,
      // The media pipeline's stable backdrop (packages/contract/src/artwork.ts).
      backdropUrl: artworkPath("backdrop", row.showSlug),
    },
    cinema: {
      id: row.cinemaId,
      name: row.cinemaName,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      gpsPosition: gpsPositionOf(row.latitude, row.longitude),
    },
    session: {
      id: row.sessionId,
      startDate: row.startsAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      specificities: row.specificities,
      version: row.version,
      auditoriumName: row.auditoriumName,
    },
  };
}

export { presentSession as presentSharedSession };

/** A booking as SPEC 3's e-ticket, in `language`, at `now` (refundable and click-and-serve depend on it). */
export function presentEticket(row: TicketRow, language: Language, now: Date): Eticket {
  const { show, cinema, session } = presentSession(row);
  return {
    id: row.id,
    bookingId: row.bookingRef,
    code: row.code,
    website: DOMAINS[row.domain].host,
    language,
    payment: {
      bookingDate: new Date(row.payment.bookingDate).toISOString(),
      means: row.payment.means,
      totalAmount: centsOf(row.payment.totalAmount),
      currency: "EUR",
    },
    session,
    seats: row.seats,
    seatType: row.seatType,
    options: row.options,
    clickAndServe: clickAndServeOf({ optionsCount: row.options.length, startDate: session.startDate, now }),
    show,
    cinema,
    // Cancel is offered only where it would be accepted (docs/domain/etickets.md).
    refundable: row.refundable && row.status === "CONFIRMED" && row.startsAt.getTime() > now.getTime(),
  };
}

export function presentHistoryBooking(row: HistoryRow): HistoryBooking {
  return {
    id: row.id,
    bookingId: row.bookingRef,
    status: row.status as HistoryStatus,
    show: { slug: row.showSlug, title: row.showTitle },
    cinema: { id: row.cinemaId, name: row.cinemaName, city: row.city },
    session: { id: row.sessionId, startDate: row.startsAt.toISOString(), version: row.version },
    seats: row.seats,
    seatType: row.seatType,
    amount: centsOf(row.payment.totalAmount),
    currency: "EUR",
    refund:
      row.refundAmount !== null && row.refundMeans !== null && row.refundedAt !== null
        ? { amount: row.refundAmount, means: row.refundMeans, date: row.refundedAt.toISOString() }
        : null,
  };
}
