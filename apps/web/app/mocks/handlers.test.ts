import {
  AccountResponseSchema,
  SendVerificationMailResponseSchema,
  TicketCountResponseSchema,
} from "@cinelux/contract/account";
import { AdvantagesResponseSchema } from "@cinelux/contract/advantages";
import {
  CinemaResponseSchema,
  CinemaShowsResponseSchema,
  CinemasResponseSchema,
  ShowResponseSchema,
  ShowsResponseSchema,
  TrailersResponseSchema,
  ZoneResponseSchema,
} from "@cinelux/contract/catalog";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { FooterResponseSchema } from "@cinelux/contract/footer";
import { SettingsResponseSchema } from "@cinelux/contract/settings";
import { describe, expect, it } from "vitest";
import { FAKE_SCENARIOS } from "./data/accounts";
import { fakeDb, resetFakeDb } from "./fake-db";
import { handlers, VERIFICATION_MAIL_LIMIT } from "./handlers";

const FR = "http://localhost:5173";
const NL = "http://nl.localhost:5173";
const bearer = { authorization: "Bearer fake-access-token" };

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, init);
}

function patch(body: unknown): Promise<Response> {
  return call(`${FR}/api/accounts/me?language=fr`, {
    method: "PATCH",
    headers: { ...bearer, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("fake endpoints answer as the contract says (DESIGN.md Fakes)", () => {
  it("cover every endpoint that exists so far", () => {
    const routes = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    expect(routes).toEqual([
      "GET */api/settings",
      "GET */api/footer",
      "GET */api/accounts/me",
      "PATCH */api/accounts/me",
      "GET */api/accounts/me/advantages",
      "GET */api/accounts/me/tickets/count",
      "POST */api/accounts/me/verification-mail",
      "GET */api/accounts/me/home-push-history",
      "POST */api/accounts/me/home-push-history",
      "GET */api/v2/survey",
      "POST */api/v2/survey/:id/answers",
      "DELETE */api/accounts/me/cards/cb",
      "GET */api/accounts/me/changePassword",
      "GET */api/accounts/me/export",
      "PATCH */api/accounts/me/notifications",
      "GET */api/interests",
      "GET */api/newsletter",
      "PATCH */api/newsletter/unsubscribe",
      "PATCH */api/newsletter/unsubscribe/all",
      "GET */api/captcha",
      "POST */api/accounts/me/checkCredentials",
      "PATCH */api/accounts/me/email",
      "POST */api/accounts/me/delete",
      "GET */api/alerts",
      "GET */api/accounts/me/identities",
      "POST */api/accounts/me/link",
      "POST */api/accounts/me/unlink",
      "GET */api/shows",
      "GET */api/shows/trailers",
      "GET */api/show/:slug",
      "GET */api/cinemas",
      "GET */api/cinema/:slug",
      "GET */api/cinema/:slug/shows",
      "GET */api/zone/:zone",
      "GET */api/v4/client/shows",
      "GET */api/sessions/:id",
      "GET */api/sessions/:id/seats",
      "POST */api/bookings",
      "GET */api/bookings/:id",
      "DELETE */api/bookings/:id",
      "GET */api/sessions/:id/prices",
      "GET */api/sessions/:id/concessions",
      "PATCH */api/bookings/:id",
      "POST */api/bookings/:id/checkout",
      "GET */api/guest-bookings/:id",
      "POST */api/guest-bookings/:id/cancel",
      "GET */api/accounts/me/bookings",
      "GET */api/ec/shared/:share",
      "GET */api/accounts/me/feelings",
      "POST */api/client/:account/show/:slug/intention",
      "POST */api/client/:account/show/sf/:id/emotion",
      "POST */api/client/:account/show/:slug/emotion",
      "GET */api/accounts/me/movieToNote",
      "PATCH */api/accounts/me/ignoreMovie",
      "POST */api/accounts/me/movieToNote/purge",
      "GET */api/accounts/me/subscription",
      "GET */api/accounts/me/subscription/cancel/reasons",
      "PATCH */api/accounts/me/subscription/cancel",
      "DELETE */api/accounts/me/subscription",
      "PATCH */api/accounts/me/subscription/suspend",
      "DELETE */api/accounts/me/subscription/suspend",
      "DELETE */api/accounts/me/subscription/downgrade",
      "PATCH */api/accounts/me/subscription/groupSupplementInvoice",
      "GET */api/accounts/me/subscription/invoice/:file",
      "GET */api/accounts/me/subscription/contract",
      "GET */api/accounts/me/invoices",
      "GET */api/accounts/me/cards",
      "PATCH */api/accounts/me/cards",
      "GET */api/accounts/me/cards/picture/:file",
      "POST */api/accounts/me/updatePhoto",
      "POST */api/accounts/me/subscription",
      "POST */api/accounts/me/subscription/invoice/:id/pay",
      "GET */api/accounts/me/prepaids",
      "PATCH */api/accounts/me/prepaids",
      "DELETE */api/accounts/me/prepaids",
      "POST */api/accounts/me/prepaids/donate",
      "POST */api/accounts/me/prepaids/donate/cancel",
      "POST */api/accounts/me/prepaids/cancel",
      "POST */api/accounts/me/prepaids/claim",
      "PATCH */api/accounts/me/giftcard",
      "PATCH */api/accounts/me/voucher",
      "GET */api/accounts/me/goodies",
      "GET */api/ec/ebillet",
      "GET */api/ec/sendmail/:a/:b",
      "GET */api/ec/cancel/:id",
      "GET */api/accounts/me/cinemas",
      "GET */api/accounts/me/cinemas/choices",
      "PATCH */api/accounts/me/cinemas",
      "DELETE */api/accounts/me/cinemas",
      "GET */api/accounts/me/friends",
      "POST */api/accounts/me/friends",
      "PATCH */api/accounts/me/friends",
      "DELETE */api/accounts/me/friends",
      "GET */api/accounts/me/statistics",
      "GET */api/accounts/me/recommendations",
      "GET */api/faq/data",
      "GET */api/faq/search",
      "GET */api/faq/topic/:id",
      "GET */api/cms/1.7.0/help-center/faq",
      "GET */api/accounts/me/case",
      "GET */api/accounts/me/case/unread",
      "POST */api/accounts/me/case",
      "PATCH */api/accounts/me/case/:id",
      "POST */api/accounts/me/case/:id/comment",
      "GET */api/accounts/me/case/:id/attachments/:attachmentId",
      "POST */api/giftcards",
      "POST */api/prepaids",
      "GET */api/orders/:id",
      "POST */api/accounts/me/club",
      "POST */api/accounts/me/subscription/plan",
    ]);
  });

  it("serve each domain's settings: all flags on, the Dutch Offers menu off", async () => {
    const fr = SettingsResponseSchema.parse(await (await call(`${FR}/api/settings?language=fr`)).json());
    const nl = SettingsResponseSchema.parse(await (await call(`${NL}/api/settings?language=nl`)).json());
    expect(fr.domain).toBe("fr");
    expect(fr.languages).toEqual(["fr", "en"]);
    expect(Object.values(fr.flags).every(Boolean)).toBe(true);
    expect(fr.ageRestriction).toBe(15);
    expect(nl.domain).toBe("nl");
    expect(nl.flags.offersMenuDisplayed).toBe(false);
    expect(nl.flags.myFriendsEnabled).toBe(true);
  });

  it.each([
    [FR, "fr"],
    [FR, "en"],
    [NL, "nl"],
    [NL, "en"],
  ])("serve the footer of %s in %s", async (origin, language) => {
    const response = await call(`${origin}/api/footer?language=${language}`);
    const footer = FooterResponseSchema.parse(await response.json());
    expect(footer.columns.length).toBeGreaterThan(0);
    expect(footer.columns.every((column) => column.title !== "")).toBe(true);
  });

  it.each([
    [FR, "fr", "cinelux-paris-bastille", "idf"],
    [FR, "en", "cinelux-lyon-confluence", "lyon"],
    [NL, "nl", "cinelux-amsterdam-centrum", "amsterdam"],
    [NL, "en", "cinelux-tilburg-pieter-vreede", "tilburg"],
  ])("serve the catalog of %s in %s with the contract's shapes", async (origin, language, cinema, zone) => {
    const json = async (path: string, init: RequestInit = {}) => {
      const response = await call(
        `${origin}${path}${path.includes("?") ? "&" : "?"}language=${language}`,
        init,
      );
      expect(response.status).toBe(200);
      return response.json();
    };
    const shows = ShowsResponseSchema.parse(await json("/api/shows"));
    expect(shows.shows.length).toBeGreaterThan(0);
    ShowsResponseSchema.parse(await json("/api/shows?version=VO&technology=imax&genre=horror"));
    ShowsResponseSchema.parse(await json("/api/v4/client/shows", { headers: bearer }));
    expect(TrailersResponseSchema.parse(await json("/api/shows/trailers")).trailers.length).toBeGreaterThan(
      0,
    );
    for (const { slug } of shows.shows) {
      expect(ShowResponseSchema.parse(await json(`/api/show/${slug}`)).slug).toBe(slug);
    }
    expect(CinemasResponseSchema.parse(await json("/api/cinemas")).cinemas.length).toBeGreaterThan(0);
    expect(CinemaResponseSchema.parse(await json(`/api/cinema/${cinema}`)).nearbyCinemas).toHaveLength(3);
    expect(CinemaShowsResponseSchema.parse(await json(`/api/cinema/${cinema}/shows`)).days).toHaveLength(7);
    expect(ZoneResponseSchema.parse(await json(`/api/zone/${zone}`)).cinemas.length).toBeGreaterThan(0);
  });

  it.each([
    ["/api/show/nowhere", 404, "SHOW_NOT_FOUND"],
    ["/api/cinema/nowhere", 404, "CINEMA_NOT_FOUND"],
    ["/api/cinema/nowhere/shows", 404, "CINEMA_NOT_FOUND"],
    ["/api/zone/nowhere", 404, "ZONE_NOT_FOUND"],
    ["/api/shows?genre=polka", 400, "BAD_REQUEST"],
    ["/api/v4/client/shows", 401, "UNAUTHORIZED"],
  ])("refuse %s with %i %s as the contract's error", async (path, status, code) => {
    const response = await call(`${FR}${path}`);
    expect(response.status).toBe(status);
    expect(ErrorResponseSchema.parse(await response.json()).code).toBe(code);
  });

  it.each(FAKE_SCENARIOS)("serve the %s customer's account", async (scenario) => {
    resetFakeDb(scenario);
    const response = await call(`${FR}/api/accounts/me?language=fr`, { headers: bearer });
    expect(AccountResponseSchema.parse(await response.json()).registered).toBe(scenario !== "unregistered");
  });

  it("refuse the account without a Bearer token (SPEC 6)", async () => {
    const response = await call(`${FR}/api/accounts/me?language=fr`);
    expect(response.status).toBe(401);
    expect(ErrorResponseSchema.parse(await response.json()).code).toBe("UNAUTHORIZED");
  });

  it("serve the registered customer's three advantages, soonest expiry first, and none to a new customer", async () => {
    const response = await call(`${FR}/api/accounts/me/advantages?language=fr`, { headers: bearer });
    const advantages = AdvantagesResponseSchema.parse(await response.json());
    expect(advantages.map((advantage) => advantage.expirationDate)).toEqual([
      "2027-01-31",
      "2027-06-30",
      null,
    ]);
    resetFakeDb("unregistered");
    const none = await call(`${FR}/api/accounts/me/advantages?language=fr`, { headers: bearer });
    expect(AdvantagesResponseSchema.parse(await none.json())).toEqual([]);
  });

  it("refuse the advantages without a Bearer token (SPEC 6)", async () => {
    const response = await call(`${FR}/api/accounts/me/advantages?language=fr`);
    expect(response.status).toBe(401);
    expect(ErrorResponseSchema.parse(await response.json()).code).toBe("UNAUTHORIZED");
  });

  it("serve the ticket count", async () => {
    const response = await call(`${FR}/api/accounts/me/tickets/count?language=fr`, { headers: bearer });
    // The fake wallet's upcoming e-tickets (mocks/fakes/wallet.ts).
    expect(TicketCountResponseSchema.parse(await response.json()).count).toBe(3);
  });

  it("register a complete profile and keep it in memory", async () => {
    resetFakeDb("unregistered");
    const response = await patch({
      registered: true,
      salutation: "civ-mr",
      firstname: "Sam",
      lastname: "Janssen",
      dateOfBirth: "1990-01-01",
      address: "Damrak 1",
      zipCode: "1012 LG",
      city: "Amsterdam",
      country: "NL",
    });
    expect(response.status).toBe(200);
    const account = AccountResponseSchema.parse(await response.json());
    expect(account).toMatchObject({ registered: true, firstName: "Sam", postalCode: "1012 LG" });
    expect(fakeDb().account.registered).toBe(true);
  });

  it("answer REGISTRATION_INCOMPLETE listing the missing fields", async () => {
    resetFakeDb("unregistered");
    const response = await patch({ registered: true, firstname: "Sam" });
    expect(response.status).toBe(400);
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.code).toBe("REGISTRATION_INCOMPLETE");
    expect(body.fields).toEqual(
      ["salutation", "lastname", "dateOfBirth", "address", "zipCode", "city", "country"].map((path) => ({
        path,
        code: "required",
      })),
    );
  });

  it("answer AGE_RESTRICTION under 15", async () => {
    const lastYear = `${new Date().getFullYear() - 1}-01-01`;
    const response = await patch({ dateOfBirth: lastYear });
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
      code: "AGE_RESTRICTION",
      fields: [{ path: "dateOfBirth", code: "too_young" }],
    });
  });

  it("answer BAD_REQUEST listing every field the schema refuses", async () => {
    const response = await patch({ zipCode: "!", firstname: "", nickname: "cam" });
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.fields).toEqual([
      { path: "firstname", code: "required" },
      { path: "zipCode", code: "invalid_format" },
      { path: "nickname", code: "unknown_field" },
    ]);
  });

  it("queue a verification mail, then limit the rate, and refuse a verified mail", async () => {
    resetFakeDb("unverified");
    const send = () =>
      call(`${FR}/api/accounts/me/verification-mail?language=fr`, { method: "POST", headers: bearer });
    for (let sent = 0; sent < VERIFICATION_MAIL_LIMIT.max; sent++) {
      const response = await send();
      expect(response.status).toBe(202);
      expect(SendVerificationMailResponseSchema.parse(await response.json())).toEqual({ queued: true });
    }
    const limited = await send();
    expect(limited.status).toBe(429);
    ErrorResponseSchema.parse(await limited.json());
    resetFakeDb("registered");
    const verified = await send();
    expect(verified.status).toBe(409);
    expect(ErrorResponseSchema.parse(await verified.json()).code).toBe("CONFLICT");
  });
});
