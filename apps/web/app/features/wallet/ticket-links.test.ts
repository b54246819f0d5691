import type { Eticket } from "@cinelux/contract/etickets";
import { describe, expect, it } from "vitest";
import { fakeTicketCinema } from "../../mocks/data/etickets";
import { directionsUrl, ticketCalendarFile, ticketShareUrl } from "./ticket-links";

/** The fakes' Bastille cinema, as the seed's e-tickets name it. */
const cinema: Eticket["cinema"] = fakeTicketCinema("cinelux-paris-bastille");

const ticket = {
  id: "6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f01",
  seats: ["H7", "H8"],
  cinema,
  show: {
    slug: "metropolis",
    title: "Metropolis",
    duration: 153,
    backdropUrl: "/media/backdrops/metropolis.jpg",
  },
  session: {
    id: "5e55a0a1-2b3c-4d5e-8f6a-7b8c9d0e1f01",
    startDate: "2026-03-14T19:15:00.000Z",
    endDate: "2026-03-14T22:08:00.000Z",
    specificities: [],
    version: "VOST",
    auditoriumName: "Salle 3",
  },
} satisfies Pick<Eticket, "id" | "session" | "cinema" | "show" | "seats">;

describe("ticketShareUrl (SPEC 7 {host}/{language}/V{cinema}S{session}/booking)", () => {
  const segment = `V${cinema.id}S${ticket.session.id}`;

  it("is on this site while no tunnel base is configured", () => {
    expect(
      ticketShareUrl(ticket, { language: "fr", tunnelBase: "", siteOrigin: "https://www.cinelux.fr" }),
    ).toBe(`https://www.cinelux.fr/fr/${segment}/booking`);
  });

  it("takes its host from the configured tunnel base", () => {
    for (const tunnelBase of ["https://tunnel.cinelux.fr", "https://tunnel.cinelux.fr/ec/"]) {
      expect(
        ticketShareUrl(ticket, { language: "en", tunnelBase, siteOrigin: "https://www.cinelux.fr" }),
      ).toBe(`https://tunnel.cinelux.fr/en/${segment}/booking`);
    }
  });
});

describe("directionsUrl", () => {
  it("points a maps search at the cinema's position", () => {
    expect(directionsUrl(cinema)).toBe("https://www.google.com/maps/dir/?api=1&destination=48.853%2C2.371");
  });

  it("falls back to the cinema's address when its position is unknown", () => {
    const url = new URL(directionsUrl({ ...cinema, gpsPosition: null }));
    expect(url.searchParams.get("destination")).toBe(
      "Cinélux Bastille, 14 rue du Faubourg Saint-Antoine, 75012 Paris",
    );
  });
});

describe("ticketCalendarFile (RFC 5545)", () => {
  const file = ticketCalendarFile(
    ticket,
    {
      title: "Metropolis au Cinélux Bastille",
      description:
        "Places H7, H8; salle 3\nRéservation CLX-FR-000101. Votre billet est dans votre portefeuille Cinélux.",
    },
    Date.parse("2026-03-10T08:00:00Z"),
  );
  const lines = file.split("\r\n");

  it("is one event in UTC with the booking's stable UID and the cinema's place", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("UID:6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f01@cinelux");
    expect(lines).toContain("DTSTART:20260314T191500Z");
    expect(lines).toContain("DTEND:20260314T220800Z");
    expect(lines).toContain("DTSTAMP:20260310T080000Z");
    expect(lines).toContain("GEO:48.853;2.371");
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas, semicolons and newlines, and folds long lines at 75 octets", () => {
    const unfolded = file.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Places H7\\, H8\\; salle 3\\nRéservation CLX-FR-000101. Votre billet est dans votre portefeuille Cinélux.",
    );
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });
});
