import {
  ARTWORK_KINDS,
  CLAIM_TOKEN_QUERY,
  FLAG_NAMES,
  FOOTER_FAQ_CATEGORY_ID,
  sniffPhotoType,
  subscriptionStateOf,
} from "@cinelux/contract";
import { seatsOf } from "@cinelux/demo/catalog/seat-maps";
import { DEMO_PREPAID_OFFER } from "@cinelux/demo/wallet";
import { and, asc, count, eq, gte, lt, max, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { listen } from "../db/notifications.ts";
import {
  accounts,
  alerts,
  bookings,
  cancelReasons,
  cinemaHalls,
  cinemas,
  faqArticles,
  faqCategories,
  footerColumns,
  footerLinks,
  hallSeatMaps,
  invoices,
  outboxMails,
  passCards,
  paymentCustomers,
  paymentTestMandates,
  refunds,
  sessionSeats,
  showSessions,
  shows,
  showTranslations,
  sitePages,
  siteSettings,
  socialNetworks,
  subscriptionModelOf,
  subscriptionSupplements,
  subscriptions,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../db/schema/index.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { listAccountFeelings } from "../modules/feelings/feelings.service.ts";
import { listMoviesToNote } from "../modules/feelings/movie-to-note.service.ts";
import { artworkSvg } from "../modules/media/artwork-generator.ts";
import { listRecommendations } from "../modules/recommendations/recommendations.service.ts";
import { computeStatistics } from "../modules/statistics/statistics.service.ts";
import { claimPrepaidOffer } from "../modules/wallet/prepaid-offers.service.ts";
import {
  DEMO_ADVANTAGES,
  DEMO_ALERTS,
  DEMO_BOOKINGS,
  DEMO_MAILS,
  DEMO_PASSES,
  DEMO_PASSWORD,
  DEMO_SHOWS,
  DEMO_SURVEYS,
  DEMO_UNATTACHED_CARD,
  FOOTER_CITIES,
  SESSION_DAYS,
  type SeedSummary,
  SITE_PAGE_SLUGS,
  seedDemoData,
  seedIfEmpty,
} from "./index.ts";
import { planCinemaSessions } from "./sessions.ts";
import { insertWallet } from "./wallet.ts";

const NOW = new Date("2026-03-20T09:30:00Z");
const DAY = 86_400_000;

describe("demo seed", () => {
  let handle: DatabaseHandle;
  let first: SeedSummary;
  let second: SeedSummary;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    await migrateDatabase(handle);
    first = await seedDemoData({ db: handle.db, env: "dev", now: NOW });
    second = await seedDemoData({ db: handle.db, env: "dev", now: NOW });
  }, 60_000);

  afterAll(async () => {
    await handle.close();
  });

  it("creates nothing the second time", () => {
    expect(first.cinemas).toBeGreaterThanOrEqual(10);
    expect(first.sessions).toBeGreaterThan(0);
    expect(first.bookings).toBe(DEMO_BOOKINGS.length);
    expect(first.footer).toBeGreaterThan(0);
    expect(first.advantages).toBe(DEMO_ADVANTAGES.length);
    expect(first.surveys).toBe(DEMO_SURVEYS.length);
    // One demo staff member per role (docs/staff.md "Demo staff").
    expect(first.staff).toBe(4);
    expect(second).toEqual({
      accounts: 0,
      cinemas: 0,
      shows: 0,
      sessions: 0,
      bookings: 0,
      advantages: 0,
      footer: 0,
      sitePages: 0,
      surveys: 0,
      subscriptions: 0,
      alerts: 0,
      staff: 0,
    });
  });

  describe("the demo wallet seed", () => {
    it("creates nothing the second time", async () => {
      expect(await insertWallet(handle.db as never, NOW)).toBe(0);
    });
  });

  it("has a cinema in each of the ten footer cities, three in Paris and two in Amsterdam", async () => {
    const rows = await handle.db.select().from(cinemas);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const cities = new Set(rows.map((row) => row.citySlug));
    for (const city of [...FOOTER_CITIES.fr, ...FOOTER_CITIES.nl]) {
      expect(cities).toContain(city.slug);
    }
    expect(rows.filter((row) => row.citySlug === "paris").length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.citySlug === "amsterdam").length).toBeGreaterThanOrEqual(2);
    expect(rows.find((row) => row.citySlug === "den-haag")?.domain).toBe("nl");
  });

  it("writes no text into the art: titles are translated and set by the page", () => {
    for (const show of DEMO_SHOWS) {
      for (const kind of ARTWORK_KINDS) {
        const svg = artworkSvg(kind, { slug: show.slug, genres: show.genres }, 160);
        expect(svg).not.toMatch(/<text|<tspan|font-family/);
        expect(svg).not.toContain(show.title);
        expect(svg).not.toContain("NaN");
      }
    }
  });

  it("writes the support taxonomy at the SPEC's size: 7 themes, 19 sub-themes, about 100 reasons", async () => {
    const [themes] = await handle.db.select({ n: count() }).from(supportThemes);
    const [topics] = await handle.db.select({ n: count() }).from(supportTopics);
    const [reasons] = await handle.db.select({ n: count() }).from(supportReasons);
    expect([themes?.n, topics?.n]).toEqual([7, 19]);
    expect(reasons?.n).toBeGreaterThanOrEqual(95);
    expect(reasons?.n).toBeLessThanOrEqual(110);
  });

  it("has at least 30 shows, two of them entertainment events", async () => {
    const rows = await handle.db.select().from(shows);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => !row.isMovie)).toHaveLength(2);
    expect(rows.some((row) => row.comingSoon && !row.bookable)).toBe(true);
  });

  it("gives every show its title and a synopsis in French, Dutch and English, and its facts", async () => {
    const rows = await handle.db.select().from(shows);
    const texts = await handle.db.select().from(showTranslations);
    for (const show of rows) {
      const mine = texts.filter((text) => text.showId === show.id);
      expect(mine.map((text) => text.language).sort(), show.slug).toEqual(["en", "fr", "nl"]);
      for (const text of mine) {
        expect(text.title.length, show.slug).toBeGreaterThan(0);
        // Two or three sentences: long enough to say something, short enough for a card.
        expect(text.synopsis.length, `${show.slug} ${text.language}`).toBeGreaterThan(120);
        expect(text.synopsis.length, `${show.slug} ${text.language}`).toBeLessThan(420);
      }
      expect(["all", "12", "16", "18"]).toContain(show.ageRating);
      if (show.isMovie) {
        expect(show.director, show.slug).toBeTruthy();
        expect(show.cast.length, show.slug).toBeGreaterThan(0);
      }
      // Coming soon is ordered by release date: each has one, after the seed's day.
      if (show.comingSoon) {
        expect(show.releaseDate! > "2026-03-20", show.slug).toBe(true);
      }
    }
    expect(rows.filter((show) => show.trailerKey !== null).length).toBeGreaterThan(10);
  });

  it("fills the 0011 facts and texts of a show seeded before them, and leaves an edited show alone", async () => {
    const [metropolis] = await handle.db.select().from(shows).where(eq(shows.slug, "metropolis"));
    const id = metropolis?.id as string;
    // As a database seeded before migration 0011 has it: blank facts, no texts.
    await handle.db.update(shows).set({ director: null, cast: [], trailerKey: null }).where(eq(shows.id, id));
    await handle.db.delete(showTranslations).where(eq(showTranslations.showId, id));
    await handle.db.update(shows).set({ director: "Edited by hand" }).where(eq(shows.slug, "nosferatu"));
    try {
      await seedDemoData({ db: handle.db, env: "dev", now: NOW });
      const [filled] = await handle.db.select().from(shows).where(eq(shows.id, id));
      expect(filled).toMatchObject({ director: "Fritz Lang", ageRating: "all" });
      expect(filled?.cast).toContain("Brigitte Helm");
      const texts = await handle.db.select().from(showTranslations).where(eq(showTranslations.showId, id));
      expect(texts.map((text) => text.language).sort()).toEqual(["en", "fr", "nl"]);
      const [edited] = await handle.db.select().from(shows).where(eq(shows.slug, "nosferatu"));
      expect(edited?.director).toBe("Edited by hand");
    } finally {
      await handle.db.update(shows).set({ director: "F. W. Murnau" }).where(eq(shows.slug, "nosferatu"));
    }
  });

  it("puts Paris cinemas in the zone idf and every other cinema in its city's zone, with a description", async () => {
    const rows = await handle.db.select().from(cinemas);
    for (const cinema of rows) {
      expect(cinema.zone).toBe(cinema.citySlug === "paris" ? "idf" : cinema.citySlug);
      expect(Object.keys(cinema.descriptions).sort(), cinema.slug).toEqual(["en", "fr", "nl"]);
    }
  });

  it("schedules sessions only in the next 14 days, only for bookable shows", async () => {
    const [range] = await handle.db
      .select({ total: count(), first: min(showSessions.startsAt), last: max(showSessions.startsAt) })
      .from(showSessions)
      .where(gte(showSessions.startsAt, NOW));
    expect(range?.total).toBe(first.sessions);
    expect(range?.total).toBeLessThan(5000);
    expect(range?.first?.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
    expect(range?.last?.getTime()).toBeLessThan(NOW.getTime() + SESSION_DAYS * DAY);
    const unbookable = await handle.db
      .select({ id: showSessions.id })
      .from(showSessions)
      .innerJoin(shows, eq(shows.id, showSessions.showId))
      .where(eq(shows.bookable, false));
    expect(unbookable).toHaveLength(0);
  });

  it("starts sessions at Paris local hours, across the DST switch, and ends them after the feature and 20 minutes of ads", async () => {
    const rows = await handle.db
      .select({ session: showSessions, duration: shows.durationMinutes, domain: cinemas.domain })
      .from(showSessions)
      .innerJoin(shows, eq(shows.id, showSessions.showId))
      .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
      .orderBy(asc(showSessions.startsAt));
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", timeStyle: "short" });
    for (const { session, duration, domain } of rows) {
      expect(["14:00", "17:30", "20:15", "22:00"]).toContain(local.format(session.startsAt));
      expect(session.endsAt.getTime() - session.startsAt.getTime()).toBe((duration + 20) * 60_000);
      expect(domain === "fr" ? ["VO", "VF", "VOST"] : ["OV", "NL"]).toContain(session.version);
      expect(session.auditoriumName).toMatch(domain === "fr" ? /^Salle \d+$/ : /^Zaal \d+$/);
    }
  });

  it("draws every hall's seat map with its seat count, and shows each confirmed booking's seats sold", async () => {
    const halls = await handle.db.select().from(cinemaHalls);
    const maps = new Map(
      (await handle.db.select().from(hallSeatMaps)).map((row) => [
        `${row.cinemaId} ${row.hallName}`,
        row.seatMap,
      ]),
    );
    expect(maps.size).toBe(halls.length);
    for (const hall of halls) {
      const map = maps.get(`${hall.cinemaId} ${hall.name}`);
      expect(map && seatsOf(map).length, `${hall.name}`).toBe(hall.seatCount);
    }
    const booked = await handle.db
      .select({
        id: bookings.id,
        status: bookings.status,
        seats: bookings.seats,
        cinemaId: showSessions.cinemaId,
        hall: showSessions.auditoriumName,
        sessionId: bookings.sessionId,
      })
      .from(bookings)
      .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId));
    const claims = await handle.db.select().from(sessionSeats);
    for (const booking of booked) {
      const map = maps.get(`${booking.cinemaId} ${booking.hall}`);
      const seatIds = new Set(
        map
          ? seatsOf(map)
              .filter((seat) => !seat.blocked)
              .map((seat) => seat.id)
          : [],
      );
      expect(
        booking.seats.filter((seat) => !seatIds.has(seat)),
        `${booking.hall} ${booking.seats}`,
      ).toEqual([]);
      const sold = claims.filter((claim) => claim.bookingId === booking.id).map((claim) => claim.seatId);
      expect(sold.sort()).toEqual(booking.status === "CONFIRMED" ? [...booking.seats].sort() : []);
    }
  });

  it("creates the eight demo customers with one shared, verifiable password", async () => {
    const rows = await handle.db.select().from(accounts);
    expect(rows.map((row) => row.mail).sort()).toEqual([...DEMO_MAILS].sort());
    const camille = rows.find((row) => row.mail === "camille.martin@example.com");
    const newcomer = rows.find((row) => row.mail === "new.customer@example.com");
    const lea = rows.find((row) => row.mail === "lea.moreau@example.com");
    const sanne = rows.find((row) => row.mail === "sanne.devries@example.com");
    expect(camille).toMatchObject({ registered: true, hasLoyalty: true, cardLastDigits: "4242" });
    expect(newcomer).toMatchObject({ registered: false, firstName: null, mustVerifyMail: false });
    expect(newcomer?.mailVerifiedAt).not.toBeNull();
    expect(lea).toMatchObject({ status: "blocked", blockedReason: "incorrect_photo", photoStatus: "KO" });
    expect(sanne).toMatchObject({ domain: "nl", infixName: "de", lastName: "Vries" });
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(await verifyPassword(camille?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(camille?.passwordHash ?? null, "wrong-password")).toBe(false);
  });

  it("books Camille three tickets to come at her Paris cinemas, one cancelled; Sanne one in Amsterdam; both a year of history", async () => {
    const rows = await handle.db
      .select({
        mail: accounts.mail,
        ref: bookings.bookingRef,
        status: bookings.status,
        startsAt: showSessions.startsAt,
        city: cinemas.citySlug,
        payment: bookings.payment,
      })
      .from(bookings)
      .innerJoin(accounts, eq(accounts.id, bookings.accountId))
      .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
      .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId));
    const camille = rows.filter((row) => row.mail === "camille.martin@example.com");
    const upcoming = (status: string) =>
      camille.filter((row) => row.status === status && row.startsAt.getTime() >= NOW.getTime());
    expect(upcoming("CONFIRMED")).toHaveLength(3);
    expect(upcoming("CANCELLED")).toHaveLength(1);
    expect(new Set(camille.map((row) => row.city))).toEqual(new Set(["paris"]));
    const sanne = rows.filter((row) => row.mail === "sanne.devries@example.com");
    expect(sanne.filter((row) => row.startsAt > NOW)).toMatchObject([
      { status: "CONFIRMED", city: "amsterdam" },
    ]);
    // A year of history each, seen, cancelled and refunded sessions.
    const yearAgo = NOW.getTime() - 365 * 86_400_000;
    for (const customer of [camille, sanne]) {
      const history = customer.filter((row) => row.startsAt < NOW);
      expect(new Set(history.map((row) => row.status))).toEqual(
        new Set(["CONFIRMED", "CANCELLED", "REFUNDED"]),
      );
      expect(history.every((row) => row.startsAt.getTime() > yearAgo)).toBe(true);
    }
    const refunded = await handle.db.select().from(refunds);
    expect(refunded).toHaveLength(rows.filter((row) => row.status === "REFUNDED").length);
    expect(rows.filter((row) => row.mail === "noah.jansen@example.com")).toHaveLength(0);
    for (const row of rows) {
      expect(row.payment).toMatchObject({ currency: "EUR", means: expect.any(String) });
      expect(new Date(row.payment.bookingDate).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // The only sessions before now are those of the past bookings.
    const past = await handle.db.select().from(showSessions).where(lt(showSessions.startsAt, NOW));
    expect(past).toHaveLength(DEMO_BOOKINGS.filter((booking) => booking.past).length);
  });

  it("picks the same sessions for the bookings on the same database", async () => {
    const again = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(again);
      await seedDemoData({ db: again.db, env: "dev", now: NOW });
      const sessionsOf = async (db: DatabaseHandle["db"]) =>
        db
          .select({ ref: bookings.bookingRef, startsAt: showSessions.startsAt, show: shows.slug })
          .from(bookings)
          .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
          .innerJoin(shows, eq(shows.id, showSessions.showId))
          .orderBy(asc(bookings.bookingRef));
      expect(await sessionsOf(again.db)).toEqual(await sessionsOf(handle.db));
    } finally {
      await again.close();
    }
  });

  it("fills the footer of each domain: three columns of three links, four networks, four footer FAQ articles", async () => {
    for (const domain of ["fr", "nl"] as const) {
      const columns = await handle.db.select().from(footerColumns).where(eq(footerColumns.domain, domain));
      expect(columns).toHaveLength(3);
      const links = await handle.db
        .select()
        .from(footerLinks)
        .innerJoin(footerColumns, eq(footerColumns.id, footerLinks.columnId))
        .where(eq(footerColumns.domain, domain));
      expect(links).toHaveLength(9);
      expect(links.filter(({ footer_links: link }) => link.cookie)).toMatchObject([
        { footer_links: { url: "#cookies" } },
      ]);
      expect(links.filter(({ footer_links: link }) => link.newTab)).toHaveLength(1);
      for (const { footer_links: link } of links) {
        expect(link.titles[domain]).toBeTruthy();
        expect(link.titles.en).toBeTruthy();
      }
      // Every other link names a page of this catalog, never a foreign address.
      expect(links.map(({ footer_links: link }) => link.url).sort()).toEqual([
        "#cookies",
        "catalog:Faq",
        ...["about", "accessibility", "careers", "contact", "press", "privacy", "terms"].map(
          (slug) => `catalog:Page/${slug}`,
        ),
      ]);
      const networks = await handle.db.select().from(socialNetworks).where(eq(socialNetworks.domain, domain));
      expect(networks.map((network) => network.label).sort()).toEqual([
        "facebook",
        "instagram",
        "tiktok",
        "youtube",
      ]);
      const articles = await handle.db
        .select()
        .from(faqArticles)
        .where(and(eq(faqArticles.domain, domain), eq(faqArticles.categoryId, FOOTER_FAQ_CATEGORY_ID)));
      expect(articles).toHaveLength(4);
    }
  });

  it("gives every FAQ article of both domains a category, a question and an answer in fr, nl and en", async () => {
    const categories = await handle.db.select().from(faqCategories);
    // Per domain: faq.ts's 3 groups and 7 articles, and the support FAQ (3 groups, 9 articles).
    expect(categories).toHaveLength(12);
    const articles = await handle.db.select().from(faqArticles);
    expect(articles).toHaveLength(32);
    for (const article of articles) {
      expect(categories.some((c) => c.domain === article.domain && c.id === article.categoryId)).toBe(true);
      for (const language of ["fr", "nl", "en"] as const) {
        expect(article.titles[language]).toBeTruthy();
        expect(article.answers?.[language]?.join(" ").length).toBeGreaterThan(40);
      }
    }
  });

  it("writes each footer site page for both domains in fr, nl and en, as the domain's company", async () => {
    const rows = await handle.db.select().from(sitePages);
    expect(rows).toHaveLength(2 * SITE_PAGE_SLUGS.length * 3);
    for (const row of rows) {
      expect(row.title.length).toBeGreaterThan(3);
      expect(row.description.length).toBeLessThanOrEqual(200);
      expect(row.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of row.sections) {
        expect(section.heading).toBeTruthy();
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      // The Dutch domain is the Dutch B.V.'s, the French one the French company's.
      const text = JSON.stringify(row.sections);
      if (row.slug === "contact" || row.slug === "terms" || row.slug === "privacy") {
        expect(text).toContain(row.domain === "nl" ? "Cinélux Nederland B.V." : "Cinélux SAS");
      }
    }
    const contact = rows.find(
      (row) => row.domain === "nl" && row.slug === "contact" && row.language === "en",
    );
    expect(contact?.sections.map((section) => section.link?.href).filter(Boolean)).toEqual(["/en/faq"]);
    expect(JSON.stringify(contact)).toContain("Postbus");
  });

  it("has the settings of both domains from the migration: every flag on, but Offers on the Dutch domain", async () => {
    const rows = await handle.db.select().from(siteSettings).orderBy(asc(siteSettings.domain));
    expect(rows.map((row) => row.domain)).toEqual(["fr", "nl"]);
    for (const row of rows) {
      // The migration spells the flag names out: it must name exactly the contract's flags.
      expect(Object.keys(row.flags).sort()).toEqual([...FLAG_NAMES].sort());
      const off = Object.entries(row.flags).filter(([, value]) => value !== true);
      expect(off.map(([name]) => name)).toEqual(row.domain === "nl" ? ["offersMenuDisplayed"] : []);
      expect(row.mobileKey).toMatch(/^mk_[0-9a-f]{32}$/);
      expect(row.errorPath).toBe("/");
      expect(row.injections).toEqual([]);
    }
    // The catalog is this server by default (migration 0013), on both domains.
    expect(rows.map((row) => row.catalogBaseUrl)).toEqual(["", ""]);
    expect(rows[0]?.mobileKey).not.toBe(rows[1]?.mobileKey);
  });

  // What the demo shows a visitor who signs in as Camille (README's demo customers), read through
  // the services on the seed's day.
  const demoAccountId = async (mail: string) => {
    const [row] = await handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, mail));
    if (!row) {
      throw new Error(`no demo account ${mail}`);
    }
    return row.id;
  };
  const camilleId = () => demoAccountId("camille.martin@example.com");

  it("gives camille.martin two wishes, one rating and her other seen films to rate", async () => {
    const accountId = await camilleId();
    const feelings = async (filter: "wished" | "rated") =>
      (await listAccountFeelings({ db: handle.db, accountId, language: "en", filter, now: NOW })).feelings;
    expect((await feelings("wished")).map((f) => f.show.slug).sort()).toEqual(["sunrise", "wings"]);
    expect((await feelings("rated")).map((f) => [f.show.slug, f.emotion])).toEqual([["the-kid", 5]]);
    const { shows: toRate } = await listMoviesToNote({ db: handle.db, accountId, language: "en", now: NOW });
    expect(toRate.map((show) => show.slug)).toEqual(["metropolis", "nosferatu", "the-gold-rush"]);
  });

  it("explains camille.martin's seeded suggestions: her wishes, The Kid she loved, what Lucas liked", async () => {
    const { recommendations, favouriteCinemas } = await listRecommendations({
      db: handle.db,
      accountId: await camilleId(),
      language: "en",
      now: NOW,
    });
    expect(favouriteCinemas).toBe(3);
    expect(recommendations.length).toBeGreaterThan(0);
    const kinds = new Set(recommendations.flatMap((entry) => entry.reasons.map((reason) => reason.kind)));
    expect(kinds.has("liked") || kinds.has("wished") || kinds.has("friends")).toBe(true);
    // Never a film she has seen (her confirmed bookings) nor The Kid she rated.
    const slugs = recommendations.map((entry) => entry.show.slug);
    for (const seen of ["the-kid", "metropolis", "nosferatu", "the-gold-rush"]) {
      expect(slugs).not.toContain(seen);
    }
  });

  it("gives camille.martin's seeded year figures worth a look: many sessions, a saving, mixed versions", async () => {
    const statistics = await computeStatistics({
      db: handle.db,
      accountId: await camilleId(),
      language: "fr",
      now: NOW,
    });
    expect(statistics.showsSeen).toBeGreaterThanOrEqual(25);
    expect(statistics.voPercent).toBeGreaterThan(0);
    expect(statistics.voPercent).toBeLessThan(100);
    expect(statistics.cinemas.length).toBeGreaterThanOrEqual(3);
    expect(statistics.months.filter((month) => month.count > 0).length).toBeGreaterThanOrEqual(8);
    expect(statistics.favoriteGenre?.id).toMatch(/^(comedy|drama)$/);
    // Twice a month with the pass outweighs what the pass cost this year (unless the year just began).
    if (statistics.recap.showsSeen >= 20) {
      expect(statistics.recap.saved).toBeGreaterThan(0);
    }
  });

  it("lets sanne.devries claim the card lucas.bernard offered her, with the link of her mail", async () => {
    const [mail] = await handle.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.recipient, DEMO_PREPAID_OFFER.friend), eq(outboxMails.kind, "prepaid_offered")),
      );
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing");
    const token = link.searchParams.get(CLAIM_TOKEN_QUERY) ?? "";
    expect(token).toBe(DEMO_PREPAID_OFFER.token);
    expect(link.pathname).toBe("/fr/tickets");
    const wallet = await claimPrepaidOffer({
      db: handle.db,
      accountId: await demoAccountId(DEMO_PREPAID_OFFER.friend),
      language: "en",
      token,
    });
    expect(wallet.prepaids.map((card) => card.number)).toContain(DEMO_PREPAID_OFFER.cardNumber);
  });

  it.each(["prod", "preprod"] as const)(
    "refuses to run in %s, and --if-empty writes nothing there",
    async (env) => {
      await expect(seedDemoData({ db: handle.db, env, now: NOW })).rejects.toThrow(
        `the demo seed refuses to run in ${env}`,
      );
      const empty = await openDatabase({ kind: "pglite" });
      try {
        await migrateDatabase(empty);
        expect(await seedIfEmpty({ db: empty.db, env })).toBe(false);
        expect(await empty.db.select({ id: accounts.id }).from(accounts)).toEqual([]);
      } finally {
        await empty.close();
      }
    },
  );
});

