import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { catalogRoutes } from "./lib/catalog/catalog-route-config";
import { customerRoute } from "./lib/routing/customer-route-config";
import { CUSTOMER_ROUTES } from "./lib/routing/customer-routes";
import { embeddedRoutes } from "./lib/routing/embedded-routes";

// SPEC 2.2 routes: one table. A customer screen is mounted by its route key
// (lib/routing/customer-routes.ts gives its path, access and flag) under the guarded layout;
// analytics screen names, titles and shell options are in each module's `handle`.
export default [
  // (empty path): redirects to the domain's first language.
  index("routes/language-redirect.tsx"),
  // 404 and catch-all: the not-found page, HTTP 404.
  route("404", "routes/not-found.tsx", { id: "routes/not-found-404" }),
  // favicon.ico: the brand mark, for clients that ask for it without reading the page.
  route("favicon.ico", "routes/favicon.ts"),
  // sitemap.xml and robots.txt: the domain's catalog pages for crawlers (docs/catalog-pages.md).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // service-worker.js, the offline wallet's worker, is served by the server from the client build
  // (apps/server/src/http/service-worker.ts), at the root so that its scope is the whole site.
  // callback: the identity provider's return.
  route("callback", "routes/callback.tsx"),
  // The staff back-office (docs/staff.md "The staff app"): `staff` goes to the domain's language,
  // `staff/callback` is the staff client's return, `staff/{language}` the guarded layout whose
  // screens load only once the member and their roles are known.
  route("staff", "routes/staff/staff-entry.tsx"),
  route("staff/callback", "routes/staff/staff-callback.tsx"),
  route("staff/:language", "routes/staff/staff-layout.tsx", staffRoutes()),
  route(":language", "routes/language-layout.tsx", [
    // {language} itself, decision 007 "The root": the catalog home for an anonymous visitor, the
    // customer home (guarded in the browser as the layout below does) for a signed-in customer.
    index("routes/catalog/home.tsx"),
    // The customer area: login, registration and flag guards run once, in this layout.
    layout("routes/account/account-layout.tsx", [
      customerRoute("register", "routes/account/register.tsx"),
      customerRoute("mail", "routes/account/mail.tsx"),
      customerRoute("advantages", "routes/account/advantages.tsx"),
      customerRoute("preferences", "routes/account/preferences.tsx"),
      customerRoute("myInterests", "routes/account/my-interests.tsx"),
      customerRoute("profile", "routes/account/profile.tsx"),
      customerRoute("subscription", "routes/account/subscription.tsx"),
      customerRoute("tickets", "routes/account/tickets.tsx"),
      customerRoute("vouchers", "routes/account/vouchers.tsx"),
      customerRoute("history", "routes/account/history.tsx"),
      customerRoute("wishlist", "routes/account/wishlist.tsx"),
      customerRoute("ratings", "routes/account/ratings.tsx"),
      customerRoute("cinemas", "routes/account/cinemas.tsx"),
      customerRoute("friends", "routes/account/friends.tsx"),
      customerRoute("statistics", "routes/account/statistics.tsx"),
      customerRoute("recommendations", "routes/account/recommendations.tsx"),
      customerRoute("messages", "routes/account/messages.tsx"),
      customerRoute("contact", "routes/account/contact.tsx"),
      customerRoute("subscribe", "routes/account/subscribe.tsx"),
    ]),
    // The public catalog (docs/catalog-pages.md, decision 007): one module per page, mounted at its path in
    // every language (films/:slug, movies/:slug; evenements/:slug, evenementen/:slug, events/:slug).
    // A movie and an event share the module: its loader redirects a show asked under the other kind.
    ...catalogRoutes("Show", "routes/catalog/show.tsx"),
    ...catalogRoutes("Entertainment", "routes/catalog/show.tsx"),
    // films (fr, nl), movies (en); experiences (fr, en), belevingen (nl).
    ...catalogRoutes("Movies", "routes/catalog/movies.tsx"),
    ...catalogRoutes("Experiences", "routes/catalog/experiences.tsx"),
    // nos-cinemas, bioscopen, our-cinemas; a city below them (nos-cinemas/:slug…); cinema/:slug, bioscoop/:slug.
    ...catalogRoutes("Cinemas", "routes/catalog/cinemas.tsx"),
    ...catalogRoutes("City", "routes/catalog/city.tsx"),
    ...catalogRoutes("Cinema", "routes/catalog/cinema.tsx"),
    // offres, aanbiedingen, offers; abonnement (fr, nl), cinepass (en); club-cinelux in all three.
    ...catalogRoutes("Offers", "routes/catalog/offers.tsx"),
    ...catalogRoutes("Subscription", "routes/catalog/subscription.tsx"),
    ...catalogRoutes("ClubCinelux", "routes/catalog/club.tsx"),
    // infos/:slug (fr), info/:slug (nl, en): the footer's site pages (about us, terms…).
    ...catalogRoutes("Page", "routes/catalog/site-page.tsx"),
    // faq (fr, en), veelgestelde-vragen (nl): every FAQ article of the domain with its answer.
    ...catalogRoutes("Faq", "routes/catalog/faq.tsx"),
    // The booking tunnel's seat page: reserver/:session (fr), reserveren/:session (nl), book/:session
    // (en); public, its own chunk. Before the share link: `reserver/booking` ties with
    // `:share/booking`, and a session's id is never "booking".
    ...catalogRoutes("Booking", "routes/booking/booking.tsx"),
    // A guest's booking from its e-ticket mail's link: ma-reservation/:booking (fr),
    // mijn-reservering/:booking (nl), my-booking/:booking (en); the key in the link's fragment.
    ...catalogRoutes("GuestBooking", "routes/booking/guest-booking.tsx"),
    // SPEC 7 share link {language}/V{cinema}S{session}/booking: public, read only. After the catalog:
    // `films/booking` ranks as high as `:share/booking`, and the first declared wins the tie.
    route(":share/booking", "routes/shared-session.tsx"),
    // {language}/error: the error page, open to anyone.
    customerRoute("error", "routes/error.tsx"),
    // {language}/unsubscribe: open to anyone (a mail's signed link); its screens are child routes,
    // each loaded on demand: the choice, then {language}/unsubscribe/confirmation.
    route(CUSTOMER_ROUTES.unsubscribe.segment, "routes/unsubscribe/unsubscribe-layout.tsx", [
      index("routes/unsubscribe/unsubscribe.tsx"),
      route("confirmation", "routes/unsubscribe/confirmation.tsx"),
    ]),
    // {language}/buy?item=… and {language}/orders/{orderId}: buying a card and following an order's
    // payment, open signed in or not (docs/screens/shop.md); the provider sends the payer back to
    // the order's page, a URL the server builds.
    layout("routes/shop/shop-layout.tsx", [
      route("buy", "routes/shop/buy.tsx"),
      route("orders/:orderId", "routes/shop/order.tsx"),
    ]),
  ]),
  // m/{language}/...: the mobile-embedded variants, header and footer hidden, guarded like the
  // customer area. A page is embedded by adding its row (SPEC 2.2 lists friends, history and cinemas).
  embeddedRoutes([
    { key: "home", file: "routes/account/home.tsx" },
    { key: "history", file: "routes/account/history.tsx" },
    { key: "friends", file: "routes/account/friends.tsx" },
    { key: "cinemas", file: "routes/account/cinemas.tsx" },
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

/** The staff sections' screens, one line each, in the nav's order (lib/staff/staff-sections.ts). */
function staffRoutes() {
  return [
    index("routes/staff/staff-home.tsx"),
    route("support", "routes/staff/support.tsx"),
    route("support/:caseId", "routes/staff/support-case.tsx"),
    route("customers", "routes/staff/customers.tsx"),
    route("customers/:accountId", "routes/staff/customer.tsx"),
    route("photos", "routes/staff/photos.tsx"),
    route("catalog", "routes/staff/catalog.tsx"),
    route("catalog/shows", "routes/staff/catalog-shows.tsx"),
    route("catalog/shows/:showId", "routes/staff/catalog-show.tsx"),
    route("catalog/sessions", "routes/staff/catalog-sessions.tsx"),
    route("catalog/cinemas", "routes/staff/catalog-cinemas.tsx"),
    route("catalog/cinemas/:slug", "routes/staff/catalog-cinema.tsx"),
    route("catalog/prices", "routes/staff/catalog-prices.tsx"),
    route("alerts", "routes/staff/alerts.tsx"),
    route("settings", "routes/staff/settings.tsx"),
    route("team", "routes/staff/team.tsx"),
    route("audit-log", "routes/staff/audit-log.tsx"),
  ];
}
