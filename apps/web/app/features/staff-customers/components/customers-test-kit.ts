// A customer's file for the customer screens' tests (a `-test-kit` file: no page loads it).
import type { CustomerFile } from "@cinelux/contract/staff-customers";

export const CAMILLE_ID = "0b6f7c1a-8d2e-4f3a-9b1c-2d3e4f5a6b7c";
export const UPCOMING_ID = "1c7a8d2b-9e3f-4a4b-8c2d-3e4f5a6b7c8d";
export const PAST_ID = "2d8b9e3c-0f4a-4b5c-9d3e-4f5a6b7c8d9e";

const DAY = 86_400_000;

export function camilleFile(): CustomerFile {
  const soon = Date.now() + 3 * DAY;
  return {
    account: {
      accountId: CAMILLE_ID,
      mail: "camille.martin@example.com",
      firstName: "Camille",
      lastName: "Martin",
      language: "fr",
      domain: "fr",
      status: "active",
      blockedReason: null,
      registered: true,
      createdAt: "2025-01-10T09:00:00.000Z",
    },
    passes: [
      {
        id: "3e9c0f4d-1a5b-4c6d-8e4f-5a6b7c8d9e0f",
        type: "CINEPASS",
        label: "Cinépass",
        number: "6200001234567890",
        status: "active",
        activationDate: "2025-02-01",
        expirationDate: null,
        photoStatus: "PENDING",
      },
    ],
    wallet: [
      {
        id: "4f0d1a5e-2b6c-4d7e-9f5a-6b7c8d9e0f1a",
        type: "MOVIECARD_20",
        numberLast4: "0101",
        name: "MovieCard 20 places",
        initialQuantity: 20,
        remainingQuantity: 7,
        expirationDate: "2026-12-31",
      },
    ],
    bookings: [
      {
        id: UPCOMING_ID,
        bookingRef: "CLX-FR-100101",
        status: "CONFIRMED",
        showTitle: "Dune",
        cinemaName: "Cinélux Opéra",
        startsAt: new Date(soon).toISOString(),
        endsAt: new Date(soon + 3 * 3_600_000).toISOString(),
        seats: ["F6", "F7"],
        totalCents: 2580,
        means: "CB",
        refundable: true,
      },
      {
        id: PAST_ID,
        bookingRef: "CLX-FR-100050",
        status: "CONFIRMED",
        showTitle: "Amélie",
        cinemaName: "Cinélux Opéra",
        startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
        endsAt: new Date(Date.now() - 30 * DAY + 2 * 3_600_000).toISOString(),
        seats: ["A1"],
        totalCents: 1290,
        means: "CB",
        refundable: true,
      },
    ],
    cases: [
      {
        id: "5a1e2b6f-3c7d-4e8f-8a6b-7c8d9e0f1a2b",
        number: "C-2026-000123",
        subject: "Prélevé deux fois",
        closed: false,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ],
  };
}