describe("demo passes", () => {
  let handle: DatabaseHandle;
  const today = NOW.toISOString().slice(0, 10);

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    await migrateDatabase(handle);
    await seedDemoData({ db: handle.db, env: "dev", now: NOW });
  }, 60_000);

  afterAll(async () => {
    await handle.close();
  });

  async function passOf(mail: string) {
    const [row] = await handle.db
      .select({ subscription: subscriptions, card: passCards, account: accounts })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .innerJoin(passCards, eq(passCards.id, subscriptions.cardId))
      .where(eq(accounts.mail, mail));
    if (!row) {
      throw new Error(`no pass for ${mail}`);
    }
    const model = subscriptionModelOf(row.subscription);
    return { ...row, model, state: subscriptionStateOf(model, today) };
  }

  it("makes each pass holder a customer of the built-in provider with a mandate, hugo's bouncing", async () => {
    const rows = await handle.db
      .select({
        mail: accounts.mail,
        bounces: paymentTestMandates.bounces,
        status: paymentTestMandates.status,
      })
      .from(paymentCustomers)
      .innerJoin(accounts, eq(accounts.id, paymentCustomers.accountId))
      .innerJoin(
        paymentTestMandates,
        eq(paymentTestMandates.customerId, paymentCustomers.providerCustomerId),
      );
    const byMail = new Map(rows.map((row) => [row.mail, row]));
    expect(byMail.get("camille.martin@example.com")).toMatchObject({ status: "valid", bounces: false });
    expect(byMail.get("hugo.durand@example.com")).toMatchObject({ status: "valid", bounces: true });
    expect(byMail.has("noah.jansen@example.com")).toBe(false);
  });

  it("gives each demo customer the pass state the README lists, and noah none", async () => {
    expect((await passOf("camille.martin@example.com")).state).toMatchObject({
      eligibleForSuspension: true,
      cancelPending: false,
    });
    expect((await passOf("lucas.bernard@example.com")).model.status).toBe("suspended");
    expect((await passOf("lucas.bernard@example.com")).state.eligibleForReactivation).toBe(true);
    expect((await passOf("emma.petit@example.com")).state).toMatchObject({
      cancelPending: true,
      eligibleToCancelCancellation: true,
    });
    expect((await passOf("hugo.durand@example.com")).model.status).toBe("unpaid");
    const lea = await passOf("lea.moreau@example.com");
    expect(lea.model).toMatchObject({ status: "blocked", blockedReason: "incorrect_photo" });
    expect(lea.card.photoStatus).toBe("KO");
    const sanne = await passOf("sanne.devries@example.com");
    expect(sanne.state).toMatchObject({
      pendingPlanChange: true,
      currentPlan: { value: "CINEPASS_DUO" },
      newPlan: { value: "CINEPASS" },
    });
    // The account carries the same computed state (SPEC 3), until the engine refreshes it.
    expect(sanne.account.subscriptionState).toEqual(sanne.state);
    const noah = await handle.db.select().from(accounts).where(eq(accounts.mail, "noah.jansen@example.com"));
    const noahPasses = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, noah[0]?.id ?? ""));
    expect(noahPasses).toHaveLength(0);
    expect(DEMO_PASSES).toHaveLength(6);
  });

  it("gives each pass a year of invoices, hugo's last one unpaid, and supplements at seeded cinemas and shows", async () => {
    for (const seed of DEMO_PASSES) {
      const { subscription } = await passOf(seed.mail);
      const rows = await handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, subscription.id));
      expect(rows.length, seed.mail).toBeGreaterThanOrEqual(12);
      const unpaid = rows.filter((row) => row.status === "unpaid");
      expect(unpaid.length, seed.mail).toBe(seed.mail.startsWith("hugo") ? 1 : 0);
    }
    const supplements = await handle.db
      .select({ cinema: cinemas.name, show: shows.title, amount: subscriptionSupplements.amountCents })
      .from(subscriptionSupplements)
      .innerJoin(cinemas, eq(cinemas.id, subscriptionSupplements.cinemaId))
      .innerJoin(shows, eq(shows.id, subscriptionSupplements.showId));
    expect(supplements.length).toBeGreaterThanOrEqual(10);
  });

  it("tells every process to drop the account when its subscription or card changes (migration 0014)", async () => {
    const lucas = await passOf("lucas.bernard@example.com");
    const payloads: string[] = [];
    const subscription = await listen(handle, "account_changed", {
      onMessage: (payload) => payloads.push(payload),
      onReset: () => undefined,
    });
    try {
      await handle.db
        .update(subscriptions)
        .set({ debitInvoiceEnabled: true })
        .where(eq(subscriptions.id, lucas.subscription.id));
      await vi.waitFor(() => expect(payloads).toContain(lucas.account.id));
      payloads.length = 0;
      await handle.db
        .update(passCards)
        .set({ photoStatus: "PENDING" })
        .where(eq(passCards.id, lucas.card.id));
      await vi.waitFor(() => expect(payloads).toContain(lucas.account.id));
    } finally {
      await subscription.close();
    }
  });

  it("stores real JPEG photos, a card to attach for noah, 25 cancel reasons and the alerts", async () => {
    const cards = await handle.db.select().from(passCards);
    for (const card of cards.filter((row) => row.photo)) {
      expect(sniffPhotoType(card.photo ?? new Uint8Array())).toBe("image/jpeg");
    }
    expect(cards.find((card) => card.number === DEMO_UNATTACHED_CARD.number)?.accountId).toBeNull();
    const reasons = await handle.db.select().from(cancelReasons);
    expect(reasons).toHaveLength(25);
    expect(reasons.map((reason) => reason.id)).toEqual(
      expect.arrayContaining([
        "changed_plan",
        "financial_difficulties",
        "death",
        "fraud",
        "unpaid",
        "upgrade",
        "out_of_commitment",
      ]),
    );
    const rows = await handle.db.select().from(alerts);
    expect(rows).toHaveLength(DEMO_ALERTS.length);
    expect(rows.filter((row) => row.warning)).toHaveLength(1);
  });
});

