import type { Eticket } from "./etickets.ts";

/**
 * "Add to calendar (.ics)" (docs/domain/etickets.md): the calendar event of one e-ticket, as plain data in
 * the shape of the `ics` package's EventAttributes (DESIGN.md "Codes and calendars"), so the server's mail
 * and the screens build the same event. The texts come from the caller, already in the ticket's language.
 */
export interface TicketCalendarEvent {
  /** Stable per booking: importing the file twice updates one event instead of adding a second. */
  uid: string;
  /** Milliseconds since the epoch, read as UTC. */
  start: number;
  end: number;
  startInputType: "utc";
  startOutputType: "utc";
  endInputType: "utc";
  endOutputType: "utc";
  title: string;
  description: string;
  location: string;
  geo?: { lat: number; lon: number };
  status: "CONFIRMED";
  productId: string;
}

export const CALENDAR_PRODUCT_ID = "-//Cinelux//E-tickets//EN";

/** Calendar text lines may not hold control characters (RFC 5545 3.3.11 TEXT). */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
}

export function ticketCalendarEvent(
  ticket: Pick<Eticket, "id" | "session" | "cinema" | "show" | "seats">,
  texts: { title: string; description: string },
): TicketCalendarEvent {
  const { cinema } = ticket;
  const event: TicketCalendarEvent = {
    uid: `${ticket.id}@cinelux`,
    start: Date.parse(ticket.session.startDate),
    end: Date.parse(ticket.session.endDate),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    title: clean(texts.title),
    description: clean(texts.description),
    location: clean(`${cinema.name}, ${cinema.address}, ${cinema.postalCode} ${cinema.city}`),
    status: "CONFIRMED",
    productId: CALENDAR_PRODUCT_ID,
  };
  if (cinema.gpsPosition) {
    event.geo = { lat: cinema.gpsPosition.latitude, lon: cinema.gpsPosition.longitude };
  }
  return event;
}
