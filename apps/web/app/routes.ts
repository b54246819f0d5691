import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { embeddedRoutes } from "./lib/routing/embedded-routes";

// SPEC 2.2 customer-area routes: one table. Access rules live in each module's loader (guards);
// analytics screen names and shell options in its `handle`.
export default [
  // (empty path): redirects to the domain's first language.
  index("routes/language-redirect.tsx"),
  // 404 and catch-all: the not-found page, HTTP 404.
  route("404", "routes/not-found.tsx", { id: "routes/not-found-404" }),
  // callback: the identity provider's return.
  route("callback", "routes/callback.tsx"),
  route(":language", "routes/language-layout.tsx", [
    // {language}: login and completed registration.
    index("routes/account/home.tsx"),
    // {language}/register: only for a customer not yet registered.
    route("register", "routes/account/register.tsx"),
    // {language}/mail: login, no registration check.
    route("mail", "routes/account/mail.tsx"),
    // {language}/advantages: flag advantagesEnabled, then login and completed registration.
    route("advantages", "routes/account/advantages.tsx"),
    // {language}/error: the error page.
    route("error", "routes/error.tsx"),
  ]),
  // m/{language}/...: the mobile-embedded variants, header and footer hidden. A page is embedded
  // by adding its row (SPEC 2.2 lists friends, history and cinemas).
  embeddedRoutes([{ file: "routes/account/home.tsx" }]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
