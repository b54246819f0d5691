import { afterEach, describe, expect, it } from "vitest";
import { formatExpirationDate } from "./format-expiration";

const browserZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = browserZone;
});

describe("formatExpirationDate", () => {
  it.each([
    ["fr", "31 janvier 2027"],
    ["nl", "31 januari 2027"],
    ["en", "31 January 2027"],
  ] as const)("writes the day with a long month in %s", (language, expected) => {
    expect(formatExpirationDate("2027-01-31", language)).toBe(expected);
  });

  it.each(["America/Los_Angeles", "Pacific/Kiritimati"])("keeps the calendar day in %s", (zone) => {
    process.env.TZ = zone;
    expect(formatExpirationDate("2027-01-01", "en")).toBe("1 January 2027");
  });

  it("shows a value that is not an ISO date as it came", () => {
    expect(formatExpirationDate("soon", "fr")).toBe("soon");
    expect(formatExpirationDate("2027-02-30", "fr")).toBe("2027-02-30");
  });
});
