import { UpdateAccountRequestSchema } from "@cinelux/contract/account";
import { domainFromHost } from "@cinelux/contract/domains";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { HttpResponse, http } from "msw";
import { applyAccountChange, FakeApiError } from "./account-rules";
import { fakeFooter } from "./data/footer";
import { fakeSettings } from "./data/settings";
import { fakeDb, saveFakeDb } from "./fake-db";
import { codedAs, signedInBody, unauthorized } from "./fake-responses";
import { accountSecurityHandlers } from "./fakes/account-security";
import { alertsHandlers } from "./fakes/alerts";
import { bookingHandlers } from "./fakes/booking";
import { bookingTunnelHandlers } from "./fakes/booking-tunnel";
import { catalogHandlers } from "./fakes/catalog";
import { favouritesHandlers } from "./fakes/favourites";
import { feelingsHandlers } from "./fakes/feelings";
import { friendsHandlers } from "./fakes/friends";
import { guestBookingHandlers } from "./fakes/guest-bookings";
import { historyHandlers } from "./fakes/history";
import { homeHandlers } from "./fakes/home";
import { identitiesHandlers } from "./fakes/identities";
import { planChangeHandlers } from "./fakes/plan-change";
import { preferencesHandlers } from "./fakes/preferences";
import { profileHandlers } from "./fakes/profile";
import { recommendationsHandlers } from "./fakes/recommendations";
import { shopHandlers } from "./fakes/shop";
import { statisticsHandlers } from "./fakes/statistics";
import { subscribeHandlers } from "./fakes/subscribe";
import { subscriptionHandlers } from "./fakes/subscription";
import { supportHandlers } from "./fakes/support";
import { fakeTicketCount, walletHandlers } from "./fakes/wallet";

/** As the server: at most 3 verification mails a minute per account. */
export const VERIFICATION_MAIL_LIMIT = { max: 3, windowMs: 60_000 };

function requestLanguage(url: URL): Language {
  const language = url.searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

/** Like the server, the Host header names the site (the dev SSR sends the browser's); else the URL's. */
function siteHost(request: Request): string {
  return request.headers.get("host") ?? new URL(request.url).host;
}

function requestDomain(request: Request) {
  return domainFromHost(siteHost(request)).id;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * DESIGN.md "Fakes": every endpoint that exists so far, with in-memory state. The browser
 * (`npm run dev:fake`) and the component tests (msw/node) use these same handlers.
 */
export const handlers = [
  http.get("*/api/settings", ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(fakeSettings(requestDomain(request), `${url.protocol}//${siteHost(request)}`));
  }),

  http.get("*/api/footer", ({ request }) => {
    return HttpResponse.json(fakeFooter(requestDomain(request), requestLanguage(new URL(request.url))));
  }),

  http.get(
    "*/api/accounts/me",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeDb().account),
  ),

  http.patch("*/api/accounts/me", async ({ request }) => {
    const parsed = await signedInBody(request, UpdateAccountRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    try {
      const state = fakeDb();
      state.account = applyAccountChange(state.account, parsed.data, today());
      saveFakeDb();
      return HttpResponse.json(state.account);
    } catch (failure) {
      if (failure instanceof FakeApiError) {
        return codedAs(request, failure.code, failure.pick, failure.fields);
      }
      throw failure;
    }
  }),

  http.get(
    "*/api/accounts/me/advantages",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeDb().advantages),
  ),

  http.get(
    "*/api/accounts/me/tickets/count",
    // The upcoming e-tickets of the fake wallet (fakes/wallet.ts), as GET /api/ec/ebillet lists them.
    ({ request }) => unauthorized(request) ?? HttpResponse.json({ count: fakeTicketCount() }),
  ),

  http.post("*/api/accounts/me/verification-mail", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const state = fakeDb();
    if (!state.account.mustVerifyMail) {
      return codedAs(request, "CONFLICT", (m) => m.when.verifyingVerifiedMail.CONFLICT);
    }
    const now = Date.now();
    state.verificationMails = state.verificationMails.filter(
      (sentAt) => now - sentAt < VERIFICATION_MAIL_LIMIT.windowMs,
    );
    if (state.verificationMails.length >= VERIFICATION_MAIL_LIMIT.max) {
      const seconds = Math.ceil(VERIFICATION_MAIL_LIMIT.windowMs / 1000);
      return codedAs(request, "RATE_LIMITED", (m) => m.RATE_LIMITED(seconds));
    }
    state.verificationMails.push(now);
    saveFakeDb();
    return HttpResponse.json({ queued: true }, { status: 202 });
  }),

  ...homeHandlers,

  ...profileHandlers,
  ...preferencesHandlers,
  ...accountSecurityHandlers,
  ...alertsHandlers,
  ...identitiesHandlers,
  ...catalogHandlers,
  ...bookingHandlers,
  ...bookingTunnelHandlers,
  ...guestBookingHandlers,
  ...historyHandlers,
  ...feelingsHandlers,
  ...subscriptionHandlers,
  ...subscribeHandlers,
  ...walletHandlers,
  ...favouritesHandlers,
  ...friendsHandlers,
  ...statisticsHandlers,
  ...recommendationsHandlers,
  ...supportHandlers,
  ...shopHandlers,
  ...planChangeHandlers,
];
