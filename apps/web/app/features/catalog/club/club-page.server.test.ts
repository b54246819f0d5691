import { describe, expect, it } from "vitest";
import { flaggedPageOutcome, pageOf } from "../shared/catalog-test-kit";
import { CLUB_REWARD_POINTS, CLUB_REWARDS, ticketsFor } from "./club";
import { loadClubPage } from "./club-page.server";

/** The loader's answer at `path` on `host`: its data, or the Response (redirect, 404) it threw. */
const outcome = flaggedPageOutcome(loadClubPage, { clubCineluxEnabled: true });

function page(host: string, path: string) {
  return pageOf(outcome(host, path));
}

describe("the club card", () => {
  it("asks fewer tickets for each reward at a higher level, and more for a better reward", () => {
    expect(ticketsFor("TICKET", "MEMBER")).toBe(15);
    expect(ticketsFor("TICKET", "GOLD")).toBe(10);
    const points = CLUB_REWARDS.map((reward) => CLUB_REWARD_POINTS[reward]);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });
});

describe("the club page loader", () => {
  it("is the site's 404 when clubCineluxEnabled is off, or for an unknown language", () => {
    expect(
      (outcome("localhost:3000", "/fr/club-cinelux", { clubCineluxEnabled: false }) as Response).status,
    ).toBe(404);
    expect((outcome("localhost:3000", "/de/club-cinelux") as Response).status).toBe(404);
  });

  it("answers a client navigation's data request as the page itself, and no other path", () => {
    expect(page("localhost:3000", "/fr/club-cinelux.data").alternatePaths.fr).toBe("/fr/club-cinelux");
    expect((outcome("localhost:3000", "/fr/club-cinelux/extra") as Response).status).toBe(301);
  });

  it("links joining, free, to the customer area's advantages on each domain", () => {
    const french = page("localhost:3000", "/fr/club-cinelux");
    expect(french.joinHref).toBe("/fr/advantages");
    expect(french.rewards.map((reward) => reward.id)).toEqual([
      "DRINK",
      "POPCORN",
      "TICKET",
      "PREMIUM_TICKET",
    ]);
    expect(french.levels.map((level) => level.fromSessions)).toEqual([0, 12, 24]);
    expect(french.points.welcome).toBe(50);
    expect(page("nl.localhost:3000", "/nl/club-cinelux").joinHref).toBe("/nl/advantages");
  });

  it("gives alternates in every language and a MemberProgram with its tiers", () => {
    const { alternatePaths, seo } = page("localhost:3000", "/en/club-cinelux");
    expect(alternatePaths).toEqual({
      fr: "/fr/club-cinelux",
      nl: "/nl/club-cinelux",
      en: "/en/club-cinelux",
    });
    expect(seo.alternates).toContainEqual({
      hrefLang: "nl",
      href: "http://nl.localhost:3000/nl/club-cinelux",
    });
    const program = JSON.parse(seo.jsonLd ?? "{}");
    expect(program["@type"]).toBe("MemberProgram");
    expect(program.hasTiers.map((tier: { name: string }) => tier.name)).toEqual(["Member", "Silver", "Gold"]);
    expect(seo.description).toBe(
      "10 points a ticket, free films and popcorn, three levels. Joining the Club Cinélux is free.",
    );
  });
});
