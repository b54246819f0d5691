import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { TEST_PRICE_LIST } from "../../../test/pricing.factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { createTunnelSession, drawnSeatMap, sellSeats } from "../../../test/tunnel.factories.ts";
import {
  accounts,
  bookings,
  cinemaHalls,
  cinemas,
  refunds,
  showImages,
  staffAuditLog,
} from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
const people = { editorToken: "", editorId: "" };
const HALL = drawnSeatMap("......", "......");

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["editor"] });
  people.editorId = staff.id;
  people.editorToken = await staffTokenFor(t, staff);
});

function asEditor(method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${people.editorToken}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function auditOf(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action))
    .then((rows) => rows.filter((row) => row.targetId === targetId));
}

async function slugOfCinema(cinemaId: string): Promise<string> {
  const [row] = await t.database.db.select().from(cinemas).where(eq(cinemas.id, cinemaId));
  return row?.slug as string;
}

/** The start times a customer sees for a show (its page, the French domain). */
async function customerStarts(showSlug: string): Promise<string[]> {
  const response = await t.app.inject(`/api/show/${showSlug}?language=en`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    cinemas: { days: { sessions: { id: string; startsAt: string }[] }[] }[];
  };
  return body.cinemas.flatMap((cinema) => cinema.days.flatMap((day) => day.sessions.map((s) => s.startsAt)));
}

const inHours = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
};

