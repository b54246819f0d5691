import { StatisticsResponseSchema } from "@cinelux/contract/statistics";
import { REFERENCE_TICKET_CENTS } from "@cinelux/contract/statistics-rules";
import { describe, expect, it } from "vitest";
import { fakeHistory } from "../data/history";
import { fakeStatistics } from "./statistics";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("fake statistics (docs/domain/statistics.md)", () => {
  it("answer the contract's shape from the fake history's CONFIRMED bookings", () => {
    const statistics = StatisticsResponseSchema.parse(fakeStatistics("en", { now: NOW }));
    const seen = fakeHistory("en", NOW).filter((booking) => booking.status === "CONFIRMED");
    expect(statistics.showsSeen).toBe(seen.length);
    expect(statistics.showsSeen).toBeGreaterThan(0);
    expect(statistics.favoriteGenre?.label).toBeTruthy();
    expect(statistics.mostVisitedCinema?.name).toBeTruthy();
    expect(statistics.months.at(-1)?.month).toBe("2026-11");
  });

  it("prices the year's pass seats at the ticket price and takes off the year's invoices", () => {
    const invoices = [
      { date: "2026-01-05", amount: 2290 },
      { date: "2025-12-05", amount: 2290 },
    ];
    const { recap } = fakeStatistics("fr", { now: NOW, invoices });
    expect(recap.passCost).toBe(2290);
    expect(recap.ticketsValue).toBe(recap.passSeats * REFERENCE_TICKET_CENTS.fr);
    expect(recap.saved).toBe(recap.ticketsValue - 2290);
  });
});
