import { DOMAINS } from "@cinelux/contract/domains";
import { shareLinkOf, shareSegmentOf } from "@cinelux/contract/eticket-rules";
import { isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadSharedSessionPage } from "../features/catalog/booking-share/shared-session.server";
import type { SharedSessionPageData } from "../features/catalog/booking-share/shared-session-data";
import { SharedSessionPage } from "../features/catalog/booking-share/shared-session-page";
import { fakeCinemaUuid, fakeSessionUuid } from "../mocks/data/history";
import { fakeProgramme } from "../mocks/fakes/catalog-programme";
import { fakeServer } from "../mocks/node";
import routeTable from "../routes";
import { renderCatalogRoute } from "./catalog/catalog-render-test-kit";
import { handle } from "./shared-session";

const ORIGIN = "http://localhost:3000";
let requested: string[] = [];

/** A session of the fake programme on the French domain that starts `hours` from now or later. */
function sharedSession(hours = 2) {
  const now = Date.now();
  const session = fakeProgramme("fr").sessions.find(
    (candidate) => candidate.startsAt.getTime() > now + hours * 3_600_000,
  );
  if (!session) {
    throw new Error("the fake programme has no session to come");
  }
  const ref = { cinemaId: fakeCinemaUuid(session.cinemaSlug), sessionId: fakeSessionUuid(session.id) };
  return { session, ref, segment: shareSegmentOf(ref) };
}

function load(path: string, now?: Date) {
  const url = new URL(path, ORIGIN);
  const [, language, share] = url.pathname.split("/");
  return loadSharedSessionPage({ params: { language, share }, request: new Request(url), now });
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return isRouteErrorResponse(thrown)
      ? thrown.status
      : ((thrown as { init?: { status: number } }).init?.status ?? 500);
  }
}

function render(path: string, page: SharedSessionPageData): string {
  return renderCatalogRoute({
    domain: DOMAINS.fr,
    path,
    pattern: ":language/:share/booking",
    handle,
    data: page,
    page: (data) => <SharedSessionPage page={data} />,
  });
}

fakeServer.events.on("request:start", ({ request }) => {
  requested.push(new URL(request.url).pathname);
});

afterEach(() => {
  requested = [];
});

describe("the shared booking page {language}/V{cinema}S{session}/booking (SPEC 7)", () => {
  it("shows the session: film, cinema with address and directions, date, time, version, and books a seat at it", async () => {
    const { session, ref, segment } = sharedSession();
    const path = new URL(shareLinkOf({ ...ref, origin: ORIGIN, language: "fr" })).pathname;
    const page = await load(path);
    expect(requested).toContain(`/api/ec/shared/${segment}`);
    const html = render(path, page);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      `<h1 id="shared-session-title" class="shared-session__title">${page.show.title}</h1>`,
    );
    expect(page.show.slug).toBe(session.showSlug);
    expect(html).toContain(page.cinema.name);
    expect(page.cinema.address).toMatch(/, \d{5} /);
    expect(html).toContain(`<time dateTime="${session.startsAt.toISOString()}">`);
    expect(html).toContain(session.time);
    expect(html).toContain(page.session.versionLabel);
    expect(html).toMatch(new RegExp(`/media/v\\d+/posters/${session.showSlug}-`));
    expect(html).toContain(`href="/fr/films/${session.showSlug}"`);
    expect(html).toContain("https://www.openstreetmap.org/directions?to=");
    expect(html).toContain("Une séance partagée avec vous");
    // The friend books a seat of their own at this very session (the tunnel's seat page).
    expect(html).toContain(`href="/fr/reserver/${ref.sessionId}">Réserver une place à cette séance</a>`);
    // Nothing of the customer who shared it: no seat, no price, no booking number.
    expect(html).not.toMatch(/€|CLX-/);
  });

  it("speaks the link's language", async () => {
    const { ref } = sharedSession();
    const path = new URL(shareLinkOf({ ...ref, origin: ORIGIN, language: "en" })).pathname;
    const page = await load(path);
    const html = render(path, page);
    expect(html).toContain("A session shared with you");
    expect(html).toContain(`href="/en/movies/${page.show.slug}"`);
    expect(html).toContain(`href="/en/book/${ref.sessionId}"`);
  });

  it("is the not-found page for a malformed link, an unknown session and a session that has ended", async () => {
    const { session, ref, segment } = sharedSession();
    expect(await status(load("/fr/Vnot-a-cinemaSnot-a-session/booking"))).toBe(404);
    expect(requested).toEqual([]);
    const unknown = shareSegmentOf({ ...ref, sessionId: fakeSessionUuid("no-such-session") });
    expect(await status(load(`/fr/${unknown}/booking`))).toBe(404);
    const otherCinema = shareSegmentOf({ ...ref, cinemaId: fakeCinemaUuid("no-such-cinema") });
    expect(await status(load(`/fr/${otherCinema}/booking`))).toBe(404);
    const afterItEnded = new Date(session.endsAt.getTime() + 60_000);
    expect(await status(load(`/fr/${segment}/booking`, afterItEnded))).toBe(404);
  });

  it("is mounted under {language} after the catalog's pages, which keep their own paths", () => {
    const language = routeTable.find((entry) => entry.path === ":language");
    const children = language?.children ?? [];
    const shared = children.findIndex((entry) => entry.path === ":share/booking");
    expect(children[shared]?.file).toBe("routes/shared-session.tsx");
    const lastCatalog = children.findLastIndex(
      (entry) => entry.file?.startsWith("routes/catalog/") && entry.path,
    );
    expect(shared).toBeGreaterThan(lastCatalog);
  });
});