describe("account deletion and the pass (migration 0014)", () => {
  it("deletes the customer's cards, photos, subscription and invoices with the account", async () => {
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(handle);
      await seedDemoData({ db: handle.db, env: "dev", now: NOW });
      const [emma] = await handle.db
        .select()
        .from(accounts)
        .where(eq(accounts.mail, "emma.petit@example.com"));
      await handle.db.delete(accounts).where(eq(accounts.id, emma?.id ?? ""));
      // By number: a card merely detached (account_id null) could be attached by someone else.
      const card = DEMO_PASSES.find((seed) => seed.mail === "emma.petit@example.com")?.cardNumber ?? "";
      expect(await handle.db.select().from(passCards).where(eq(passCards.number, card))).toHaveLength(0);
      for (const table of [subscriptions, invoices, subscriptionSupplements]) {
        const left = await handle.db
          .select()
          .from(table)
          .where(eq(table.accountId, emma?.id ?? ""));
        expect(left).toHaveLength(0);
      }
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe("session planner", () => {
  const cinema = {
    id: "c1",
    slug: "cinelux-test",
    domain: "fr" as const,
    tags: ["imax", "bar"],
    hallCount: 8,
  };
  const showList = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, durationMinutes: 90 + i * 10 }));

  it("plans the same programme for the same cinema and day", () => {
    expect(planCinemaSessions(cinema, showList, NOW)).toEqual(planCinemaSessions(cinema, showList, NOW));
  });

  it("never overlaps two sessions in one hall and keeps only premium tags as specificities", () => {
    const sessions = planCinemaSessions(cinema, showList, NOW);
    const halls = new Set(sessions.map((session) => session.auditoriumName));
    for (const hall of halls) {
      const hallSessions = sessions.filter((session) => session.auditoriumName === hall);
      const sorted = hallSessions.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endsAt.getTime());
      }
    }
    expect(sessions.filter((session) => session.auditoriumName === "Salle 1")[0]?.specificities).toEqual([
      "imax",
    ]);
    expect(sessions.flatMap((session) => session.specificities)).not.toContain("bar");
  });
});
