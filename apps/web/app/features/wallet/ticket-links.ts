import { ticketCalendarEvent } from "@cinelux/contract/eticket-calendar";
import { shareLinkOf } from "@cinelux/contract/eticket-rules";
import type { Eticket } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";

/**
 * Directions to the cinema (docs/wallet.md): a maps search for its GPS position, else its address. The
 * universal Google Maps URL opens the phone's maps app where one is installed, a web map elsewhere.
 */
export function directionsUrl(cinema: Eticket["cinema"]): string {
  const destination = cinema.gpsPosition
    ? `${cinema.gpsPosition.latitude},${cinema.gpsPosition.longitude}`
    : `${cinema.name}, ${cinema.address}, ${cinema.postalCode} ${cinema.city}`;
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", destination);
  return url.toString();
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** 20260314T191500Z */
function utc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (a CRLF and a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) {
    return line;
  }
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = new TextEncoder().encode(character).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * The ticket's `.ics` calendar file, built in the browser from the contract's event (the same one
 * the server's mail attaches, eticket-calendar.ts): one VEVENT whose UID is the booking's, so a
 * second import updates the event instead of doubling it.
 */
export function ticketCalendarFile(
  ticket: Pick<Eticket, "id" | "session" | "cinema" | "show" | "seats">,
  texts: { title: string; description: string },
  now = Date.now(),
): string {
  const event = ticketCalendarEvent(ticket, texts);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lon}`] : []),
    `STATUS:${event.status}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** Hands a text file to the browser as a download (the calendar file). */
export function downloadText(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * SPEC 7 share link `{host}/{language}/V{cinema}S{session}/booking`: the host is the tunnel's when
 * the domain's settings configure one (`urls.tunnelBase`, its origin), else this site's.
 */
export function ticketShareUrl(
  ticket: { cinema: Pick<Eticket["cinema"], "id">; session: Pick<Eticket["session"], "id"> },
  options: { language: Language; tunnelBase: string; siteOrigin: string },
): string {
  const origin = options.tunnelBase
    ? new URL(options.tunnelBase, options.siteOrigin).origin
    : options.siteOrigin;
  return shareLinkOf({
    origin,
    language: options.language,
    cinemaId: ticket.cinema.id,
    sessionId: ticket.session.id,
  });
}