describe("the editors' sessions", () => {
  it("shows a created session in the catalog, with its end from the show's length", async () => {
    const base = await createTunnelSession(t.database.db, { seatMap: HALL, startsIn: 60 * 30 });
    const show = await createShow(t.database.db, { durationMinutes: 90 });
    const cinema = await slugOfCinema(base.cinemaId);
    const startsAt = inHours(26);
    const created = await asEditor("POST", "/api/staff/catalog/sessions", {
      cinema,
      hall: base.hallName,
      show: show.slug,
      startsAt: startsAt.toISOString(),
      version: "VOST",
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session.endsAt).toBe(new Date(startsAt.getTime() + 110 * 60_000).toISOString());
    expect(await customerStarts(show.slug)).toEqual([startsAt.toISOString()]);
    expect(await auditOf("session.created", session.id)).toHaveLength(1);

    // The same hall at an overlapping time is refused, and so is a hall the cinema does not have.
    const busy = await asEditor("POST", "/api/staff/catalog/sessions", {
      cinema,
      hall: base.hallName,
      show: show.slug,
      startsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      version: "VOST",
    });
    expect(busy.json().code).toBe("SESSION_HALL_BUSY");
    const noHall = await asEditor("POST", "/api/staff/catalog/sessions", {
      cinema,
      hall: "Salle 99",
      show: show.slug,
      startsAt: inHours(50).toISOString(),
      version: "VOST",
    });
    expect(noHall.json().code).toBe("HALL_NOT_FOUND");

    const day = await asEditor(
      "GET",
      `/api/staff/catalog/sessions?cinema=${cinema}&date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(startsAt)}`,
    );
    expect(day.json().sessions.map((s: { id: string }) => s.id)).toContain(session.id);
  });

  it("shows a moved session at its new time, and refuses a change of hall once seats are sold", async () => {
    const { sessionId, showId, cinemaId } = await createTunnelSession(t.database.db, {
      seatMap: HALL,
      startsIn: 60 * 24,
    });
    const [show] = await t.database.db.query.shows.findMany({ where: (s, { eq: is }) => is(s.id, showId) });
    const to = inHours(30);
    const moved = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/move`, {
      startsAt: to.toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(await customerStarts(show?.slug as string)).toEqual([to.toISOString()]);
    expect(await auditOf("session.moved", sessionId)).toHaveLength(1);

    await sellSeats(t.database.db, sessionId, ["A1"]);
    await t.database.db.insert(cinemaHalls).values({ cinemaId, name: "Salle X", position: 2, seatCount: 10 });
    const refused = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/move`, {
      startsAt: to.toISOString(),
      hall: "Salle X",
    });
    expect(refused.json().code).toBe("SESSION_SEATS_SOLD");
  });

  it("cancels a session with a sold booking: refunds it, mails the customer in their language, leaves the catalog, refuses holds, twice changes nothing", async () => {
    const { sessionId, showId } = await createTunnelSession(t.database.db, {
      seatMap: HALL,
      startsIn: 60 * 24,
    });
    const bookingId = await sellSeats(t.database.db, sessionId, ["A2", "A3"]);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    await t.database.db
      .update(accounts)
      .set({ language: "nl" })
      .where(eq(accounts.id, booking?.accountId as string));
    const [customer] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, booking?.accountId as string));
    const [show] = await t.database.db.query.shows.findMany({ where: (s, { eq: is }) => is(s.id, showId) });
    expect(await customerStarts(show?.slug as string)).toHaveLength(1);

    const cancelled = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/cancel`, {
      reason: "Projector failure",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ refunded: 1, session: { bookings: 0 } });
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after?.status).toBe("REFUNDED");
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).toHaveLength(
      1,
    );
    const [mail] = await mailsTo(t, customer?.mail as string);
    expect(mail).toMatchObject({ kind: "eticket_refund", language: "nl" });
    expect(mail?.subject).toContain("Vertoning geannuleerd");
    expect(await customerStarts(show?.slug as string)).toEqual([]);

    const other = await createCustomer(t.database.db);
    const hold = await t.app.inject({
      method: "POST",
      url: "/api/bookings?language=en",
      headers: { authorization: `Bearer ${await tokenOf(t, other)}` },
      payload: { sessionId, seats: ["B1"] },
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().code).toBe("SESSION_CANCELLED");

    const again = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/cancel`, {
      reason: "Again",
    });
    expect(again.json()).toMatchObject({ refunded: 0 });
    expect(await mailsTo(t, customer?.mail as string)).toHaveLength(1);
    const audit = await auditOf("session.cancelled", sessionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.reason).toBe("Projector failure");
  });

  it("refuses a bad body whole", async () => {
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: HALL, startsIn: 60 * 24 });
    const response = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/cancel`, {
      reason: "",
      extra: true,
    });
    expect(response.statusCode).toBe(400);
    const move = await asEditor("POST", `/api/staff/catalog/sessions/${sessionId}/move`, {
      startsAt: "tomorrow",
    });
    expect(move.statusCode).toBe(400);
  });
});

describe("the editors' halls, seat maps and prices", () => {
  it("previews a map, replaces it, and refuses a map that drops a sold seat of a session to come", async () => {
    const { sessionId, cinemaId, hallName } = await createTunnelSession(t.database.db, {
      seatMap: HALL,
      startsIn: 60 * 24,
    });
    await sellSeats(t.database.db, sessionId, ["B6"]);
    const cinema = await slugOfCinema(cinemaId);
    const url = `/api/staff/catalog/cinemas/${cinema}/halls/${encodeURIComponent(hallName)}/seat-map`;
    const smaller = drawnSeatMap("......", ".....");
    const preview = await asEditor("POST", `${url}/preview`, { seatMap: smaller });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ seats: 11, rows: 2, removedSeats: ["B6"] });
    const refused = await asEditor("PUT", url, { seatMap: smaller });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SEAT_MAP_SEATS_SOLD");

    const larger = drawnSeatMap("......", "......", "......");
    const replaced = await asEditor("PUT", url, { seatMap: larger });
    expect(replaced.statusCode).toBe(200);
    const seats = await t.app.inject(`/api/sessions/${sessionId}/seats`);
    expect(seats.json().seats.map((seat: { id: string }) => seat.id)).toContain("C6");
    expect(await auditOf("hall.seat_map_replaced", `${cinema}/${hallName}`)).toHaveLength(1);

    const bad = await asEditor("POST", `${url}/preview`, { seatMap: { zones: [] } });
    expect(bad.statusCode).toBe(400);
  });

  it("replaces a price list and the cinema's fields, with audit rows", async () => {
    const { cinemaId } = await createTunnelSession(t.database.db, { seatMap: HALL });
    const cinema = await slugOfCinema(cinemaId);
    const put = await asEditor("PUT", `/api/staff/catalog/cinemas/${cinema}/prices`, {
      priceList: TEST_PRICE_LIST,
    });
    expect(put.statusCode).toBe(200);
    const read = await asEditor("GET", `/api/staff/catalog/cinemas/${cinema}/prices`);
    expect(read.json().priceList).toEqual(TEST_PRICE_LIST);
    expect(await auditOf("prices.replaced", cinemaId)).toHaveLength(1);
    const negative = await asEditor("PUT", `/api/staff/catalog/cinemas/${cinema}/prices`, {
      priceList: { ...TEST_PRICE_LIST, weekday: { ...TEST_PRICE_LIST.weekday, full: -1 } },
    });
    expect(negative.statusCode).toBe(400);

    const renamed = await asEditor("PUT", `/api/staff/catalog/cinemas/${cinema}`, {
      name: "Cinélux Renamed",
      address: "2 rue Neuve",
      postalCode: "75011",
      city: "Paris",
      seatCount: 500,
    });
    expect(renamed.statusCode).toBe(200);
    const publicCinema = await t.app.inject(`/api/cinema/${cinema}?language=en`);
    expect(publicCinema.json().name).toBe("Cinélux Renamed");
    expect(await auditOf("cinema.updated", cinemaId)).toHaveLength(1);
  });
});

describe("the editors' shows", () => {
  const text = (title: string) => ({ title, synopsis: `About ${title}.` });
  const show = (slug: string) => ({
    slug,
    salesforceShowId: `SF-${slug}`,
    title: "Nosferatu",
    texts: { fr: text("Nosferatu le vampire"), nl: text("Nosferatu"), en: text("Nosferatu") },
    genres: ["horror"],
    durationMinutes: 94,
    releaseYear: 1922,
  });

  it("creates, finds by title in any language, updates, and refuses a taken slug", async () => {
    const created = await asEditor("POST", "/api/staff/catalog/shows", show("nosferatu-staff"));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const found = await asEditor("GET", "/api/staff/catalog/shows?q=vampire");
    expect(found.json().shows.map((line: { id: string }) => line.id)).toEqual([id]);
    const { slug: _slug, ...fields } = show("nosferatu-staff");
    const updated = await asEditor("PUT", `/api/staff/catalog/shows/${id}`, {
      ...fields,
      texts: { ...fields.texts, en: text("Nosferatu, a Symphony of Horror") },
      ageRating: "12",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      ageRating: "12",
      texts: { en: { title: "Nosferatu, a Symphony of Horror" } },
    });
    const page = await t.app.inject("/api/show/nosferatu-staff?language=en");
    expect(page.json().title).toBe("Nosferatu, a Symphony of Horror");
    expect(await auditOf("show.updated", id)).toHaveLength(1);
    const again = await asEditor("POST", "/api/staff/catalog/shows", show("nosferatu-staff"));
    expect(again.json().code).toBe("SHOW_SLUG_TAKEN");
    const bad = await asEditor("POST", "/api/staff/catalog/shows", {
      ...show("bad-one"),
      durationMinutes: 0,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("stores an uploaded poster re-encoded without metadata, serves it, and refuses what is not an image", async () => {
    const created = await asEditor("POST", "/api/staff/catalog/shows", show("poster-staff"));
    const { id } = created.json();
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#c03020" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret" } } })
      .png()
      .toBuffer();
    const upload = await asEditor("PUT", `/api/staff/catalog/shows/${id}/images/poster`, png, {
      "content-type": "image/png",
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ kind: "poster", width: 1000, height: 1500 });
    const [stored] = await t.database.db.select().from(showImages).where(eq(showImages.showId, id));
    const metadata = await sharp(stored?.image as Uint8Array).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();

    const served = await t.app.inject("/media/posters/poster-staff.jpg");
    expect(served.statusCode).toBe(200);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(await auditOf("show.image_uploaded", id)).toHaveLength(1);

    const html = await asEditor(
      "PUT",
      `/api/staff/catalog/shows/${id}/images/poster`,
      Buffer.from("<svg/>"),
      {
        "content-type": "image/png",
      },
    );
    expect(html.json().code).toBe("SHOW_IMAGE_TYPE_NOT_ALLOWED");
  });
});
